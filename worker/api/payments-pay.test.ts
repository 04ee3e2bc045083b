// Paying for an order and Paystack's webhook (PRODUCT.md "Payments", ADR 083) through the real Worker and D1, with
// the development provider: who may pay, which orders can be paid, the signature over the raw body, a replayed event,
// a wrong amount, and the ledger. "The buyer transferred" is the development provider's own record marked paid, as
// /dev/payments will do.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { moveOrder, newOrder, pendingPayment } from "../../test/payments";
import { feeKobo, signBody } from "../services/payments/money";

const WEBHOOK = "/api/payments/paystack/webhook";
const KEY = env.PAYSTACK_SECRET_KEY as string;

const order = newOrder;
const move = moveOrder;
const pay = (token: string | undefined, id: number) => call("POST", `/api/users/purchase-requests/${id}/payment`, { token });

/** The buyer's transfer arriving at the development provider (what /dev/payments' "Pay" does). */
const providerReceives = (reference: string, amountKobo = 375_000) =>
  env.DB.prepare(
    "UPDATE dev_payment_transactions SET status = 'success', amount_kobo = ?, paid_at = '2026-11-27T10:00:00.000Z' WHERE reference = ?",
  )
    .bind(amountKobo, reference)
    .run();

/** Paystack's charge.success body for a payment, as raw text (the signature is over these exact bytes). */
function chargeSuccess(reference: string, more: Record<string, unknown> = {}) {
  return JSON.stringify({
    event: "charge.success",
    data: {
      id: Math.floor(Math.random() * 1e9),
      domain: "test",
      status: "success",
      reference,
      amount: 375_000,
      currency: "NGN",
      channel: "bank_transfer",
      paid_at: "2026-11-27T10:00:00.000Z",
      customer: { email: "buyer@example.ng" },
      ...more,
    },
  });
}

const deliver = async (raw: string, signature?: string | null) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const sig = signature === undefined ? await signBody(raw, KEY) : signature;
  if (sig !== null) headers["x-paystack-signature"] = sig;
  return call("POST", WEBHOOK, { rawBody: raw, headers });
};

async function state(reference: string) {
  const payment = await env.DB.prepare("SELECT id, status, amount_kobo, fee_kobo FROM payments WHERE reference = ?")
    .bind(reference)
    .first<{ id: number; status: string; amount_kobo: number; fee_kobo: number }>();
  if (!payment) throw new Error(`no payment ${reference}`);
  const { results } = await env.DB.prepare("SELECT kind, amount_kobo FROM ledger_entries WHERE payment_id = ? ORDER BY id")
    .bind(payment.id)
    .all<{ kind: string; amount_kobo: number }>();
  const events = await env.DB.prepare("SELECT outcome FROM payment_events WHERE reference = ? ORDER BY id")
    .bind(reference)
    .all<{ outcome: string }>();
  return { payment, ledger: results, events: events.results.map((row) => row.outcome) };
}

describe("POST /api/users/purchase-requests/{id}/payment", () => {
  it("gives the buyer of an accepted order the account to transfer the total to, the fee the seller pays, once", async () => {
    const { seller, buyer, id } = await order();
    await move(seller.token, id, "accepted");
    const before = Date.now();
    const opened = await pay(buyer.token, id);
    const after = Date.now();

    expect(opened.status).toBe(201);
    const payment = opened.json.payment;
    expect(payment).toEqual({
      reference: expect.stringMatching(new RegExp(`^gona-${id}-[a-z0-9]{12}$`)),
      status: "pending",
      amount: 3750,
      fee: feeKobo(375_000) / 100,
      fee_paid_by: "seller",
      currency: "NGN",
      bank_transfer: {
        account_number: expect.stringMatching(/^\d{10}$/),
        bank_name: "Paystack-Titan",
        account_name: "Gona Checkout",
        expires_at: expect.any(String),
      },
      checkout_url: null,
    });
    expect(payment.fee).toBe(156.25); // 1.5 % of ₦3,750 is ₦56.25, + ₦100
    const expires = Date.parse(payment.bank_transfer.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(after + 30 * 60_000);

    // Asking again while it is pending answers the same payment; no second one is opened.
    const again = await pay(buyer.token, id);
    expect(again.status).toBe(200);
    expect(again.json.payment).toEqual(payment);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE request_id = ?").bind(id).first<{ n: number }>();
    expect(count?.n).toBe(1);

    // Both sides see the payment's state on the order.
    for (const token of [buyer.token, seller.token]) {
      const seen = await call("GET", `/api/users/purchase-requests/${id}`, { token });
      expect(seen.json.payment_status).toBe("pending");
    }
  });

  it("shows payment_status null on an order nobody has paid for", async () => {
    const { buyer, id } = await order();
    expect((await call("GET", `/api/users/purchase-requests/${id}`, { token: buyer.token })).json.payment_status).toBeNull();
  });

  it("is the buyer's alone: the seller is refused, anyone else is told the order does not exist", async () => {
    const { seller, id } = await order();
    await move(seller.token, id, "accepted");
    expect(await pay(seller.token, id)).toMatchObject({ status: 403, json: { code: "payment_buyer_only" } });
    for (const role of ["buyer", "farmer", "admin"] as const) {
      const stranger = await fastUser(role);
      expect(await pay(stranger.token, id)).toMatchObject({ status: 404, json: { code: "purchase_request_not_found" } });
    }
    expect((await pay(undefined, id)).status).toBe(401);
    const buyer = await fastUser("buyer");
    expect(await pay(buyer.token, 987_654_321)).toMatchObject({ status: 404, json: { code: "purchase_request_not_found" } });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE request_id = ?").bind(id).first("n")).toBe(0);
  });

  it("never takes money for an order that is not accepted: pending, rejected, cancelled", async () => {
    const waiting = await order();
    expect(await pay(waiting.buyer.token, waiting.id)).toMatchObject({ status: 409, json: { code: "payment_order_not_accepted" } });

    const rejected = await order();
    expect((await move(rejected.seller.token, rejected.id, "rejected")).status).toBe(200);
    expect(await pay(rejected.buyer.token, rejected.id)).toMatchObject({ status: 409, json: { code: "payment_order_not_accepted" } });

    const cancelled = await order();
    await move(cancelled.seller.token, cancelled.id, "accepted");
    expect((await move(cancelled.buyer.token, cancelled.id, "cancelled")).status).toBe(200);
    expect(await pay(cancelled.buyer.token, cancelled.id)).toMatchObject({ status: 409, json: { code: "payment_order_not_accepted" } });

    for (const { id } of [waiting, rejected, cancelled])
      expect(await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE request_id = ?").bind(id).first("n")).toBe(0);
  });

  it("does not hand out the transfer account again once the buyer cancelled the order", async () => {
    const { buyer, id, reference } = await pendingPayment();
    // An open payment stops a cancellation until its transfer account expires (ADR 088's amendment).
    expect((await move(buyer.token, id, "cancelled")).json.code).toBe("order_payment_in_progress");
    await env.DB.prepare("UPDATE payments SET transfer_expires_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?").bind(reference).run();
    expect((await move(buyer.token, id, "cancelled")).status).toBe(200);
    expect(await pay(buyer.token, id)).toMatchObject({ status: 409, json: { code: "payment_order_not_accepted" } });
  });

  it("refuses when the seller has no payout account: they are paid off the platform as today", async () => {
    const { seller, buyer, id } = await order({ payoutAccount: false });
    await move(seller.token, id, "accepted");
    expect(await pay(buyer.token, id)).toMatchObject({ status: 409, json: { code: "payment_seller_cannot_be_paid" } });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE request_id = ?").bind(id).first("n")).toBe(0);
  });

  it("refuses a body with fields", async () => {
    const { seller, buyer, id } = await order();
    await move(seller.token, id, "accepted");
    const refused = await call("POST", `/api/users/purchase-requests/${id}/payment`, { token: buyer.token, body: { amount: 1 } });
    expect(refused).toMatchObject({ status: 400, json: { code: "unknown_field" } });
  });
});

describe("POST /api/payments/paystack/webhook", () => {
  it("holds the money once the provider confirms it, with ledger entries that sum to zero; three replays change nothing", async () => {
    const { buyer, seller, id, reference } = await pendingPayment();
    await providerReceives(reference);
    const raw = chargeSuccess(reference);

    expect(await deliver(raw)).toMatchObject({ status: 200, json: { received: true } });
    const held = await state(reference);
    expect(held.payment.status).toBe("held");
    const fee = feeKobo(375_000);
    expect(held.ledger).toEqual([
      { kind: "buyer_paid", amount_kobo: -375_000 },
      { kind: "fee", amount_kobo: fee },
      { kind: "held", amount_kobo: 375_000 - fee },
    ]);
    expect(held.ledger.reduce((sum, entry) => sum + entry.amount_kobo, 0)).toBe(0);
    expect(held.events).toEqual(["held"]);

    for (let replay = 0; replay < 3; replay++) expect((await deliver(raw)).status).toBe(200);
    expect(await state(reference)).toEqual(held);

    for (const token of [buyer.token, seller.token])
      expect((await call("GET", `/api/users/purchase-requests/${id}`, { token })).json.payment_status).toBe("held");
    // Held money is not paid for again.
    expect(await pay(buyer.token, id)).toMatchObject({ status: 409, json: { code: "payment_already_made" } });
  });

  it("holds it once when three copies of the event arrive together", async () => {
    const { reference } = await pendingPayment();
    await providerReceives(reference);
    const raw = chargeSuccess(reference);
    const answers = await Promise.all([deliver(raw), deliver(raw), deliver(raw)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const after = await state(reference);
    expect(after.payment.status).toBe("held");
    expect(after.ledger).toHaveLength(3);
    expect(after.events).toEqual(["held"]);
  });

  it("refuses a bad, missing or foreign signature, and the same JSON re-serialised, with 401 and no change", async () => {
    const { reference } = await pendingPayment();
    await providerReceives(reference);
    const raw = chargeSuccess(reference);
    const signature = await signBody(raw, KEY);
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
    const attempts = [
      deliver(raw, null),
      deliver(raw, ""),
      deliver(raw, `${signature.slice(0, -2)}${signature.endsWith("00") ? "11" : "00"}`),
      deliver(raw, await signBody(raw, "sk_test_someone_else")),
      deliver(reserialised, signature),
      deliver(raw, signature.slice(0, 64)),
    ];
    for (const refused of await Promise.all(attempts))
      expect(refused).toMatchObject({ status: 401, json: { code: "webhook_signature_invalid" } });
    const after = await state(reference);
    expect(after.payment.status).toBe("pending");
    expect(after.ledger).toEqual([]);
    expect(after.events).toEqual([]);
  });

  it("moves nothing when the event's amount or currency differs from the payment", async () => {
    const { reference } = await pendingPayment();
    await providerReceives(reference);
    expect((await deliver(chargeSuccess(reference, { amount: 100 }))).status).toBe(200);
    expect((await deliver(chargeSuccess(reference, { currency: "USD" }))).status).toBe(200);
    const after = await state(reference);
    expect(after.payment.status).toBe("pending");
    expect(after.ledger).toEqual([]);
    expect(after.events).toEqual(["amount_mismatch", "amount_mismatch"]);
  });

  it("moves nothing when the provider's own record says another amount (a short transfer)", async () => {
    const { reference } = await pendingPayment();
    await providerReceives(reference, 300_000);
    expect((await deliver(chargeSuccess(reference))).status).toBe(200);
    const after = await state(reference);
    expect(after.payment.status).toBe("pending");
    expect(after.ledger).toEqual([]);
    expect(after.events).toEqual(["amount_mismatch"]);
  });

  it("does not take a signed event's word for it: unpaid at the provider, nothing moves and the event is asked for again", async () => {
    const { reference } = await pendingPayment();
    const raw = chargeSuccess(reference);
    const early = await deliver(raw);
    expect(early.status).toBe(502);
    expect((await state(reference)).payment.status).toBe("pending");
    // The provider's retry, once the money is there, holds it.
    await providerReceives(reference);
    expect((await deliver(raw)).status).toBe(200);
    expect((await state(reference)).payment.status).toBe("held");
  });

  it("answers 200 to events it does not use and to an unknown reference, changing no payment", async () => {
    const { reference } = await pendingPayment();
    // Gona acts on charges and payouts (transfer events: payments-transfer-webhook.test.ts), not on subscriptions.
    const unused = JSON.stringify({ event: "subscription.create", data: { id: 77, reference: "SUB_x", amount: 1000, currency: "NGN" } });
    expect(await deliver(unused)).toMatchObject({ status: 200, json: { received: true } });
    expect((await deliver(chargeSuccess("gona-0-nosuchpayment1"))).status).toBe(200);
    expect((await state(reference)).payment.status).toBe("pending");
  });

  it("refuses a signed body that is not a JSON object event", async () => {
    for (const raw of ["not json", "[1,2]", '{"data":{}}']) expect((await deliver(raw)).status).toBe(400);
  });
});
