// Writing a message to the outbox, and reading the newest ones for /dev/outbox (how a developer reads a code or a link).
import { desc, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type MessageChannel, outboundMessages } from "../../db/schema";

export interface NewOutboundMessage {
  channel: MessageChannel;
  /** E.164 (+234...) for sms, a lower-case address for email: the daily cap counts by this exact text. */
  recipient: string;
  kind: string;
  subject?: string | null;
  body: string;
  userId?: number | null;
}

/** The insert for one message, to run in the caller's batch() beside the change that causes it; then call kickDelivery. */
export function queueOutboundMessage(db: Database, message: NewOutboundMessage) {
  return db.insert(outboundMessages).values({
    channel: message.channel,
    recipient: message.recipient,
    kind: message.kind,
    subject: message.subject ?? null,
    body: message.body,
    userId: message.userId ?? null,
  });
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
  }));
}
