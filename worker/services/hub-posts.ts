// Farmers Hub Q&A queries: pages of posts, replies, likes (one per user) and the solved mark.
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { hubPostLikes, hubPostReplies, hubPosts, users } from "../db/schema";
import type { HubCategory } from "../domain";
import { selectPosts, toPostDtos } from "./hub";

/** A page of post cards as `viewerId` sees them, newest first, in one category or all: one statement. */
export async function postsPage(
  db: Database,
  viewerId: number,
  category: HubCategory | undefined,
  { limit, cursor }: { limit: number; cursor: number | undefined },
) {
  const conditions = [
    isNull(hubPosts.removedAt),
    category === undefined ? undefined : eq(hubPosts.category, category),
    cursor === undefined ? undefined : lt(hubPosts.id, cursor),
  ];
  return toPostDtos(
    await selectPosts(db, viewerId)
      .where(and(...conditions))
      .orderBy(desc(hubPosts.id))
      .limit(limit)
      .all(),
  );
}

/**
 * A post nobody removed (a removed one is kept for the record and answers as missing) as `viewerId` sees it, with
 * its replies when asked: one batch, or null.
 */
export async function findPost(db: Database, id: number, viewerId: number, withReplies: boolean) {
  const post = selectPosts(db, viewerId).where(and(eq(hubPosts.id, id), isNull(hubPosts.removedAt)));
  const [[row], replyRows] = withReplies ? await db.batch([post, repliesQuery(db, id)]) : [await post.all(), []];
  if (!row) return null;
  const [dto] = toPostDtos([row]);
  return { post: dto as NonNullable<typeof dto>, replies: replyDtos(replyRows) };
}

/** Stores a post and returns its id. */
export async function createPost(db: Database, values: { authorId: number; title: string; content: string; category: HubCategory }) {
  const post = await db.insert(hubPosts).values(values).returning({ id: hubPosts.id }).get();
  return post.id;
}

/** A post's author, title and solved mark, or undefined when there is no such post. */
export function findPostAuthor(db: Database, id: number) {
  return db
    .select({ id: hubPosts.id, authorId: hubPosts.authorId, title: hubPosts.title, isSolved: hubPosts.isSolved })
    .from(hubPosts)
    .where(and(eq(hubPosts.id, id), isNull(hubPosts.removedAt)))
    .get();
}

/** A post's replies in order (at most 500), with each author's name and whether they are verified. */
function repliesQuery(db: Database, postId: number) {
  return db
    .select({
      id: hubPostReplies.id,
      post_id: hubPostReplies.postId,
      content: hubPostReplies.content,
      author_id: hubPostReplies.authorId,
      author_name: users.fullName,
      verification_badge: users.verificationBadge,
      author_role: users.role,
      suspended_at: users.suspendedAt,
      created_at: hubPostReplies.createdAt,
    })
    .from(hubPostReplies)
    .innerJoin(users, eq(users.id, hubPostReplies.authorId))
    .where(and(eq(hubPostReplies.postId, postId), isNull(hubPostReplies.removedAt)))
    .orderBy(hubPostReplies.id)
    .limit(500);
}

// A suspended author's replies stay, marked.
const replyDtos = (rows: Awaited<ReturnType<typeof repliesQuery>>) =>
  rows.map(({ verification_badge, suspended_at, ...reply }) => ({
    ...reply,
    is_verified: verification_badge === "verified",
    author_suspended: suspended_at !== null,
  }));

/** Stores a reply with the statements to run in the same batch (the post author's notification). */
export async function createReply(db: Database, postId: number, authorId: number, content: string, also: BatchItem<"sqlite">[] = []) {
  const [[reply], ...results] = await db.batch([db.insert(hubPostReplies).values({ postId, authorId, content }).returning(), ...also]);
  if (!reply) throw new Error("The reply was not stored");
  return { reply, results };
}

/** One like per user: the primary key (post, user) makes a second like a no-op. */
export async function likePost(db: Database, postId: number, userId: number) {
  await db.insert(hubPostLikes).values({ postId, userId }).onConflictDoNothing();
}

export async function unlikePost(db: Database, postId: number, userId: number) {
  await db.delete(hubPostLikes).where(and(eq(hubPostLikes.postId, postId), eq(hubPostLikes.userId, userId)));
}
