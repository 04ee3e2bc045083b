import { and, desc, eq, lt } from "drizzle-orm";
import { Hono } from "hono";
import { hubPostLikes, hubPostReplies, hubPosts, users } from "../db/schema";
import { HUB_CATEGORIES, type HubCategory } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, forbidden, notFound } from "../http/errors";
import { readPaging, setNextLink } from "../http/paging";
import { rateLimit } from "../http/rate-limit";
import { idParam, readJson } from "../http/validate";
import { markSolved, selectPosts, toPostDtos } from "../services/hub";
import { createPostBody, replyBody, solvedBody } from "./hub-schemas";

const isCategory = (value: string): value is HubCategory => (HUB_CATEGORIES as readonly string[]).includes(value);

async function findPostDto(c: { var: AppEnv["Variables"] }, id: number, viewerId: number) {
  const row = await selectPosts(c.var.db).where(eq(hubPosts.id, id)).get();
  if (!row) throw notFound("Post not found");
  const [post] = await toPostDtos(c.var.db, [row], viewerId);
  return post as NonNullable<typeof post>;
}

/** /api/chat/hub-posts: the Q&A posts with replies, likes (one per user) and the solved mark. */
export const hubPostRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const category = c.req.query("category") ?? "all";
    if (category !== "all" && !isCategory(category)) throw badRequest("Unknown category");
    const { limit, cursor } = readPaging(c);
    const conditions = [
      category === "all" ? undefined : eq(hubPosts.category, category),
      cursor === undefined ? undefined : lt(hubPosts.id, cursor),
    ];
    const rows = await selectPosts(c.var.db)
      .where(and(...conditions))
      .orderBy(desc(hubPosts.id))
      .limit(limit)
      .all();
    const last = rows.at(-1);
    if (rows.length === limit && last) setNextLink(c, { cursor: String(last.id) });
    return c.json(await toPostDtos(c.var.db, rows, user.id));
  })
  .post("/", async (c) => {
    const user = requireUser(c);
    await rateLimit(c.env.HUB_POST_LIMITER, `post:${user.id}`, "You are posting too fast. Please wait a minute and try again.");
    const body = await readJson(c, createPostBody);
    const post = await c.var.db
      .insert(hubPosts)
      .values({ authorId: user.id, title: body.title, content: body.content, category: body.category })
      .returning({ id: hubPosts.id })
      .get();
    return c.json(await findPostDto(c, post.id, user.id), 201);
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const post = await findPostDto(c, id, user.id);
    const replies = await c.var.db
      .select({
        id: hubPostReplies.id,
        post_id: hubPostReplies.postId,
        content: hubPostReplies.content,
        author_id: hubPostReplies.authorId,
        author_name: users.fullName,
        verification_badge: users.verificationBadge,
        created_at: hubPostReplies.createdAt,
      })
      .from(hubPostReplies)
      .innerJoin(users, eq(users.id, hubPostReplies.authorId))
      .where(eq(hubPostReplies.postId, id))
      .orderBy(hubPostReplies.id)
      .limit(500)
      .all();
    return c.json({
      ...post,
      replies: replies.map(({ verification_badge, ...reply }) => ({ ...reply, is_verified: verification_badge === "verified" })),
    });
  })
  .post("/:id/replies", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    await rateLimit(c.env.HUB_POST_LIMITER, `post:${user.id}`, "You are posting too fast. Please wait a minute and try again.");
    const body = await readJson(c, replyBody);
    const post = await c.var.db.select({ id: hubPosts.id }).from(hubPosts).where(eq(hubPosts.id, id)).get();
    if (!post) throw notFound("Post not found");
    const reply = await c.var.db.insert(hubPostReplies).values({ postId: id, authorId: user.id, content: body.content }).returning().get();
    return c.json(
      {
        id: reply.id,
        post_id: reply.postId,
        content: reply.content,
        author_id: user.id,
        author_name: user.fullName,
        is_verified: user.verificationBadge === "verified",
        created_at: reply.createdAt,
      },
      201,
    );
  })
  .put("/:id/like", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const post = await c.var.db.select({ id: hubPosts.id }).from(hubPosts).where(eq(hubPosts.id, id)).get();
    if (!post) throw notFound("Post not found");
    // One like per user: the primary key (post, user) makes a second like a no-op.
    await c.var.db.insert(hubPostLikes).values({ postId: id, userId: user.id }).onConflictDoNothing();
    const dto = await findPostDto(c, id, user.id);
    return c.json({ id, likes_count: dto.likes_count, liked_by_me: dto.liked_by_me });
  })
  .delete("/:id/like", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const post = await c.var.db.select({ id: hubPosts.id }).from(hubPosts).where(eq(hubPosts.id, id)).get();
    if (!post) throw notFound("Post not found");
    await c.var.db.delete(hubPostLikes).where(and(eq(hubPostLikes.postId, id), eq(hubPostLikes.userId, user.id)));
    const dto = await findPostDto(c, id, user.id);
    return c.json({ id, likes_count: dto.likes_count, liked_by_me: dto.liked_by_me });
  })
  .put("/:id/solved", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, solvedBody);
    const post = await c.var.db.select({ authorId: hubPosts.authorId }).from(hubPosts).where(eq(hubPosts.id, id)).get();
    if (!post) throw notFound("Post not found");
    if (post.authorId !== user.id && user.role !== "admin") throw forbidden("Only the author or an admin can mark a post solved");
    const byAdmin = user.role === "admin" ? user.id : null;
    if (!(await markSolved(c.var.db, { postId: id, isSolved: body.is_solved, replyId: body.reply_id ?? null, byAdmin }))) {
      throw badRequest("Choose one of this post's replies as the answer", { reply_id: "Choose one of this post's replies as the answer" });
    }
    return c.json(await findPostDto(c, id, user.id));
  });
