// The third way held money reaches the seller (issue #36, PRODUCT.md "Payments", ADR 095): the seller marked the
// order delivered, and in the 7 days since the buyer neither confirmed receipt nor disputed it. The hourly cron
// releases each such payment through the one release (release-held.ts) the handover and the buyer's confirmation use, so a buyer
// confirming, a seller typing the code and this sweep racing one another release it once; a disputed payment is no
// longer `held` and is never touched.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, purchaseRequests } from "../../db/schema";
import type { DeliveryContext } from "../notification-delivery";
import type { PaymentProvider } from "./provider";
import { releaseHeld } from "./release-held";

/** Days after the seller marks an order delivered before its held money is released without the buyer. */
export const AUTO_RELEASE_DAYS = 7;
/** Payments released per run: a backlog drains over the next hours rather than in one long cron. */
const PER_RUN = 25;

/** When a payment held for an order marked delivered at `completedAt` is released if nobody acts (ISO). */
export function autoReleaseAt(completedAt: string): string {
  return new Date(Date.parse(completedAt) + AUTO_RELEASE_DAYS * 86_400_000).toISOString();
}

/**
 * The held payments due for release at `now`, oldest delivery first. The repeated `status IN (…)` is the open
 * payments' partial index's own condition, so SQLite reads only open payments (payments_one_open_idx), not them all.
 */
export function dueForRelease(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - AUTO_RELEASE_DAYS * 86_400_000).toISOString();
  return db
    .select({ payment: payments, orderId: purchaseRequests.id })
    .from(payments)
    .innerJoin(purchaseRequests, sql`${purchaseRequests.id} = ${payments.requestId}`)
    .where(
      sql`${payments.status} IN ('pending', 'held', 'disputed') AND ${payments.status} = 'held' AND ${purchaseRequests.status} = 'completed' AND ${purchaseRequests.completedAt} <= ${cutoff}`,
    )
    .orderBy(purchaseRequests.completedAt)
    .limit(PER_RUN);
}

/**
 * Releases every held payment whose order the seller completed at least 7 days before `now`, and pays each seller out.
 * Answers the references of the payments this run released (a payment another release won is not among them).
 */
export async function releaseOverdue(
  db: Database,
  provider: PaymentProvider | null,
  delivery: DeliveryContext,
  now: Date,
): Promise<string[]> {
  const released: string[] = [];
  for (const { payment, orderId } of await dueForRelease(db, now).all())
    if (await releaseHeld({ db, delivery, provider }, orderId, payment)) released.push(payment.reference);
  return released;
}
