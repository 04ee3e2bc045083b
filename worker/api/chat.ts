import { Hono } from "hono";
import type { GroupMessage } from "../../party/protocol";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { readPaging, setNextLink } from "../http/paging";
import { rateLimit } from "../http/rate-limit";
import { idParam, readJson } from "../http/validate";
import { createGroup, groupDto, isApprovedGroup, listMessages, storeMessage, visibleGroupsPage } from "../services/hub";
import { announceMessage } from "../services/rooms";
import { putVoiceNote, voiceNoteColumns, voiceNoteDto } from "../services/voice-notes";
import { hubPostRoutes } from "./hub-posts";
import { createGroupBody } from "./hub-schemas";
import { readMessage, voiceRoutes } from "./voice";

/** /api/chat: groups (pending → approved | rejected by an admin), their messages, and the Q&A posts. */
export const chatRoutes = new Hono<AppEnv>()
  .get("/groups", async (c) => {
    const user = requireUser(c);
    const { limit, cursor } = readPaging(c);
    const rows = await visibleGroupsPage(c.var.db, user.id, { limit, cursor });
    const last = rows.at(-1);
    if (rows.length === limit && last) setNextLink(c, { cursor: String(last.group.id) });
    return c.json(rows.map((row) => groupDto(row.group, row.creatorName)));
  })
  .post("/groups", async (c) => {
    const user = requireUser(c);
    await rateLimit(c.env.HUB_POST_LIMITER, `group:${user.id}`, "too_many_groups");
    const body = await readJson(c, createGroupBody);
    const group = await createGroup(c.var.db, user.id, body);
    return c.json(groupDto(group, user.fullName), 201);
  })
  .get("/groups/:id/messages", async (c) => {
    requireUser(c);
    const groupId = idParam(c.req.param("id"));
    const { limit, cursor: before } = readPaging(c);
    const { cursor: after } = readPaging(c, "after");
    if (!(await isApprovedGroup(c.var.db, groupId))) throw notFound("group_not_found");
    const messages = await listMessages(c.var.db, groupId, {
      after: after ?? null,
      before: after === undefined ? (before ?? null) : null,
      limit,
    });
    if (messages.length === limit) {
      if (after !== undefined) setNextLink(c, { after: String(messages.at(-1)?.id) });
      else setNextLink(c, { cursor: String(messages[0]?.id) });
    }
    return c.json(messages);
  })
  .post("/groups/:id/messages", async (c) => {
    const user = requireUser(c);
    const groupId = idParam(c.req.param("id"));
    await rateLimit(c.env.CHAT_LIMITER, `message:${user.id}`, "too_many_chat_messages", 10);
    const { content, voiceNote } = await readMessage(c);
    if (!(await isApprovedGroup(c.var.db, groupId))) throw notFound("group_not_found");
    // The voice note goes to R2 first, then the row; a failed insert takes the file back out.
    const audioKey = voiceNote ? await putVoiceNote(c.env.BUCKET, voiceNote) : null;
    let stored: Awaited<ReturnType<typeof storeMessage>>;
    try {
      // Stored first, broadcast second: what a client is shown is always in D1.
      stored = await storeMessage(c.var.db, groupId, user.id, content, audioKey && voiceNote ? voiceNoteColumns(audioKey, voiceNote) : {});
    } catch (error) {
      if (audioKey) await c.env.BUCKET.delete(audioKey);
      throw error;
    }
    const message: GroupMessage = {
      id: stored.id,
      group_id: stored.groupId,
      content: stored.content,
      sender_name: user.fullName,
      sender_id: user.id,
      is_verified: user.verificationBadge === "verified",
      sender_role: user.role,
      created_at: stored.createdAt,
      audio: voiceNoteDto(stored),
    };
    const delivered = await announceMessage(c.env, message);
    return c.json({ ...message, delivered }, 201);
  })
  .route("/hub-posts", hubPostRoutes)
  .route("/voice", voiceRoutes);
