// Paystack's transfer webhooks (issue #36, docs/payments.md) through the real Worker and D1 with the development
// provider: `transfer.success`, `transfer.failed` and `transfer.reversed` keep a released payment's payout state true,
// the provider's own record wins over the event's body, a replay changes nothing, and an unknown payout moves nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../../test/http";
import { heldPayment, paymentState } from "../../test/payments";
import { signBody } from "../services/payments/money";

const WEBHOOK = "/api/payments/paystack/webhook";

/** Paystack's transfer event for a payout reference, as raw text with its signature. */
async function transferEvent(event: string, reference: string, id = Math.floor(Math.random() * 1e9)) {
  const raw = JSON.stringify({
    event,
    data: { id, amount: 359_375, currency: "NGN", reference, status: event.split(".")[1], transfer_code: `TRF_${id}` },
  });
  return call("POST", WEBHOOK, {
    rawBody: raw,
    headers: { "content-type": "application/json", "x-paystack-signature": await signBody(raw, env.PAYSTACK_SECRET_KEY as string) },
  });
}

/** A payment released by the handover and paid out (the development provider records the transfer as sent). */
async function paidOut() {
  const order = await heldPayment();
  const released = await call("POST", `/api/users/purchase-requests/${order.id}/handover`, {
    token: order.seller.token,
    body: { code: order.code },
  });
  expect(released.status).toBe(200);
  const { payment } = await paymentState(order.reference);
  expect(payment.transfer_status).toBe("success");
  return { ...order, payout: payment.transfer_reference as string };
}

/** What the provider says became of the payout (as Paystack would after the bank answered). */
const providerSays = (payout: string, status: string) =>
  env.DB.prepare("UPDATE dev_payment_transfers SET status = ? WHERE reference = ?").bind(status, payout).run();

const outcomes = async (payout: string) =>
  (
    await env.DB.prepare("SELECT event, outcome FROM payment_events WHERE reference = ? ORDER BY id")
      .bind(payout)
      .all<{ event: string; outcome: string }>()
  ).results;

describe("Paystack's transfer webhooks", () => {
  it("marks a payout failed when the bank refused it, once however often the event is replayed", async () => {
    const order = await paidOut();
    await providerSays(order.payout, "failed");

    const id = 777_001;
    for (let time = 0; time < 3; time++) expect((await transferEvent("transfer.failed", order.payout, id)).status).toBe(200);

    const { payment, sum } = await paymentState(order.reference);
    expect(payment).toMatchObject({ status: "released", transfer_status: "failed" });
    expect(sum).toBe(0);
    expect(await outcomes(order.payout)).toEqual([{ event: "transfer.failed", outcome: "transfer_failed" }]);
  });

  it("counts a reversed payout as not paid, and a later success as paid", async () => {
    const order = await paidOut();
    await providerSays(order.payout, "reversed");
    await transferEvent("transfer.reversed", order.payout);
    expect((await paymentState(order.reference)).payment.transfer_status).toBe("failed");

    await providerSays(order.payout, "success");
    await transferEvent("transfer.success", order.payout);
    expect((await paymentState(order.reference)).payment.transfer_status).toBe("success");
  });

  it("believes the provider, not the event's body: a success the provider does not confirm leaves the payout failed", async () => {
    const order = await paidOut();
    await providerSays(order.payout, "failed");
    await transferEvent("transfer.failed", order.payout);

    expect((await transferEvent("transfer.success", order.payout)).status).toBe(200);

    expect((await paymentState(order.reference)).payment.transfer_status).toBe("failed");
  });

  it("answers 200 to a payout Gona never made, and moves nothing", async () => {
    const order = await paidOut();
    const before = await paymentState(order.reference);

    const answer = await transferEvent("transfer.failed", "gona-payout-999999-notours");

    expect(answer.status).toBe(200);
    expect(await paymentState(order.reference)).toEqual(before);
    expect(await outcomes("gona-payout-999999-notours")).toEqual([{ event: "transfer.failed", outcome: "unknown_reference" }]);
  });

  it("refuses a transfer event with a wrong signature, changing nothing", async () => {
    const order = await paidOut();
    const raw = JSON.stringify({ event: "transfer.failed", data: { id: 1, reference: order.payout } });

    const answer = await call("POST", WEBHOOK, {
      rawBody: raw,
      headers: { "content-type": "application/json", "x-paystack-signature": "0".repeat(128) },
    });

    expect(answer).toMatchObject({ status: 401, json: { code: "webhook_signature_invalid" } });
    expect((await paymentState(order.reference)).payment.transfer_status).toBe("success");
  });
});
