// A dispute's conversation (ADR 098): while the buyer's dispute is open, the order's buyer and seller each write their
// side for the admin who decides; both read it. Anyone else is answered as if the order did not exist.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { listings, purchaseRequests } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { conflict, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { writtenIn } from "../services/notifications";
import { findRequestForMove } from "../services/order-moves";
import {
  addDisputeMessage,
  disputeMessageDto,
  disputeMessagesOf,
  disputeOfOrder,
  newestDisputeOf,
} from "../services/payments/dispute-messages";
import { disputeMessageBody } from "./market-schemas";

/**
 * In one round trip: the order's two sides, its newest dispute and that dispute's messages. 404 to anyone but the
 * order's buyer or seller (its existence is not theirs to know), and `dispute_not_found` when it has none.
 */
async function readDispute(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  const db = c.var.db;
  const [orders, disputes, messages] = await db.batch([
    db
      .select({ buyerId: purchaseRequests.buyerId, sellerId: listings.userId })
      .from(purchaseRequests)
      .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
      .where(eq(purchaseRequests.id, id)),
    disputeOfOrder(db, id),
    disputeMessagesOf(db, newestDisputeOf(id)),
  ]);
  const order = orders[0];
  if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound("purchase_request_not_found");
  const dispute = disputes[0];
  if (!dispute) throw notFound("dispute_not_found");
  return { user, dispute, messages, side: order.buyerId === user.id ? ("buyer" as const) : ("seller" as const) };
}

/** Mounted under /api/users. */
export const disputeMessageRoutes = new Hono<AppEnv>()
  .get("/purchase-requests/:id/dispute/messages", async (c) => {
    const { dispute, messages } = await readDispute(c, idParam(c.req.param("id")));
    return c.json({ dispute, messages: messages.map(disputeMessageDto) });
  })
  .post("/purchase-requests/:id/dispute/messages", async (c) => {
    const id = idParam(c.req.param("id"));
    requireUser(c);
    const { message } = await readJson(c, disputeMessageBody);
    const { user, side, dispute } = await readDispute(c, id);
    if (dispute.status !== "open") throw conflict("dispute_not_open");
    const order = await findRequestForMove(c.var.db, id);
    if (!order) throw notFound("purchase_request_not_found");
    const written = await addDisputeMessage(
      c.var.db,
      { id, buyerId: order.buyerId, sellerId: order.sellerId, listingTitle: order.listingTitle },
      dispute.id,
      { id: user.id, side },
      message,
    );
    // The admin decided between the read and the write: the guard refused it.
    if (written.id === null) throw conflict("dispute_not_open");
    deliverNotifications(deliveryFrom(c), writtenIn(written.results));
    const rows = await disputeMessagesOf(c.var.db, dispute.id);
    const row = rows.find((entry) => entry.id === written.id);
    return c.json(row ? disputeMessageDto(row) : null, 201);
  });
