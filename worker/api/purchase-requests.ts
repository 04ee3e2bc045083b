import { Hono } from "hono";
import { todayInNigeria } from "../expiry";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { badRequest, conflict, forbidden, notFound } from "../http/errors";
import { listingLeavesPublicView } from "../http/global-purge";
import { pageOf, readPaging, setTotalCount } from "../http/paging";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import { confirmReceipt, findRequestForMove, moveRequest, orderMoneyInPlay, refuseMove, type Side } from "../services/order-moves";
import { latestPaymentOf } from "../services/payments/payments";
import { releaseHeld } from "../services/payments/release-held";
import { findPurchaseRequest, handoverCodesFor, purchaseRequestDtos, requestsPage } from "../services/purchase-requests";
import { requestStatusBody } from "./marketplace-schemas";
import { releaseContext } from "./payments-handover";

const notEnoughStock = (available: number, unit: string) => {
  const message = `Only ${available} ${unit} left on this listing: not enough to accept this request`;
  return conflict("not_enough_stock", undefined, message);
};

/** Mounted under /api/users: the seller's received requests, the buyer's sent requests, one order, and its moves. */
export const purchaseRequestRoutes = new Hono<AppEnv>()
  .get("/purchase-requests", async (c) => {
    const user = requireUser(c);
    const paging = readPaging(c);
    const { rows, total } = await requestsPage(c.var.db, "received", user.id, paging);
    setTotalCount(c, total);
    return c.json(purchaseRequestDtos(pageOf(c, rows, paging.limit, (row) => row.request.id)));
  })

  .get("/purchase-requests/sent", async (c) => {
    const user = requireUser(c);
    const paging = readPaging(c);
    const { rows, total } = await requestsPage(c.var.db, "sent", user.id, paging);
    setTotalCount(c, total);
    const page = pageOf(c, rows, paging.limit, (row) => row.request.id);
    return c.json(purchaseRequestDtos(page, await handoverCodesFor(page, user.id, c.env.JWT_SECRET)));
  })

  .get("/purchase-requests/:id", async (c) => {
    const user = requireUser(c);
    const found = await findPurchaseRequest(c.var.db, idParam(c.req.param("id")), user.id, c.env.JWT_SECRET);
    // Only its buyer and its seller see an order; to anyone else it does not exist.
    if (!found || (found.buyer_id !== user.id && found.seller_id !== user.id)) throw notFound("purchase_request_not_found");
    return c.json(found);
  })

  .put("/purchase-requests/:id", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const { status, reason, note } = await readJson(c, requestStatusBody);
    const found = await findRequestForMove(c.var.db, id);
    const side: Side | null = found?.sellerId === user.id ? "seller" : found?.buyerId === user.id ? "buyer" : null;
    // Another user's order is answered as missing: its existence is not theirs to know.
    if (!found || !side) throw notFound("purchase_request_not_found");
    // The buyer confirming receipt of an order whose money is held releases it (ADR 088), completing the order with it.
    if (
      side === "buyer" &&
      status === "completed" &&
      !found.buyerConfirmed &&
      (found.status === "accepted" || found.status === "completed")
    ) {
      const held = await latestPaymentOf(c.var.db, id);
      // A disputed payment is the admin's to decide (ADR 092): confirming receipt neither releases it nor completes the order.
      if (held?.payment?.status === "disputed") throw conflict("payment_disputed");
      if (held?.payment?.status === "held") {
        if (!(await releaseHeld(releaseContext(c), id, held.payment))) {
          const now = await latestPaymentOf(c.var.db, id);
          throw conflict(now?.payment?.status === "disputed" ? "payment_disputed" : "request_changed_meanwhile");
        }
        return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET));
      }
    }
    // The seller marked it completed first: the buyer can still say they received it (once).
    if (side === "buyer" && status === "completed" && found.status === "completed" && !found.buyerConfirmed) {
      const told = notify(
        c.var.db,
        {
          userId: found.sellerId,
          type: "purchase_request.updated",
          params: { listing: found.listingTitle, status: "received" },
          url: `/orders/${id}`,
        },
        { actorId: user.id, afterChange: true },
      );
      const { confirmed, results } = await confirmReceipt(c.var.db, id, told);
      if (!confirmed) throw conflict("request_changed_meanwhile");
      deliverNotifications(deliveryFrom(c), writtenIn(results));
      return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET));
    }
    // The rules of a move are order-moves.ts's, shared with USSD; the checks keep the order they always had.
    const refusal = refuseMove(found, side, status, todayInNigeria(new Date()));
    if (status === "pending" || refusal === "request_status_change_not_allowed") {
      throw conflict("request_status_change_not_allowed", undefined, `A ${found.status} request cannot be marked ${status}`);
    }
    if (refusal === "request_move_not_yours") throw forbidden("request_move_not_yours");
    if ((reason !== undefined || note !== undefined) && status !== "rejected") throw badRequest("reason_only_when_rejecting");
    if (refusal === "listing_frozen" || refusal === "listing_not_open") throw conflict(refusal);
    if (refusal === "not_enough_stock") throw notEnoughStock(found.available ?? 0, found.priceUnit);
    // The other side hears of the move: the buyer of the seller's, the seller of a cancellation or a receipt.
    const told = notify(
      c.var.db,
      {
        userId: side === "seller" ? found.buyerId : found.sellerId,
        type: "purchase_request.updated",
        params: { listing: found.listingTitle, status: side === "buyer" && status === "completed" ? "received" : status },
        url: `/orders/${id}`,
      },
      { actorId: user.id, afterChange: true },
    );
    const move = { id, listingId: found.listingId, quantity: found.quantity, from: found.status, to: status, side, reason, note };
    const { moved, soldOut, results } = await moveRequest(c.var.db, move, told);
    if (!moved) {
      const now = await findRequestForMove(c.var.db, id);
      if (status === "accepted" && now?.status === "pending" && now.available !== null) throw notEnoughStock(now.available, now.priceUnit);
      // A cancellation refused because the order's money is in play (ADR 088) says so.
      if (status === "cancelled" && now?.status === found.status && (await orderMoneyInPlay(c.var.db, id))) {
        throw conflict("order_payment_in_progress");
      }
      throw conflict("request_changed_meanwhile");
    }
    // Accepting reserves stock; taking the last of it sells the listing out.
    if (soldOut) listingLeavesPublicView(c, found.listingId);
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    return c.json(await findPurchaseRequest(c.var.db, id, user.id, c.env.JWT_SECRET));
  });
