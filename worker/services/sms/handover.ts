// `CODE <code>` by SMS (ADR 091): the seller whose confirmed phone sent it types the buyer's 6-digit handover code, and
// the money held for that order is released through the web's one release (payments/release-held.ts). The code names
// the order: it is checked against each of the seller's held payments. A wrong code is a wrong guess at every one of
// them, so a try is counted on each (in the write, five each, as on the web), and the answer says how many are left.
import { and, desc, eq } from "drizzle-orm";
import { listings, payments, purchaseRequests } from "../../db/schema";
import type { Language } from "../../languages";
import { countHandoverTry, HANDOVER_TRIES, isHandoverCode } from "../payments/release";
import { handOver } from "../payments/release-held";
import { SMS_TITLE_MAX, smsSafeText } from "../sms-text";
import type { OrderAnswerContext } from "./orders";
import { SMS_TEXTS } from "./texts";

/** The most held payments one SMS looks at (a seller has far fewer open orders). */
const MAX_HELD = 50;

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
  const release = { db: ctx.db, delivery: ctx.delivery, provider: ctx.payments?.provider ?? null };
  for (const { payment, title } of held) {
    if (!(await isHandoverCode(secret, payment.reference, code))) continue;
    const outcome = await handOver(release, secret, payment.requestId, payment, code);
    if (outcome.kind === "released") return t.handoverReleased(smsSafeText(title, SMS_TITLE_MAX));
    return outcome.kind === "locked" ? t.handoverLocked : t.nothingHeld;
  }
  const counted: number[] = [];
  for (const { payment } of held) {
    const tries = await countHandoverTry(ctx.db, payment.id);
    if (tries !== null) counted.push(tries);
  }
  // Every held payment's tries were used already: nothing was counted, and none of them can be released by a code.
  if (counted.length === 0) return t.handoverLocked;
  return t.handoverWrong(HANDOVER_TRIES - Math.max(...counted));
}
