// A dispute's refund kept true and retried (ADR 097), through the real Worker and D1 with the development provider:
// Paystack's refund events (recorded once, verified with the provider's own record of the refund before anything
// moves, the buyer told once in their language), and the retry of a failed refund by the admin and the hourly cron
// (claimed in the write, verified first, bounded).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { heldPayment, paymentState } from "../../test/payments";
import { database } from "../db/client";
import { devProvider } from "../services/payments/dev-provider";
import { signBody } from "../services/payments/money";
import { MAX_REFUND_RETRIES, retryFailedRefunds } from "../services/payments/refund-retry";

const WEBHOOK = "/api/payments/paystack/webhook";
const KEY = env.PAYSTACK_SECRET_KEY as string;

/** A held payment disputed by its buyer and refunded in full by an admin (the development provider takes the refund). */
async function refunded() {
  const order = await heldPayment();
  const opened = await call("POST", `/api/users/purchase-requests/${order.id}/dispute`, {
    token: order.buyer.token,
    body: { reason: "not_received" },
  });
  expect(opened.status).toBe(201);
  const { payment } = await paymentState(order.reference);
  const admin = await fastUser("admin");
  const decided = await call("PUT", `/api/admin/disputes/${payment.id}`, {
    token: admin.token,
    body: { action: "refund", note: "Nothing came" },
  });
  expect(decided.status).toBe(200);
  return { ...order, disputeId: payment.id as number, admin };
}

const dispute = (id: number) =>
  env.DB.prepare("SELECT refund_code, refund_status, refund_attempts, refund_kobo FROM payment_disputes WHERE id = ?")
    .bind(id)
    .first<{ refund_code: string | null; refund_status: string; refund_attempts: number; refund_kobo: number }>();
const setDispute = (id: number, status: string, attempts = 0) =>
  env.DB.prepare("UPDATE payment_disputes SET refund_status = ?, refund_attempts = ? WHERE id = ?").bind(status, attempts, id).run();
const setProviderRefund = (reference: string, status: string) =>
  env.DB.prepare("UPDATE dev_payment_refunds SET status = ? WHERE transaction_reference = ?").bind(status, reference).run();
const providerRefunds = async (reference: string) =>
  (
    await env.DB.prepare("SELECT amount_kobo, status FROM dev_payment_refunds WHERE transaction_reference = ? ORDER BY id")
      .bind(reference)
      .all<{ amount_kobo: number; status: string }>()
  ).results;
const arrivals = async (userId: number) =>
  (
    await env.DB.prepare("SELECT params FROM notifications WHERE user_id = ? AND type = 'payment.disputed' ORDER BY id")
      .bind(userId)
      .all<{ params: string }>()
  ).results
    .map((row) => JSON.parse(row.params))
    .filter((params) => params.stage === "refund_arrived");
const audited = async (id: number, action: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log WHERE target_type = 'dispute' AND target_id = ? AND action = ?")
      .bind(id, action)
      .first<{ n: number }>()
  )?.n;

/** Paystack's refund event for a transaction, as raw text (its documented shape: no id, the amount a string). */
const refundEvent = (event: string, reference: string, amountKobo: number) =>
  JSON.stringify({
    event,
    data: {
      status: event.slice("refund.".length),
      transaction_reference: reference,
      refund_reference: "132013318360",
      amount: String(amountKobo),
      currency: "NGN",
      processor: "mpgs_zen",
      customer: { first_name: "Ada", last_name: "Eze", email: "buyer@example.ng" },
      integration: 412829,
      domain: "test",
    },
  });
const deliver = async (raw: string) =>
  call("POST", WEBHOOK, {
    rawBody: raw,
    headers: { "content-type": "application/json", "x-paystack-signature": await signBody(raw, KEY) },
  });
const retry = (token: string, id: number | string) => call("POST", `/api/admin/disputes/${id}/refund/retry`, { token });

describe("Paystack's refund events", () => {
  it("a processed refund is recorded once: the dispute shows it, the buyer is told once in their language, replays change nothing", async () => {
    const order = await refunded();
    // Paystack answers a new refund "pending"; the provider's own record then says processed.
    await setDispute(order.disputeId, "pending");
    const raw = refundEvent("refund.processed", order.reference, (await dispute(order.disputeId))?.refund_kobo ?? 0);

    for (let copy = 0; copy < 3; copy++) expect((await deliver(raw)).status).toBe(200);

    expect((await dispute(order.disputeId))?.refund_status).toBe("processed");
    const told = await arrivals(order.buyer.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ stage: "refund_arrived", side: "buyer" });
    expect(await audited(order.disputeId, "dispute.refund_processed")).toBe(1);
    const listed = await call("GET", "/api/notifications", { token: order.buyer.token });
    expect(JSON.stringify(listed.json)).toContain("Your refund was sent");
  });

  it("verifies with the provider first: an event saying processed for a refund the provider says failed marks it failed", async () => {
    const order = await refunded();
    await setDispute(order.disputeId, "pending");
    await setProviderRefund(order.reference, "failed");
    const amount = (await dispute(order.disputeId))?.refund_kobo ?? 0;

    expect((await deliver(refundEvent("refund.processed", order.reference, amount))).status).toBe(200);

    expect((await dispute(order.disputeId))?.refund_status).toBe("failed");
    expect(await arrivals(order.buyer.id)).toEqual([]);
    expect(await audited(order.disputeId, "dispute.refund_failed")).toBe(1);
  });

  it("an event for a refund Gona never made moves nothing and is answered 200", async () => {
    const order = await heldPayment();
    const before = await paymentState(order.reference);

    for (const reference of [order.reference, "gona-404-nothing", 42])
      expect((await deliver(refundEvent("refund.processed", reference as string, 375_000))).status).toBe(200);

    expect(await paymentState(order.reference)).toEqual(before);
    expect(await arrivals(order.buyer.id)).toEqual([]);
  });
});

describe("POST /api/admin/disputes/{id}/refund/retry", () => {
  it("a failed refund retried by the cron and an admin at once goes back to the buyer once", async () => {
    const order = await refunded();
    await setProviderRefund(order.reference, "failed");
    await setDispute(order.disputeId, "failed");

    const [asked, cron] = await Promise.all([
      retry(order.admin.token, order.disputeId),
      retryFailedRefunds(database(env.DB), devProvider(env.DB)),
    ]);

    expect([200, 409]).toContain(asked.status);
    const refundsNow = await providerRefunds(order.reference);
    expect(refundsNow.map((refund) => refund.status)).toEqual(["failed", "processed"]);
    const state = await dispute(order.disputeId);
    expect(state).toMatchObject({ refund_status: "processed", refund_attempts: 1 });
    expect(await arrivals(order.buyer.id)).toHaveLength(1);
    expect(await audited(order.disputeId, "dispute.refund_retry")).toBe(1);
    expect(cron.length + (asked.status === 200 ? 1 : 0)).toBeGreaterThanOrEqual(1);
    // Nothing left to retry: the next ask is refused with a code and sends nothing.
    const again = await retry(order.admin.token, order.disputeId);
    expect([again.status, again.json.code]).toEqual([409, "refund_not_retryable"]);
    expect(await providerRefunds(order.reference)).toHaveLength(2);
  });

  it("verifies first: a refund recorded as failed that the provider processed after all is not sent again", async () => {
    const order = await refunded();
    await setDispute(order.disputeId, "failed");

    const answer = await retry(order.admin.token, order.disputeId);

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: "verified", refund_status: "processed", attempts: 1 });
    expect(await providerRefunds(order.reference)).toHaveLength(1);
  });

  it("is bounded, admin only, and refuses hostile ids with a 4xx code", async () => {
    const order = await refunded();
    await setProviderRefund(order.reference, "failed");
    await setDispute(order.disputeId, "failed", MAX_REFUND_RETRIES);

    const spent = await retry(order.admin.token, order.disputeId);
    expect([spent.status, spent.json.code]).toEqual([409, "refund_retries_exhausted"]);
    expect(await retryFailedRefunds(database(env.DB), devProvider(env.DB))).not.toContainEqual(
      expect.objectContaining({ outcome: "retried" }),
    );
    expect(await providerRefunds(order.reference)).toHaveLength(1);
    expect((await retry(order.buyer.token, order.disputeId)).status).toBe(403);
    expect((await call("POST", `/api/admin/disputes/${order.disputeId}/refund/retry`)).status).toBe(401);
    for (const id of ["abc", "0", "-1", "1e3", "99999999999999999999", "%00", "1;DROP TABLE payments"]) {
      const hostile = await retry(order.admin.token, encodeURIComponent(id));
      expect(hostile.status, id).toBeGreaterThanOrEqual(400);
      expect(hostile.status, id).toBeLessThan(500);
      expect(typeof hostile.json.code, id).toBe("string");
    }
    expect((await retry(order.admin.token, 987_654_321)).json.code).toBe("dispute_not_found");
  });
});
