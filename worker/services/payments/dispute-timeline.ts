// An order's history beside its dispute (ADR 098), read from what is stored, oldest first: the request and its
// moves, the payments and what the provider said of them, the ledger, the dispute, what each side was told (in-app
// notifications, in the reader's language), the audit trail and the dispute's conversation. Nothing is written.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  adminAuditLog,
  ledgerEntries,
  notifications,
  paymentDisputes,
  paymentEvents,
  payments,
  purchaseRequests,
  users,
} from "../../db/schema";
import { isLanguage } from "../../languages";
import { renderNotification } from "../notifications";
import { disputeMessageDto, disputeMessagesOf } from "./dispute-messages";

/** One step of the history: when, what (`kind`), and its facts (amounts in naira, as the API speaks). */
export interface TimelineEntry {
  at: string;
  kind:
    | "requested"
    | "accepted"
    | "rejected"
    | "cancelled"
    | "completed"
    | "payment_created"
    | "payment_held"
    | "payment_released"
    | "provider_event"
    | "ledger"
    | "dispute_opened"
    | "dispute_resolved"
    | "told"
    | "audit"
    | "message";
  side?: "buyer" | "seller";
  text?: string | null;
  detail?: string | null;
  amount?: number;
}

const naira = (kobo: number) => kobo / 100;

/** What the timeline is built from about the dispute itself (the admin's dispute row has it all). */
export interface DisputeFacts {
  reason: string;
  details: string | null;
  status: string;
  refundKobo: number | null;
  note: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

/**
 * The reads of a dispute's order history, each keyed by the dispute's id through subqueries, so the caller sends
 * them in the same D1 batch as the dispute itself (one round trip for the whole page).
 */
export function timelineQueries(db: Database, disputeId: number) {
  const orderId = sql`(SELECT ${paymentDisputes.requestId} FROM ${paymentDisputes} WHERE ${paymentDisputes.id} = ${disputeId})`;
  const paymentIds = sql`(SELECT p.id FROM ${payments} p WHERE p.request_id = ${orderId})`;
  return [
    db.select().from(purchaseRequests).where(sql`${purchaseRequests.id} = ${orderId}`),
    db.select().from(payments).where(sql`${payments.requestId} = ${orderId}`).orderBy(asc(payments.id)),
    db.select().from(paymentEvents).where(sql`${paymentEvents.paymentId} IN ${paymentIds}`).orderBy(asc(paymentEvents.id)),
    db.select().from(ledgerEntries).where(sql`${ledgerEntries.paymentId} IN ${paymentIds}`).orderBy(asc(ledgerEntries.id)),
    db
      .select({
        userId: notifications.userId,
        type: notifications.type,
        params: notifications.params,
        createdAt: notifications.createdAt,
        language: users.language,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        sql`${notifications.url} = '/orders/' || ${orderId} AND ${notifications.userId} IN (SELECT r.buyer_id FROM ${purchaseRequests} r WHERE r.id = ${orderId} UNION SELECT r.seller_id FROM ${purchaseRequests} r WHERE r.id = ${orderId})`,
      )
      .orderBy(asc(notifications.id)),
    // The steps taken on the dispute (an admin reading it is not one).
    db
      .select()
      .from(adminAuditLog)
      .where(
        sql`${adminAuditLog.targetType} = 'dispute' AND ${adminAuditLog.targetId} IN ${paymentIds} AND ${adminAuditLog.action} NOT IN ('dispute.view', 'dispute.list')`,
      )
      .orderBy(asc(adminAuditLog.id)),
    disputeMessagesOf(db, disputeId),
  ] as const;
}

type Resolved<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };
/** What the batch answers for `timelineQueries`, in the same order. */
export type TimelineRows = Resolved<ReturnType<typeof timelineQueries>>;

/** The history of the order a dispute belongs to, in time order (steps of the same instant in the order they happen). */
export function disputeTimeline(
  dispute: DisputeFacts,
  [order, orderPayments, events, ledger, told, trail, messages]: TimelineRows,
): TimelineEntry[] {
  const request = order[0];
  if (!request) return [];
  const sideOf = (userId: number) => (userId === request.buyerId ? ("buyer" as const) : ("seller" as const));
  const steps: TimelineEntry[] = [{ at: request.createdAt, kind: "requested", side: "buyer", text: request.message }];
  if (request.acceptedAt) steps.push({ at: request.acceptedAt, kind: "accepted", side: "seller" });
  if (request.rejectedAt) steps.push({ at: request.rejectedAt, kind: "rejected", side: "seller", text: request.rejectNote });
  for (const payment of orderPayments) {
    steps.push({ at: payment.createdAt, kind: "payment_created", amount: naira(payment.amountKobo), detail: payment.reference });
    if (payment.paidAt)
      steps.push({
        at: payment.paidAt,
        kind: "payment_held",
        amount: naira(payment.amountKobo - payment.feeKobo),
        detail: payment.channel,
      });
    if (payment.releasedAt) steps.push({ at: payment.releasedAt, kind: "payment_released", detail: payment.transferStatus });
  }
  for (const event of events) steps.push({ at: event.createdAt, kind: "provider_event", text: event.event, detail: event.outcome });
  for (const entry of ledger) steps.push({ at: entry.createdAt, kind: "ledger", text: entry.kind, amount: naira(entry.amountKobo) });
  steps.push({ at: dispute.createdAt, kind: "dispute_opened", side: "buyer", text: dispute.details, detail: dispute.reason });
  if (dispute.resolvedAt)
    steps.push({
      at: dispute.resolvedAt,
      kind: "dispute_resolved",
      text: dispute.note,
      detail: dispute.status,
      amount: naira(dispute.refundKobo ?? 0),
    });
  for (const note of told) {
    const language = isLanguage(note.language) ? note.language : "en";
    const text = renderNotification(note, language);
    steps.push({ at: note.createdAt, kind: "told", side: sideOf(note.userId), text: text.title, detail: text.body });
  }
  for (const entry of trail) steps.push({ at: entry.createdAt, kind: "audit", text: entry.action, detail: entry.note });
  for (const message of messages) {
    const dto = disputeMessageDto(message);
    steps.push({ at: dto.created_at, kind: "message", side: dto.side, text: dto.message, detail: dto.author.name });
  }
  if (request.completedAt) steps.push({ at: request.completedAt, kind: "completed", side: request.buyerConfirmed ? "buyer" : "seller" });
  if (request.cancelledAt) steps.push({ at: request.cancelledAt, kind: "cancelled" });
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (a.step.at < b.step.at ? -1 : a.step.at > b.step.at ? 1 : a.index - b.index))
    .map(({ step }) => step);
}
