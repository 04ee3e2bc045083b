// Retrying a payout the provider did not make (issue #36, ADR 096, docs/payments.md "Payouts after the release"), by
// the hourly cron and by an admin. Verify first: the provider's own record of the last reference decides; a payout that
// landed is marked paid and never sent again, one on its way is left alone, and only a failed, reversed or unknown one
// is sent again, under a new reference (Paystack takes a reference once; a failed transfer is conclusive), claimed in
// the write itself so a racing cron and admin send it once. The older reference is kept in `payment_transfers`.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, type Payment, payments, paymentTransfers } from "../../db/schema";
import type { PaymentProvider } from "./provider";
import { attemptPayout, NOW } from "./release";
import { transferStatusOf } from "./transfer-events";

/** Retries the hourly cron makes on its own (after 1, 2, 4 and 8 hours); after them a payout waits for an admin. */
export const PAYOUT_AUTO_RETRIES = 4;
/** A payout still "pending" this long after it was sent is stuck: the admin sees it and may retry it (verified first). */
export const PAYOUT_STUCK_HOURS = 24;
/** How many payouts one cron run retries. */
const PER_RUN = 20;

/** Hours the cron waits after the n-th retry before the next (1, 2, 4, 8…). */
export const backoffHours = (retries: number) => 2 ** Math.max(0, retries - 1);

const iso = (date: Date) => date.toISOString();
const hoursBefore = (now: Date, hours: number) => iso(new Date(now.getTime() - hours * 3_600_000));

/** The reference of the n-th retry: the first payout's, with `-r<n>` (letters, digits and - as Paystack takes them). */
export function retryReference(reference: string, retry: number): string {
  return `${reference.replace(/-r\d+$/, "")}-r${retry}`;
}

export type PayoutRetryOutcome =
  /** The provider says the payout landed: marked paid, nothing sent. */
  | "paid"
  /** The provider says it is still on its way: left alone. */
  | "on_the_way"
  /** Sent again under a new reference (on its way or paid). */
  | "sent"
  /** Sent again and refused: the reason is kept, and the next try waits (the cron's backoff, or the admin). */
  | "failed"
  /** Not a failed or stuck payout (paid, on its way, never released), or another retry claimed it first. */
  | "not_retryable"
  /** The provider could not be asked: nothing changed. */
  | "unavailable";

/**
 * A payment that owes its seller a payout: released in full, or refunded in part with the rest released to the seller
 * (a dispute's decision, ADR 098; its status is `refunded` and its transfer state set). A payment refunded in full
 * has no transfer state and owes nothing.
 */
export const payoutOwed = sql`${payments.status} IN ('released', 'refunded') AND ${payments.transferReference} IS NOT NULL AND ${payments.transferStatus} IS NOT NULL`;

/** Who retries: the cron (only while under the cap and past the backoff) or an admin (any failed or stuck payout). */
export type Retrier = { by: "cron"; now: Date } | { by: "admin"; now: Date };

/** Which payouts `retrier` may retry, as a WHERE fragment on `payments`. */
function retryable(retrier: Retrier) {
  const released = payoutOwed;
  const now = iso(retrier.now);
  if (retrier.by === "cron")
    return sql`${released} AND ${payments.transferStatus} = 'failed' AND ${payments.transferRetries} < ${PAYOUT_AUTO_RETRIES} AND (${payments.transferRetryAt} IS NULL OR ${payments.transferRetryAt} <= ${now})`;
  return sql`${released} AND (${payments.transferStatus} = 'failed' OR (${payments.transferStatus} = 'pending' AND ${payments.updatedAt} <= ${hoursBefore(retrier.now, PAYOUT_STUCK_HOURS)}))`;
}

/** What the seller is owed by this payment: everything the ledger released to them (all of it, or a dispute's rest). */
async function releasedKobo(db: Database, payment: Payment): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.paymentId} = ${payment.id} AND ${ledgerEntries.kind} = 'released'`)
    .get();
  return row?.total ?? 0;
}

/**
 * Retries one payout, verified first (see the top of this file). Never throws; a provider that cannot be asked
 * changes nothing but the last error.
 */
export async function retryPayout(
  db: Database,
  provider: PaymentProvider | null,
  paymentId: number,
  retrier: Retrier,
  signal?: AbortSignal,
): Promise<PayoutRetryOutcome> {
  const payment = await db
    .select()
    .from(payments)
    .where(sql`${payments.id} = ${paymentId} AND ${retryable(retrier)}`)
    .get();
  const reference = payment?.transferReference;
  if (!payment || !reference) return "not_retryable";
  const onThisReference = sql`${payments.id} = ${payment.id} AND ${payments.transferReference} = ${reference}`;
  if (!provider) {
    await db.update(payments).set({ transferError: "payments are not configured" }).where(onThisReference);
    return "unavailable";
  }
  const check = await provider.verifyTransfer(reference, signal);
  if (!check.ok && check.reason === "unavailable") {
    await db
      .update(payments)
      .set({ transferError: `verifying: ${check.error}`.slice(0, 500) })
      .where(onThisReference);
    return "unavailable";
  }
  const said = check.ok ? transferStatusOf(check.status) : "failed";
  if (said !== "failed") {
    // Landed, or still on its way: never sent again. The state follows the provider's word.
    await db
      .update(payments)
      .set({
        transferStatus: said,
        transferCode: check.ok && check.transferCode ? check.transferCode : sql`${payments.transferCode}`,
        transferError: said === "success" ? null : sql`${payments.transferError}`,
        updatedAt: said === payment.transferStatus ? sql`${payments.updatedAt}` : NOW,
      })
      .where(sql`${onThisReference} AND ${payments.transferStatus} = ${payment.transferStatus}`);
    return said === "success" ? "paid" : "on_the_way";
  }
  // Failed, reversed or never made: claim the retry in the write itself. Only the retry that finds the payment on the
  // reference and count it read moves it to the new reference; a racing one finds neither and sends nothing.
  const retries = payment.transferRetries + 1;
  const next = retryReference(reference, retries);
  const [claimed] = await db.batch([
    db
      .update(payments)
      .set({
        transferReference: next,
        transferStatus: "pending",
        transferCode: null,
        transferRetries: retries,
        transferRetryAt: iso(new Date(retrier.now.getTime() + backoffHours(retries) * 3_600_000)),
        updatedAt: NOW,
      })
      .where(sql`${onThisReference} AND ${payments.transferRetries} = ${payment.transferRetries} AND ${retryable(retrier)}`)
      .returning({ id: payments.id }),
    db
      .insert(paymentTransfers)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            paymentId: payments.id,
            reference: sql<string>`${reference}`.as("reference"),
            status: sql<string>`${check.ok ? check.status : "not_found"}`.as("status"),
            createdAt: sql<string>`${NOW}`.as("created_at"),
          })
          .from(payments)
          .where(sql`${payments.id} = ${payment.id} AND ${payments.transferReference} = ${next}`),
      )
      .onConflictDoNothing(),
  ]);
  if (claimed.length === 0) return "not_retryable";
  const sent = await attemptPayout(db, provider, payment, next, await releasedKobo(db, payment), signal);
  await db
    .update(payments)
    .set({ transferStatus: sent.status, transferCode: sent.code, transferError: sent.error?.slice(0, 500) ?? null, updatedAt: NOW })
    .where(sql`${payments.id} = ${payment.id} AND ${payments.transferReference} = ${next}`);
  return sent.status === "failed" ? "failed" : "sent";
}

/** The hourly cron's part: every failed payout under the cap whose backoff is over, each verified first. */
export async function retryDuePayouts(db: Database, provider: PaymentProvider | null, now: Date) {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(retryable({ by: "cron", now }))
    .orderBy(payments.updatedAt)
    .limit(PER_RUN)
    .all();
  const outcomes: { id: number; outcome: PayoutRetryOutcome }[] = [];
  for (const { id } of due) outcomes.push({ id, outcome: await retryPayout(db, provider, id, { by: "cron", now }) });
  return outcomes;
}

/**
 * Where a transfer event's reference belongs: the payment whose payout it is now, or one whose older payout it was
 * (a retry replaced it). Null when Gona never made it.
 */
export async function payoutOf(db: Database, reference: string): Promise<{ id: number; current: boolean } | null> {
  const current = await db
    .select({ id: payments.id })
    .from(payments)
    .where(sql`${payments.transferReference} = ${reference} AND ${payoutOwed}`)
    .get();
  if (current) return { id: current.id, current: true };
  const older = await db
    .select({ id: paymentTransfers.paymentId })
    .from(paymentTransfers)
    .where(sql`${paymentTransfers.reference} = ${reference}`)
    .get();
  return older ? { id: older.id, current: false } : null;
}

/**
 * A verified late word on an older reference: kept on its row; when it says that older payout landed after all, the
 * payment says so for the admin (the seller may have been paid twice) and the log cries out.
 */
export function olderPayoutSettled(db: Database, paymentId: number, reference: string, providerStatus: string) {
  if (providerStatus === "success") console.error("An older payout landed after a retry", paymentId, reference);
  return [
    db.update(paymentTransfers).set({ status: providerStatus }).where(sql`${paymentTransfers.reference} = ${reference}`),
    db
      .update(payments)
      .set({ transferError: `an earlier payout (${reference}) was paid too: check the seller was not paid twice` })
      .where(sql`${payments.id} = ${paymentId} AND ${providerStatus === "success" ? sql`1` : sql`0`}`),
  ] as const;
}
