import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, jpegBytes, listingForm, makeAdmin, pngBytes, setListingState } from "../../test/marketplace";
import { database } from "../db/client";
import { browsePublicPage } from "../services/listing-dtos";
import { browsePublicListings, countPublicListings, MATCH_POOL } from "../services/listing-search";

const word = () => `w${Math.random().toString(36).slice(2, 9)}`;

describe("POST /api/listings/user/listing", () => {
  it("creates a pending listing with photos in R2 under server-made keys, money in naira", async () => {
    const farmer = await fastAccount("farmer");
    const form = listingForm(
      {
        title: "Yellow maize",
        description: "Dry, clean",
        category: "crops",
        price: "1250.5",
        priceUnit: "bag",
        quantity: "40",
        location: "Kano",
      },
      [{ bytes: pngBytes(1600, 1200), name: "../../evil.html", type: "text/html" }],
    );
    form.append("thumbnails", new File([pngBytes(400, 300)], "thumb.png", { type: "image/png" }));
    const result = await call("POST", "/api/listings/user/listing", { token: farmer.token, rawBody: form });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: "Yellow maize",
      category: "crops",
      price: 1250.5,
      price_unit: "bag",
      quantity: 40,
      status: "pending",
      is_frozen: false,
      seller_name: "Test farmer",
      request_count: 0,
    });
    expect(result.json.images).toHaveLength(1);
    const [image] = result.json.image_details;
    expect(image.url).toMatch(/^\/api\/media\/listings\/[0-9a-f-]{36}\.png$/);
    expect(image.thumbnail_url).toMatch(/^\/api\/media\/listings\/[0-9a-f-]{36}-thumb\.png$/);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    const stored = await env.DB.prepare("SELECT price_kobo FROM listings WHERE id = ?").bind(result.json.id).first();
    expect(stored?.price_kobo).toBe(125050);
    const object = await env.BUCKET.get(image.url.replace("/api/media/", ""));
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    await object?.arrayBuffer();
  });

  it("works without images and defaults the unit", async () => {
    const supplier = await fastAccount("supplier");
    const result = await call("POST", "/api/listings/user/listing", {
      token: supplier.token,
      rawBody: listingForm({ title: "Knapsack sprayer", category: "tools" }),
    });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ images: [], price: 0, price_unit: "kg" });
  });

  it.each([
    [{ category: "crops" }, "Title is required"],
    [{ title: "Maize" }, "Category is required"],
    [{ title: "Maize", category: "gold" }, "Category must be one of the six categories"],
    [{ title: "Maize", category: "crops", price: "-1" }, "Price must be 0 or more"],
    [{ title: "Maize", category: "crops", price: "abc" }, "Price must be a number"],
    [{ title: "Maize", category: "crops", priceUnit: "litre" }, "Unit must be one of kg, ton, bag, piece, hour, day, month, acre"],
    [{ title: "Maize", category: "crops", colour: "red" }, 'Unknown field "colour"'],
  ])("refuses %j with 400", async (fields, message) => {
    const farmer = await fastAccount("farmer");
    const result = await call("POST", "/api/listings/user/listing", { token: farmer.token, rawBody: listingForm(fields) });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(message);
  });

  it("refuses a sixth image", async () => {
    const farmer = await fastAccount("farmer");
    const images = Array.from({ length: 6 }, (_, i) => ({ bytes: pngBytes(), name: `p${i}.png` }));
    const result = await createListing(farmer.token, {}, listingForm({ title: "Maize", category: "crops" }, images));
    expect(result.status).toBe(400);
    expect(result.json.error).toBe("Maximum 5 images allowed");
  });

  it.each([
    ["HTML named .jpg", new TextEncoder().encode("<html><script>alert(1)</script></html>")],
    ["SVG named .jpg", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["PDF named .jpg", new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n")],
  ])("refuses a spoofed image (%s) with 415 and stores nothing", async (_label, bytes) => {
    const farmer = await fastAccount("farmer");
    const before = await env.BUCKET.list({ prefix: "listings/" });
    const result = await createListing(
      farmer.token,
      {},
      listingForm({ title: `Spoof ${word()}`, category: "crops" }, [{ bytes, name: "photo.jpg", type: "image/jpeg" }]),
    );
    expect(result.status).toBe(415);
    expect(result.json.error).toContain("is not a JPEG, PNG, GIF or WebP image");
    const after = await env.BUCKET.list({ prefix: "listings/" });
    expect(after.objects.length).toBe(before.objects.length);
    const mine = await call("GET", "/api/listings/user/my-listings", { token: farmer.token });
    expect(mine.json).toEqual([]);
  });

  it("refuses an image over 5 MB with 413", async () => {
    const farmer = await fastAccount("farmer");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(jpegBytes());
    const result = await createListing(
      farmer.token,
      {},
      listingForm({ title: "Big", category: "crops" }, [{ bytes: big, name: "big.jpg" }]),
    );
    expect(result.status).toBe(413);
  });

  it("refuses buyers and admins (403) and the signed out (401)", async () => {
    const buyer = await fastAccount("buyer");
    const admin = await makeAdmin();
    expect((await createListing(buyer.token)).status).toBe(403);
    expect((await createListing(admin.token)).status).toBe(403);
    expect((await call("POST", "/api/listings/user/listing", { rawBody: listingForm({ title: "x", category: "crops" }) })).status).toBe(
      401,
    );
  });
});

describe("GET /api/listings and /api/listings/{id}: visibility", () => {
  it("shows only approved, unfrozen, undeleted listings to the public; owner and admin see their own", async () => {
    const farmer = await fastAccount("farmer");
    const other = await fastAccount("buyer");
    const admin = await makeAdmin();
    const tag = word();
    const ids: Record<string, number> = {};
    for (const state of ["pending", "approved", "rejected", "frozen"] as const) {
      const created = await createListing(farmer.token, { title: `${state} ${tag}` });
      ids[state] = created.json.id;
    }
    await setListingState(ids.approved as number, "approved");
    await setListingState(ids.rejected as number, "rejected");
    await setListingState(ids.frozen as number, "approved", true);

    const browse = await call("GET", `/api/listings?q=${tag}`);
    expect(browse.status).toBe(200);
    expect(browse.json.map((listing: { id: number }) => listing.id)).toEqual([ids.approved]);
    expect(browse.json[0].seller_email).toBeNull();

    for (const state of ["pending", "rejected", "frozen"]) {
      const id = ids[state];
      expect((await call("GET", `/api/listings/${id}`)).status).toBe(404);
      expect((await call("GET", `/api/listings/${id}`, { token: other.token })).status).toBe(404);
      const own = await call("GET", `/api/listings/${id}`, { token: farmer.token });
      expect(own.status).toBe(200);
      expect(own.json.seller_email).toBe(farmer.email);
      expect((await call("GET", `/api/listings/${id}`, { token: admin.token })).status).toBe(200);
    }
    const open = await call("GET", `/api/listings/${ids.approved}`);
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ status: "approved", seller_name: "Test farmer", seller_verified: false });
    expect(await call("GET", "/api/listings/999999999")).toMatchObject({
      status: 404,
      json: { error: "Listing not found", code: "listing_not_found" },
    });
    expect((await call("GET", "/api/listings/abc")).status).toBe(400);
  });

  it("shows each listing in browse and search as its own page shows it: photos in order, requests, seller figures", async () => {
    const farmer = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    const form = listingForm({ title: "Browse parity sorghum", category: "crops", price: "700", priceUnit: "bag", quantity: "50" }, [
      { bytes: pngBytes(), name: "a.png", type: "image/png" },
      { bytes: pngBytes(12, 9), name: "b.png", type: "image/png" },
    ]);
    const created = await createListing(farmer.token, {}, form);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    await setListingState(id, "approved");
    // The second photo first: order is by position, not by id.
    const [first, second] = created.json.image_details as { id: number }[];
    await env.DB.batch([
      env.DB.prepare("UPDATE listing_images SET position = 1 WHERE id = ?").bind(first?.id),
      env.DB.prepare("UPDATE listing_images SET position = 0 WHERE id = ?").bind(second?.id),
      env.DB.prepare("INSERT OR REPLACE INTO trade_stats (user_id, completed_deals, rating_sum, rating_count) VALUES (?, 3, 9, 2)").bind(
        farmer.user.id,
      ),
    ]);
    const request = await call("POST", `/api/listings/user/listing${id}/request`, { token: buyer.token, body: { quantity: 4 } });
    expect(request.status).toBe(201);

    for (const token of [buyer.token, undefined]) {
      const own = await call("GET", `/api/listings/${id}`, { token });
      const { price_comparison: _, ...shown } = own.json;
      for (const path of ["/api/listings?limit=100", "/api/listings?q=parity", "/api/listings?q=parity&sort=price_asc"]) {
        const browsed = await call("GET", path, { token });
        expect(browsed.status, path).toBe(200);
        expect(
          browsed.json.find((listing: { id: number }) => listing.id === id),
          path,
        ).toEqual(shown);
      }
    }
    const own = (await call("GET", `/api/listings/${id}`, { token: buyer.token })).json;
    expect(own.image_details.map((image: { id: number }) => image.id)).toEqual([second?.id, first?.id]);
    expect(own).toMatchObject({ request_count: 1, seller_completed_deals: 3, seller_rating: 4.5, seller_rating_count: 2 });
    expect(own.my_open_request).toMatchObject({ id: request.json.id, status: "pending", quantity: 4 });
  });

  it("finds listings by words in title, description and location (prefix, any case), with category filter", async () => {
    const farmer = await fastAccount("farmer");
    const tag = word();
    const make = async (fields: Record<string, string>) => {
      const created = await createListing(farmer.token, fields);
      await setListingState(created.json.id, "approved");
      return created.json.id as number;
    };
    const byTitle = await make({ title: `Sorghum ${tag}`, category: "crops", location: "Zaria, Kaduna" });
    const byDescription = await make({ title: "Hoe", description: `Forged blade ${tag}`, category: "tools", location: "Fagge, Kano" });
    const byLocation = await make({
      title: "Seed yam",
      category: "seeds",
      location: `${tag}ville`,
      variety: "TDr 89/02665",
      registration_number: "NASC/YM/001",
    });

    const ids = async (query: string) => (await call("GET", `/api/listings?${query}`)).json.map((listing: { id: number }) => listing.id);
    expect(await ids(`q=${tag.toUpperCase()}&sort=newest`)).toEqual([byLocation, byDescription, byTitle]);
    expect(await ids(`q=${tag}&category=tools`)).toEqual([byDescription]);
    expect(await ids(`q=sorghum+${tag}`)).toEqual([byTitle]);
    expect(await ids(`location=${tag}`)).toEqual([byLocation]);
    expect(await ids(`q=${tag}&location=kano`)).toEqual([byDescription]);
    expect(await ids(`q=${tag}&location=kaduna`)).toEqual([byTitle]);
    // Query syntax typed by a user is taken as words, never as FTS5 operators.
    expect((await call("GET", `/api/listings?q=${encodeURIComponent(`"${tag}" OR NEAR(`)}`)).status).toBe(200);
    expect((await call("GET", "/api/listings?category=gold")).status).toBe(400);
  });

  it("keeps the search index in step with edits and deletes", async () => {
    const farmer = await fastAccount("farmer");
    const before = word();
    const after = word();
    const created = await createListing(farmer.token, { title: `Cowpea ${before}` });
    await setListingState(created.json.id, "approved");
    const edit = await call("PUT", `/api/listings/user/listings/${created.json.id}`, {
      token: farmer.token,
      body: { title: `Cowpea ${after}` },
    });
    expect(edit.status).toBe(200);
    await setListingState(created.json.id, "approved");
    expect((await call("GET", `/api/listings?q=${before}`)).json).toEqual([]);
    expect((await call("GET", `/api/listings?q=${after}`)).json).toHaveLength(1);
    await call("DELETE", `/api/listings/user/listings/${created.json.id}`, { token: farmer.token });
    expect((await call("GET", `/api/listings?q=${after}`)).json).toEqual([]);
  });

  it("pages newest first with a Link rel=next header until the last page", async () => {
    const farmer = await fastAccount("farmer");
    const tag = word();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await createListing(farmer.token, { title: `Page ${tag} ${i}`, category: "labor" });
      await setListingState(created.json.id, "approved");
      ids.unshift(created.json.id);
    }
    for (const base of [`/api/listings?q=${tag}`, "/api/listings?category=labor"]) {
      const seen: number[] = [];
      let next: string | null = `${base}&limit=2`;
      let pages = 0;
      while (next && pages < 10) {
        const page = await call("GET", next);
        expect(page.status).toBe(200);
        expect(page.json.length).toBeLessThanOrEqual(2);
        seen.push(...page.json.map((listing: { id: number }) => listing.id));
        const link = page.headers.get("link");
        next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
        pages++;
      }
      expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
    }
    expect((await call("GET", "/api/listings?limit=0")).status).toBe(400);
    expect((await call("GET", "/api/listings?cursor=abc")).status).toBe(400);
    const capped = await call("GET", "/api/listings?limit=1000");
    expect(capped.status).toBe(200);
  });

  it("walks an index for browse, category, location and search (EXPLAIN QUERY PLAN)", async () => {
    const db = database(env.DB);
    const plans: Record<string, string> = {};
    for (const [name, query] of [
      ["browse", {}],
      ["category", { category: "crops" as const }],
      ["category2", { category: "crops" as const, cursor: 500 }],
      ["location", { location: "kano" }],
      ["place", { location: "fagge" }],
      ["search", { q: "maize", category: "crops" as const, cursor: 1000, sort: "newest" as const }],
      ["page2", { cursor: 500 }],
      ["state", { state: "kano" as const, cursor: 500 }],
      ["price", { sort: "price_asc" as const, cursor: { priceKobo: 5000, id: 10 } }],
      ["priceDesc", { sort: "price_desc" as const }],
    ] as const) {
      const { sql, params } = browsePublicListings(db, { limit: 24, today: "2026-06-01", ...query }).toSQL();
      const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans[name] = result.results.map((row) => row.detail).join(" | ");
      console.log(`plan ${name}: ${plans[name]}`);
    }
    for (const plan of Object.values(plans)) {
      expect(plan).not.toMatch(/SCAN (listings|users)\b(?! USING)/);
      expect(plan).not.toContain("USE TEMP B-TREE FOR ORDER BY");
    }
    // Browse walks approved listings newest first on (status, id); a category walks its partial index.
    expect(plans.browse).toContain("SEARCH listings USING INDEX listings_status_idx (status=?)");
    expect(plans.page2).toContain("SEARCH listings USING INDEX listings_status_idx (status=? AND id<?)");
    expect(plans.category).toContain("SEARCH listings USING INDEX listings_public_category_idx (category=?)");
    expect(plans.category2).toContain("SEARCH listings USING INDEX listings_public_category_idx (category=? AND id<?)");
    // A place naming a state walks the state's partial index; other place words walk the FTS index.
    expect(plans.location).toContain("SEARCH listings USING INDEX listings_public_state_idx (state=?)");
    expect(plans.state).toContain("SEARCH listings USING INDEX listings_public_state_idx (state=? AND id<?)");
    expect(plans.place).toMatch(/VIRTUAL TABLE INDEX/);
    expect(plans.price).toContain("SEARCH listings USING INDEX listings_public_price_idx");
    expect(plans.priceDesc).toContain("SEARCH listings USING INDEX listings_public_price_idx");
    expect(plans.search).toMatch(/VIRTUAL TABLE INDEX/);
    expect(plans.search).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
  });
});

describe("My Listings, edit and delete", () => {
  it("lists the owner's listings of every status, newest first, without deleted ones", async () => {
    const farmer = await fastAccount("farmer", { location: "Seller town" });
    const first = await createListing(farmer.token, { title: "One", location: "Listing town" });
    const second = await createListing(farmer.token, { title: "Two" });
    await setListingState(first.json.id, "approved");
    const mine = await call("GET", "/api/listings/user/my-listings", { token: farmer.token });
    expect(mine.status).toBe(200);
    expect(mine.json.map((listing: { title: string; status: string }) => [listing.title, listing.status])).toEqual([
      ["Two", "pending"],
      ["One", "approved"],
    ]);
    expect(mine.json[1]).toMatchObject({ location: "Listing town", seller_location: "Seller town", seller_name: "Test farmer" });
    await call("DELETE", `/api/listings/user/listings/${second.json.id}`, { token: farmer.token });
    const after = await call("GET", "/api/listings/user/my-listings", { token: farmer.token });
    expect(after.json.map((listing: { title: string }) => listing.title)).toEqual(["One"]);
    const buyer = await fastAccount("buyer");
    expect((await call("GET", "/api/listings/user/my-listings", { token: buyer.token })).status).toBe(403);
    expect((await call("GET", "/api/listings/user/my-listings")).status).toBe(401);
  });

  it("edits the owner's listing; an approved listing goes back to pending review", async () => {
    const farmer = await fastAccount("farmer");
    const created = await createListing(farmer.token);
    await setListingState(created.json.id, "approved");
    const result = await call("PUT", `/api/listings/user/listings/${created.json.id}`, {
      token: farmer.token,
      body: {
        title: "Maize, new harvest",
        description: "Sun dried",
        location: "Kano",
        category: "seeds",
        product: "maize-seed",
        variety: "SAMMAZ 15",
        registration_number: "NASC/MZ/015",
        price: 99.99,
        price_unit: "ton",
        quantity: 3,
      },
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      title: "Maize, new harvest",
      category: "seeds",
      price: 99.99,
      price_unit: "ton",
      quantity: 3,
      status: "pending",
    });
    expect((await call("GET", `/api/listings/${created.json.id}`)).status).toBe(404);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x", price: -5 }, "Price must be 0 or more"],
    [{ title: "x", quantity: -1 }, "Quantity must be 0 or more"],
    [{ title: "x", price_unit: "litre" }, "Unit must be one of kg, ton, bag, piece, hour, day, month, acre"],
    [{ title: "x", status: "approved" }, 'Unrecognized key: "status"'],
  ])("refuses edit %j with 400", async (body, message) => {
    const farmer = await fastAccount("farmer");
    const created = await createListing(farmer.token);
    const result = await call("PUT", `/api/listings/user/listings/${created.json.id}`, { token: farmer.token, body });
    expect(result.status).toBe(400);
    expect(result.json.error).toContain(message);
  });

  it("refuses another seller (403 on a public listing, 404 on a hidden one) and buyers (403)", async () => {
    const owner = await fastAccount("farmer");
    const intruder = await fastAccount("supplier");
    const buyer = await fastAccount("buyer");
    const hidden = await createListing(owner.token);
    const open = await createListing(owner.token);
    await setListingState(open.json.id, "approved");
    const put = (id: number, token: string) => call("PUT", `/api/listings/user/listings/${id}`, { token, body: { title: "Mine now" } });
    expect((await put(hidden.json.id, intruder.token)).status).toBe(404);
    expect((await put(open.json.id, intruder.token)).status).toBe(403);
    expect((await put(open.json.id, buyer.token)).status).toBe(403);
    expect((await call("DELETE", `/api/listings/user/listings/${open.json.id}`, { token: intruder.token })).status).toBe(403);
    expect((await call("DELETE", `/api/listings/user/listings/${hidden.json.id}`, { token: intruder.token })).status).toBe(404);
    expect((await call("GET", `/api/listings/${open.json.id}`)).json.title).toBe("White maize");
  });

  it("soft-deletes: hidden everywhere, photos removed from R2, purchase requests kept", async () => {
    const farmer = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    const created = await createListing(
      farmer.token,
      {},
      listingForm({ title: "Groundnut", category: "crops" }, [
        { bytes: pngBytes(), name: "a.png" },
        { bytes: jpegBytes(), name: "b.jpg" },
      ]),
    );
    const keys = created.json.images.map((url: string) => url.replace("/api/media/", ""));
    expect(keys).toHaveLength(2);
    await setListingState(created.json.id, "approved");
    const request = await call("POST", `/api/listings/user/listing${created.json.id}/request`, {
      token: buyer.token,
      body: { quantity: 2 },
    });
    expect(request.status).toBe(201);

    const removed = await call("DELETE", `/api/listings/user/listings/${created.json.id}`, { token: farmer.token });
    expect(removed.status).toBe(200);
    for (const key of keys) expect(await env.BUCKET.head(key)).toBeNull();
    expect((await call("GET", `/api/media/${keys[0]}`)).status).toBe(404);
    expect((await call("GET", `/api/listings/${created.json.id}`, { token: farmer.token })).status).toBe(404);
    expect((await call("DELETE", `/api/listings/user/listings/${created.json.id}`, { token: farmer.token })).status).toBe(404);
    const received = await call("GET", "/api/users/purchase-requests", { token: farmer.token });
    expect(received.json).toHaveLength(1);
    expect(received.json[0]).toMatchObject({ listing_title: "Groundnut", listing_deleted: true, status: "pending" });
    const sent = await call("GET", "/api/users/purchase-requests/sent", { token: buyer.token });
    expect(sent.json[0].listing_title).toBe("Groundnut");
  });
});

describe("GET /api/media/{key}", () => {
  it("serves a listing photo with its stored type, nosniff, sandbox CSP, immutable caching and ETag/304", async () => {
    const farmer = await fastAccount("farmer");
    const created = await createListing(
      farmer.token,
      {},
      listingForm({ title: "Okra", category: "crops" }, [{ bytes: jpegBytes(), name: "x.html", type: "text/html" }]),
    );
    const url = created.json.images[0];
    const result = await call("GET", url);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("image/jpeg");
    expect(result.headers.get("x-content-type-options")).toBe("nosniff");
    expect(result.headers.get("content-security-policy")).toBe("sandbox");
    expect(result.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = result.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await call("GET", url, { headers: { "if-none-match": etag as string } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for keys outside listings/ and for missing objects", async () => {
    await env.BUCKET.put("verification/secret.pdf", "private");
    expect((await call("GET", "/api/media/verification/secret.pdf")).status).toBe(404);
    expect((await call("GET", "/api/media/listings/../verification/secret.pdf")).status).toBe(404);
    expect((await call("GET", "/api/media/listings/00000000-0000-0000-0000-000000000000.png")).status).toBe(404);
  });
});

describe("rows read per page at scale", () => {
  it("reads about one page of rows for browse, category, location and search with 3,000 listings", async () => {
    const seller = await fastAccount("farmer");
    // 3,000 listings, most approved; every 10th pending and every 15th frozen, to make the walks skip some.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
       INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, location, state, status, is_frozen)
       SELECT ?, 'Bulk ' || (CASE i % 3 WHEN 0 THEN 'sorghum' WHEN 1 THEN 'millet' ELSE 'cowpea' END) || ' lot ' || i,
              'Scale test lot', (CASE i % 6 WHEN 0 THEN 'crops' WHEN 1 THEN 'seeds' WHEN 2 THEN 'land' WHEN 3 THEN 'labor' WHEN 4 THEN 'tools' ELSE 'chemicals' END),
              100000, 'bag', (CASE i % 4 WHEN 0 THEN 'Kano' WHEN 1 THEN 'Kaduna' WHEN 2 THEN 'Lagos' ELSE 'Enugu' END),
              (CASE i % 4 WHEN 0 THEN 'kano' WHEN 1 THEN 'kaduna' WHEN 2 THEN 'lagos' ELSE 'enugu' END),
              CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END, CASE WHEN i % 15 = 0 THEN 1 ELSE 0 END
       FROM n`,
    )
      .bind(seller.user.id)
      .run();
    const db = database(env.DB);
    const limit = 24;
    const reads: Record<string, number> = {};
    for (const [name, query] of [
      ["browse", {}],
      ["category", { category: "tools" as const }],
      ["location", { location: "kaduna" }],
      ["search", { q: "millet", sort: "newest" as const }],
      ["search+category", { q: "sorghum", category: "crops" as const, sort: "newest" as const }],
      ["price", { sort: "price_asc" as const }],
      ["ranked", { q: "millet" }],
      ["ranked by price", { q: "millet", sort: "price_desc" as const }],
    ] as const) {
      const { sql, params } = browsePublicListings(db, { limit, today: "2026-06-01", ...query }).toSQL();
      const result = await env.DB.prepare(sql)
        .bind(...params)
        .all();
      expect(result.results.length).toBe(limit + 1);
      reads[name] = result.meta.rows_read;
      const count = countPublicListings(db, { limit, today: "2026-06-01", ...query }).toSQL();
      const counted = await env.DB.prepare(count.sql)
        .bind(...count.params)
        .all<{ total: number }>();
      expect(counted.results[0]?.total).toBeGreaterThan(limit);
      reads[`${name} count`] = counted.meta.rows_read;
    }
    console.log("rows read per page of 24:", JSON.stringify(reads));
    // rows_read counts each listing and its seller. Browse and category stay within issue #7's 2 x page + 10
    // listing rows; FTS5 adds its own index pages; a category on top of words skips matches of other categories.
    const budgets: Record<string, number> = {
      browse: 2 * (limit + 1) + 10,
      category: 2 * (limit + 1) + 10,
      location: 4 * limit + 40,
      search: 4 * limit + 40,
      "search+category": 8 * limit + 40,
      price: 2 * (limit + 1) + 10,
      // Ranked and price-sorted searches score the MATCH_POOL newest matches (about 4 rows each with the FTS
      // pages); counts stop after MATCH_POOL + 1 matches (2 rows each with words: the FTS row and the listing).
      ranked: 4 * MATCH_POOL,
      "ranked by price": 4 * MATCH_POOL,
      ...Object.fromEntries(
        ["browse", "category", "location", "search", "search+category", "price", "ranked", "ranked by price"].map((name) => [
          `${name} count`,
          2 * MATCH_POOL + 40,
        ]),
      ),
    };
    for (const [name, rows] of Object.entries(reads)) expect(rows, name).toBeLessThanOrEqual(budgets[name] ?? 0);

    // The API's page adds each listing's extras in the same statement: the same listings in the same order, the
    // extras read for the page's rows only (an index probe each), never for every match a ranked search sorts.
    const buyer = await fastAccount("buyer");
    for (const [name, query] of [
      ["browse", {}],
      ["search", { q: "millet", sort: "newest" as const }],
      ["price", { sort: "price_asc" as const }],
      ["ranked", { q: "millet" }],
      ["ranked by price", { q: "millet", sort: "price_desc" as const }],
    ] as const) {
      const plain = browsePublicListings(db, { limit, today: "2026-06-01", ...query }).toSQL();
      const found = await env.DB.prepare(plain.sql)
        .bind(...plain.params)
        .raw<unknown[]>();
      const page = browsePublicPage(db, { limit, today: "2026-06-01", ...query }, { id: buyer.user.id, role: "buyer" }).toSQL();
      const result = await env.DB.prepare(page.sql)
        .bind(...page.params)
        .all<{ id: number; images_json: string; request_count: number }>();
      expect(
        result.results.map((row) => row.id),
        name,
      ).toEqual(found.map((row) => row[0]));
      for (const row of result.results) expect(Array.isArray(JSON.parse(row.images_json)), name).toBe(true);
      console.log(`rows read with extras, ${name}: ${result.meta.rows_read} (page alone ${reads[name]})`);
      expect(result.meta.rows_read, name).toBeLessThanOrEqual((reads[name] ?? 0) + 4 * (limit + 1));
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
        .bind(...page.params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join(" | ");
      expect(details, name).toMatch(/(CO-ROUTINE|MATERIALIZE) page/);
      expect(details, name).not.toMatch(/SCAN (listing_images|purchase_requests|trade_stats)\b(?! USING)/);
    }
  });
});
