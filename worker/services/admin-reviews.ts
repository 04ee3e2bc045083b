// The admin panel's review queues for people and groups: verification requests and group requests. Each review
// carries its precondition in the where clause and takes the reviewer's notification in the same batch.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { chatGroups, users, verificationRequests } from "../db/schema";

interface Page {
  limit: number;
  cursor: number | undefined;
}

/** One page (plus one row) of pending verification requests with their users, newest first: the query, for a batch. */
export function pendingVerificationsPage(db: Database, { limit, cursor }: Page) {
  return db
    .select({
      id: verificationRequests.id,
      user_id: verificationRequests.userId,
      full_name: users.fullName,
      email: users.email,
      document_type: verificationRequests.documentType,
      document_content_type: verificationRequests.documentContentType,
      status: verificationRequests.status,
      created_at: verificationRequests.createdAt,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(and(eq(verificationRequests.status, "pending"), cursor ? lt(verificationRequests.id, cursor) : undefined))
    .orderBy(desc(verificationRequests.id))
    .limit(limit + 1);
}

export function findVerificationRequest(db: Database, id: number) {
  return verificationRequestQuery(db, id).get();
}

/** The query of one verification request, for a batch. */
export const verificationRequestQuery = (db: Database, id: number) =>
  db.select().from(verificationRequests).where(eq(verificationRequests.id, id));

/**
 * Records an admin's decision on a pending request and, when approved, gives its user the badge, in one
 * batch with `also` (the user's notification, guarded to follow a change that landed); `landed` is false when
 * the request was reviewed meanwhile. The badge changes only if this very review landed.
 */
export async function reviewVerification(
  db: Database,
  request: { id: number; userId: number },
  review: { status: "approved" | "rejected"; adminNotes: string; reviewedBy: number; reviewedAt: string; badge: string },
  also: BatchItem<"sqlite">[] = [],
) {
  const { id } = request;
  const update = db
    .update(verificationRequests)
    .set({ status: review.status, adminNotes: review.adminNotes, reviewedBy: review.reviewedBy, reviewedAt: review.reviewedAt })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, "pending")))
    .returning({ id: verificationRequests.id });
  if (review.status !== "approved") {
    const [reviewed, ...results] = await db.batch([update, ...also]);
    return { landed: reviewed.length > 0, results };
  }
  const [reviewed, , ...results] = await db.batch([
    update,
    db
      .update(users)
      .set({ verificationBadge: review.badge, isVerified: true, updatedAt: review.reviewedAt })
      .where(
        and(
          eq(users.id, request.userId),
          sql`exists (select 1 from ${verificationRequests} where ${verificationRequests.id} = ${id} and ${verificationRequests.reviewedAt} = ${review.reviewedAt} and ${verificationRequests.status} = 'approved')`,
        ),
      ),
    ...also,
  ]);
  return { landed: reviewed.length > 0, results };
}

/** One page (plus one row) of groups awaiting review with their creators, newest first: the query, for a batch. */
export function pendingGroupsPage(db: Database, { limit, cursor }: Page) {
  return db
    .select({
      id: chatGroups.id,
      name: chatGroups.name,
      description: chatGroups.description,
      creator_id: chatGroups.creatorId,
      creator_name: users.fullName,
      created_at: chatGroups.createdAt,
    })
    .from(chatGroups)
    .innerJoin(users, eq(users.id, chatGroups.creatorId))
    .where(and(eq(chatGroups.status, "pending"), cursor ? lt(chatGroups.id, cursor) : undefined))
    .orderBy(desc(chatGroups.id))
    .limit(limit + 1);
}

/** A group's name, creator and review status, or undefined. */
export function findGroupForReview(db: Database, id: number) {
  return db
    .select({ name: chatGroups.name, creatorId: chatGroups.creatorId, status: chatGroups.status })
    .from(chatGroups)
    .where(eq(chatGroups.id, id))
    .get();
}

/** Approves or rejects a pending group with `also` in the same batch: the group, or undefined when it was already decided. */
export async function reviewGroup(
  db: Database,
  id: number,
  status: "approved" | "rejected",
  adminId: number,
  also: BatchItem<"sqlite">[] = [],
  now = new Date(),
) {
  const [[changed], ...results] = await db.batch([
    db
      .update(chatGroups)
      .set({ status, reviewedBy: adminId, reviewedAt: now.toISOString() })
      .where(and(eq(chatGroups.id, id), eq(chatGroups.status, "pending")))
      .returning(),
    ...also,
  ]);
  return changed ? { group: changed, results } : undefined;
}
