// Reports: what a signed-in user files about a listing, a person or a message, and an admin's decision on it.
// A decision is one batch: the report (and the other open reports on the same target), the action, the audit row
// and each reporter's notification, all guarded by the decision that landed, so a race leaves no half of it.
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { chatGroups, groupMessages, hubPostReplies, hubPosts, listings, reports, type UserRecord, users } from "../db/schema";
import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from "../domain";
import { todayInNigeria } from "../expiry";
import type { Moderation } from "./admin";
import { findVisibleListing } from "./listings";

/** Whether the viewer may see the target: a report on what they cannot see answers exactly like a missing one. */
export async function canSeeTarget(db: Database, viewer: UserRecord, type: ReportTargetType, id: number): Promise<boolean> {
  switch (type) {
    case "listing":
      return (await findVisibleListing(db, id, viewer, todayInNigeria(new Date()))) !== null;
    case "user":
      return (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).get()) !== undefined;
    case "group_message":
      return (
        (await db
          .select({ id: groupMessages.id })
          .from(groupMessages)
          .innerJoin(chatGroups, eq(chatGroups.id, groupMessages.groupId))
          .where(and(eq(groupMessages.id, id), isNull(groupMessages.removedAt), eq(chatGroups.status, "approved")))
          .get()) !== undefined
      );
    case "hub_post":
      return (
        (await db
          .select({ id: hubPosts.id })
          .from(hubPosts)
          .where(and(eq(hubPosts.id, id), isNull(hubPosts.removedAt)))
          .get()) !== undefined
      );
    case "hub_reply":
      return (
        (await db
          .select({ id: hubPostReplies.id })
          .from(hubPostReplies)
          .innerJoin(hubPosts, eq(hubPosts.id, hubPostReplies.postId))
          .where(and(eq(hubPostReplies.id, id), isNull(hubPostReplies.removedAt), isNull(hubPosts.removedAt)))
          .get()) !== undefined
      );
  }
}

/** Files a report; undefined when the reporter already has an open one on the target (the partial unique index). */
export function fileReport(
  db: Database,
  values: { reporterId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; details: string | null },
) {
  return db.insert(reports).values(values).onConflictDoNothing().returning().get();
}

export function reportDto(row: typeof reports.$inferSelect) {
  return {
    id: row.id,
    reporter_id: row.reporterId,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    action: row.action,
    note: row.note,
    resolved_by: row.resolvedBy,
    resolved_at: row.resolvedAt,
    created_at: row.createdAt,
  };
}

/** What the admin sees of a reported thing: a line of it, who made it, where it lives and whether it is still up. */
export interface ReportTarget {
  title: string;
  author_id: number | null;
  author_name: string | null;
  url: string | null;
  /** frozen / removed / suspended / deleted, or null when it is as the public sees it. */
  state: string | null;
}

type TargetKey = `${ReportTargetType}:${number}`;
const keyOf = (type: ReportTargetType, id: number): TargetKey => `${type}:${id}`;

/** The targets of some reports, in at most five queries (one per kind present). */
export async function describeTargets(db: Database, targets: { type: ReportTargetType; id: number }[]) {
  const ids = (type: ReportTargetType) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
  const found = new Map<TargetKey, ReportTarget>();
  const suspended = (at: string | null) => (at ? "suspended" : null);
  const listingIds = ids("listing");
  if (listingIds.length > 0) {
    const rows = await db
      .select({
        id: listings.id,
        title: listings.title,
        frozen: listings.isFrozen,
        deletedAt: listings.deletedAt,
        userId: users.id,
        name: users.fullName,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(inArray(listings.id, listingIds));
    for (const r of rows) {
      const state = r.deletedAt ? "deleted" : r.frozen ? "frozen" : null;
      found.set(keyOf("listing", r.id), { title: r.title, author_id: r.userId, author_name: r.name, url: `/listings/${r.id}`, state });
    }
  }
  const userIds = ids("user");
  if (userIds.length > 0) {
    const rows = await db.select().from(users).where(inArray(users.id, userIds));
    for (const r of rows) {
      found.set(keyOf("user", r.id), {
        title: r.fullName,
        author_id: r.id,
        author_name: r.fullName,
        url: null,
        state: suspended(r.suspendedAt),
      });
    }
  }
  const messageIds = ids("group_message");
  if (messageIds.length > 0) {
    const rows = await db
      .select({
        id: groupMessages.id,
        content: groupMessages.content,
        removedAt: groupMessages.removedAt,
        groupId: groupMessages.groupId,
        userId: users.id,
        name: users.fullName,
      })
      .from(groupMessages)
      .innerJoin(users, eq(users.id, groupMessages.senderId))
      .where(inArray(groupMessages.id, messageIds));
    for (const r of rows) {
      const url = `/farmers-hub/groups?group=${r.groupId}`;
      found.set(keyOf("group_message", r.id), {
        title: r.content,
        author_id: r.userId,
        author_name: r.name,
        url,
        state: r.removedAt ? "removed" : null,
      });
    }
  }
  const postIds = ids("hub_post");
  if (postIds.length > 0) {
    const rows = await db
      .select({ id: hubPosts.id, title: hubPosts.title, removedAt: hubPosts.removedAt, userId: users.id, name: users.fullName })
      .from(hubPosts)
      .innerJoin(users, eq(users.id, hubPosts.authorId))
      .where(inArray(hubPosts.id, postIds));
    for (const r of rows) {
      const url = `/farmers-hub/posts/${r.id}`;
      found.set(keyOf("hub_post", r.id), {
        title: r.title,
        author_id: r.userId,
        author_name: r.name,
        url,
        state: r.removedAt ? "removed" : null,
      });
    }
  }
  const replyIds = ids("hub_reply");
  if (replyIds.length > 0) {
    const rows = await db
      .select({
        id: hubPostReplies.id,
        content: hubPostReplies.content,
        removedAt: hubPostReplies.removedAt,
        postId: hubPostReplies.postId,
        userId: users.id,
        name: users.fullName,
      })
      .from(hubPostReplies)
      .innerJoin(users, eq(users.id, hubPostReplies.authorId))
      .where(inArray(hubPostReplies.id, replyIds));
    for (const r of rows) {
      const url = `/farmers-hub/posts/${r.postId}`;
      found.set(keyOf("hub_reply", r.id), {
        title: r.content,
        author_id: r.userId,
        author_name: r.name,
        url,
        state: r.removedAt ? "removed" : null,
      });
    }
  }
  return (type: ReportTargetType, id: number): ReportTarget =>
    found.get(keyOf(type, id)) ?? { title: "", author_id: null, author_name: null, url: null, state: "deleted" };
}

/** One page (plus one row) of reports in a status, newest first, with the reporter's name: the query, for a batch. */
export function reportsPageQuery(db: Database, status: ReportStatus, { limit, cursor }: { limit: number; cursor: number | undefined }) {
  return db
    .select({ report: reports, reporterName: users.fullName })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.status, status), cursor ? lt(reports.id, cursor) : undefined))
    .orderBy(desc(reports.id))
    .limit(limit + 1);
}

/** The rows of reportsPageQuery with what each report is about and how many open reports its target has. */
export async function reportsPage(db: Database, rows: Awaited<ReturnType<typeof reportsPageQuery>>) {
  if (rows.length === 0) return [];
  const describe = await describeTargets(
    db,
    rows.map((row) => ({ type: row.report.targetType, id: row.report.targetId })),
  );
  const counts = await db
    .select({ type: reports.targetType, id: reports.targetId, total: count() })
    .from(reports)
    .where(and(eq(reports.status, "open"), inArray(reports.targetId, [...new Set(rows.map((row) => row.report.targetId))])))
    .groupBy(reports.targetType, reports.targetId);
  const openCount = new Map(counts.map((row) => [keyOf(row.type, row.id), row.total]));
  return rows.map((row) => ({
    ...reportDto(row.report),
    reporter_name: row.reporterName,
    target: describe(row.report.targetType, row.report.targetId),
    target_open_reports: openCount.get(keyOf(row.report.targetType, row.report.targetId)) ?? 0,
  }));
}

export type AdminReportRow = Awaited<ReturnType<typeof reportsPage>>[number];

export function findReport(db: Database, id: number) {
  return db.select().from(reports).where(eq(reports.id, id)).get();
}

/** Who reported the target and still waits for an answer (each is told the outcome). */
export function openReportersOf(db: Database, type: ReportTargetType, id: number) {
  return db
    .select({ id: reports.id, reporterId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, "open")))
    .limit(500)
    .all();
}

export interface Decision {
  reportId: number;
  targetType: ReportTargetType;
  targetId: number;
  action: ReportAction;
  note: string | null;
  adminId: number;
  /** The decision's time, also its fingerprint in the guard below. */
  at: string;
}

/** True inside the batch only once this very decision landed on the report. */
export function decisionLanded(decision: Decision): SQL {
  return sql`exists (select 1 from ${reports} where ${reports.id} = ${decision.reportId} and ${reports.status} = 'resolved' and ${reports.resolvedAt} = ${decision.at} and ${reports.resolvedBy} = ${decision.adminId})`;
}

/**
 * Resolves the report and every other open report on its target in one batch with `effects` (the action, the audit
 * row, the notifications), which must carry `decisionLanded` or follow the first statement; false when it was already resolved.
 */
export async function resolveReport(db: Database, decision: Decision, effects: BatchItem<"sqlite">[]) {
  const resolution = {
    status: "resolved" as const,
    action: decision.action,
    note: decision.note,
    resolvedBy: decision.adminId,
    resolvedAt: decision.at,
  };
  const [resolved, ...results] = await db.batch([
    db
      .update(reports)
      .set(resolution)
      .where(and(eq(reports.id, decision.reportId), eq(reports.status, "open")))
      .returning({ id: reports.id }),
    ...effects,
    db
      .update(reports)
      .set(resolution)
      .where(
        and(
          eq(reports.targetType, decision.targetType),
          eq(reports.targetId, decision.targetId),
          eq(reports.status, "open"),
          decisionLanded(decision),
        ),
      ),
  ]);
  return { landed: resolved.length > 0, results };
}

/** The statements that hide removed content (kept for the record), guarded by `when`. */
export function removeContent(db: Database, type: "group_message" | "hub_post" | "hub_reply", id: number, at: string, when: SQL) {
  if (type === "group_message")
    return db
      .update(groupMessages)
      .set({ removedAt: at })
      .where(and(eq(groupMessages.id, id), isNull(groupMessages.removedAt), when));
  if (type === "hub_post")
    return db
      .update(hubPosts)
      .set({ removedAt: at })
      .where(and(eq(hubPosts.id, id), isNull(hubPosts.removedAt), when));
  return db
    .update(hubPostReplies)
    .set({ removedAt: at })
    .where(and(eq(hubPostReplies.id, id), isNull(hubPostReplies.removedAt), when));
}

/** Freezes a listing (not deleted, not already frozen) with the reason its owner sees, guarded by `when`. */
export function freezeForReport(db: Database, id: number, at: string, moderation: Moderation, when: SQL) {
  return db
    .update(listings)
    .set({ isFrozen: true, updatedAt: at, moderationReason: moderation.reason, moderationNote: moderation.note })
    .where(and(eq(listings.id, id), eq(listings.isFrozen, false), isNull(listings.deletedAt), when));
}
