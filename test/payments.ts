// Orders with payments for the tests (PRODUCT.md "Payments"): a seller with a payout account, a buyer, an order of 3
// bags at ₦1,250 (₦3,750), its payment opened through the API and held through Paystack's signed webhook, exactly as
// the development provider's "Pay" does; and what the tests read back (the ledger, the handover code).
import { env } from "cloudflare:workers";
import { signBody } from "../worker/services/payments/money";
import { handoverCode } from "../worker/services/payments/release";
import { fastUser } from "./fast-users";
import { call } from "./http";

export const ORDER_TOTAL_KOBO = 375_000;

/**
 * A seller (with a GTBank payout account unless told), a buyer, and the buyer's pending order of 3 bags at ₦1,250
 * (from a listing with `stock` bags stated, else none).
 */
export async function newOrder({ payoutAccount = true, stock = null as number | null } = {}) {
  const seller = await fastUser("farmer");
  const buyer = await fastUser("buyer");
  if (payoutAccount)
    await env.DB.prepare(
      "INSERT INTO payout_accounts (user_id, bank_code, bank_name, account_number, account_name) VALUES (?, '058', 'Guaranty Trust Bank', '0123456785', 'EZE FUNMILAYO')",
    )
      .bind(seller.id)
      .run();
  const listing = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, status, quantity) VALUES (?, 'White maize', 'crops', 'maize', 125000, 'bag', 'approved', ?) RETURNING id",
  )
    .bind(seller.id, stock)
    .first<{ id: number }>();
  const request = await env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 3) RETURNING id")
    .bind(listing?.id, buyer.id)
    .first<{ id: number }>();
  if (!request || !listing) throw new Error("no order");
  return { seller, buyer, id: request.id, listingId: listing.id };
}

export const moveOrder = (token: string, id: number, status: string) =>
  call("PUT", `/api/users/purchase-requests/${id}`, { token, body: { status } });

/** The order accepted by its seller (the API's move). */
export async function acceptedOrder(options: { payoutAccount?: boolean; stock?: number | null } = {}) {
  const parties = await newOrder(options);
  const accepted = await moveOrder(parties.seller.token, parties.id, "accepted");
  if (accepted.status !== 200) throw new Error(`the seller could not accept: ${accepted.status}`);
  return parties;
}

/** An accepted order its buyer opened a payment for (pending). */
export async function pendingPayment(options: { stock?: number | null } = {}) {
  const parties = await acceptedOrder(options);
  const opened = await call("POST", `/api/users/purchase-requests/${parties.id}/payment`, { token: parties.buyer.token });
  if (opened.status !== 201) throw new Error(`the buyer could not open a payment: ${opened.status}`);
  return { ...parties, reference: opened.json.payment.reference as string };
}

/** Paystack's signed charge.success for a payment, delivered to the webhook after the provider records it paid. */
export async function providerHolds(reference: string) {
  await env.DB.prepare("UPDATE dev_payment_transactions SET status = 'success', paid_at = '2026-11-27T10:00:00.000Z' WHERE reference = ?")
    .bind(reference)
    .run();
  const raw = JSON.stringify({
    event: "charge.success",
    data: { id: Math.floor(Math.random() * 1e9), status: "success", reference, amount: ORDER_TOTAL_KOBO, currency: "NGN" },
  });
  const signature = await signBody(raw, env.PAYSTACK_SECRET_KEY as string);
  const answer = await call("POST", "/api/payments/paystack/webhook", {
    rawBody: raw,
    headers: { "content-type": "application/json", "x-paystack-signature": signature },
  });
  if (answer.status !== 200) throw new Error(`the webhook refused the payment: ${answer.status} ${answer.text}`);
}

/** An accepted order whose buyer paid and whose money is held, with the buyer's handover code. */
export async function heldPayment(options: { stock?: number | null } = {}) {
  const parties = await pendingPayment(options);
  await providerHolds(parties.reference);
  return { ...parties, code: await handoverCode(env.JWT_SECRET, parties.reference) };
}

/** Pays an accepted order as its buyer (`buyerToken`) and has the provider hold it: its reference and handover code. */
export async function holdPaymentOf(orderId: number, buyerToken: string) {
  const opened = await call("POST", `/api/users/purchase-requests/${orderId}/payment`, { token: buyerToken, body: {} });
  if (opened.status !== 201) throw new Error(`the buyer could not open a payment: ${opened.status}`);
  const reference = opened.json.payment.reference as string;
  await providerHolds(reference);
  return { reference, code: await handoverCode(env.JWT_SECRET, reference) };
}

/** A payment's row and its ledger, oldest entry first. */
export async function paymentState(reference: string) {
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE reference = ?").bind(reference).first<Record<string, unknown>>();
  if (!payment) throw new Error(`no payment ${reference}`);
  const { results } = await env.DB.prepare("SELECT kind, amount_kobo FROM ledger_entries WHERE payment_id = ? ORDER BY id")
    .bind(payment.id)
    .all<{ kind: string; amount_kobo: number }>();
  return { payment, ledger: results, sum: results.reduce((total, entry) => total + entry.amount_kobo, 0) };
}
