// Farmers Hub rules shared by the chat and Q&A resources: how a message and a post look to clients.

import { and, desc, eq, exists, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { GroupMessage } from "../../party/protocol";
import type { Database } from "../db/client";
import { chatGroups, groupMessages, hubPostReplies, hubPosts, users } from "../db/schema";
import { voiceNoteDto } from "./voice-notes";

const isVerifiedUser = sql<number>`(${users.verificationBadge} = 'verified')`;

/** Groups a user may see: every approved group and their own pending ones. */
export function visibleGroupsWhere(userId: number): SQL | undefined {
  return or(eq(chatGroups.status, "approved"), and(eq(chatGroups.status, "pending"), eq(chatGroups.creatorId, userId)));
}

export function groupDto(row: typeof chatGroups.$inferSelect, creatorName: string) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    creator_id: row.creatorId,
    creator_name: creatorName,
    status: row.status,
    awaiting_approval: row.status === "pending",
    created_at: row.createdAt,
  };
}
export type GroupDto = ReturnType<typeof groupDto>;

/** A page of the groups a user may see, oldest first, after the `cursor` id. */
export function visibleGroupsPage(db: Database, userId: number, { limit, cursor }: { limit: number; cursor: number | undefined }) {
  const where = cursor === undefined ? visibleGroupsWhere(userId) : and(visibleGroupsWhere(userId), gt(chatGroups.id, cursor));
  return db
    .select({ group: chatGroups, creatorName: users.fullName })
    .from(chatGroups)
    .innerJoin(users, eq(users.id, chatGroups.creatorId))
    .where(where)
    .orderBy(chatGroups.id)
    .limit(limit)
    .all();
}

/** A new group waits for an admin's approval. */
export function createGroup(db: Database, creatorId: number, body: { name: string; description: string }) {
  return db.insert(chatGroups).values({ name: body.name, description: body.description, creatorId, status: "pending" }).returning().get();
}

/** Whether a group exists and is approved (the only groups anyone may read, post to or join). */
export async function isApprovedGroup(db: Database, id: number) {
  const group = await db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(and(eq(chatGroups.id, id), eq(chatGroups.status, "approved")))
    .get();
  return group !== undefined;
}

/** Stores a message (with its stored voice note's columns, if any); the caller broadcasts it only after this. */
export function storeMessage(
  db: Database,
  groupId: number,
  senderId: number,
  content: string,
  audio: Partial<Pick<typeof groupMessages.$inferInsert, "audioKey" | "audioContentType" | "audioSize" | "audioDurationMs">> = {},
) {
  return db
    .insert(groupMessages)
    .values({ groupId, senderId, content, ...audio })
    .returning()
    .get();
}

const messageColumns = {
  id: groupMessages.id,
  group_id: groupMessages.groupId,
  content: groupMessages.content,
  sender_name: users.fullName,
  sender_id: groupMessages.senderId,
  is_verified: isVerifiedUser,
  sender_suspended: sql<number>`${users.suspendedAt} IS NOT NULL`,
  sender_role: users.role,
  created_at: groupMessages.createdAt,
  audioKey: groupMessages.audioKey,
  audioSize: groupMessages.audioSize,
  audioDurationMs: groupMessages.audioDurationMs,
};

function toMessage({
  audioKey,
  audioSize,
  audioDurationMs,
  ...row
}: { is_verified: number | boolean; sender_suspended: number | boolean } & Omit<
  GroupMessage,
  "is_verified" | "sender_suspended" | "audio"
> & {
    audioKey: string | null;
    audioSize: number | null;
    audioDurationMs: number | null;
  }): GroupMessage {
  return {
    ...row,
    is_verified: Boolean(row.is_verified),
    sender_suspended: Boolean(row.sender_suspended),
    audio: voiceNoteDto({ audioKey, audioSize, audioDurationMs }),
  };
}

/**
 * A page of a group's messages, oldest first. `after`: the messages after that id (backfill);
 * `before`: older history; neither: the latest page.
 */
export async function listMessages(
  db: Database,
  groupId: number,
  options: { after: number | null; before: number | null; limit: number },
): Promise<GroupMessage[]> {
  // A message an admin removed stays in D1 for the record and is left out of every history.
  const shown = isNull(groupMessages.removedAt);
  const base = db.select(messageColumns).from(groupMessages).innerJoin(users, eq(users.id, groupMessages.senderId));
  if (options.after !== null) {
    const rows = await base
      .where(and(eq(groupMessages.groupId, groupId), gt(groupMessages.id, options.after), shown))
      .orderBy(groupMessages.id)
      .limit(options.limit)
      .all();
    return rows.map(toMessage);
  }
  const where =
    options.before !== null
      ? and(eq(groupMessages.groupId, groupId), lt(groupMessages.id, options.before), shown)
      : and(eq(groupMessages.groupId, groupId), shown);
  const rows = await base.where(where).orderBy(desc(groupMessages.id)).limit(options.limit).all();
  return rows.reverse().map(toMessage);
}

/** The columns of a post card (title, content, category, solved, author and their badge) before the counts are added. */
export const postColumns = {
  id: hubPosts.id,
  title: hubPosts.title,
  content: hubPosts.content,
  category: hubPosts.category,
  is_solved: hubPosts.isSolved,
  accepted_reply_id: hubPosts.acceptedReplyId,
  author_id: hubPosts.authorId,
  farmer_name: users.fullName,
  is_verified: isVerifiedUser,
  author_role: users.role,
  /** The author was suspended by an admin: the post stays, marked. */
  author_suspended: sql<number>`${users.suspendedAt} IS NOT NULL`,
  created_at: hubPosts.createdAt,
};

/**
 * Post cards as `viewerId` sees them: the card's columns with the real like and reply counts and the viewer's own
 * like, read in the same statement (correlated subqueries over the page's posts only); add where/order/limit.
 */
export function selectPosts(db: Database, viewerId: number) {
  return db
    .select({
      ...postColumns,
      likes_count: sql<number>`(select count(*) from hub_post_likes pl where pl.post_id = ${hubPosts.id})`,
      replies_count: sql<number>`(select count(*) from hub_post_replies pr where pr.post_id = ${hubPosts.id} and pr.removed_at is null)`,
      liked_by_me: sql<number>`exists (select 1 from hub_post_likes pl where pl.post_id = ${hubPosts.id} and pl.user_id = ${viewerId})`,
    })
    .from(hubPosts)
    .innerJoin(users, eq(users.id, hubPosts.authorId));
}
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["all"]>>[number];

/** Rows of selectPosts as the API answers them. */
export const toPostDtos = (rows: PostRow[]) =>
  rows.map((row) => ({
    ...row,
    is_verified: Boolean(row.is_verified),
    author_suspended: Boolean(row.author_suspended),
    liked_by_me: Boolean(row.liked_by_me),
  }));
export type PostDto = ReturnType<typeof toPostDtos>[number];

/**
 * Sets a post's solved mark and its accepted reply in one conditional update (the reply must belong to the post).
 * `byAdmin`: the admin doing it (their choice approves that answer for Ask AI); an author's change clears the approval.
 * `changed` is false when the reply is not one of the post's replies; `also` runs in the same batch.
 */
export async function markSolved(
  db: Database,
  change: { postId: number; isSolved: boolean; replyId: number | null; byAdmin: number | null },
  also: BatchItem<"sqlite">[] = [],
) {
  const replyId = change.isSolved ? change.replyId : null;
  const replyOfPost =
    replyId === null
      ? undefined
      : exists(
          db
            .select({ id: hubPostReplies.id })
            .from(hubPostReplies)
            // A removed reply cannot become the accepted answer.
            .where(and(eq(hubPostReplies.id, replyId), eq(hubPostReplies.postId, change.postId), isNull(hubPostReplies.removedAt))),
        );
  const [updated, ...results] = await db.batch([
    db
      .update(hubPosts)
      .set({ isSolved: change.isSolved, acceptedReplyId: replyId, approvedBy: replyId === null ? null : change.byAdmin })
      .where(and(eq(hubPosts.id, change.postId), replyOfPost))
      .returning({ id: hubPosts.id }),
    ...also,
  ]);
  return { changed: updated.length > 0, results };
}
