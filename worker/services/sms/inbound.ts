// One inbound SMS (PRODUCT.md, "Feature phones"; ADR 079): the keyword it starts with decides the answer, which goes back
// by SMS through the outbox, in the sender account's language, or for a number Gona does not know in the keyword's.
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationPreferences, smsInboundSeen, users } from "../../db/schema";
import { SMS_NOTIFICATION_TYPES } from "../../domain";
import { isLanguage, type Language } from "../../languages";
import { cutGsm7, MAX_SMS_SEPTETS, toGsm7 } from "../gsm7";
import { queueOutboundMessageIf, underDailyCap } from "../messaging";
import { handoverBySms } from "./handover";
import { codeOf, handoverCodeOf, parseSms, SMS_KEYWORDS } from "./keywords";
import { answerRequestBySms, type OrderAnswerContext } from "./orders";
import { priceAnswer } from "./price";
import { SMS_TEXTS } from "./texts";

export interface InboundSms {
  /** E.164, as the gateway gave it. */
  from: string;
  text: string;
}

export interface SmsAnswer {
  body: string;
  /** The account the answer concerns (counted against its daily SMS cap), or null. */
  userId: number | null;
}

/** The account whose confirmed phone sent the SMS (an unconfirmed claim identifies no one: ADR 050). */
async function senderOf(db: Database, phone: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneConfirmed, true)))
    .limit(1);
  return row
    ? { id: row.id, language: isLanguage(row.language) ? row.language : ("en" as Language), suspended: row.suspendedAt !== null }
    : null;
}

/** SMS alerts on or off for every type SMS is offered for: the same rows My account's USSD toggle writes. */
async function setSmsAlerts(db: Database, userId: number, on: boolean) {
  const [first, ...rest] = SMS_NOTIFICATION_TYPES.map((type) =>
    db
      .insert(notificationPreferences)
      .values({ userId, type, push: true, sms: on })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { sms: on } }),
  );
  if (first) await db.batch([first, ...rest]);
}

/** The answer to one inbound SMS; writes what the keyword changes (a move, the alerts choice) but not the answer. */
export async function answerInboundSms(ctx: OrderAnswerContext, sms: InboundSms): Promise<SmsAnswer> {
  const parsed = parseSms(sms.text);
  const sender = await senderOf(ctx.db, sms.from);
  const language: Language = sender?.language ?? parsed?.language ?? "en";
  const t = SMS_TEXTS[language];
  const answer = (body: string): SmsAnswer => ({ body, userId: sender?.id ?? null });
  if (!parsed || parsed.keyword === "help") return answer(t.help);
  if (parsed.keyword === "price") return answer(await priceAnswer(ctx.db, parsed.rest, language));
  if (!sender || sender.suspended) return answer(t.notKnown);
  if (parsed.keyword === "stop" || parsed.keyword === "start") {
    await setSmsAlerts(ctx.db, sender.id, parsed.keyword === "start");
    return answer(parsed.keyword === "start" ? t.alertsOn : t.alertsOff);
  }
  if (parsed.keyword === "code") {
    const typed = handoverCodeOf(parsed.rest);
    return answer(typed === null ? t.needHandoverCode : await handoverBySms(ctx, sender, typed));
  }
  const code = codeOf(parsed.rest);
  // The word as the sender's language writes it (their keyword when they used their own language's).
  const word = SMS_KEYWORDS[parsed.language][parsed.keyword][0] ?? parsed.keyword.toUpperCase();
  if (code === null) return answer(t.needCode(word));
  return answer(await answerRequestBySms(ctx, sender, code, parsed.keyword === "yes" ? "accepted" : "rejected"));
}

/** The answer as one GSM-7 SMS (marks dropped, at most 160 septets), queued within the daily SMS cap. */
export async function queueSmsAnswer(db: Database, to: string, answer: SmsAnswer): Promise<boolean> {
  const body = cutGsm7(toGsm7(answer.body), MAX_SMS_SEPTETS);
  const message = { channel: "sms", recipient: to, userId: answer.userId, kind: "sms_reply", body } as const;
  return (await queueOutboundMessageIf(db, message, underDailyCap(message))).length > 0;
}

/** How long an inbound SMS's gateway id is kept to recognise the gateway resending it. */
export const SEEN_KEEP_MS = 24 * 60 * 60_000;

/**
 * Claims the gateway's id of an inbound SMS in one statement: true the first time, false when it was already claimed
 * (the gateway resending a callback it heard no quick answer to), so a resent "YES 40213" acts and answers once.
 */
export async function claimInboundSms(db: Database, gatewayId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(smsInboundSeen)
    .values({ gatewayId, receivedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ gatewayId: smsInboundSeen.gatewayId });
  return claimed.length > 0;
}

/** Lets a claimed id go again after its handling failed, so the gateway's resend is handled (best effort). */
export async function releaseInboundSms(db: Database, gatewayId: string): Promise<void> {
  try {
    await db.delete(smsInboundSeen).where(eq(smsInboundSeen.gatewayId, gatewayId));
  } catch (error) {
    console.error("Could not release an inbound SMS id", error);
  }
}

/** Deletes the ids kept longer than a day (the hourly cron, beside the USSD answers). */
export async function sweepInboundSmsIds(db: Database, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - SEEN_KEEP_MS).toISOString();
  return (await db.delete(smsInboundSeen).where(lt(smsInboundSeen.receivedAt, expired)).run()).meta.changes;
}
