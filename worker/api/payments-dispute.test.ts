// Disputes and refunds (PRODUCT.md "Payments", ADR 092), through the real Worker and D1 with the development
// provider: the buyer's dispute while the money is held, what it stops (the handover and the confirmation of
// receipt), the admin's list and decision (release, refund, part refund, once), the ledger, the provider's refund and
// payout, the audit trail and both sides told.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { acceptedOrder, heldPayment, moveOrder, ORDER_TOTAL_KOBO, paymentState, pendingPayment } from "../../test/payments";
import { feeKobo } from "../services/payments/money";

const FEE = feeKobo(ORDER_TOTAL_KOBO);
const HELD = ORDER_TOTAL_KOBO - FEE;

const dispute = (token: string | undefined, id: number, body: unknown = { reason: "not_received", details: "Nothing came" }) =>
  call("POST", `/api/users/purchase-requests/${id}/dispute`, { token, body });
const decide = (token: string, id: number, body: unknown) => call("PUT", `/api/admin/disputes/${id}`, { token, body });

/** A held payment its buyer disputed, with an admin: the dispute's id is its payment's. */
async function disputed() {
  const order = await heldPayment();
  const opened = await dispute(order.buyer.token, order.id);
  expect(opened.status).toBe(201);
  const { payment } = await paymentState(order.reference);
  return { ...order, disputeId: payment.id as number, admin: await fastUser("admin") };
}

const notes = async (userId: number) =>
  (
    await env.DB.prepare("SELECT params FROM notifications WHERE user_id = ? AND type = 'payment.disputed' ORDER BY id")
      .bind(userId)
      .all<{ params: string }>()
  ).results.map((row) => JSON.parse(row.params));

const audited = async (targetId: number) =>
  (
    await env.DB.prepare("SELECT admin_id, action FROM admin_audit_log WHERE target_type = 'dispute' AND target_id = ? ORDER BY id")
      .bind(targetId)
      .all<{ admin_id: number; action: string }>()
  ).results;

const refunds = async (reference: string) =>
  (
    await env.DB.prepare("SELECT amount_kobo FROM dev_payment_refunds WHERE transaction_reference = ?")
      .bind(reference)
      .all<{ amount_kobo: number }>()
  ).results;

describe("POST /api/users/purchase-requests/{id}/dispute", () => {
  it("disputes held money: both sides see it disputed and are told, the step is audited, and a second dispute is 409", async () => {
    const order = await heldPayment();

    const answer = await dispute(order.buyer.token, order.id);

    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ id: order.id, status: "accepted", payment_status: "disputed", handover_code: null });
    const seen = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.seller.token });
    expect(seen.json.payment_status).toBe("disputed");
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect(payment.status).toBe("disputed");
    expect([ledger.length, sum]).toEqual([3, 0]);
    expect(await notes(order.buyer.id)).toEqual([{ listing: "White maize", stage: "opened", side: "buyer" }]);
    expect(await notes(order.seller.id)).toEqual([{ listing: "White maize", stage: "opened", side: "seller" }]);
    expect(await audited(payment.id as number)).toEqual([{ admin_id: order.buyer.id, action: "dispute.open" }]);

    const again = await dispute(order.buyer.token, order.id, { reason: "damaged" });
    expect([again.status, again.json.code]).toEqual([409, "dispute_already_open"]);
    expect(await notes(order.seller.id)).toHaveLength(1);
  });

  it("is the buyer's only, and only while the money is held", async () => {
    const order = await heldPayment();
    const seller = await dispute(order.seller.token, order.id);
    expect([seller.status, seller.json.code]).toEqual([403, "dispute_buyer_only"]);
    const stranger = await dispute((await fastUser("buyer")).token, order.id);
    expect([stranger.status, stranger.json.code]).toEqual([404, "purchase_request_not_found"]);
    expect((await dispute(undefined, order.id)).status).toBe(401);

    const pending = await pendingPayment();
    const early = await dispute(pending.buyer.token, pending.id);
    expect([early.status, early.json.code]).toEqual([409, "payment_not_held"]);
    const unpaid = await acceptedOrder();
    expect((await dispute(unpaid.buyer.token, unpaid.id)).json.code).toBe("payment_not_held");

    const released = await heldPayment();
    expect(
      (
        await call("POST", `/api/users/purchase-requests/${released.id}/handover`, {
          token: released.seller.token,
          body: { code: released.code },
        })
      ).status,
    ).toBe(200);
    const late = await dispute(released.buyer.token, released.id);
    expect([late.status, late.json.code]).toEqual([409, "payment_not_held"]);
    expect((await paymentState(released.reference)).payment.status).toBe("released");
  });

  it("refuses a reason it does not know, details too long and unknown fields, changing nothing", async () => {
    const order = await heldPayment();
    for (const body of [{}, { reason: "bored" }, { reason: "other", details: "x".repeat(1001) }, { reason: "other", amount: 5 }]) {
      const answer = await dispute(order.buyer.token, order.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await paymentState(order.reference)).payment.status).toBe("held");
  });

  it("stops the release: the seller's right code and the buyer's confirmation of receipt are refused and release nothing", async () => {
    const order = await heldPayment();
    expect((await dispute(order.buyer.token, order.id)).status).toBe(201);

    const handover = await call("POST", `/api/users/purchase-requests/${order.id}/handover`, {
      token: order.seller.token,
      body: { code: order.code },
    });
    expect([handover.status, handover.json.code]).toEqual([409, "payment_disputed"]);
    const confirm = await moveOrder(order.buyer.token, order.id, "completed");
    expect([confirm.status, confirm.json.code]).toEqual([409, "payment_disputed"]);

    const { payment, ledger } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_reference, ledger.length]).toEqual(["disputed", null, 3]);
    const request = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.buyer.token });
    expect(request.json.status).toBe("accepted");
  });
});

describe("the admin's disputes", () => {
  it("lists disputes with the order, both sides, the reason and the amounts, to admins only", async () => {
    const order = await disputed();
    const list = await call("GET", "/api/admin/disputes?status=open", { token: order.admin.token });
    expect(list.status).toBe(200);
    const row = (list.json as { id: number }[]).find((entry) => entry.id === order.disputeId);
    expect(row).toMatchObject({
      order_id: order.id,
      listing_title: "White maize",
      buyer: { id: order.buyer.id },
      seller: { id: order.seller.id },
      reason: "not_received",
      details: "Nothing came",
      status: "open",
      amount: ORDER_TOTAL_KOBO / 100,
      held: HELD / 100,
      refund: null,
    });
    expect((await call("GET", "/api/admin/disputes", { token: order.buyer.token })).status).toBe(403);
    expect((await call("GET", "/api/admin/disputes?status=maybe", { token: order.admin.token })).json.code).toBe("dispute_status_invalid");
  });

  it("releases to the seller: the order completed, the ledger at zero, the payout sent, audited, both told; a second decision is 409", async () => {
    const order = await disputed();

    const answer = await decide(order.admin.token, order.disputeId, { action: "release", note: "The buyer's photo shows the bags" });

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "released", refund: 0, released: HELD / 100, note: "The buyer's photo shows the bags" });
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_status]).toEqual(["released", "success"]);
    expect(ledger.slice(3)).toEqual([
      { kind: "held", amount_kobo: -HELD },
      { kind: "released", amount_kobo: HELD },
    ]);
    expect(sum).toBe(0);
    expect(await refunds(order.reference)).toEqual([]);
    const request = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.buyer.token });
    expect([request.json.status, request.json.payment_status]).toEqual(["completed", "released"]);
    expect((await audited(order.disputeId)).map((row) => row.action)).toEqual(["dispute.open", "dispute.release"]);
    expect((await notes(order.seller.id)).at(-1)).toMatchObject({ stage: "released", side: "seller", released: HELD / 100 });
    expect((await notes(order.buyer.id)).at(-1)).toMatchObject({ stage: "released", side: "buyer" });

    const again = await decide(order.admin.token, order.disputeId, { action: "refund", note: "Changed my mind" });
    expect([again.status, again.json.code]).toEqual([409, "dispute_already_resolved"]);
    expect((await paymentState(order.reference)).ledger).toHaveLength(5);
    expect(await refunds(order.reference)).toEqual([]);
  });

  it("refunds all the buyer paid through the provider (the fee too, ADR 098): the order cancelled, its stock back on sale, the ledger at zero", async () => {
    const order = await heldPayment({ stock: 10 });
    expect((await dispute(order.buyer.token, order.id)).status).toBe(201);
    const admin = await fastUser("admin");
    const disputeId = (await paymentState(order.reference)).payment.id as number;

    const answer = await decide(admin.token, disputeId, { action: "refund", note: "Nothing was delivered" });

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "refunded", refund: ORDER_TOTAL_KOBO / 100, released: 0, refund_status: "processed" });
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_status]).toEqual(["refunded", null]);
    expect(ledger.slice(3)).toEqual([
      { kind: "held", amount_kobo: -HELD },
      { kind: "fee", amount_kobo: -FEE },
      { kind: "refunded", amount_kobo: ORDER_TOTAL_KOBO },
    ]);
    expect(sum).toBe(0);
    expect(await refunds(order.reference)).toEqual([{ amount_kobo: ORDER_TOTAL_KOBO }]);
    const request = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.buyer.token });
    expect([request.json.status, request.json.payment_status]).toEqual(["cancelled", "refunded"]);
    const listing = await env.DB.prepare("SELECT quantity, reserved_quantity FROM listings WHERE id = ?")
      .bind(order.listingId)
      .first<{ quantity: number; reserved_quantity: number }>();
    expect(listing).toEqual({ quantity: 10, reserved_quantity: 0 });
    expect((await notes(order.buyer.id)).at(-1)).toMatchObject({
      stage: "refunded",
      side: "buyer",
      refund: ORDER_TOTAL_KOBO / 100,
      released: 0,
    });
  });

  it("refunds more than is held from the fee: the seller gets nothing, Gona gives back part of its fee, the ledger at zero", async () => {
    const order = await disputed();
    const beyond = 5_000; // ₦50 of the fee

    const answer = await decide(order.admin.token, order.disputeId, { action: "refund", amount: (HELD + beyond) / 100, note: "Spoilt" });

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "refunded", refund: (HELD + beyond) / 100, released: 0 });
    const { ledger, sum } = await paymentState(order.reference);
    expect(ledger.slice(3)).toEqual([
      { kind: "held", amount_kobo: -HELD },
      { kind: "fee", amount_kobo: -beyond },
      { kind: "refunded", amount_kobo: HELD + beyond },
    ]);
    expect(sum).toBe(0);
    expect(await refunds(order.reference)).toEqual([{ amount_kobo: HELD + beyond }]);
    expect((await notes(order.seller.id)).at(-1)).toMatchObject({ stage: "refunded", side: "seller", released: 0 });
  });

  it("refunds part in naira and releases the rest to the seller: each movement in the ledger, which sums to zero", async () => {
    const order = await disputed();

    const answer = await decide(order.admin.token, order.disputeId, { action: "refund", amount: 1000.5, note: "Two bags were wet" });

    expect(answer.status).toBe(200);
    const rest = HELD - 100_050;
    expect(answer.json).toMatchObject({ status: "refunded", refund: 1000.5, released: rest / 100 });
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_status]).toEqual(["refunded", "success"]);
    expect(ledger.slice(3)).toEqual([
      { kind: "held", amount_kobo: -HELD },
      { kind: "refunded", amount_kobo: 100_050 },
      { kind: "released", amount_kobo: rest },
    ]);
    expect(sum).toBe(0);
    expect(await refunds(order.reference)).toEqual([{ amount_kobo: 100_050 }]);
    const transfer = await env.DB.prepare("SELECT amount_kobo FROM dev_payment_transfers WHERE reference = ?")
      .bind(payment.transfer_reference)
      .first<{ amount_kobo: number }>();
    expect(transfer?.amount_kobo).toBe(rest);
    const request = await call("GET", `/api/users/purchase-requests/${order.id}`, { token: order.seller.token });
    expect(request.json.status).toBe("completed");
    expect((await audited(order.disputeId)).map((row) => row.action)).toEqual(["dispute.open", "dispute.refund"]);
  });

  it("refuses hostile decisions (a negative, zero, above the total or too precise amount, an amount with a release, an unknown action, no note) and changes nothing", async () => {
    const order = await disputed();
    const cases: [unknown, string][] = [
      [{ action: "refund", amount: -5, note: "x" }, "dispute_amount_invalid"],
      [{ action: "refund", amount: 0, note: "x" }, "dispute_amount_invalid"],
      [{ action: "refund", amount: 1.005, note: "x" }, "dispute_amount_invalid"],
      [{ action: "refund", amount: "lots", note: "x" }, "dispute_amount_invalid"],
      [{ action: "refund", amount: ORDER_TOTAL_KOBO / 100 + 0.01, note: "x" }, "dispute_amount_too_large"],
      [{ action: "refund", amount: ORDER_TOTAL_KOBO / 100 + 1, note: "x" }, "dispute_amount_too_large"],
      [{ action: "refund", amount: "1e3", note: "x" }, "dispute_amount_invalid"],
      [{ action: "release", amount: 10, note: "x" }, "dispute_amount_only_when_refunding"],
      [{ action: "burn", note: "x" }, "dispute_action_invalid"],
      [{ action: "release" }, "dispute_note_required"],
      [{ action: "release", note: "   " }, "dispute_note_required"],
    ];
    for (const [body, code] of cases) {
      const answer = await decide(order.admin.token, order.disputeId, body);
      expect([answer.status, answer.json.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect((await decide(order.admin.token, 999_999_999, { action: "release", note: "x" })).json.code).toBe("dispute_not_found");
    const { payment, ledger } = await paymentState(order.reference);
    expect([payment.status, ledger.length]).toEqual(["disputed", 3]);
    expect(await refunds(order.reference)).toEqual([]);
    expect((await decide(order.seller.token, order.disputeId, { action: "release", note: "mine" })).status).toBe(403);
  });

  it("decides once when two admins decide at the same moment", async () => {
    const order = await disputed();
    const other = await fastUser("admin");
    const answers = await Promise.all([
      decide(order.admin.token, order.disputeId, { action: "release", note: "Delivered" }),
      decide(other.token, order.disputeId, { action: "refund", note: "Not delivered" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { ledger, sum } = await paymentState(order.reference);
    expect([ledger.length, sum]).toEqual([5, 0]);
    expect((await audited(order.disputeId)).length).toBe(2);
  });
});
