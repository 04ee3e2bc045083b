// The audit trail's dispute rows (ADR 092) as an admin reads them at GET /api/admin/audit-log: the buyer's own step
// (`dispute.open`, the buyer as its actor) is marked as not an admin's, and every dispute row names what it is about
// (the order's listing and the disputing buyer, its id being the payment's) with a link to the disputes page, rather
// than "no longer exists".
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { heldPayment, paymentState } from "../../test/payments";

describe("the audit log's dispute rows", () => {
  it("show the buyer's dispute as not an admin's, and name the order's listing and the buyer for every dispute row", async () => {
    const order = await heldPayment();
    const opened = await call("POST", `/api/users/purchase-requests/${order.id}/dispute`, {
      token: order.buyer.token,
      body: { reason: "not_received", details: "Nothing came" },
    });
    expect(opened.status).toBe(201);
    const paymentId = (await paymentState(order.reference)).payment.id as number;
    const admin = await fastUser("admin");
    const decided = await call("PUT", `/api/admin/disputes/${paymentId}`, {
      token: admin.token,
      body: { action: "release", note: "Goods arrived" },
    });
    expect(decided.status).toBe(200);
    const buyerName = (await env.DB.prepare("SELECT full_name FROM users WHERE id = ?").bind(order.buyer.id).first<{ full_name: string }>())
      ?.full_name;

    const log = await call("GET", "/api/admin/audit-log?limit=100", { token: admin.token });

    expect(log.status).toBe(200);
    const rows = log.json as Record<string, unknown>[];
    const mine = rows
      .filter((row) => row.target_type === "dispute" && row.target_id === paymentId)
      .map((row) => [row.action, row.admin_id, row.actor_is_admin, row.target_name, row.target_user_name, row.target_url]);
    expect(mine).toEqual([
      ["dispute.release", admin.id, true, "White maize", buyerName, "/admin/disputes"],
      ["dispute.open", order.buyer.id, false, "White maize", buyerName, "/admin/disputes"],
    ]);
  });
});
