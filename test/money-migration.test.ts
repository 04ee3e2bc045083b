import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import repair from "../migrations/0010_money_and_quantity_limits.sql?raw";
import { registerUser } from "./http";

async function run(sql: string) {
  for (const statement of sql.split("--> statement-breakpoint")) await env.DB.prepare(statement).run();
}

describe("the money and quantity repair migration", () => {
  it("clamps listings, rejects and flags out-of-range requests and records agreed prices", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const listing = await env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, location, status) VALUES (?, 'Maize', 'crops', 1000000000000, 'bag', 1000000000, 'Kano', 'approved') RETURNING id",
    )
      .bind(farmer.user.id)
      .first<{ id: number }>();
    // One open request per buyer and listing (migration 0018): the accepted one is another buyer's.
    const otherBuyer = await registerUser("buyer");
    const insert = (quantity: number, offered: number | null, status: string, buyerId = buyer.user.id) =>
      env.DB.prepare(
        "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, offered_price_kobo, status) VALUES (?, ?, ?, ?, ?) RETURNING id",
      )
        .bind(listing?.id, buyerId, quantity, offered, status)
        .first<{ id: number }>();
    const huge = await insert(1e9, null, "completed");
    const dear = await insert(2, 1e12, "pending");
    const fair = await insert(3, 50_000, "completed");
    const plain = await insert(4, null, "accepted", otherBuyer.user.id);
    await run(repair);
    const rows = await env.DB.prepare(
      "SELECT id, status, unit_price_kobo, flagged_reason FROM purchase_requests WHERE listing_id = ? ORDER BY id",
    )
      .bind(listing?.id)
      .all<{ id: number; status: string; unit_price_kobo: number | null; flagged_reason: string | null }>();
    const byId = new Map(rows.results.map((row) => [row.id, row]));
    expect(byId.get(huge?.id as number)).toMatchObject({ status: "rejected", unit_price_kobo: null });
    expect(byId.get(huge?.id as number)?.flagged_reason).toMatch(/quantity 1000000000/);
    expect(byId.get(dear?.id as number)).toMatchObject({ status: "rejected" });
    expect(byId.get(fair?.id as number)).toMatchObject({ status: "completed", unit_price_kobo: 50_000, flagged_reason: null });
    expect(byId.get(plain?.id as number)).toMatchObject({ status: "accepted", unit_price_kobo: 10_000_000_000, flagged_reason: null });
    const clamped = await env.DB.prepare("SELECT price_kobo, quantity FROM listings WHERE id = ?").bind(listing?.id).first();
    expect(clamped).toEqual({ price_kobo: 10_000_000_000, quantity: 1_000_000 });
  });
});
