// Writing a message to the outbox, and reading the newest ones for /dev/outbox (how a developer reads a code or a link).
import { desc, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type MessageChannel, outboundMessages } from "../../db/schema";
import { MAX_EMAILS_PER_DAY, MAX_SMS_PER_DAY } from "../../domain";
import { toGsm7 } from "../gsm7";

const DAY_MS = 24 * 60 * 60_000;
const CAP: Record<MessageChannel, number> = { sms: MAX_SMS_PER_DAY, email: MAX_EMAILS_PER_DAY };

export interface NewOutboundMessage {
  channel: MessageChannel;
  /** E.164 (+234...) for sms, a lower-case address for email: the daily cap counts by this exact text. */
  recipient: string;
  kind: string;
  subject?: string | null;
  body: string;
  userId?: number | null;
}

/**
 * The body as it is stored and sent: an SMS in the GSM 7-bit alphabet whoever wrote it (ADR 081), so every phone shows
 * it, 160 characters fit one message and /dev/outbox shows what the phone gets; an e-mail as written.
 */
export const outboxBody = (message: Pick<NewOutboundMessage, "channel" | "body">): string =>
  message.channel === "sms" ? toGsm7(message.body) : message.body;

/** The insert for one message, to run in the caller's batch() beside the change that causes it; then call kickDelivery. */
export function queueOutboundMessage(db: Database, message: NewOutboundMessage) {
  return db.insert(outboundMessages).values({
    channel: message.channel,
    recipient: message.recipient,
    kind: message.kind,
    subject: message.subject ?? null,
    body: outboxBody(message),
    userId: message.userId ?? null,
  });
}

/**
 * Whether one more message on the channel keeps its recipient and its account within the daily cap, counted when
 * messages are written (every one of the last 24 hours the cap did not refuse), so a code or an alert past the cap is
 * never created, whether or not the earlier ones were delivered yet. For the WHERE of the write itself.
 */
export function underDailyCap(message: Pick<NewOutboundMessage, "channel" | "recipient" | "userId">, now = new Date()): SQL {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const t = outboundMessages;
  const counted = (who: SQL) =>
    sql`(SELECT count(*) FROM ${t} WHERE ${t.channel} = ${message.channel} AND ${who} AND ${t.createdAt} > ${since} AND ${t.status} <> 'capped')`;
  const recipient = sql`${counted(sql`${t.recipient} = ${message.recipient}`)} < ${CAP[message.channel]}`;
  if (message.userId === null || message.userId === undefined) return recipient;
  return sql`${recipient} AND ${counted(sql`${t.userId} = ${message.userId}`)} < ${CAP[message.channel]}`;
}

/** The insert of one message only while `onlyIf` holds (the daily cap), for a batch; returns its id when written. */
export function queueOutboundMessageIf(db: Database, message: NewOutboundMessage, onlyIf: SQL) {
  const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  // Every column in the table's order, as an insert from a select needs (status pending, no attempt yet, no gateway
  // report yet).
  return db
    .insert(outboundMessages)
    .select(
      sql`SELECT NULL, ${message.channel}, ${message.recipient}, ${message.userId ?? null}, ${message.kind}, ${message.subject ?? null}, ${outboxBody(message)}, 'pending', 0, NULL, NULL, NULL, ${now}, NULL, NULL, NULL WHERE ${onlyIf}`,
    )
    .returning({ id: outboundMessages.id });
}

export interface OutboxMessageDto {
  id: number;
  channel: "sms" | "email";
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The gateway's last delivery report (Success, Failed, Rejected...) and why it failed, e.g. DND (ADR 079). */
  gateway_status: string | null;
  gateway_failure: string | null;
}

/** Newest first, `limit + 1` rows so the caller can tell whether another page follows. */
export async function listOutbox(db: Database, limit: number, cursor?: number): Promise<OutboxMessageDto[]> {
  const t = outboundMessages;
  const rows = await db
    .select()
    .from(t)
    .where(cursor === undefined ? undefined : lt(t.id, cursor))
    .orderBy(desc(t.id))
    .limit(limit + 1)
    .all();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt,
    sent_at: row.sentAt,
    gateway_status: row.gatewayStatus,
    gateway_failure: row.gatewayFailure,
  }));
}
