// Messages to people outside the app (SMS and e-mail): written in D1 with the change that causes them,
// delivered afterwards by the configured provider, or kept for /dev/outbox in development.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const MESSAGE_CHANNELS = ["sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** pending: not yet handed to a provider; sent: the provider accepted it; failed: given up after retries;
 * held: development without a provider (read it at /dev/outbox); capped: over the recipient's daily cap. */
export const MESSAGE_STATUSES = ["pending", "sent", "failed", "held", "capped"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const outboundMessages = sqliteTable(
  "outbound_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164 phone for sms, address for email. */
    recipient: text("recipient").notNull(),
    /** The account it concerns, when there is one (a daily cap counts per user). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What it is for: otp, password_reset, contact_confirm, alert... */
    kind: text("kind").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the next delivery attempt may run (ISO-8601). */
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
    /** The gateway's id for the message (Africa's Talking `messageId`), which its delivery reports name. */
    gatewayMessageId: text("gateway_message_id"),
    /** The last delivery report's status (Sent, Submitted, Buffered, Rejected, Success, Failed) and failure reason. */
    gatewayStatus: text("gateway_status"),
    gatewayFailure: text("gateway_failure"),
  },
  (t) => [
    index("outbound_messages_gateway_id_idx").on(t.gatewayMessageId),
    index("outbound_messages_status_next_idx").on(t.status, t.nextAttemptAt),
    index("outbound_messages_recipient_created_idx").on(t.recipient, t.createdAt),
    index("outbound_messages_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type OutboundMessage = typeof outboundMessages.$inferSelect;

/**
 * Gateway callbacks refused for a wrong or missing key, counted per hour and route (ADR 079): a steady count is
 * someone probing the callback URLs, a sudden one a key changed on one side only. Admins read it on the admin dashboard.
 */
export const gatewayRefusals = sqliteTable(
  "gateway_refusals",
  {
    /** The hour, ISO to the hour (`2026-11-27T05`). */
    hour: text("hour").notNull(),
    route: text("route").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.route] })],
);

/**
 * The gateway's id of each inbound SMS already answered (ADR 079): the gateway resends a callback it got no quick
 * answer to, and the same "YES 40213" must act and be answered once. Swept after a day with the USSD answers.
 */
export const smsInboundSeen = sqliteTable(
  "sms_inbound_seen",
  {
    gatewayId: text("gateway_id").primaryKey(),
    receivedAt: text("received_at").notNull(),
  },
  (t) => [index("sms_inbound_seen_received_idx").on(t.receivedAt)],
);
