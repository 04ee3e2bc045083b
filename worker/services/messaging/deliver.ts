// Delivery of the outbox: callers write a `pending` row in their own D1 write, then kickDelivery hands what is due to the
// providers after the answer has gone; the cron retries what failed for a passing reason. Sending never fails a user's action.
import { and, count, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Database, database } from "../../db/client";
import { type MessageChannel, type OutboundMessage, outboundMessages } from "../../db/schema";
import { MAX_EMAILS_PER_DAY, MAX_MESSAGE_ATTEMPTS, MAX_SMS_PER_DAY, MESSAGE_RETRY_MINUTES } from "../../domain";
import type { Env } from "../../env";
import { type Background, inBackground } from "../../http/background";
import { type Attempt, type ProviderChoice, providerFor } from "./providers";

/** How long one provider request may take before it counts as a failed attempt. */
export const SEND_TIMEOUT_MS = 10_000;
/** A claimed row is not picked again for this long, so a run that dies mid-send is retried by a later one. */
const CLAIM_LEASE_MS = 2 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MESSAGES_PER_RUN = 25;
/** D1 binds at most 100 parameters a statement; the cap counts bind one per distinct recipient of a run. */
const MAX_MESSAGES_PER_RUN = 50;
export const DAILY_CAP: Record<MessageChannel, number> = { sms: MAX_SMS_PER_DAY, email: MAX_EMAILS_PER_DAY };

export interface DeliveryOptions {
  /** The time the run treats as now (tests pass it instead of waiting). */
  now?: Date;
  timeoutMs?: number;
  limit?: number;
}

export type DeliverySummary = Record<"sent" | "retried" | "failed" | "held" | "capped", number>;

/** Where a claimed message ends up after this run. */
type Result = { status: "sent" | "held" } | { status: "capped"; error: string } | Attempt;

/** Sends what is due; the caller's work is done, so this only records outcomes and never throws for one message. */
export async function deliverDue(env: Env, options: DeliveryOptions = {}): Promise<DeliverySummary> {
  const now = options.now ?? new Date();
  const db = database(env.DB);
  const claimed = await claimDue(db, now, Math.min(options.limit ?? MESSAGES_PER_RUN, MAX_MESSAGES_PER_RUN));
  const summary: DeliverySummary = { sent: 0, retried: 0, failed: 0, held: 0, capped: 0 };
  if (claimed.length === 0) return summary;

  const outbox = env.APP_ENV === "development" || env.APP_ENV === "test";
  const choices: Record<MessageChannel, ProviderChoice> = { sms: providerFor(env, "sms"), email: providerFor(env, "email") };
  const delivered = await deliveredInLastDay(db, claimed, now);
  const signal = AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS);

  // Caps are decided in order before any request goes out, so one run cannot overshoot them by sending in parallel.
  const results = await Promise.all(
    claimed.map((message): Promise<Result> | Result => {
      const choice = choices[message.channel];
      if (!choice.provider && !outbox) return { outcome: "failed", error: choice.missing };
      const keys = capKeys(message);
      if (keys.some((key) => (delivered.get(key) ?? 0) >= DAILY_CAP[message.channel]))
        return { status: "capped", error: `over the daily cap of ${DAILY_CAP[message.channel]} per account and per recipient` };
      for (const key of keys) delivered.set(key, (delivered.get(key) ?? 0) + 1);
      if (!choice.provider) return { status: "held" };
      return choice.provider.send(message, signal);
    }),
  );

  const updates = claimed.map((message, index) => {
    const result = results[index] as Result;
    const change = recordOf(message, result, now);
    summary[change.counted]++;
    return db
      .update(outboundMessages)
      .set(change.set)
      .where(and(eq(outboundMessages.id, message.id), eq(outboundMessages.status, "pending")));
  });
  const [first, ...rest] = updates;
  if (first) await db.batch([first, ...rest]);
  return summary;
}

/** After a D1 write that queued messages: deliver in the background, after the answer has gone, never failing it. */
export function kickDelivery(env: Env, ctx: Background) {
  inBackground(ctx, "message delivery (the minute cron retries)", () => deliverDue(env));
}

/** Takes the due pending rows in one statement, so two runs (a kick and the cron) never send the same message. */
async function claimDue(db: Database, now: Date, limit: number): Promise<OutboundMessage[]> {
  const due = db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.status, "pending"),
        or(isNull(outboundMessages.nextAttemptAt), lte(outboundMessages.nextAttemptAt, now.toISOString())),
      ),
    )
    .orderBy(outboundMessages.id)
    .limit(limit);
  const rows = await db
    .update(outboundMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where(inArray(outboundMessages.id, due))
    .returning()
    .all();
  return rows.sort((a, b) => a.id - b.id);
}

/** The keys a message counts against: its account and its recipient, per channel. */
function capKeys(message: OutboundMessage): string[] {
  const keys = [`${message.channel} to ${message.recipient}`];
  if (message.userId !== null) keys.push(`${message.channel} for ${message.userId}`);
  return keys;
}

/** How many messages each account and recipient of this run got in the 24 hours before `now` (sent, or held in development). */
async function deliveredInLastDay(db: Database, messages: OutboundMessage[], now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const delivered = and(inArray(outboundMessages.status, ["sent", "held"]), gte(outboundMessages.sentAt, since));
  const recipients = [...new Set(messages.map((message) => message.recipient))];
  const userIds = [...new Set(messages.flatMap((message) => (message.userId === null ? [] : [message.userId])))];
  const byRecipient = db
    .select({ channel: outboundMessages.channel, key: outboundMessages.recipient, n: count() })
    .from(outboundMessages)
    .where(and(delivered, inArray(outboundMessages.recipient, recipients)))
    .groupBy(outboundMessages.channel, outboundMessages.recipient);
  const byUser = db
    .select({ channel: outboundMessages.channel, key: sql<string>`cast(${outboundMessages.userId} as text)`, n: count() })
    .from(outboundMessages)
    .where(and(delivered, inArray(outboundMessages.userId, userIds.length ? userIds : [-1])))
    .groupBy(outboundMessages.channel, outboundMessages.userId);
  const [recipientRows, userRows] = await db.batch([byRecipient, byUser]);
  const counts = new Map<string, number>();
  for (const row of recipientRows) counts.set(`${row.channel} to ${row.key}`, row.n);
  for (const row of userRows) counts.set(`${row.channel} for ${row.key}`, row.n);
  return counts;
}

/** The row's new state for a result: retries back off (1, 5, 30 minutes) and give up after the last attempt. */
function recordOf(message: OutboundMessage, result: Result, now: Date) {
  const at = now.toISOString();
  if ("status" in result) {
    if (result.status === "capped")
      return { counted: "capped" as const, set: { status: "capped" as const, lastError: result.error, nextAttemptAt: null } };
    return { counted: result.status, set: { status: result.status, sentAt: at, lastError: null, nextAttemptAt: null } };
  }
  const attempts = message.attempts + 1;
  if (result.outcome === "sent") {
    const gateway = result.gatewayId ? { gatewayMessageId: result.gatewayId } : {};
    return {
      counted: "sent" as const,
      set: { status: "sent" as const, attempts, sentAt: at, lastError: null, nextAttemptAt: null, ...gateway },
    };
  }
  const wait = MESSAGE_RETRY_MINUTES[attempts - 1];
  if (result.outcome === "retry" && attempts < MAX_MESSAGE_ATTEMPTS && wait !== undefined) {
    const next = new Date(now.getTime() + wait * 60_000).toISOString();
    return { counted: "retried" as const, set: { attempts, lastError: result.error, nextAttemptAt: next } };
  }
  const error = result.outcome === "retry" ? `gave up after ${attempts} attempts: ${result.error}` : result.error;
  return { counted: "failed" as const, set: { status: "failed" as const, attempts, lastError: error, nextAttemptAt: null } };
}
