import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import orders from "../migrations/0018_orders.sql?raw";
import { registerUser } from "./http";

/** The migration without its new columns (the test database has them already). */
async function repairs() {
  for (const statement of orders.split("--> statement-breakpoint")) {
    if (!/^\s*(--[^\n]*\n\s*)*ALTER/.test(statement)) await env.DB.prepare(statement).run();
  }
}

describe("the orders migration", () => {
  it("closes duplicate open requests (an accepted one stays), reserves accepted stock, and sells out an emptied listing", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const listing = await env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, status) VALUES (?, 'Maize', 'crops', 100000, 'bag', 30, 'approved') RETURNING id",
    )
      .bind(farmer.user.id)
      .first<{ id: number }>();
    const insert = (quantity: number, status: string) =>
      env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status) VALUES (?, ?, ?, ?) RETURNING id")
        .bind(listing?.id, buyer.user.id, quantity, status)
        .first<{ id: number }>();
    // Rows from before the rule: the index that now forbids them is set aside while they are made.
    await env.DB.prepare("DROP INDEX purchase_requests_one_open_idx").run();
    const older = await insert(5, "pending");
    const accepted = await insert(30, "accepted");
    const newer = await insert(7, "pending");
    await repairs();
    const rows = await env.DB.prepare("SELECT id, status, flagged_reason FROM purchase_requests WHERE listing_id = ? ORDER BY id")
      .bind(listing?.id)
      .all<{ id: number; status: string; flagged_reason: string | null }>();
    expect(rows.results.map((row) => [row.id, row.status, row.flagged_reason !== null])).toEqual([
      [older?.id, "cancelled", true],
      [accepted?.id, "accepted", false],
      [newer?.id, "cancelled", true],
    ]);
    const stock = await env.DB.prepare("SELECT quantity, reserved_quantity, status FROM listings WHERE id = ?").bind(listing?.id).first();
    expect(stock).toEqual({ quantity: 0, reserved_quantity: 30, status: "sold" });
    // The index is back: a second open request cannot be stored.
    await expect(insert(1, "pending")).rejects.toThrow(/UNIQUE/);
  });
});
