// Retrying a failed refund (ADR 097): the hourly cron and the admin's "Retry refund" both come here. The retry is
// claimed in the write itself (`failed → retrying`, attempts + 1, only below the bound), so a cron and an admin racing
// retry once; then the provider is asked what became of the money BEFORE a new refund is sent (the failed refund, or
// the payment when no refund was ever made), so money never goes back twice; then the outcome is written under the
// claim, audited, and a processed refund told to the buyer.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentDisputes } from "../../db/schema";
import type { PaymentProvider } from "./provider";
import { type RefundedDispute, type RefundState, refundedDisputeOf, refundStateOf, refundStateStatements } from "./refund-events";

/** Retries of one refund at most: past them the operator refunds from the provider's dashboard. */
export const MAX_REFUND_RETRIES = 3;
/** Failed refunds retried per cron run: a backlog drains over the next hours. */
const PER_RUN = 20;

export type RetryResult =
  | { outcome: "not_found" | "not_retryable" | "exhausted"; results: unknown[] }
  /** `verified`: the provider already has the refund on its way or done: nothing new was sent. */
  | { outcome: "verified" | "retried" | "failed_again"; state: RefundState | "failed"; results: unknown[] }
  | { outcome: "provider_unavailable"; error: string; results: unknown[] };

/** Gives the claim back untouched (the provider could not be asked): the attempt does not count. */
const unclaim = (db: Database, id: number) =>
  db
    .update(paymentDisputes)
    .set({ refundStatus: "failed", refundAttempts: sql`max(0, ${paymentDisputes.refundAttempts} - 1)` })
    .where(sql`${paymentDisputes.id} = ${id} AND ${paymentDisputes.refundStatus} = 'retrying'`);

/**
 * Retries dispute `id`'s failed refund once, for `actorId` (an admin) or the cron (null). Never throws for the
 * provider's trouble: it answers `provider_unavailable` with the claim given back.
 */
export async function retryRefund(
  db: Database,
  provider: PaymentProvider,
  id: number,
  actorId: number | null,
  signal?: AbortSignal,
): Promise<RetryResult> {
  const dispute = await refundedDisputeOf(db, sql`${paymentDisputes.id} = ${id}`).get();
  if (!dispute) return { outcome: "not_found", results: [] };
  if (dispute.refundStatus !== "failed") return { outcome: "not_retryable", results: [] };
  if (dispute.refundAttempts >= MAX_REFUND_RETRIES) return { outcome: "exhausted", results: [] };
  const claimed = await db
    .update(paymentDisputes)
    .set({ refundStatus: "retrying", refundAttempts: sql`${paymentDisputes.refundAttempts} + 1` })
    .where(
      sql`${paymentDisputes.id} = ${id} AND ${paymentDisputes.refundStatus} = 'failed' AND ${paymentDisputes.refundAttempts} < ${MAX_REFUND_RETRIES}`,
    )
    .returning({ attempts: paymentDisputes.refundAttempts });
  // Another retry (the cron, another admin) took it first: this one sends nothing.
  if (claimed.length === 0) return { outcome: "not_retryable", results: [] };
  const attempt = `attempt=${claimed[0]?.attempts ?? 0}${actorId === null ? " by=cron" : ""}`;
  const settle = async (code: string | null, state: RefundState, outcome: "verified" | "retried" | "failed_again", note: string) => {
    const [, ...results] = await db.batch([
      db.select({ id: paymentDisputes.id }).from(paymentDisputes).where(sql`${paymentDisputes.id} = ${id}`),
      ...refundStateStatements(db, dispute, code, state, { actorId, note: `${attempt} ${note}` }),
    ]);
    return { outcome, state, results };
  };

  // Verify first: what became of the money the last time.
  const seen = await alreadyRefunded(provider, dispute, signal);
  if (seen.kind === "unavailable") {
    await unclaim(db, id);
    return { outcome: "provider_unavailable", error: seen.error, results: [] };
  }
  if (seen.kind === "refunded") return settle(dispute.refundCode, seen.state, "verified", `verified=${seen.said}`);
  if (seen.kind === "not_refundable") return settle(dispute.refundCode, "failed", "failed_again", `not_refundable=${seen.said}`);

  const refund = await provider.refund(
    { reference: dispute.reference, amountKobo: dispute.refundKobo ?? 0, note: `Retry of the refund for dispute ${id}` },
    signal,
  );
  if (!refund.ok) {
    console.error("Refund retry failed", dispute.reference, refund.error);
    return settle(dispute.refundCode, "failed", "failed_again", refund.error.slice(0, 200));
  }
  return settle(refund.refundId, refundStateOf(refund.status), "retried", `provider=${refund.status}`);
}

type Seen =
  | { kind: "unavailable"; error: string }
  | { kind: "refunded"; state: RefundState; said: string }
  | { kind: "not_refundable"; said: string }
  | { kind: "free" };

/**
 * What the provider says of the money before a retry: the failed refund (by its id) may have been processed after
 * all, or be on its way; without an id, the payment itself says whether it was reversed (refunded in full) or can be
 * refunded at all.
 */
async function alreadyRefunded(provider: PaymentProvider, dispute: RefundedDispute, signal?: AbortSignal): Promise<Seen> {
  if (dispute.refundCode) {
    const refund = await provider.fetchRefund(dispute.refundCode, signal);
    if (!refund.ok && refund.reason === "unavailable") return { kind: "unavailable", error: refund.error };
    if (refund.ok && refundStateOf(refund.status) !== "failed")
      return { kind: "refunded", state: refundStateOf(refund.status), said: refund.status };
  }
  const payment = await provider.verifyPayment(dispute.reference, signal);
  if (!payment.ok && payment.reason === "unavailable") return { kind: "unavailable", error: payment.error };
  if (!payment.ok) return { kind: "not_refundable", said: "unknown_transaction" };
  if (payment.status === "reversed") return { kind: "refunded", state: "processed", said: "reversed" };
  if (payment.status !== "success") return { kind: "not_refundable", said: payment.status };
  return { kind: "free" };
}

/** The hourly cron: every failed refund below the bound, retried once each (oldest decision first). */
export async function retryFailedRefunds(db: Database, provider: PaymentProvider | null): Promise<RetryResult[]> {
  if (!provider) return [];
  const due = await db
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(sql`${paymentDisputes.refundStatus} = 'failed' AND ${paymentDisputes.refundAttempts} < ${MAX_REFUND_RETRIES}`)
    .orderBy(paymentDisputes.resolvedAt)
    .limit(PER_RUN)
    .all();
  const outcomes: RetryResult[] = [];
  for (const { id } of due) {
    try {
      outcomes.push(await retryRefund(db, provider, id, null));
    } catch (error) {
      // One refund's trouble never stops the others; it stays claimed or failed for the next run and the admin.
      console.error("Retrying a refund failed", id, error);
    }
  }
  return outcomes;
}
