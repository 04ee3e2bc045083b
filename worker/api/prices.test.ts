// The price guide: the product a listing names, the rollup's statistics against their TypeScript definition, the
// visibility rules (only approved, unfrozen, undeleted listings and completed deals move a median) and the API.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import migration from "../../migrations/0020_prices.sql?raw";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";
import worker from "../index";
import { PRICE_ROLLUP_CRON, rollupPrices } from "../services/price-rollup";
import { priceStats } from "../services/price-stats";

const NOW = new Date("2026-11-25T10:00:00Z");

/** An approved listing at a price (naira), straight into D1 as the admin's approval leaves it. */
async function listingAt(
  userId: number,
  product: string,
  price: number,
  state = "kano",
  extra: Partial<{ status: string; frozen: number; unit: string; deleted: string }> = {},
) {
  const row = await env.DB.prepare(
    `INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, state, status, is_frozen, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      userId,
      `${product} lot`,
      product.endsWith("-seed") ? "seeds" : "crops",
      product,
      Math.round(price * 100),
      extra.unit ?? "bag",
      state,
      extra.status ?? "approved",
      extra.frozen ?? 0,
      extra.deleted ?? null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe("a listing's product", () => {
  it("is required for crops and seeds, of their own category, and refused elsewhere", async () => {
    const farmer = await fastAccount("farmer");
    const missing = await createListing(farmer.token, { product: "" });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("product_required");
    expect(Object.keys(missing.json.fields)).toEqual(["product"]);
    expect((await createListing(farmer.token, { product: "maize-seed" })).json.code).toBe("product_invalid");
    expect((await createListing(farmer.token, { product: "mango-tree" })).json.code).toBe("product_invalid");
    expect((await createListing(farmer.token, { category: "tools", product: "maize" })).json.code).toBe("product_not_for_category");
    const tools = await createListing(farmer.token, { category: "tools", title: "Hoe" });
    expect(tools.status).toBe(201);
    expect(tools.json.product).toBeNull();
    const created = await createListing(farmer.token, { product: "sorghum", title: "Red sorghum" });
    expect(created.status).toBe(201);
    expect(created.json.product).toBe("sorghum");
  });

  it("follows an edit: a new category needs its own product, and leaving crops drops it", async () => {
    const farmer = await fastAccount("farmer");
    const created = await createListing(farmer.token, { product: "yam", title: "Yams" });
    const path = `/api/listings/user/listings/${created.json.id}`;
    const toSeeds = await call("PUT", path, {
      token: farmer.token,
      body: { title: "Yams", category: "seeds", variety: "TDr 89/02665", registration_number: "NASC/YM/002" },
    });
    expect(toSeeds.json.code).toBe("product_invalid");
    const seedYam = await call("PUT", path, {
      token: farmer.token,
      body: { title: "Seed yams", category: "seeds", product: "seed-yam", variety: "TDr 89/02665", registration_number: "NASC/YM/002" },
    });
    expect(seedYam.json.product).toBe("seed-yam");
    const land = await call("PUT", path, { token: farmer.token, body: { title: "Farmland", category: "land" } });
    expect(land.status).toBe(200);
    expect(land.json.product).toBeNull();
  });

  it("filters browse with ?product=, and refuses an unknown one", async () => {
    const farmer = await fastAccount("farmer");
    const id = await listingAt(farmer.user.id, "ginger", 52_000);
    const found = await call("GET", "/api/listings?product=ginger");
    expect(found.json.map((listing: { id: number }) => listing.id)).toContain(id);
    expect(found.json.every((listing: { product: string }) => listing.product === "ginger")).toBe(true);
    expect((await call("GET", "/api/listings?product=gold")).json.code).toBe("product_invalid");
  });

  it("is backfilled by migration 0020 from the title, else the description", async () => {
    const farmer = await fastAccount("farmer");
    const insert = (title: string, description: string, category = "crops") =>
      env.DB.prepare("INSERT INTO listings (user_id, title, description, category) VALUES (?, ?, ?, ?) RETURNING id")
        .bind(farmer.user.id, title, description, category)
        .first<{ id: number }>();
    const ids = await Promise.all([
      insert("Fresh masara, 50kg bags", ""),
      insert("Rice paddy from Kebbi", ""),
      insert("Harvest lot", "Dry red beans, clean"),
      insert("Improved seed yam", "", "seeds"),
      insert("Something else", "no crop named"),
      insert("Maize sheller", "", "tools"),
    ]);
    const backfill = migration.split("--> statement-breakpoint").filter((statement) => statement.includes("product_backfill_words"));
    expect(backfill).toHaveLength(4);
    await env.DB.batch(backfill.map((statement) => env.DB.prepare(statement)));
    const products = await Promise.all(
      ids.map((row) => env.DB.prepare("SELECT product FROM listings WHERE id = ?").bind(row?.id).first<{ product: string | null }>()),
    );
    expect(products.map((row) => row?.product)).toEqual(["maize", "rice-paddy", "cowpea", "seed-yam", null, null]);
  });
});

describe("names", () => {
  it("come in the caller's language", async () => {
    const hausa = await call("GET", "/api/prices/products?lang=ha");
    expect(hausa.status).toBe(200);
    expect(hausa.json).toContainEqual({ slug: "groundnut", name: "Gyaɗa", category: "crops" });
    const english = await call("GET", "/api/prices/products");
    expect(english.json).toContainEqual({ slug: "maize", name: "Maize", category: "crops" });
  });
});

describe("the rollup", () => {
  it("computes in SQL exactly what priceStats computes, outliers included", async () => {
    const farmer = await fastAccount("farmer");
    // A deterministic spread of prices to the kobo, with outliers on both sides.
    const prices = Array.from({ length: 37 }, (_, i) => 31_000 + ((i * 7919) % 9000) + (i % 3) * 0.37);
    prices.push(450_000, 2_100.01);
    for (const price of prices) await listingAt(farmer.user.id, "sesame", price, "jigawa");
    await rollupPrices(env.DB, NOW);
    const expected = priceStats(prices.map((price) => Math.round(price * 100)));
    const answer = await call("GET", "/api/prices?product=sesame&unit=bag&state=jigawa");
    expect(answer.status).toBe(200);
    expect(answer.json.listings).toEqual({
      count: expected.count,
      median: (expected.median ?? 0) / 100,
      p25: (expected.p25 ?? 0) / 100,
      p75: (expected.p75 ?? 0) / 100,
      outliers: 2,
    });
    expect(answer.json.weekly).toEqual([
      {
        week_start: "2026-11-23",
        count: expected.count,
        median: (expected.median ?? 0) / 100,
        p25: (expected.p25 ?? 0) / 100,
        p75: (expected.p75 ?? 0) / 100,
      },
    ]);
  });

  it("never lets a pending, rejected, frozen or deleted listing move a median", async () => {
    const farmer = await fastAccount("farmer");
    for (const price of [10_000, 11_000, 12_000, 13_000, 14_000]) await listingAt(farmer.user.id, "cashew", price, "oyo");
    await rollupPrices(env.DB, NOW);
    const before = (await call("GET", "/api/prices?product=cashew&unit=bag&state=oyo")).json.listings;
    expect(before).toMatchObject({ count: 5, median: 12_000 });
    await listingAt(farmer.user.id, "cashew", 90_000, "oyo", { status: "pending" });
    await listingAt(farmer.user.id, "cashew", 90_000, "oyo", { status: "rejected" });
    await listingAt(farmer.user.id, "cashew", 90_000, "oyo", { frozen: 1 });
    await listingAt(farmer.user.id, "cashew", 90_000, "oyo", { deleted: NOW.toISOString() });
    const frozenLater = await listingAt(farmer.user.id, "cashew", 95_000, "oyo");
    await rollupPrices(env.DB, NOW);
    expect((await call("GET", "/api/prices?product=cashew&unit=bag&state=oyo")).json.listings).toMatchObject({ count: 6, median: 12_500 });
    // Frozen within the week: it leaves the week's observations at the next rollup.
    await setListingState(frozenLater, "approved", true);
    await rollupPrices(env.DB, NOW);
    expect((await call("GET", "/api/prices?product=cashew&unit=bag&state=oyo")).json.listings).toEqual(before);
  });

  it("counts a listing once per week, keeps past weeks, and counts completed deals at their agreed price", async () => {
    const farmer = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    const ids: number[] = [];
    for (const price of [20_000, 21_000, 22_000, 23_000, 24_000]) ids.push(await listingAt(farmer.user.id, "okra", price, "ogun"));
    const lastWeek = new Date(NOW.getTime() - 7 * 86_400_000);
    await rollupPrices(env.DB, lastWeek);
    await rollupPrices(env.DB, lastWeek);
    await env.DB.prepare("UPDATE listings SET price_kobo = price_kobo + 100000 WHERE product = 'okra'").run();
    // Deals: agreed unit price first, else the offer, else the listing's price; pending requests do not count.
    const deal = (listingId: number, status: string, unit: number | null, offered: number | null) =>
      env.DB.prepare(
        "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, unit_price_kobo, offered_price_kobo, status, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?)",
      )
        .bind(listingId, buyer.user.id, unit, offered, status, "2026-11-24T09:00:00.000Z")
        .run();
    await deal(ids[0] ?? 0, "completed", 1_900_000, 1_500_000);
    await deal(ids[1] ?? 0, "completed", null, 2_000_000);
    await deal(ids[2] ?? 0, "completed", null, null);
    await deal(ids[3] ?? 0, "completed", 2_300_000, null);
    await deal(ids[4] ?? 0, "completed", 2_400_000, null);
    await deal(ids[4] ?? 0, "pending", 9_900_000, null);
    await rollupPrices(env.DB, NOW);
    const answer = (await call("GET", "/api/prices?product=okra&unit=bag&state=ogun&days=30")).json;
    expect(
      answer.weekly.map((week: { week_start: string; count: number; median: number }) => [week.week_start, week.count, week.median]),
    ).toEqual([
      ["2026-11-16", 5, 22_000],
      ["2026-11-23", 5, 23_000],
    ]);
    expect(answer.listings).toMatchObject({ count: 10, median: 22_500 });
    // 19,000 agreed; 20,000 offered; 23,000 the listing's price now; 23,000 and 24,000 agreed.
    expect(answer.deals).toEqual({ count: 5, median: 23_000 });
    expect(answer.weekly_deals).toEqual([{ week_start: "2026-11-23", count: 5, median: 23_000, p25: 20_000, p75: 23_000 }]);
    expect(answer.units).toEqual(["bag"]);
  });

  it("without a unit shows the product's busiest unit, its figures and weeks, in one round trip", async () => {
    const farmer = await fastAccount("farmer");
    for (const price of [40, 41, 42, 43, 44, 45]) await listingAt(farmer.user.id, "cowpea", price, "benue", { unit: "kg" });
    for (const price of [9_000, 9_100, 9_200, 9_300, 9_400]) await listingAt(farmer.user.id, "cowpea", price, "benue");
    await rollupPrices(env.DB, NOW);
    const busiest = await call("GET", "/api/prices?product=cowpea&state=benue");
    expect(busiest.status).toBe(200);
    expect(busiest.json.unit).toBe("kg");
    expect(busiest.json.units).toEqual(["kg", "bag"]);
    expect(busiest.json.listings).toMatchObject({ count: 6, median: 42.5 });
    expect(busiest.json.weekly.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(6);
    expect(busiest.headers.get("server-timing")).toMatch(/ 1 round trips/);
    // Asked for, the other unit; a product nobody has priced in a state shows bags, empty.
    expect((await call("GET", "/api/prices?product=cowpea&state=benue&unit=bag")).json.listings).toMatchObject({ count: 5, median: 9_200 });
    const none = (await call("GET", "/api/prices?product=cowpea&state=lagos")).json;
    expect(none).toMatchObject({ unit: "bag", units: [], weekly: [], listings: { count: 0, median: null } });
  });

  it("answers the contract's shapes, with a median only from 5 data points and the 30-day change", async () => {
    const farmer = await fastAccount("farmer");
    for (const price of [5_000, 5_000, 5_000, 5_000, 5_000]) await listingAt(farmer.user.id, "plantain", price, "ondo");
    await rollupPrices(env.DB, new Date(NOW.getTime() - 35 * 86_400_000));
    await env.DB.prepare("UPDATE listings SET price_kobo = 550000 WHERE product = 'plantain'").run();
    await listingAt(farmer.user.id, "plantain", 7_000, "edo");
    await rollupPrices(env.DB, NOW);
    const summary = await call("GET", "/api/prices/summary?state=ondo");
    expect(summary.status).toBe(200);
    const plantain = summary.json.find((row: { product: string }) => row.product === "plantain");
    expect(plantain).toMatchObject({ product: "plantain", unit: "bag", count: 10, median: 5_250, change_30d_pct: 10, deals_count: 0 });
    const edo = await call("GET", "/api/prices?product=plantain&unit=bag&state=edo");
    expect(edo.json).toMatchObject({
      product: "plantain",
      unit: "bag",
      state: "edo",
      days: 90,
      listings: { count: 1, median: null, p25: null, p75: null },
      deals: { count: 0, median: null },
    });
    const nigeria = (await call("GET", "/api/prices?product=plantain")).json;
    expect(nigeria).toMatchObject({ state: null, unit: "bag", listings: { count: 11 } });
  });

  it("runs from the hourly cron trigger at its scheduled time", async () => {
    const farmer = await fastAccount("farmer");
    for (const price of [700, 800, 900, 1_000, 1_100]) await listingAt(farmer.user.id, "sugarcane", price, "kwara", { unit: "piece" });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW.getTime(), cron: PRICE_ROLLUP_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    const answer = (await call("GET", "/api/prices?product=sugarcane&state=kwara")).json;
    expect(answer).toMatchObject({ unit: "piece", listings: { count: 5, median: 900 } });
    expect(answer.weekly.map((week: { week_start: string }) => week.week_start)).toEqual(["2026-11-23"]);
  });

  it("logs a cron whose rollup fails and ends it cleanly, with no uncaught rejection left behind (ADR 074)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare" || key === "batch") {
          return () => {
            throw new Error("D1_ERROR: database is locked");
          };
        }
        return Reflect.get(target, key);
      },
    });
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: NOW.getTime(), cron: PRICE_ROLLUP_CRON }),
      { ...env, DB: broken },
      ctx,
    );
    await expect(waitOnExecutionContext(ctx)).resolves.toBeUndefined();
    // Each of the hour's tasks failed on its own and said so by name (in whichever order they happened to fail).
    const failures = logged.mock.calls.map(([message, error]) => `${message} | ${String(error)}`);
    expect(failures.sort()).toEqual(
      [
        "sweeping idempotency keys older than 24 hours",
        "releasing held money 7 days after delivery",
        "retrying failed payouts, each verified first",
        "sweeping USSD answers older than a day",
        "retrying failed refunds",
        "the hourly price rollup and its alerts",
      ]
        .map((task) => `Background task failed: ${task} | Error: D1_ERROR: database is locked`)
        .sort(),
    );
    logged.mockRestore();
  });

  it("refuses bad parameters with a 400 and a code", async () => {
    for (const [query, code] of [
      ["product=gold", "product_invalid"],
      ["", "product_invalid"],
      ["product=maize&unit=sack", "price_unit_invalid"],
      ["product=maize&state=lagoss", "state_invalid"],
      ["product=maize&days=91", "days_invalid"],
      ["product=maize&days=9e1", "days_invalid"],
    ]) {
      const answer = await call("GET", `/api/prices?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.code, query).toBe(code);
    }
    expect((await call("GET", "/api/prices/summary?state=atlantis")).json.code).toBe("state_invalid");
  });
});

describe("the pages", () => {
  it("draw /prices with a sparkline per row, a product page with its chart and table, and a listing's comparison", async () => {
    const farmer = await fastAccount("farmer");
    for (const [weeksAgo, base] of [
      [2, 40_000],
      [1, 41_000],
      [0, 42_000],
    ] as const) {
      const at = new Date(NOW.getTime() - weeksAgo * 7 * 86_400_000);
      await env.DB.prepare("DELETE FROM listings WHERE product = 'groundnut'").run();
      for (let n = 0; n < 5; n += 1) await listingAt(farmer.user.id, "groundnut", base + n * 500, "katsina");
      await rollupPrices(env.DB, at);
    }
    const table = await call("GET", "/prices?state=katsina");
    expect(table.status).toBe(200);
    expect(table.text).toContain('href="/prices/groundnut?unit=bag&amp;state=katsina"');
    expect(table.text).toMatch(
      /<svg class="sparkline" role="img" aria-label="Groundnut per bag, weekly median over \d+ weeks: from ₦41,000.00 to ₦43,000.00"/,
    );
    const page = await call("GET", "/prices/groundnut?state=katsina&unit=bag&lang=ha");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Farashin Gyaɗa");
    expect(page.text).toContain('<figure class="price-chart">');
    expect(page.text).toContain("<caption>Mako-mako</caption>");
    expect((await call("GET", "/prices/gold")).status).toBe(404);
    // A listing at ₦39,000 against a median of ₦42,000 over 15 prices: 7.1% below.
    const id = await listingAt(farmer.user.id, "groundnut", 39_000, "katsina");
    const listing = await call("GET", `/listings/${id}`);
    expect(listing.text).toContain("₦39,000.00 per bag is 7% below the median in Katsina (15 listings, last 90 days)");
    const api = await call("GET", `/api/listings/${id}`);
    expect(api.json.price_comparison).toEqual({ state: "katsina", days: 90, median: 42_000, count: 15, difference_pct: -7.1 });
  });
});
