// Disputes and refunds (ADR 092, docs/payments.md): while the money is held the buyer can report a problem, which
// stops it from being released; an admin then releases it to the seller or refunds the buyer, all or part (the rest
// released), once. Each is one D1 batch whose first write is the guard; the ledger, the order, the audit trail and
// both sides' notifications follow only when that write landed.
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { type DisputeReason, listings, type Payment, paymentDisputes, payments, purchaseRequests } from "../../db/schema";
import { audit } from "../audit";
import { notify } from "../notifications";
import { type DisputeSplit, disputeEntries } from "./money";

export { type DisputeSplit, disputeEntries };

import { guardedEntry, NOW, payoutReference, type ReleasedOrder, wonBy } from "./release";

/** What the payment holds for the seller (the total less the fee). */
export const heldKobo = (payment: Pick<Payment, "amountKobo" | "feeKobo">) => payment.amountKobo - payment.feeKobo;

/**
 * Opens the dispute of a held payment: the payment `held → disputed` (the guard: a payment no longer held, or already
 * disputed, changes nothing), then, each only if the write before it landed, the dispute (its id is the payment's:
 * one per payment), the audit entry and both sides told. Answers whether this call opened it.
 */
export async function openDispute(
  db: Database,
  payment: Payment,
  order: ReleasedOrder,
  dispute: { reason: DisputeReason; details: string | null },
) {
  const told = (userId: number, side: "buyer" | "seller") =>
    notify(
      db,
      { userId, type: "payment.disputed", params: { listing: order.listingTitle, stage: "opened", side }, url: `/orders/${order.id}` },
      { actorId: 0, afterChange: true },
    );
  const [opened, ...results] = await db.batch([
    db
      .update(payments)
      .set({ status: "disputed", updatedAt: NOW })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.status} = 'held'`)
      .returning({ id: payments.id }),
    db.insert(paymentDisputes).select(
      db
        .select({
          id: payments.id,
          paymentId: sql<number>`${payments.id}`.as("payment_id"),
          requestId: payments.requestId,
          buyerId: payments.buyerId,
          reason: sql<DisputeReason>`${dispute.reason}`.as("reason"),
          details: sql<string | null>`${dispute.details}`.as("details"),
          status: sql<"open">`'open'`.as("status"),
          refundKobo: sql<null>`NULL`.as("refund_kobo"),
          releasedKobo: sql<null>`NULL`.as("released_kobo"),
          note: sql<null>`NULL`.as("note"),
          resolvedBy: sql<null>`NULL`.as("resolved_by"),
          resolvedAt: sql<null>`NULL`.as("resolved_at"),
          refundCode: sql<null>`NULL`.as("refund_code"),
          refundStatus: sql<null>`NULL`.as("refund_status"),
          refundAttempts: sql<number>`0`.as("refund_attempts"),
          createdAt: sql<string>`${NOW}`.as("created_at"),
        })
        .from(payments)
        .where(sql`${payments.id} = ${payment.id} AND ${payments.status} = 'disputed' AND changes() > 0`),
    ),
    // The buyer's own step, in the same trail as the admin's decision (the actor is the buyer).
    ...audit(
      db,
      { adminId: order.buyerId, action: "dispute.open", targetType: "dispute", targetId: payment.id, note: dispute.reason },
      { afterChange: true },
    ),
    ...told(order.buyerId, "buyer"),
    ...told(order.sellerId, "seller"),
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { opened: (opened as unknown[]).length > 0, results };
}

/**
 * Decides an open dispute in one batch: the payment `disputed → released | refunded` stamped with a fresh reference
 * (its WHERE is the guard: a second decision, or a racing one, changes nothing), then, only for the decision that won,
 * the dispute closed with the amounts, the admin and the note, the ledger (`held −x`, `refunded +y`, `released
 * +(x−min(y,x))`, and `fee −(y−x)` when y > x: ADR 098), the order (completed, or cancelled with its stock back on sale when all is refunded), the audit entry and
 * both sides told. `reference` is the payout reference when this call decided it, else null.
 */
export async function resolveDispute(
  db: Database,
  payment: Payment,
  order: ReleasedOrder,
  decision: DisputeSplit & { adminId: number; note: string },
) {
  const reference = payoutReference(payment.id);
  const won = wonBy(payment.id, reference);
  const { refundKobo, releasedKobo } = decision;
  const refunded = refundKobo > 0;
  const cancelled = releasedKobo === 0;
  const entry = guardedEntry(db, payment.id, reference);
  const stage = refunded ? "refunded" : "released";
  const told = (userId: number, side: "buyer" | "seller") =>
    notify(
      db,
      {
        userId,
        type: "payment.disputed",
        params: { listing: order.listingTitle, stage, side, refund: refundKobo / 100, released: releasedKobo / 100 },
        url: `/orders/${order.id}`,
      },
      { actorId: 0, when: won },
    );
  const activeOrder = sql`EXISTS (SELECT 1 FROM ${purchaseRequests} WHERE ${purchaseRequests.id} = ${order.id} AND ${purchaseRequests.status} = 'accepted' AND ${purchaseRequests.holdsStock} = 1)`;
  const q = order.quantity;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .update(payments)
      .set({
        status: refunded ? "refunded" : "released",
        releasedAt: releasedKobo > 0 ? NOW : null,
        transferReference: reference,
        transferStatus: releasedKobo > 0 ? "pending" : null,
        updatedAt: NOW,
      })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.status} = 'disputed'`)
      .returning({ id: payments.id }),
    db
      .update(paymentDisputes)
      .set({
        status: stage,
        refundKobo,
        releasedKobo,
        note: decision.note,
        resolvedBy: decision.adminId,
        resolvedAt: NOW,
        refundStatus: refunded ? "pending" : null,
      })
      .where(sql`${paymentDisputes.id} = ${payment.id} AND ${paymentDisputes.status} = 'open' AND ${won}`),
    ...disputeEntries(decision).map(entry),
    // All refunded: the order is called off and its reserved stock is on sale again; otherwise it is delivered.
    db
      .update(listings)
      .set(
        cancelled
          ? {
              quantity: sql`round(${listings.quantity} + ${q}, 3)`,
              reservedQuantity: sql`max(0, round(${listings.reservedQuantity} - ${q}, 3))`,
              status: sql`CASE WHEN ${listings.status} = 'sold' AND round(${listings.quantity} + ${q}, 3) > 0 THEN 'approved' ELSE ${listings.status} END`,
            }
          : { reservedQuantity: sql`max(0, round(${listings.reservedQuantity} - ${q}, 3))` },
      )
      .where(sql`${listings.id} = ${order.listingId} AND ${listings.quantity} IS NOT NULL AND ${won} AND ${activeOrder}`),
    db
      .update(purchaseRequests)
      .set(
        cancelled
          ? { status: "cancelled", cancelledAt: sql`coalesce(${purchaseRequests.cancelledAt}, ${NOW})`, holdsStock: false, updatedAt: NOW }
          : { status: "completed", completedAt: sql`coalesce(${purchaseRequests.completedAt}, ${NOW})`, holdsStock: false, updatedAt: NOW },
      )
      .where(sql`${purchaseRequests.id} = ${order.id} AND ${purchaseRequests.status} IN ('accepted', 'completed') AND ${won}`),
    ...audit(
      db,
      {
        adminId: decision.adminId,
        action: refunded ? "dispute.refund" : "dispute.release",
        targetType: "dispute",
        targetId: payment.id,
        note: `refund=${refundKobo} released=${releasedKobo}${decision.feeBackKobo ? ` fee_back=${decision.feeBackKobo}` : ""} ${decision.note}`.slice(
          0,
          1000,
        ),
      },
      { when: won },
    ),
    ...told(order.buyerId, "buyer"),
    ...told(order.sellerId, "seller"),
  ];
  const [decided, ...results] = await db.batch(statements);
  return { reference: (decided as unknown[]).length > 0 ? reference : null, results };
}

/** Records what the provider said of a refund (its id and state, or "failed" for the operator to retry). */
export async function recordRefund(db: Database, disputeId: number, result: { refundId: string | null; status: string }) {
  await db
    .update(paymentDisputes)
    .set({ refundCode: result.refundId, refundStatus: result.status })
    .where(sql`${paymentDisputes.id} = ${disputeId}`);
}
