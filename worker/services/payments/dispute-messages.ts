// A dispute's conversation (ADR 098): while the buyer's dispute of held money is open, the order's buyer and seller
// each write their side for the admin who decides; each message tells the other side. The write is its own guard: an
// INSERT … SELECT that lands only while the dispute is open and the author is that side of the order, so a message
// racing the admin's decision cannot land after it.
import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type DisputeSide, disputeMessages, paymentDisputes, payments, users } from "../../db/schema";
import { audit } from "../audit";
import { notify } from "../notifications";

/** Longest message a side may write (the same as a dispute's details). */
export const MAX_DISPUTE_MESSAGE = 1000;

/** The order's newest dispute (one per payment; an order's payments follow each other), as a query to batch. */
export function disputeOfOrder(db: Database, orderId: number) {
  return db
    .select({ id: paymentDisputes.id, status: paymentDisputes.status, reason: paymentDisputes.reason })
    .from(paymentDisputes)
    .where(eq(paymentDisputes.requestId, orderId))
    .orderBy(desc(paymentDisputes.id))
    .limit(1);
}

/** The id of the order's newest dispute, as SQL (for `disputeMessagesOf` in the same batch). */
export const newestDisputeOf = (orderId: number) =>
  sql`(SELECT max(${paymentDisputes.id}) FROM ${paymentDisputes} WHERE ${paymentDisputes.requestId} = ${orderId})`;

/** A dispute's messages (by its id, or SQL naming it), oldest first, with each author's name. */
export function disputeMessagesOf(db: Database, disputeId: number | SQL) {
  return db
    .select({
      id: disputeMessages.id,
      side: disputeMessages.side,
      authorId: disputeMessages.authorId,
      authorName: users.fullName,
      body: disputeMessages.body,
      createdAt: disputeMessages.createdAt,
    })
    .from(disputeMessages)
    .innerJoin(users, eq(users.id, disputeMessages.authorId))
    .where(sql`${disputeMessages.disputeId} = ${disputeId}`)
    .orderBy(asc(disputeMessages.id));
}

export type DisputeMessageRow = Awaited<ReturnType<typeof disputeMessagesOf>>[number];

export const disputeMessageDto = (row: DisputeMessageRow) => ({
  id: row.id,
  side: row.side,
  author: { id: row.authorId, name: row.authorName },
  message: row.body,
  created_at: row.createdAt,
});

/**
 * Adds a message to the dispute: the insert (guarded on the dispute open and the author being `side` of its payment),
 * then, only if it landed, the audit entry and the other side told. Answers the new message's id, or null when the
 * guard refused it (the dispute was decided meanwhile).
 */
export async function addDisputeMessage(
  db: Database,
  order: { id: number; buyerId: number; sellerId: number; listingTitle: string },
  disputeId: number,
  author: { id: number; side: DisputeSide },
  body: string,
) {
  const party = author.side === "buyer" ? payments.buyerId : payments.sellerId;
  const other = author.side === "buyer" ? order.sellerId : order.buyerId;
  const [inserted, ...results] = await db.batch([
    db
      .insert(disputeMessages)
      .select(
        db
          .select({
            id: sql<null>`NULL`.as("id"),
            disputeId: paymentDisputes.id,
            authorId: sql<number>`${author.id}`.as("author_id"),
            side: sql<DisputeSide>`${author.side}`.as("side"),
            body: sql<string>`${body}`.as("body"),
            createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
          })
          .from(paymentDisputes)
          .innerJoin(payments, eq(payments.id, paymentDisputes.paymentId))
          .where(
            sql`${paymentDisputes.id} = ${disputeId} AND ${paymentDisputes.requestId} = ${order.id} AND ${paymentDisputes.status} = 'open' AND ${party} = ${author.id}`,
          ),
      )
      .returning({ id: disputeMessages.id }),
    ...audit(
      db,
      { adminId: author.id, action: "dispute.message", targetType: "dispute", targetId: disputeId, note: author.side },
      { afterChange: true },
    ),
    ...notify(
      db,
      {
        userId: other,
        type: "payment.disputed",
        params: { listing: order.listingTitle, stage: "message", side: author.side === "buyer" ? "seller" : "buyer" },
        url: `/orders/${order.id}`,
      },
      // After the audit entry, which landed only if the message did.
      { actorId: author.id, afterChange: true },
    ),
  ]);
  const row = (inserted as { id: number }[])[0];
  return { id: row?.id ?? null, results };
}
