// `CODE <code>` by SMS (ADR 091, ADR 099): the seller whose confirmed phone sent it types the buyer's 6-digit handover
// code, and the money held for that order is released through the web's one release (payments/release-held.ts). An SMS
// names no order, so the code does: it is compared with each of the seller's held payments. Each comparison with a
// wrong code is a try at that payment's code, so a wrong code counts one SMS try on every held payment it was compared
// with, in one write, in their own count (`sms_handover_tries`, five each): guessing by SMS stays at five per code
// however many orders are held, and an SMS typo never spends the tries the web and USSD handovers count per order.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, payments, purchaseRequests } from "../../db/schema";
import type { Language } from "../../languages";
import { HANDOVER_TRIES, isHandoverCode } from "../payments/release";
import { releaseHeld } from "../payments/release-held";
import { SMS_TITLE_MAX, smsSafeText } from "../sms-text";
import type { OrderAnswerContext } from "./orders";
import { SMS_TEXTS } from "./texts";

/** The most held payments one SMS looks at (a seller has far fewer open orders). */
const MAX_HELD = 50;

/**
 * Counts one SMS try at each of these payments' codes, in the write itself: only on those still held and under the
 * limit. The counts after it, one per payment counted (none: every one was locked or no longer held).
 */
export async function countSmsHandoverTries(db: Database, paymentIds: number[]): Promise<number[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .update(payments)
    .set({ smsHandoverTries: sql`${payments.smsHandoverTries} + 1` })
    .where(and(inArray(payments.id, paymentIds), eq(payments.status, "held"), sql`${payments.smsHandoverTries} < ${HANDOVER_TRIES}`))
    .returning({ tries: payments.smsHandoverTries });
  return rows.map((row) => row.tries);
}

/** The seller's answer, in their language; the release, the payout and both sides' notifications happen here. */
export async function handoverBySms(ctx: OrderAnswerContext, seller: { id: number; language: Language }, code: string): Promise<string> {
  const t = SMS_TEXTS[seller.language];
  const secret = ctx.payments?.secret;
  if (!secret) return t.nothingHeld;
  const held = await ctx.db
    .select({ payment: payments, title: listings.title })
    .from(payments)
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, payments.requestId))
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .where(and(eq(payments.sellerId, seller.id), eq(listings.userId, seller.id), eq(payments.status, "held")))
    .orderBy(desc(payments.id))
    .limit(MAX_HELD);
  if (held.length === 0) return t.nothingHeld;
  // A code whose SMS tries are used is never compared again: a right code for it answers as a wrong one would, so a
  // locked order cannot tell a guesser it was right.
  const open = held.filter(({ payment }) => payment.smsHandoverTries < HANDOVER_TRIES);
  const release = { db: ctx.db, delivery: ctx.delivery, provider: ctx.payments?.provider ?? null };
  for (const { payment, title } of open) {
    if (!(await isHandoverCode(secret, payment.reference, code))) continue;
    // The right code's try is counted first, as on the web: a guess racing the fifth wrong one cannot slip past it.
    const [counted] = await countSmsHandoverTries(ctx.db, [payment.id]);
    if (counted === undefined) break;
    // The buyer confirming at the same moment may have released it first: then this one changed nothing.
    return (await releaseHeld(release, payment.requestId, payment)) ? t.handoverReleased(smsSafeText(title, SMS_TITLE_MAX)) : t.nothingHeld;
  }
  const counted = await countSmsHandoverTries(
    ctx.db,
    open.map(({ payment }) => payment.id),
  );
  // Every held payment's SMS tries were used already: nothing was counted, and none of them can be released by SMS.
  if (counted.length === 0) return t.handoverLocked;
  return t.handoverWrong(HANDOVER_TRIES - Math.max(...counted));
}
