// Issue 7's D1 budget at scale: with 100,000 listings, a page of browse, category, state, place and search reads
// at most 2 × page size + 10 rows, plus its count (which stops after MATCH_POOL + 1 matches), and a ranked or
// price-sorted search scores at most MATCH_POOL matches; each page, with its photos, request counts and sellers'
// figures, takes one D1 round trip, as the API itself reports (Server-Timing).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MATCH_POOL } from "../worker/services/listing-search";
import { rollupPrices } from "../worker/services/price-rollup";
import { call, registerUser } from "./http";

const LISTINGS = 100_000;
const PAGE = 24;
const DEALS = 50_000;

beforeAll(async () => {
  const seller = await registerUser("farmer");
  // One statement: SQLite generates the rows, the FTS triggers index them.
  await env.DB.prepare(
    `INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, state, status, product)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LISTINGS})
     SELECT ?, (CASE i % 8 WHEN 0 THEN 'White maize' WHEN 1 THEN 'Red sorghum' WHEN 2 THEN 'Paddy rice' WHEN 3 THEN 'Brown cowpea'
                 WHEN 4 THEN 'Treated seed' WHEN 5 THEN 'Knapsack sprayer' WHEN 6 THEN 'NPK fertilizer' ELSE 'Farmland lease' END) || ' lot ' || i,
            'Scale listing ' || i, CASE i % 6 WHEN 0 THEN 'crops' WHEN 1 THEN 'seeds' WHEN 2 THEN 'land' WHEN 3 THEN 'labor' WHEN 4 THEN 'tools' ELSE 'chemicals' END,
            (i % 500 + 1) * 10000, 'bag', i % 90 + 1,
            CASE i % 7 WHEN 0 THEN 'Fagge, Kano State' WHEN 1 THEN 'Zaria, Kaduna State' WHEN 2 THEN 'Ogbomoso, Oyo State' WHEN 3 THEN 'Makurdi, Benue State'
                       WHEN 4 THEN 'Argungu, Kebbi State' WHEN 5 THEN 'Dutse, Jigawa State' ELSE 'Nsukka, Enugu State' END,
            CASE i % 7 WHEN 0 THEN 'kano' WHEN 1 THEN 'kaduna' WHEN 2 THEN 'oyo' WHEN 3 THEN 'benue'
                       WHEN 4 THEN 'kebbi' WHEN 5 THEN 'jigawa' ELSE 'enugu' END,
            CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'approved' END,
            CASE i % 6 WHEN 0 THEN (CASE i % 5 WHEN 0 THEN 'maize' WHEN 1 THEN 'sorghum' WHEN 2 THEN 'milled-rice' WHEN 3 THEN 'cowpea' ELSE 'yam' END)
                       WHEN 1 THEN 'maize-seed' END
     FROM n`,
  )
    .bind(seller.user.id)
    .run();
}, 120_000);

function timing(header: string | null) {
  const match = /(\d+) queries in (\d+) round trips, (\d+) rows read, (\d+) unmetered/.exec(header ?? "");
  if (!match) throw new Error(`no Server-Timing: ${header}`);
  return { queries: Number(match[1]), roundTrips: Number(match[2]), rows: Number(match[3]), unmetered: Number(match[4]) };
}

describe(`the price guide with ${LISTINGS.toLocaleString("en")} listings and ${DEALS.toLocaleString("en")} completed deals`, () => {
  it("/prices and /api/prices/summary read ≤ 200 rows in ≤ 2 round trips; a product's guide reads its weeks only", async () => {
    const buyer = await registerUser("buyer");
    await env.DB.prepare(
      `INSERT INTO purchase_requests (listing_id, buyer_id, quantity, unit_price_kobo, status, updated_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${DEALS})
       SELECT (SELECT min(id) FROM listings) + (i * 2 - 1) % ${LISTINGS}, ?, 1, (i % 300 + 100) * 10000, 'completed', ?
       FROM n`,
    )
      .bind(buyer.user.id, "2026-11-24T08:00:00.000Z")
      .run();
    await rollupPrices(env.DB, new Date("2026-11-25T10:00:00Z"));
    for (const path of ["/api/prices/summary", "/api/prices/summary?state=kano", "/prices", "/prices?state=oyo"]) {
      const result = await call("GET", path);
      expect(result.status, path).toBe(200);
      const figures = timing(result.headers.get("server-timing"));
      console.log(`${path}: ${JSON.stringify(figures)}`);
      expect(figures.unmetered, path).toBe(0);
      expect(figures.rows, path).toBeGreaterThan(0);
      expect(figures.rows, path).toBeLessThanOrEqual(200);
      expect(figures.roundTrips, path).toBeLessThanOrEqual(2);
    }
    const summary = await call("GET", "/api/prices/summary");
    expect(summary.json.find((row: { product: string }) => row.product === "maize")).toMatchObject({ unit: "bag" });
    expect(summary.json.find((row: { product: string }) => row.product === "maize").deals_count).toBeGreaterThan(0);
    const guide = await call("GET", "/api/prices?product=maize&unit=bag&state=kano");
    expect(timing(guide.headers.get("server-timing")).rows).toBeLessThanOrEqual(200);
    expect(guide.json.listings.count).toBeGreaterThan(0);
  }, 120_000);
});

describe(`listings at ${LISTINGS.toLocaleString("en")}`, () => {
  // Counting with words reads the FTS row and the listing of each match, plus the FTS index pages.
  const COUNT = 2 * MATCH_POOL + 200;
  it.each([
    ["browse", "", 0],
    ["browse, page 2", "&cursor=90000", 0],
    ["category", "&category=tools", 0],
    ["state", "&state=kaduna", 0],
    ["location", "&location=zaria", 0],
    ["search", "&q=sorghum&sort=newest", 0],
    ["price", "&sort=price_asc", 0],
    ["price in a category", "&sort=price_asc&category=tools", 0],
    ["price in a state", "&sort=price_desc&state=oyo&cursor=2000000_50000", 0],
    ["ranked search", "&q=sorghum", 4 * MATCH_POOL],
  ])("%s reads ≤ 2 × page + 10 rows, its count and its ranking, in one round trip", async (name, query, ranking) => {
    const result = await call("GET", `/api/listings?limit=${PAGE}${query}`);
    expect(result.status).toBe(200);
    expect(result.json).toHaveLength(PAGE);
    const figures = timing(result.headers.get("server-timing"));
    console.log(`${name}: ${JSON.stringify(figures)}`);
    expect(figures.unmetered, "every listing query reports its rows").toBe(0);
    expect(figures.rows).toBeLessThanOrEqual(2 * PAGE + 10 + COUNT + ranking);
    expect(result.headers.get("x-total-count")).toBe(String(MATCH_POOL));
    expect(result.headers.get("x-total-count-capped")).toBe("true");
    expect(figures.roundTrips).toBe(1);
  });

  it("a buyer's page of 100 listings answers (each statement stays within D1's 100 bound parameters)", async () => {
    const buyer = await registerUser("buyer");
    for (const path of ["/api/listings?limit=100", "/api/listings?limit=100&category=crops"]) {
      const result = await call("GET", path, { token: buyer.token });
      expect(result.status, path).toBe(200);
      expect(result.json, path).toHaveLength(100);
    }
  });

  it("counts every listing row in the table (the data really is there)", async () => {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM listings").first<{ n: number }>();
    expect(row?.n).toBeGreaterThanOrEqual(LISTINGS);
  });
});
