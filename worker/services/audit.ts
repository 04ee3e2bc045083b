// The admin audit trail: `audit` gives the statement that records one admin action, for the caller to put in the
// same D1 batch as the action (both commit, or neither); the log is append-only (triggers refuse UPDATE/DELETE).
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { adminAuditLog, users } from "../db/schema";
import type { AuditAction, AuditTargetType } from "../domain";

export interface AuditEntry {
  adminId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  note?: string | null;
}

export interface AuditOptions {
  /** Record it only if the statement just before it in the batch changed a row: an action that lost a race leaves no trace. */
  afterChange?: boolean;
  /** Record it only if this holds when the statement runs. */
  when?: SQL;
}

/** The statement that records an admin action, as a one-item list to spread into the action's batch. */
export function audit(db: Database, entry: AuditEntry, options: AuditOptions = {}): BatchItem<"sqlite">[] {
  return [auditStatement(db, entry, options)];
}

/** The statement that records an admin action, for a batch whose results are read by position. */
export function auditStatement(db: Database, entry: AuditEntry, options: AuditOptions = {}) {
  const row = db
    .select({
      // Every column in the table's order, as an insert from a select needs: the id and time as their defaults would be.
      id: sql<number>`NULL`.as("id"),
      adminId: users.id,
      action: sql<AuditAction>`${entry.action}`.as("action"),
      targetType: sql<AuditTargetType>`${entry.targetType}`.as("target_type"),
      targetId: sql<number>`${entry.targetId}`.as("target_id"),
      note: sql<string | null>`${entry.note ?? null}`.as("note"),
      createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
    })
    .from(users)
    .where(and(eq(users.id, entry.adminId), options.afterChange ? sql`changes() > 0` : undefined, options.when));
  return db.insert(adminAuditLog).select(row);
}

/** The target id of a list read: a page of many (its filters go in the note). */
export const LIST_TARGET = 0;

/**
 * The statement that records an admin reading a page of a list only admins see, for the read's own batch: the kind of
 * thing listed and the page's filters (e.g. "status=pending cursor=120").
 */
export function auditList(
  db: Database,
  adminId: number,
  action: AuditAction,
  targetType: AuditTargetType,
  filters: Record<string, string | number | boolean | undefined>,
) {
  const note = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  return auditStatement(db, { adminId, action, targetType, targetId: LIST_TARGET, note: note || null });
}

export interface AuditFilters {
  adminId?: number;
  action?: AuditAction;
}

/**
 * What each target type names and where it is seen, as SQL over the log row's `target_id`: its name (a title, a
 * person, the start of a message; a dispute's listing, its id being the payment's), the person it concerns (the user,
 * the listing's seller, the requester, the author, the disputing buyer) and the page an admin opens to see it.
 * Correlated subqueries on primary keys: a page reads one row each.
 */
const targetUserId = sql`CASE ${adminAuditLog.targetType}
    WHEN 'listing' THEN (SELECT user_id FROM listings WHERE id = ${adminAuditLog.targetId})
    WHEN 'user' THEN (SELECT id FROM users WHERE id = ${adminAuditLog.targetId})
    WHEN 'verification_request' THEN (SELECT user_id FROM verification_requests WHERE id = ${adminAuditLog.targetId})
    WHEN 'group' THEN (SELECT creator_id FROM chat_groups WHERE id = ${adminAuditLog.targetId})
    WHEN 'group_message' THEN (SELECT sender_id FROM group_messages WHERE id = ${adminAuditLog.targetId})
    WHEN 'hub_post' THEN (SELECT author_id FROM hub_posts WHERE id = ${adminAuditLog.targetId})
    WHEN 'hub_reply' THEN (SELECT author_id FROM hub_post_replies WHERE id = ${adminAuditLog.targetId})
    WHEN 'dispute' THEN (SELECT buyer_id FROM payments WHERE id = ${adminAuditLog.targetId})
  END`;

const targetColumns = {
  target_name: sql<string | null>`CASE ${adminAuditLog.targetType}
    WHEN 'listing' THEN (SELECT title FROM listings WHERE id = ${adminAuditLog.targetId})
    WHEN 'user' THEN (SELECT full_name FROM users WHERE id = ${adminAuditLog.targetId})
    WHEN 'verification_request' THEN (SELECT u.full_name FROM verification_requests v JOIN users u ON u.id = v.user_id WHERE v.id = ${adminAuditLog.targetId})
    WHEN 'group' THEN (SELECT name FROM chat_groups WHERE id = ${adminAuditLog.targetId})
    WHEN 'group_message' THEN (SELECT substr(content, 1, 80) FROM group_messages WHERE id = ${adminAuditLog.targetId})
    WHEN 'hub_post' THEN (SELECT title FROM hub_posts WHERE id = ${adminAuditLog.targetId})
    WHEN 'hub_reply' THEN (SELECT substr(content, 1, 80) FROM hub_post_replies WHERE id = ${adminAuditLog.targetId})
    WHEN 'dispute' THEN (SELECT l.title FROM payments p JOIN purchase_requests r ON r.id = p.request_id JOIN listings l ON l.id = r.listing_id WHERE p.id = ${adminAuditLog.targetId})
  END`.as("target_name"),
  target_user_id: sql<number | null>`${targetUserId}`.as("target_user_id"),
  target_user_name: sql<string | null>`(SELECT full_name FROM users WHERE id = ${targetUserId})`.as("target_user_name"),
  target_url: sql<string | null>`CASE ${adminAuditLog.targetType}
    WHEN 'listing' THEN '/listings/' || ${adminAuditLog.targetId}
    WHEN 'user' THEN '/admin?tab=users&user=' || ${adminAuditLog.targetId}
    WHEN 'verification_request' THEN (SELECT '/admin?tab=users&user=' || user_id FROM verification_requests WHERE id = ${adminAuditLog.targetId})
    WHEN 'group' THEN '/farmers-hub/groups?group=' || ${adminAuditLog.targetId}
    WHEN 'group_message' THEN (SELECT '/farmers-hub/groups?group=' || group_id FROM group_messages WHERE id = ${adminAuditLog.targetId})
    WHEN 'hub_post' THEN '/farmers-hub/posts/' || ${adminAuditLog.targetId}
    WHEN 'hub_reply' THEN (SELECT '/farmers-hub/posts/' || post_id FROM hub_post_replies WHERE id = ${adminAuditLog.targetId})
    WHEN 'dispute' THEN '/admin/disputes'
  END`.as("target_url"),
};

/** One page (plus one row) of the log, newest first, with each admin's name and what each action was about. */
export function auditLogPage(db: Database, filters: AuditFilters, { limit, cursor }: { limit: number; cursor: number | undefined }) {
  return db
    .select({
      id: adminAuditLog.id,
      admin_id: adminAuditLog.adminId,
      admin_name: users.fullName,
      // Not every actor is an admin: a buyer opening a dispute records their own step in the same trail (ADR 092).
      actor_is_admin: sql<boolean>`${users.role} = 'admin'`.mapWith(Boolean).as("actor_is_admin"),
      action: adminAuditLog.action,
      target_type: adminAuditLog.targetType,
      target_id: adminAuditLog.targetId,
      note: adminAuditLog.note,
      created_at: adminAuditLog.createdAt,
      ...targetColumns,
    })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(
      and(
        filters.adminId !== undefined ? eq(adminAuditLog.adminId, filters.adminId) : undefined,
        filters.action ? eq(adminAuditLog.action, filters.action) : undefined,
        cursor ? lt(adminAuditLog.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1)
    .all();
}

export type AuditLogRow = Awaited<ReturnType<typeof auditLogPage>>[number];
