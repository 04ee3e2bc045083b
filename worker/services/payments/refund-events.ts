// What Paystack's refund webhooks do (ADR 097, docs/payments.md "Refunds after a dispute"): `refund.pending`,
// `refund.processing`, `refund.processed` and `refund.failed` keep a decided dispute's `refund_status` true. Their
// body names the refunded transaction (`data.transaction_reference`, Gona's payment reference) but not the refund's
// id, so the dispute is found by the payment and its refund asked of the provider (`GET /refund/:id`) before
// anything moves. Each event is recorded once; a processed refund is audited and told to the buyer, once.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, paymentDisputes, paymentEvents, payments, purchaseRequests } from "../../db/schema";
import { audit } from "../audit";
import { notify } from "../notifications";
import type { PaymentProvider } from "./provider";

export const REFUND_EVENTS = ["refund.pending", "refund.processing", "refund.processed", "refund.failed"] as const;
export type RefundEventName = (typeof REFUND_EVENTS)[number];
export const isRefundEvent = (event: string): event is RefundEventName => (REFUND_EVENTS as readonly string[]).includes(event);

/** The parts of a refund event Gona reads: `data.transaction_reference` is the reference of the refunded payment. */
export interface RefundEvent {
  key: string;
  event: RefundEventName;
  reference: string | null;
}

/** A refund's state as Gona keeps it; `retrying` only while a retry holds its claim (refund-retry.ts). */
export type RefundState = "pending" | "processed" | "failed";

export type RefundOutcome = `refund_${RefundState}` | "unknown_refund" | "amount_mismatch" | "replayed";
export type RefundEventResult =
  | { outcome: RefundOutcome; results: unknown[] }
  | { outcome: "provider_unavailable"; error: string; results: unknown[] };

/** The provider's word for a refund: back with the buyer, refused for good, or on the way ("pending", "processing"…). */
export function refundStateOf(providerStatus: string): RefundState {
  if (providerStatus === "processed") return "processed";
  if (providerStatus === "failed") return "failed";
  return "pending";
}

/** The decided dispute whose refund a payment reference names, with what its buyer's notification says. */
export function refundedDisputeOf(db: Database, where: ReturnType<typeof sql>) {
  return db
    .select({
      id: paymentDisputes.id,
      refundCode: paymentDisputes.refundCode,
      refundStatus: paymentDisputes.refundStatus,
      refundKobo: paymentDisputes.refundKobo,
      refundAttempts: paymentDisputes.refundAttempts,
      resolvedBy: paymentDisputes.resolvedBy,
      buyerId: paymentDisputes.buyerId,
      orderId: paymentDisputes.requestId,
      reference: payments.reference,
      listingTitle: listings.title,
    })
    .from(paymentDisputes)
    .innerJoin(payments, sql`${payments.id} = ${paymentDisputes.paymentId}`)
    .innerJoin(purchaseRequests, sql`${purchaseRequests.id} = ${paymentDisputes.requestId}`)
    .innerJoin(listings, sql`${listings.id} = ${purchaseRequests.listingId}`)
    .where(sql`${paymentDisputes.refundKobo} > 0 AND ${where}`);
}
export type RefundedDispute = NonNullable<Awaited<ReturnType<ReturnType<typeof refundedDisputeOf>["get"]>>>;

/**
 * The statements that write a refund's new state: the dispute `refund_status → state` (only from another state, never
 * back from processed, never under a retry's claim; or, for the retry holding the claim, only from `retrying`), then,
 * only when it moved, the audit entry and, for a processed refund, the buyer told. For a caller's batch.
 */
export function refundStateStatements(
  db: Database,
  dispute: RefundedDispute,
  refundCode: string | null,
  state: RefundState,
  retry?: { actorId: number | null; note: string },
) {
  const moved = db
    .update(paymentDisputes)
    .set(retry ? { refundStatus: state, refundCode } : { refundStatus: state })
    .where(
      retry
        ? sql`${paymentDisputes.id} = ${dispute.id} AND ${paymentDisputes.refundStatus} = 'retrying'`
        : sql`${paymentDisputes.id} = ${dispute.id} AND ${paymentDisputes.refundCode} = ${refundCode} AND coalesce(${paymentDisputes.refundStatus}, '') NOT IN ('processed', 'retrying', ${state})`,
    );
  // The actor: the admin who asked for the retry, else the admin who decided the dispute (a webhook, the cron).
  const actorId = retry?.actorId ?? dispute.resolvedBy;
  if ((state === "pending" && !retry) || actorId === null) return [moved];
  const action = retry ? "dispute.refund_retry" : state === "processed" ? "dispute.refund_processed" : "dispute.refund_failed";
  return [
    moved,
    ...audit(
      db,
      {
        adminId: actorId,
        action,
        targetType: "dispute",
        targetId: dispute.id,
        note: `refund=${dispute.refundKobo} code=${refundCode ?? "none"} state=${state}${retry ? ` ${retry.note}` : ""}`.slice(0, 1000),
      },
      { afterChange: true },
    ),
    // The audit entry was written only if the state moved, so "the statement before changed a row" still says so.
    ...(state === "processed"
      ? notify(
          db,
          {
            userId: dispute.buyerId,
            type: "payment.disputed",
            params: { listing: dispute.listingTitle, stage: "refund_arrived", side: "buyer", refund: (dispute.refundKobo ?? 0) / 100 },
            url: `/orders/${dispute.orderId}`,
          },
          { actorId: 0, afterChange: true },
        )
      : []),
  ];
}

export async function refundSettled(
  db: Database,
  provider: PaymentProvider,
  event: RefundEvent,
  signal?: AbortSignal,
): Promise<RefundEventResult> {
  const record = (outcome: RefundOutcome, paymentId: number | null) =>
    db
      .insert(paymentEvents)
      .values({ provider: provider.name, eventKey: event.key, event: event.event, reference: event.reference, paymentId, outcome })
      .onConflictDoNothing({ target: paymentEvents.eventKey });
  const seen = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(sql`${paymentEvents.eventKey} = ${event.key}`).get();
  if (seen) return { outcome: "replayed", results: [] };
  const dispute = event.reference
    ? await refundedDisputeOf(db, sql`${payments.reference} = ${event.reference} AND ${paymentDisputes.refundCode} IS NOT NULL`).get()
    : undefined;
  // No refund Gona asked for (or one whose request never reached the provider): recorded, nothing moves.
  if (!dispute?.refundCode) {
    await record("unknown_refund", null);
    return { outcome: "unknown_refund", results: [] };
  }
  const paymentId = dispute.id;
  const check = await provider.fetchRefund(dispute.refundCode, signal);
  if (!check.ok && check.reason === "unavailable") return { outcome: "provider_unavailable", error: check.error, results: [] };
  if (!check.ok) {
    await record("unknown_refund", paymentId);
    return { outcome: "unknown_refund", results: [] };
  }
  if (check.amountKobo !== dispute.refundKobo) {
    console.error(
      "Refund webhook: the provider's refund differs from the decision",
      dispute.reference,
      check.amountKobo,
      dispute.refundKobo,
    );
    await record("amount_mismatch", paymentId);
    return { outcome: "amount_mismatch", results: [] };
  }
  const state = refundStateOf(check.status);
  const outcome = `refund_${state}` as const;
  // The event row first: a twin racing this one inserts none, and the guarded update below then moves nothing twice.
  const [, ...results] = await db.batch([record(outcome, paymentId), ...refundStateStatements(db, dispute, dispute.refundCode, state)]);
  return { outcome, results };
}
