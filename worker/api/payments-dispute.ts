// A buyer reporting a problem with an order whose money is held (PRODUCT.md "Payments", ADR 092): the payment becomes
// `disputed`, which stops the handover and the confirmation of receipt from releasing it until an admin decides.
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { conflict, forbidden, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { writtenIn } from "../services/notifications";
import { findRequestForMove } from "../services/order-moves";
import { openDispute } from "../services/payments/disputes";
import { latestPaymentOf } from "../services/payments/payments";
import { findPurchaseRequest } from "../services/purchase-requests";
import { disputeBody } from "./market-schemas";

/** Mounted under /api/users. */
export const paymentDisputeRoutes = new Hono<AppEnv>().post("/purchase-requests/:id/dispute", async (c) => {
  const user = requireUser(c);
  const id = idParam(c.req.param("id"));
  const { reason, details } = await readJson(c, disputeBody);
  const order = await latestPaymentOf(c.var.db, id);
  // Another user's order is answered as missing: its existence is not theirs to know.
  if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound("purchase_request_not_found");
  if (order.buyerId !== user.id) throw forbidden("dispute_buyer_only");
  const payment = order.payment;
  if (payment?.status === "disputed") throw conflict("dispute_already_open");
  if (payment?.status !== "held") throw conflict("payment_not_held");
  const moved = await findRequestForMove(c.var.db, id);
  if (!moved) throw notFound("purchase_request_not_found");
  const { opened, results } = await openDispute(c.var.db, payment, { ...moved, id }, { reason, details });
  if (!opened) {
    // Another request came first: a dispute that landed meanwhile, or a release.
    const now = await latestPaymentOf(c.var.db, id);
    throw conflict(now?.payment?.status === "disputed" ? "dispute_already_open" : "payment_not_held");
  }
  deliverNotifications(deliveryFrom(c), writtenIn(results));
  return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET), 201);
});
