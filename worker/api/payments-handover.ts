// The handover (PRODUCT.md "Payments", ADR 088): the seller types the buyer's 6-digit code when the goods change hands,
// and the money held for the order is released to them. Every try is counted in the write itself; the 6th is refused
// for good (the buyer can still confirm receipt, which releases the money too: purchase-requests.ts). The rules live in
// services/payments/release-held.ts, shared with USSD and SMS `CODE <code>` (ADR 091).
import type { Context } from "hono";
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { conflict, forbidden, HttpError, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { paymentProviderFor } from "../services/payments";
import { latestPaymentOf } from "../services/payments/payments";
import { handOver, type ReleaseContext } from "../services/payments/release-held";
import { findPurchaseRequest } from "../services/purchase-requests";
import { handoverBody } from "./market-schemas";
import { providerOf } from "./payments";

/** What releasing needs from a route: D1, where notifications go, the provider that pays the seller. */
export function releaseContext(c: Context<AppEnv>): ReleaseContext {
  return { db: c.var.db, delivery: deliveryFrom(c), provider: paymentProviderFor(c.env).provider, signal: c.req.raw.signal };
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
  const outcome = await handOver(releaseContext(c), c.env.JWT_SECRET, id, payment, code);
  if (outcome.kind === "not_held") {
    // A confirmation released it first, or the buyer disputed it meanwhile.
    const now = await latestPaymentOf(c.var.db, id);
    throw conflict(now?.payment?.status === "disputed" ? "payment_disputed" : "payment_not_held");
  }
  // Every try is used: it never unlocks by waiting, so no Retry-After.
  if (outcome.kind === "locked") throw new HttpError(429, "handover_locked");
  if (outcome.kind === "wrong") throw new HttpError(400, "handover_code_wrong", { extra: { tries_left: outcome.triesLeft } });
  return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET));
});
