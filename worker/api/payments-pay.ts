// Paying for an order (PRODUCT.md "Payments", ADR 083): the buyer of an accepted order whose seller has a payout
// account opens a payment; the provider answers a temporary account to transfer to (or its checkout). A second call
// while the payment is pending answers the same payment. The provider's webhook (payments-webhook.ts) makes it held.
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { conflict, forbidden, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { newPaymentReference } from "../services/payments/money";
import { latestPaymentOf, openPaymentOf, orderForPayment, paymentDto, receiptEmail, storePayment } from "../services/payments/payments";
import { payBody } from "./market-schemas";
import { providerOf, providerTrouble } from "./payments";

/** Mounted under /api/users. */
export const paymentPayRoutes = new Hono<AppEnv>()
  // The order's latest payment, for its buyer (with where to transfer) and its seller (its state and amounts only).
  .get("/purchase-requests/:id/payment", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const order = await latestPaymentOf(c.var.db, id);
    if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound("purchase_request_not_found");
    if (!order.payment) throw notFound("payment_not_found");
    const dto = paymentDto(order.payment);
    return c.json({ payment: order.buyerId === user.id ? dto : { ...dto, bank_transfer: null, checkout_url: null } });
  })
  .post("/purchase-requests/:id/payment", async (c) => {
    const user = requireUser(c);
    await readJson(c, payBody);
    const id = idParam(c.req.param("id"));
    const order = await orderForPayment(c.var.db, id);
    // Another user's order is answered as missing: its existence is not theirs to know.
    if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound("purchase_request_not_found");
    if (order.buyerId !== user.id) throw forbidden("payment_buyer_only");
    const open = await openPaymentOf(c.var.db, id);
    if (open && open.status !== "pending") throw conflict("payment_already_made");
    if (order.status !== "accepted") throw conflict("payment_order_not_accepted");
    // The same payment again: the buyer reloaded, or lost the transfer details.
    if (open) return c.json({ payment: paymentDto(open) }, 200);
    if (!order.sellerCanBePaid || order.sellerId === null) throw conflict("payment_seller_cannot_be_paid");
    if (order.amountKobo === null) throw conflict("payment_amount_invalid");

    const provider = providerOf(c);
    const reference = newPaymentReference(id);
    const email = receiptEmail(user.id, order.buyerEmail);
    const opened = await provider.initializePayment({ reference, amountKobo: order.amountKobo, email }, new Date(), c.req.raw.signal);
    if (!opened.ok) throw providerTrouble(c, "opening a payment", opened.error);
    const stored = await storePayment(c.var.db, {
      requestId: id,
      buyerId: user.id,
      sellerId: order.sellerId,
      reference,
      amountKobo: order.amountKobo,
      provider: provider.name,
      transfer: opened.transfer,
      checkoutUrl: opened.checkoutUrl,
      accessCode: opened.accessCode,
    });
    if (stored) return c.json({ payment: paymentDto(stored) }, 201);
    // Refused by the write's own checks: a racing call opened one first (answer it), or the order moved meanwhile.
    // The provider's transaction opened here is never paid into: nobody is shown its account.
    const winner = await openPaymentOf(c.var.db, id);
    if (winner?.status === "pending") return c.json({ payment: paymentDto(winner) }, 200);
    if (winner) throw conflict("payment_already_made");
    const now = await orderForPayment(c.var.db, id);
    throw conflict(now?.status !== "accepted" ? "payment_order_not_accepted" : "payment_seller_cannot_be_paid");
  });
