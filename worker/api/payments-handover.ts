// The handover (PRODUCT.md "Payments", ADR 088): the seller types the buyer's 6-digit code when the goods change hands,
// and the money held for the order is released to them. Every try is counted in the write itself; the 6th is refused
// for good (the buyer can still confirm receipt, which releases the money too: purchase-requests.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { msg } from "../http/error-codes";
import { conflict, forbidden, HttpError, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { writtenIn } from "../services/notifications";
import { findRequestForMove } from "../services/order-moves";
import { paymentProviderFor } from "../services/payments";
import { latestPaymentOf } from "../services/payments/payments";
import { countHandoverTry, HANDOVER_TRIES, isHandoverCode, payOut, releasePayment } from "../services/payments/release";
import { findPurchaseRequest } from "../services/purchase-requests";
import { providerOf } from "./payments";

const handoverBody = z.strictObject({
  // Read aloud or off a phone: spaces between the digits are forgiven.
  code: z
    .string(msg("handover_code_format"))
    .max(32, msg("handover_code_format"))
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, msg("handover_code_format"))),
});

/**
 * Releases the order's held payment and pays the seller; answers whether this call released it (false: another
 * release came first). Shared by the handover and the buyer's confirmation of receipt.
 */
export async function releaseHeld(
  c: Context<AppEnv>,
  orderId: number,
  payment: NonNullable<Awaited<ReturnType<typeof latestPaymentOf>>>["payment"],
) {
  if (!payment) return false;
  const order = await findRequestForMove(c.var.db, orderId);
  if (!order) return false;
  const { reference, results } = await releasePayment(c.var.db, payment, { ...order, id: orderId });
  if (!reference) return false;
  deliverNotifications(deliveryFrom(c), writtenIn(results));
  // The goods changed hands whatever the provider says: a payout it refuses is recorded for the operator to retry.
  await payOut(c.var.db, paymentProviderFor(c.env).provider, payment, reference, c.req.raw.signal);
  return true;
}

/** Mounted under /api/users. */
export const paymentHandoverRoutes = new Hono<AppEnv>().post("/purchase-requests/:id/handover", async (c) => {
  const user = requireUser(c);
  const { code } = await readJson(c, handoverBody);
  const id = idParam(c.req.param("id"));
  const order = await latestPaymentOf(c.var.db, id);
  // Another user's order is answered as missing: its existence is not theirs to know.
  if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound("purchase_request_not_found");
  if (order.sellerId !== user.id) throw forbidden("handover_seller_only");
  const payment = order.payment;
  // A dispute stops the release until an admin decides (ADR 092).
  if (payment?.status === "disputed") throw conflict("payment_disputed");
  if (payment?.status !== "held") throw conflict("payment_not_held");
  // Payments must be configured before any money is released (503 otherwise), so the payout can follow.
  providerOf(c);
  const tries = await countHandoverTry(c.var.db, payment.id);
  if (tries === null) {
    const now = await latestPaymentOf(c.var.db, id);
    if (now?.payment?.status !== "held") throw conflict("payment_not_held");
    // Every try is used: it never unlocks by waiting, so no Retry-After.
    throw new HttpError(429, "handover_locked");
  }
  if (!(await isHandoverCode(c.env.JWT_SECRET, payment.reference, code)))
    throw new HttpError(400, "handover_code_wrong", { extra: { tries_left: HANDOVER_TRIES - tries } });
  // The buyer confirming at the same moment may have released it first: then this one changed nothing.
  if (!(await releaseHeld(c, id, payment))) {
    const now = await latestPaymentOf(c.var.db, id);
    throw conflict(now?.payment?.status === "disputed" ? "payment_disputed" : "payment_not_held");
  }
  return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET));
});
