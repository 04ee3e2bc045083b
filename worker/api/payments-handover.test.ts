// Releasing the money when the goods change hands (PRODUCT.md "Payments", ADR 088), through the real Worker and D1
// with the development provider: the seller's handover with the buyer's code, wrong codes and the lock, the buyer
// confirming receipt, a handover and a confirmation at once, the ledger, the payout, and who sees the code.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { acceptedOrder, heldPayment, moveOrder, ORDER_TOTAL_KOBO, paymentState, pendingPayment } from "../../test/payments";
import { feeKobo } from "../services/payments/money";

const handover = (token: string | undefined, id: number, code: unknown) =>
  call("POST", `/api/users/purchase-requests/${id}/handover`, { token, body: { code } });
const orderAs = (token: string, id: number) => call("GET", `/api/users/purchase-requests/${id}`, { token });
/** A code that is not the buyer's: the next one round. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const PAID_OUT = ORDER_TOTAL_KOBO - feeKobo(ORDER_TOTAL_KOBO);

async function transfersTo(reference: string) {
  const { results } = await env.DB.prepare("SELECT amount_kobo, recipient_code, reason FROM dev_payment_transfers WHERE reference = ?")
    .bind(reference)
    .all<{ amount_kobo: number; recipient_code: string; reason: string }>();
  return results;
}

const notes = async (userId: number) =>
  (
    await env.DB.prepare("SELECT params FROM notifications WHERE user_id = ? AND type = 'payment.released'")
      .bind(userId)
      .all<{ params: string }>()
  ).results.map((row) => JSON.parse(row.params));

describe("POST /api/users/purchase-requests/{id}/handover", () => {
  it("releases the money with the buyer's code: the order completed, the ledger at zero, the seller paid the total less the fee", async () => {
    const order = await heldPayment();

    const answer = await handover(order.seller.token, order.id, order.code);

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: order.id, status: "completed", buyer_confirmed: true, payment_status: "released" });
    expect(answer.json.handover_code).toBeNull();
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect(payment).toMatchObject({ status: "released", handover_tries: 1, transfer_status: "success" });
    expect(payment.released_at).toEqual(expect.any(String));
    expect(ledger).toEqual([
      { kind: "buyer_paid", amount_kobo: -ORDER_TOTAL_KOBO },
      { kind: "fee", amount_kobo: feeKobo(ORDER_TOTAL_KOBO) },
      { kind: "held", amount_kobo: PAID_OUT },
      { kind: "held", amount_kobo: -PAID_OUT },
      { kind: "released", amount_kobo: PAID_OUT },
    ]);
    expect(sum).toBe(0);
    // The development provider was asked for one transfer of ₦3,593.75 to the seller's GTBank account.
    const transfers = await transfersTo(payment.transfer_reference as string);
    expect(transfers).toEqual([{ amount_kobo: PAID_OUT, recipient_code: "RCP_dev0580123456785", reason: `Gona order ${order.id}` }]);
    expect(payment.transfer_code).toEqual(expect.stringMatching(/^TRF_dev\d+$/));
    const account = await env.DB.prepare("SELECT recipient_code FROM payout_accounts WHERE user_id = ?")
      .bind(order.seller.id)
      .first<{ recipient_code: string }>();
    expect(account?.recipient_code).toBe("RCP_dev0580123456785");
    // Both sides are told, each in their own words.
    expect(await notes(order.buyer.id)).toEqual([{ listing: "White maize", amount: PAID_OUT / 100, side: "buyer" }]);
    expect(await notes(order.seller.id)).toEqual([{ listing: "White maize", amount: PAID_OUT / 100, side: "seller" }]);
    // Once: the same code again finds nothing held.
    const again = await handover(order.seller.token, order.id, order.code);
    expect([again.status, again.json.code]).toEqual([409, "payment_not_held"]);
    expect((await paymentState(order.reference)).ledger).toHaveLength(5);
  });

  it("refuses a wrong code with the tries left, and after five tries refuses even the right one, with no time to wait", async () => {
    const order = await heldPayment();
    for (const left of [4, 3, 2, 1, 0]) {
      const answer = await handover(order.seller.token, order.id, wrong(order.code));
      expect([answer.status, answer.json.code, answer.json.tries_left]).toEqual([400, "handover_code_wrong", left]);
    }

    const locked = await handover(order.seller.token, order.id, order.code);

    expect([locked.status, locked.json.code]).toEqual([429, "handover_locked"]);
    expect(locked.headers.get("retry-after")).toBeNull();
    const { payment, sum } = await paymentState(order.reference);
    expect([payment.status, payment.handover_tries, sum]).toEqual(["held", 5, 0]);
    // The buyer can still confirm receipt, which releases it.
    expect((await moveOrder(order.buyer.token, order.id, "completed")).status).toBe(200);
    expect((await paymentState(order.reference)).payment.status).toBe("released");
  });

  it("does not count a code that is not 6 digits as a try", async () => {
    const order = await heldPayment();
    for (const code of ["12345", "abcdef", "1234567", 123456]) {
      const answer = await handover(order.seller.token, order.id, code);
      expect([answer.status, answer.json.code], String(code)).toEqual([400, "handover_code_format"]);
    }
    // Spaces read aloud between the digits are forgiven.
    const spaced = await handover(order.seller.token, order.id, `${order.code.slice(0, 3)} ${order.code.slice(3)}`);
    expect(spaced.status).toBe(200);
    expect((await paymentState(order.reference)).payment.handover_tries).toBe(1);
  });

  it("answers the buyer 403, anyone else 404, signed out 401, and changes nothing", async () => {
    const order = await heldPayment();
    const stranger = await fastUser("farmer");
    expect([(await handover(order.buyer.token, order.id, order.code)).json.code]).toEqual(["handover_seller_only"]);
    expect((await handover(order.buyer.token, order.id, order.code)).status).toBe(403);
    const other = await handover(stranger.token, order.id, order.code);
    expect([other.status, other.json.code]).toEqual([404, "purchase_request_not_found"]);
    expect((await handover(undefined, order.id, order.code)).status).toBe(401);
    const { payment } = await paymentState(order.reference);
    expect([payment.status, payment.handover_tries]).toEqual(["held", 0]);
  });

  it("answers 409 when no money is held: none paid yet, or only opened", async () => {
    const unpaid = await acceptedOrder();
    const none = await handover(unpaid.seller.token, unpaid.id, "123456");
    expect([none.status, none.json.code]).toEqual([409, "payment_not_held"]);
    const pending = await pendingPayment();
    const notYet = await handover(pending.seller.token, pending.id, "123456");
    expect([notYet.status, notYet.json.code]).toEqual([409, "payment_not_held"]);
    expect((await paymentState(pending.reference)).payment.handover_tries).toBe(0);
  });
});

describe("the buyer confirming receipt", () => {
  it("releases the held money and completes the order", async () => {
    const order = await heldPayment();

    const confirmed = await moveOrder(order.buyer.token, order.id, "completed");

    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: "completed", buyer_confirmed: true, payment_status: "released", handover_code: null });
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_status, sum]).toEqual(["released", "success", 0]);
    expect(ledger.filter((entry) => entry.kind === "released")).toEqual([{ kind: "released", amount_kobo: PAID_OUT }]);
    expect(await transfersTo(payment.transfer_reference as string)).toHaveLength(1);
  });

  it("releases it too after the seller marked the order completed without the code", async () => {
    const order = await heldPayment();
    expect((await moveOrder(order.seller.token, order.id, "completed")).status).toBe(200);
    expect((await paymentState(order.reference)).payment.status).toBe("held");

    expect((await moveOrder(order.buyer.token, order.id, "completed")).status).toBe(200);

    expect((await paymentState(order.reference)).payment.status).toBe("released");
  });

  it("and the seller's handover at the same moment release the money exactly once", async () => {
    const order = await heldPayment();

    const [byCode, byBuyer] = await Promise.all([
      handover(order.seller.token, order.id, order.code),
      moveOrder(order.buyer.token, order.id, "completed"),
    ]);

    // One of them released it; the other found it released (or the order already completed) and changed nothing.
    expect([byCode.status, byBuyer.status].filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of [byCode, byBuyer]) expect([200, 409]).toContain(answer.status);
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect(payment.status).toBe("released");
    expect(ledger.filter((entry) => entry.kind === "released")).toHaveLength(1);
    expect(sum).toBe(0);
    expect(await transfersTo(payment.transfer_reference as string)).toHaveLength(1);
    const transfers = await env.DB.prepare("SELECT count(*) AS n FROM dev_payment_transfers WHERE reason = ?")
      .bind(`Gona order ${order.id}`)
      .first<{ n: number }>();
    expect(transfers?.n).toBe(1);
  });
});

describe("the buyer's handover code", () => {
  it("is shown to the buyer alone, and only while the money is held", async () => {
    const pending = await pendingPayment();
    expect((await orderAs(pending.buyer.token, pending.id)).json.handover_code).toBeNull();

    const order = await heldPayment();
    const buyerSees = await orderAs(order.buyer.token, order.id);
    expect(buyerSees.json.handover_code).toBe(order.code);
    expect(order.code).toMatch(/^\d{6}$/);
    const sent = await call("GET", "/api/users/purchase-requests/sent", { token: order.buyer.token });
    expect(sent.json.find((row: { id: number }) => row.id === order.id)?.handover_code).toBe(order.code);
    expect((await orderAs(order.seller.token, order.id)).json.handover_code).toBeNull();
    const received = await call("GET", "/api/users/purchase-requests", { token: order.seller.token });
    expect(received.json.find((row: { id: number }) => row.id === order.id)?.handover_code).toBeNull();

    await handover(order.seller.token, order.id, order.code);
    expect((await orderAs(order.buyer.token, order.id)).json.handover_code).toBeNull();
  });
});
