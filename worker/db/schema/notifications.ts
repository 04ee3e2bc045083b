// Notifications: the in-app record of what happened to a user, written in the same D1 batch as the change
// that causes it; each user's choices of push and SMS per type; and the Web Push subscriptions of their devices.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { NOTIFICATION_TYPES } from "../../domain";
import { createdAt } from "./columns";
import { users } from "./users";

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    /** JSON: the names and numbers the title and body are written from, in the reader's language at read time. */
    params: text("params").notNull().default("{}"),
    /** The page that acts on it (a path on this site). */
    url: text("url").notNull(),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId, t.id),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

export type Notification = typeof notifications.$inferSelect;

/** A row only where the user changed a default (push on, SMS off). */
export const notificationPreferences = sqliteTable(
  "notification_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    push: integer("push", { mode: "boolean" }).notNull().default(true),
    sms: integer("sms", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A browser's Web Push subscription (RFC 8030 endpoint and its RFC 8291 keys), per user and device session. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session (device sign-in) that subscribed: signing out of it deletes the subscription. */
    sessionId: text("session_id"),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret, base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

export type PushSubscription = typeof pushSubscriptions.$inferSelect;
