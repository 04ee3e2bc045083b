import { Hono } from "hono";
import { HUB_CATEGORIES, type HubCategory } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { badRequest, forbidden, notFound } from "../http/errors";
import { readPaging, setNextLink } from "../http/paging";
import { rateLimit } from "../http/rate-limit";
import { idParam, readJson } from "../http/validate";
import { audit } from "../services/audit";
import { markSolved } from "../services/hub";
import { createPost, createReply, findPost, findPostAuthor, likePost, postsPage, unlikePost } from "../services/hub-posts";
import { deliverNotifications } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import { createPostBody, replyBody, solvedBody } from "./hub-schemas";

const isCategory = (value: string): value is HubCategory => (HUB_CATEGORIES as readonly string[]).includes(value);

/** A post as `viewerId` sees it, with its replies when asked, or 404. */
async function postOr404(c: { var: AppEnv["Variables"] }, id: number, viewerId: number, withReplies: boolean) {
  const found = await findPost(c.var.db, id, viewerId, withReplies);
  if (!found) throw notFound("post_not_found");
  return found;
}

/** /api/chat/hub-posts: the Q&A posts with replies, likes (one per user) and the solved mark. */
export const hubPostRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const category = c.req.query("category") ?? "all";
    if (category !== "all" && !isCategory(category)) throw badRequest("unknown_category");
    const { limit, cursor } = readPaging(c);
    const posts = await postsPage(c.var.db, user.id, category === "all" ? undefined : category, { limit, cursor });
    const last = posts.at(-1);
    if (posts.length === limit && last) setNextLink(c, { cursor: String(last.id) });
    return c.json(posts);
  })
  .post("/", async (c) => {
    const user = requireUser(c);
    await rateLimit(c.env.HUB_POST_LIMITER, `post:${user.id}`, "too_many_posts");
    const body = await readJson(c, createPostBody);
    const postId = await createPost(c.var.db, { authorId: user.id, title: body.title, content: body.content, category: body.category });
    return c.json((await postOr404(c, postId, user.id, false)).post, 201);
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const { post, replies } = await postOr404(c, id, user.id, true);
    return c.json({ ...post, replies });
  })
  .post("/:id/replies", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    await rateLimit(c.env.HUB_POST_LIMITER, `post:${user.id}`, "too_many_posts");
    const body = await readJson(c, replyBody);
    const post = await findPostAuthor(c.var.db, id);
    if (!post) throw notFound("post_not_found");
    const authorTold = notify(
      c.var.db,
      {
        userId: post.authorId,
        type: "hub_post.replied",
        params: { post: post.title, author: user.fullName },
        url: `/farmers-hub/posts/${id}`,
      },
      { actorId: user.id },
    );
    const { reply, results } = await createReply(c.var.db, id, user.id, body.content, authorTold);
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    return c.json(
      {
        id: reply.id,
        post_id: reply.postId,
        content: reply.content,
        author_id: user.id,
        author_name: user.fullName,
        is_verified: user.verificationBadge === "verified",
        author_role: user.role,
        author_suspended: false,
        created_at: reply.createdAt,
      },
      201,
    );
  })
  .put("/:id/like", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const post = await findPostAuthor(c.var.db, id);
    if (!post) throw notFound("post_not_found");
    await likePost(c.var.db, id, user.id);
    const { post: dto } = await postOr404(c, id, user.id, false);
    return c.json({ id, likes_count: dto.likes_count, liked_by_me: dto.liked_by_me });
  })
  .delete("/:id/like", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const post = await findPostAuthor(c.var.db, id);
    if (!post) throw notFound("post_not_found");
    await unlikePost(c.var.db, id, user.id);
    const { post: dto } = await postOr404(c, id, user.id, false);
    return c.json({ id, likes_count: dto.likes_count, liked_by_me: dto.liked_by_me });
  })
  .put("/:id/solved", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, solvedBody);
    const post = await findPostAuthor(c.var.db, id);
    if (!post) throw notFound("post_not_found");
    if (post.authorId !== user.id && user.role !== "admin") throw forbidden("author_only");
    const byAdmin = user.role === "admin" ? user.id : null;
    // An admin's choice approves the accepted answer for Ask AI, or withdraws it: recorded in the same batch.
    const recorded =
      byAdmin === null
        ? []
        : audit(
            c.var.db,
            {
              adminId: byAdmin,
              action: body.is_solved ? "hub_post.solve" : "hub_post.unsolve",
              targetType: "hub_post",
              targetId: id,
              note: body.is_solved && body.reply_id ? `accepted reply ${body.reply_id}` : null,
            },
            { afterChange: true },
          );
    // The author hears of it when someone else (an admin) marks their open question solved.
    const authorTold =
      body.is_solved && !post.isSolved
        ? notify(
            c.var.db,
            { userId: post.authorId, type: "hub_post.solved", params: { post: post.title }, url: `/farmers-hub/posts/${id}` },
            { actorId: user.id, afterChange: true },
          )
        : [];
    const solved = await markSolved(c.var.db, { postId: id, isSolved: body.is_solved, replyId: body.reply_id ?? null, byAdmin }, [
      ...recorded,
      ...authorTold,
    ]);
    if (!solved.changed) throw badRequest("accepted_reply_invalid", { reply_id: "accepted_reply_invalid" });
    deliverNotifications(deliveryFrom(c), writtenIn(solved.results));
    return c.json((await postOr404(c, id, user.id, false)).post);
  });
