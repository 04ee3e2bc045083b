// Messages to people outside the app (SMS and e-mail): written in D1 with the change that causes them,
// delivered afterwards by the configured provider, or kept for /dev/outbox in development.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
  },
  (t) => [
    index("outbound_messages_status_next_idx").on(t.status, t.nextAttemptAt),
    index("outbound_messages_recipient_created_idx").on(t.recipient, t.createdAt),
    index("outbound_messages_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type OutboundMessage = typeof outboundMessages.$inferSelect;
