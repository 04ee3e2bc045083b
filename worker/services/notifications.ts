// Notifications: `notify` gives the statement that records one, for the caller to put in the same D1 batch as
// the change that causes it (both commit, or neither); `deliverNotifications` then reaches the reader's open
// tabs, phone (Web Push) and, when chosen, SMS, best effort: the in-app list is the record.
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { notificationPreferences, notifications, purchaseRequests, users } from "../db/schema";
import type { NotificationType } from "../domain";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../languages";
import { offersSms } from "./notification-preferences";
import { NOTIFICATION_TEXTS, type NotificationParams, type NotificationText } from "./notification-texts";

export interface NewNotification<T extends NotificationType> {
  /** Who reads it. */
  userId: number;
  type: T;
  params: NotificationParams[T];
  /** The page that acts on it, a path on this site (SQL when it names a row written earlier in the same batch). */
  url: string | SQL;
}

export interface NotifyOptions {
  /** Who caused it: nobody is told of their own action. */
  actorId: number;
  /**
   * Record it only if the statement just before it in the batch changed a row (SQLite's `changes()`): a status
   * move that lost a race to another change writes no notification either.
   */
  afterChange?: boolean;
  /** Record it only if this holds when the statement runs (for a batch whose change is not the statement just before). */
  when?: SQL;
}

/** The row a notification statement returns when it wrote one. */
export interface WrittenNotification {
  id: number;
  user_id: number;
}

/**
 * The statement that records a notification, as a one-item list to spread into the caller's batch; empty when
 * the reader is the actor. The result of that batch item lists what was written (pass it to deliverNotifications).
 */
export function notify<T extends NotificationType>(db: Database, note: NewNotification<T>, options: NotifyOptions): BatchItem<"sqlite">[] {
  if (note.userId === options.actorId) return [];
  const row = db
    .select({
      // Every column in the table's order, as an insert from a select needs: the id and time as their defaults would be.
      id: sql<number>`NULL`.as("id"),
      userId: users.id,
      type: sql<T>`${note.type}`.as("type"),
      params: sql<string>`${JSON.stringify(note.params)}`.as("params"),
      url: sql<string>`${note.url}`.as("url"),
      readAt: sql<string | null>`NULL`.as("read_at"),
      createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
    })
    .from(users)
    .where(and(eq(users.id, note.userId), options.afterChange ? sql`changes() > 0` : undefined, options.when));
  return [db.insert(notifications).select(row).returning({ id: notifications.id, user_id: notifications.userId })];
}

/** The notifications a batch wrote, from its results (the items `notify` added). */
export function writtenIn(results: readonly unknown[]): WrittenNotification[] {
  return results.flatMap((result) =>
    Array.isArray(result)
      ? result.filter((row): row is WrittenNotification => typeof row?.id === "number" && typeof row?.user_id === "number")
      : [],
  );
}

export interface NotificationDto extends NotificationText {
  id: number;
  type: NotificationType;
  url: string;
  read: boolean;
  created_at: string;
}

type NotificationRow = typeof notifications.$inferSelect;

/** A notification's words in a language; a row whose params do not parse still reads as its type's title. */
export function renderNotification(row: Pick<NotificationRow, "type" | "params">, language: Language): NotificationText {
  let params: unknown;
  try {
    params = JSON.parse(row.params);
  } catch {
    params = {};
  }
  const write = NOTIFICATION_TEXTS[language][row.type] as (p: unknown) => NotificationText;
  return write(params);
}

export function notificationDto(row: NotificationRow, language: Language): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    ...renderNotification(row, language),
    url: row.url,
    read: row.readAt !== null,
    created_at: row.createdAt,
  };
}

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** One page (plus one row) of a user's notifications, newest first, and their unread count, in one round trip. */
export async function notificationsPage(db: Database, userId: number, page: { limit: number; cursor?: number; unreadOnly: boolean }) {
  const where = [page.unreadOnly ? unreadOf(userId) : eq(notifications.userId, userId)];
  if (page.cursor) where.push(lt(notifications.id, page.cursor));
  const [rows, [unread]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(and(...where))
      .orderBy(desc(notifications.id))
      .limit(page.limit + 1),
    db.select({ count: count() }).from(notifications).where(unreadOf(userId)),
  ]);
  return { rows, unread: unread?.count ?? 0 };
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const row = await db.select({ count: count() }).from(notifications).where(unreadOf(userId)).get();
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read (once: a second call keeps the first time); undefined when it is not theirs. */
export async function markRead(db: Database, userId: number, id: number, now = new Date()) {
  const [, [row]] = await db.batch([
    db
      .update(notifications)
      .set({ readAt: now.toISOString() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt))),
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId))),
  ]);
  return row;
}

/** Marks all of the user's notifications read; how many were unread. */
export async function markAllRead(db: Database, userId: number, now = new Date()): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now.toISOString() })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * The written notifications for delivery, in one query: each with its reader's language, phone, unread count and
 * push/SMS choice for its type (no preference row: push on, SMS off).
 */
export async function notificationsToDeliver(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      notification: notifications,
      language: users.language,
      // Alerts go only to a confirmed number (ADR 050).
      phone: sql<string | null>`CASE WHEN ${users.phoneConfirmed} = 1 THEN ${users.phone} END`,
      unread: sql<number>`(SELECT count(*) FROM ${notifications} AS unread WHERE unread.user_id = ${notifications.userId} AND unread.read_at IS NULL)`,
      push: sql<number>`coalesce(${notificationPreferences.push}, 1)`,
      sms: sql<number>`coalesce(${notificationPreferences.sms}, 0)`,
      // A new request's SMS code while it waits for the seller (ADR 079): its alert says "reply YES <code>".
      smsCode: sql<
        string | null
      >`CASE WHEN ${notifications.type} = 'purchase_request.created' THEN (SELECT ${purchaseRequests.smsCode} FROM ${purchaseRequests} WHERE ${purchaseRequests.id} = CAST(substr(${notifications.url}, 9) AS INTEGER) AND ${purchaseRequests.status} = 'pending' AND ${purchaseRequests.sellerId} = ${notifications.userId}) END`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.type, notifications.type)),
    )
    .where(inArray(notifications.id, ids));
  return rows.map((row) => ({
    notification: row.notification,
    phone: row.phone,
    unread: Number(row.unread),
    smsCode: row.smsCode,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    choice: { push: Boolean(row.push), sms: offersSms(row.notification.type) && Boolean(row.sms) },
  }));
}
