import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import migration from "../migrations/0025_seller_on_requests.sql?raw";
import { database } from "../worker/db/client";
import { requestsQueries } from "../worker/services/purchase-requests";
import { call, registerUser } from "./http";

const insertListing = (sellerId: number, title: string) =>
  env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, status) VALUES (?, ?, 'crops', 100000, 'bag', 'approved') RETURNING id",
  )
    .bind(sellerId, title)
    .first<{ id: number }>();

describe("requests name their seller (migration 0025)", () => {
  it("fills the seller of a request inserted without one, and of the requests from before the column", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const listing = await insertListing(farmer.user.id, "Sorghum");
    const raw = await env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 2) RETURNING id")
      .bind(listing?.id, buyer.user.id)
      .first<{ id: number }>();
    const sellerOf = (id: number | undefined) =>
      env.DB.prepare("SELECT seller_id FROM purchase_requests WHERE id = ?").bind(id).first<{ seller_id: number | null }>();
    expect(await sellerOf(raw?.id)).toEqual({ seller_id: farmer.user.id });

    // A row from before the column: the migration's backfill gives it its listing's owner.
    await env.DB.prepare("UPDATE purchase_requests SET seller_id = NULL WHERE id = ?").bind(raw?.id).run();
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes("UPDATE"));
    await env.DB.prepare(backfill ?? "").run();
    expect(await sellerOf(raw?.id)).toEqual({ seller_id: farmer.user.id });

    // The seller sees it among the requests received; another seller does not.
    const received = await call("GET", "/api/users/purchase-requests?limit=50", { token: farmer.token });
    expect((received.json as { id: number }[]).map((request) => request.id)).toContain(raw?.id);
    const other = await call("GET", "/api/users/purchase-requests?limit=50", { token: (await registerUser("farmer")).token });
    expect((other.json as { id: number }[]).map((request) => request.id)).not.toContain(raw?.id);
  });

  it("reads a page of the seller's requests from their index, not every listing of theirs", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const statements = Array.from({ length: 400 }, (_, n) =>
      env.DB.prepare(
        "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, status) VALUES (?, ?, 'crops', 100000, 'bag', 'approved')",
      ).bind(farmer.user.id, `Yam ${n}`),
    );
    await env.DB.batch(statements);
    const asked = await insertListing(farmer.user.id, "Yam asked for");
    await env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 1)")
      .bind(asked?.id, buyer.user.id)
      .run();

    const [page, total] = requestsQueries(database(env.DB), "received", farmer.user.id, { limit: 20, cursor: undefined });
    for (const query of [page, total]) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      expect(plan.results.map((row) => row.detail).join(" | ")).toContain("purchase_requests_seller_id_idx");
      const result = await env.DB.prepare(sql)
        .bind(...params)
        .all();
      // The one request with its listing, buyer, seller and photo lookups: nowhere near the seller's 401 listings.
      expect(result.meta.rows_read).toBeLessThan(20);
    }
    const received = await call("GET", "/api/users/purchase-requests?limit=20", { token: farmer.token });
    expect((received.json as { listing_title: string }[]).map((request) => request.listing_title)).toEqual(["Yam asked for"]);
  });
});
