// Held money released 7 days after the seller marks the order delivered (PRODUCT.md "Payments", ADR 095), through the
// real Worker's hourly cron and D1 with the development provider: not a moment before, never for an order the seller
// has not marked delivered or a disputed payment, once when the buyer confirms at the same time, with the ledger at
// zero and the seller paid.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../../test/http";
import { heldPayment, moveOrder, ORDER_TOTAL_KOBO, paymentState } from "../../test/payments";
import worker from "../api-worker";
import { database } from "../db/client";
import { autoReleaseAt, dueForRelease, releaseOverdue } from "../services/payments/auto-release";
import { devProvider } from "../services/payments/dev-provider";
import { feeKobo } from "../services/payments/money";
import { PRICE_ROLLUP_CRON } from "../services/price-rollup";

const DELIVERED_AT = "2026-11-02T09:00:00.000Z";
const HOUR = 3_600_000;
const SEVEN_DAYS = 7 * 24 * HOUR;

/** A held payment whose seller marked the order delivered at DELIVERED_AT. */
async function deliveredWithMoneyHeld() {
  const order = await heldPayment();
  const delivered = await moveOrder(order.seller.token, order.id, "completed");
  expect(delivered.json).toMatchObject({ status: "completed", buyer_confirmed: false, payment_status: "held" });
  await env.DB.prepare("UPDATE purchase_requests SET completed_at = ? WHERE id = ?").bind(DELIVERED_AT, order.id).run();
  return order;
}

/** The hourly cron, as Cloudflare runs it at `at`, waited to its end. */
async function hourlyCronAt(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: PRICE_ROLLUP_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const sweep = (at: number) =>
  releaseOverdue(database(env.DB), devProvider(env.DB), { env, ctx: createExecutionContext(), origin: "" }, new Date(at));

/** Every transfer the provider made for a payment, whichever release attempt asked (payout references name the payment). */
async function transfersFor(reference: string) {
  const { payment } = await paymentState(reference);
  const { results } = await env.DB.prepare("SELECT amount_kobo FROM dev_payment_transfers WHERE reference LIKE ?")
    .bind(`gona-payout-${payment.id}-%`)
    .all<{ amount_kobo: number }>();
  return results.map((row) => row.amount_kobo);
}

describe("held money released 7 days after delivery", () => {
  it("is released by the hourly cron once 7 days have passed since the seller marked it delivered, and the seller is paid", async () => {
    const order = await deliveredWithMoneyHeld();
    expect(autoReleaseAt(DELIVERED_AT)).toBe("2026-11-09T09:00:00.000Z");

    await hourlyCronAt(Date.parse(DELIVERED_AT) + SEVEN_DAYS - HOUR);
    expect((await paymentState(order.reference)).payment.status).toBe("held");

    await hourlyCronAt(Date.parse(DELIVERED_AT) + SEVEN_DAYS);
    const state = await paymentState(order.reference);
    expect(state.payment).toMatchObject({ status: "released", transfer_status: "success" });
    expect(state.sum).toBe(0);
    expect(await transfersFor(order.reference)).toEqual([ORDER_TOTAL_KOBO - feeKobo(ORDER_TOTAL_KOBO)]);
    // Both sides see it: the order's payment state, and a notification each.
    const seen = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.buyer.token });
    expect(seen.json).toMatchObject({ status: "completed", payment_status: "released", handover_code: null });
    const told = await env.DB.prepare("SELECT user_id FROM notifications WHERE type = 'payment.released' AND url = ? ORDER BY user_id")
      .bind(`/orders/${order.id}`)
      .all<{ user_id: number }>();
    expect(told.results.map((row) => row.user_id)).toEqual([order.seller.id, order.buyer.id].sort((a, b) => a - b));

    // A later run finds nothing more to do for it.
    expect(await sweep(Date.parse(DELIVERED_AT) + SEVEN_DAYS + 2 * HOUR)).not.toContain(order.reference);
    expect(await transfersFor(order.reference)).toHaveLength(1);
  });

  it("reads only open payments to find the due ones (the open payments' partial index)", async () => {
    const { sql, params } = dueForRelease(database(env.DB), new Date(DELIVERED_AT)).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join(" | ");
    expect(plan).toMatch(/payments USING INDEX payments_one_open_idx/);
  });

  it("never releases an order the seller has not marked delivered, however long it waits", async () => {
    const order = await heldPayment();
    await env.DB.prepare("UPDATE purchase_requests SET accepted_at = ? WHERE id = ?").bind(DELIVERED_AT, order.id).run();

    expect(await sweep(Date.parse(DELIVERED_AT) + 90 * 24 * HOUR)).not.toContain(order.reference);
    expect((await paymentState(order.reference)).payment.status).toBe("held");
  });

  it("never releases a disputed payment", async () => {
    const order = await deliveredWithMoneyHeld();
    await env.DB.prepare("UPDATE payments SET status = 'disputed' WHERE reference = ?").bind(order.reference).run();

    expect(await sweep(Date.parse(DELIVERED_AT) + SEVEN_DAYS + HOUR)).not.toContain(order.reference);
    const state = await paymentState(order.reference);
    expect(state.payment.status).toBe("disputed");
    expect(state.ledger.map((entry) => entry.kind)).not.toContain("released");
  });

  it("releases once when the buyer confirms receipt as the cron runs", async () => {
    const order = await deliveredWithMoneyHeld();

    const [confirmed] = await Promise.all([
      moveOrder(order.buyer.token, order.id, "completed"),
      sweep(Date.parse(DELIVERED_AT) + SEVEN_DAYS + HOUR),
    ]);

    // The second of the two finds the order already confirmed: 200 if the buyer's came first, 409 if the cron's did.
    expect([200, 409], JSON.stringify(confirmed.json)).toContain(confirmed.status);
    const state = await paymentState(order.reference);
    expect(state.payment.status).toBe("released");
    expect(state.ledger.filter((entry) => entry.kind === "released")).toHaveLength(1);
    expect(state.sum).toBe(0);
    expect(await transfersFor(order.reference)).toHaveLength(1);
    // Whichever came first (the ledger and the transfers above say one release), the buyer sees the money gone to the seller.
    const seen = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.buyer.token });
    expect(seen.json).toMatchObject({ status: "completed", buyer_confirmed: true, payment_status: "released" });
  });
});
