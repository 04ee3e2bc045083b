// Retrying a failed payout (issue #36, ADR 096) through the real Worker and D1 with the development provider: the
// provider is asked first, so a payout that landed is never sent twice; a racing cron and admin send once; the cron
// stops after its retries and waits for the admin; a retry's older reference still takes its late webhooks; and each
// payment's ledger still sums to zero.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { heldPayment, paymentState } from "../../test/payments";
import { database } from "../db/client";
import { devProvider } from "../services/payments/dev-provider";
import { signBody } from "../services/payments/money";
import { PAYOUT_AUTO_RETRIES, retryDuePayouts } from "../services/payments/payout-retry";

const db = () => database(env.DB);

/** A released payment whose payout the provider refused, as its `transfer.failed` webhook leaves it. */
async function failedPayout() {
  const order = await heldPayment();
  const released = await call("POST", `/api/users/purchase-requests/${order.id}/handover`, {
    token: order.seller.token,
    body: { code: order.code },
  });
  expect(released.status).toBe(200);
  const { payment } = await paymentState(order.reference);
  const payout = payment.transfer_reference as string;
  await providerSays(payout, "failed");
  expect((await transferEvent("transfer.failed", payout)).status).toBe(200);
  expect((await paymentState(order.reference)).payment.transfer_status).toBe("failed");
  return { ...order, paymentId: payment.id as number, payout, admin: await fastUser("admin") };
}

const providerSays = (payout: string, status: string) =>
  env.DB.prepare("UPDATE dev_payment_transfers SET status = ? WHERE reference = ?").bind(status, payout).run();

/** Every transfer the provider was asked to make for this payout, whatever its reference. */
const transfersSent = async (payout: string) =>
  (
    await env.DB.prepare("SELECT reference, status FROM dev_payment_transfers WHERE reference = ? OR reference LIKE ? ORDER BY id")
      .bind(payout, `${payout}-r%`)
      .all<{ reference: string; status: string }>()
  ).results;

async function transferEvent(event: string, reference: string) {
  const id = Math.floor(Math.random() * 1e9);
  const raw = JSON.stringify({ event, data: { id, amount: 1, currency: "NGN", reference, status: event.split(".")[1] } });
  return call("POST", "/api/payments/paystack/webhook", {
    rawBody: raw,
    headers: { "content-type": "application/json", "x-paystack-signature": await signBody(raw, env.PAYSTACK_SECRET_KEY as string) },
  });
}

const retry = (token: string, id: number) => call("POST", `/api/admin/payouts/${id}/retry`, { token, body: {} });
const HOUR = 3_600_000;

describe("retrying a failed payout", () => {
  it("never sends again a payout the provider says landed: it is marked paid", async () => {
    const order = await failedPayout();
    // The bank paid after all (the provider's record is the truth, whatever Gona last heard).
    await providerSays(order.payout, "success");

    const answer = await retry(order.admin.token, order.paymentId);

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: "paid", payout: { state: "success", attempts: 1, reference: order.payout } });
    expect(await transfersSent(order.payout)).toEqual([{ reference: order.payout, status: "success" }]);
    expect((await retry(order.admin.token, order.paymentId)).json).toMatchObject({ code: "payout_not_retryable" });
  });

  it("leaves a payout the provider says is on its way", async () => {
    const order = await failedPayout();
    await providerSays(order.payout, "pending");

    expect((await retry(order.admin.token, order.paymentId)).json).toMatchObject({ outcome: "on_the_way", payout: { state: "pending" } });
    expect(await transfersSent(order.payout)).toHaveLength(1);
  });

  it("sends a failed payout again under a new reference; the ledger still sums to zero and the old reference's late webhook changes nothing", async () => {
    const order = await failedPayout();
    const sellersOrder = async () => (await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.seller.token })).json;
    expect(await sellersOrder()).toMatchObject({ payment_status: "released", payout_failed: true });

    const answer = await retry(order.admin.token, order.paymentId);

    expect(await sellersOrder()).toMatchObject({ payment_status: "released", payout_failed: false });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: "sent", payout: { state: "success", attempts: 2, reference: `${order.payout}-r1` } });
    expect(await transfersSent(order.payout)).toEqual([
      { reference: order.payout, status: "failed" },
      { reference: `${order.payout}-r1`, status: "success" },
    ]);
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect(payment).toMatchObject({ status: "released", transfer_status: "success", transfer_retries: 1 });
    expect(sum).toBe(0);
    expect(ledger.filter((entry) => entry.kind === "released")).toHaveLength(1);

    // Paystack's reversal of the first reference arrives late: recorded against the payment, the payout stays paid.
    await providerSays(order.payout, "reversed");
    expect((await transferEvent("transfer.reversed", order.payout)).status).toBe(200);
    expect((await paymentState(order.reference)).payment.transfer_status).toBe("success");
    const event = await env.DB.prepare("SELECT payment_id, outcome FROM payment_events WHERE reference = ? ORDER BY id DESC")
      .bind(order.payout)
      .first();
    expect(event).toEqual({ payment_id: order.paymentId, outcome: "transfer_failed" });
    expect((await retry(order.admin.token, order.paymentId)).json).toMatchObject({ code: "payout_not_retryable" });
  });

  it("sends once when the cron and an admin (and a second cron) retry at the same time", async () => {
    const order = await failedPayout();
    const provider = devProvider(env.DB);

    const [admin, cron, otherCron] = await Promise.all([
      retry(order.admin.token, order.paymentId),
      retryDuePayouts(db(), provider, new Date()),
      retryDuePayouts(db(), provider, new Date()),
    ]);

    const cronSent = [...cron, ...otherCron].filter((run) => run.id === order.paymentId && run.outcome === "sent");
    const adminSent = admin.status === 200 && (admin.json as { outcome: string }).outcome === "sent" ? 1 : 0;
    expect(cronSent.length + adminSent).toBe(1);
    expect((await transfersSent(order.payout)).map((row) => row.reference)).toEqual([order.payout, `${order.payout}-r1`]);
    expect((await paymentState(order.reference)).sum).toBe(0);
  });

  it("backs off, stops after its retries and waits for the admin, who sees why", async () => {
    const order = await failedPayout();
    // The seller's account is gone: every retry fails before it reaches the provider.
    await env.DB.prepare("DELETE FROM payout_accounts WHERE user_id = ?").bind(order.seller.id).run();
    const provider = devProvider(env.DB);
    const start = Date.now();
    const runAt = async (hours: number) =>
      (await retryDuePayouts(db(), provider, new Date(start + hours * HOUR))).filter((run) => run.id === order.paymentId);

    expect(await runAt(0)).toEqual([{ id: order.paymentId, outcome: "failed" }]);
    // The backoff: not again within the hour.
    expect(await runAt(0.5)).toEqual([]);
    let hours = 0;
    for (let retried = 1; retried < PAYOUT_AUTO_RETRIES; retried++) {
      hours += 2 ** retried;
      expect(await runAt(hours)).toEqual([{ id: order.paymentId, outcome: "failed" }]);
    }
    // The cap: the cron leaves it however long it waits.
    expect(await runAt(hours + 1000)).toEqual([]);

    const list = await call("GET", "/api/admin/payouts", { token: order.admin.token });
    expect(list.status).toBe(200);
    const row = (list.json as { id: number }[]).find((payout) => payout.id === order.paymentId);
    expect(row).toMatchObject({
      order_id: order.id,
      state: "failed",
      attempts: PAYOUT_AUTO_RETRIES + 1,
      automatic_retries_left: 0,
      next_retry_at: null,
      last_error: "the seller has no payout account",
    });
    expect(await transfersSent(order.payout)).toHaveLength(1);
    expect((await paymentState(order.reference)).sum).toBe(0);

    // The admin may still send it; failing again, the answer says so.
    const again = await retry(order.admin.token, order.paymentId);
    expect(again.json).toMatchObject({ outcome: "failed", payout: { attempts: PAYOUT_AUTO_RETRIES + 2 } });
  });

  it("is for admins only, and answers 404 for a payment that was never released", async () => {
    const order = await failedPayout();
    expect((await retry(order.seller.token, order.paymentId)).status).toBe(403);
    expect((await retry(order.admin.token, 999_999_999)).json).toMatchObject({ code: "payout_not_found" });
  });

  it("retries the seller's rest after a part refund (ADR 098), whose payment is refunded, for what the ledger released", async () => {
    const order = await heldPayment();
    expect(
      (
        await call("POST", `/api/users/purchase-requests/${order.id}/dispute`, {
          token: order.buyer.token,
          body: { reason: "wrong_quantity" },
        })
      ).status,
    ).toBe(201);
    const { payment } = await paymentState(order.reference);
    const admin = await fastUser("admin");
    const decided = await call("PUT", `/api/admin/disputes/${payment.id}`, {
      token: admin.token,
      body: { action: "refund", amount: 1000, note: "One bag short" },
    });
    expect(decided.status).toBe(200);
    const split = await paymentState(order.reference);
    const rest = split.ledger.filter((entry) => entry.kind === "released").reduce((sum, entry) => sum + entry.amount_kobo, 0);
    expect(rest).toBeGreaterThan(0);
    const payout = split.payment.transfer_reference as string;
    expect(split.payment.status).toBe("refunded");

    // The rest's payout fails: its webhook is the payment's, not an unknown reference's.
    await providerSays(payout, "failed");
    expect((await transferEvent("transfer.failed", payout)).status).toBe(200);
    expect((await paymentState(order.reference)).payment.transfer_status).toBe("failed");
    const sellersOrder = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.seller.token });
    expect(sellersOrder.json).toMatchObject({ payout_failed: true });
    const listed = await call("GET", "/api/admin/payouts", { token: admin.token });
    expect(listed.json.find((row: { id: number }) => row.id === payment.id)).toMatchObject({ amount: rest / 100 });

    const outcomes = await retryDuePayouts(db(), devProvider(env.DB), new Date(Date.now() + HOUR));
    expect(outcomes).toContainEqual({ id: payment.id, outcome: "sent" });
    const sent = await env.DB.prepare("SELECT amount_kobo FROM dev_payment_transfers WHERE reference = ?").bind(`${payout}-r1`).first();
    expect(sent).toEqual({ amount_kobo: rest });
    const after = await paymentState(order.reference);
    expect(after.payment).toMatchObject({ status: "refunded", transfer_status: "success" });
    expect(after.sum).toBe(0);
  });
});
