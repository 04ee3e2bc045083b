// Farmers Hub: chat groups and their messages, Q&A posts, replies and likes.
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { HUB_CATEGORIES, REVIEW_STATUSES } from "../../domain";
import { createdAt, now } from "./columns";
import { users } from "./users";

export const chatGroups = sqliteTable(
  "chat_groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: text("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_groups_status_idx").on(t.status, t.id),
    index("chat_groups_creator_id_idx").on(t.creatorId),
    index("chat_groups_reviewed_by_idx").on(t.reviewedBy),
  ],
);

export const groupMessages = sqliteTable(
  "group_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    groupId: integer("group_id")
      .notNull()
      .references(() => chatGroups.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    /** May be "" when the message is a voice note alone. */
    content: text("content").notNull(),
    /** A voice note (ADR 093): its R2 key, the sniffed type, bytes and length read from the container. */
    audioKey: text("audio_key"),
    audioContentType: text("audio_content_type"),
    audioSize: integer("audio_size"),
    audioDurationMs: integer("audio_duration_ms"),
    /** Set when an admin removed it after a report: kept for the record, shown to nobody. */
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("group_messages_group_id_idx").on(t.groupId, t.id),
    index("group_messages_sender_id_idx").on(t.senderId),
    // A voice note is played by its key (ADR 093).
    index("group_messages_audio_key_idx").on(t.audioKey),
  ],
);

/**
 * Which group rooms a session's sockets joined, written before each socket connects, so ending a session can
 * ask just those rooms to close its sockets. No foreign key to sessions: logout ends the session row first,
 * then reads these rows (a connect racing it either got its row in before, or finds no session and is refused).
 */
export const chatRoomSessions = sqliteTable(
  "chat_room_sessions",
  {
    sessionId: text("session_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => chatGroups.id, { onDelete: "cascade" }),
    joinedAt: text("joined_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.groupId] }),
    index("chat_room_sessions_user_id_idx").on(t.userId),
    index("chat_room_sessions_group_id_idx").on(t.groupId),
  ],
);

export const hubPosts = sqliteTable(
  "hub_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category", { enum: HUB_CATEGORIES }).notNull().default("general"),
    isSolved: integer("is_solved", { mode: "boolean" }).notNull().default(false),
    /** The reply chosen as the answer when the post was marked solved (null: none chosen). */
    acceptedReplyId: integer("accepted_reply_id").references((): AnySQLiteColumn => hubPostReplies.id, { onDelete: "set null" }),
    /** The admin who marked it solved: their approval lets an unverified replier's accepted answer feed Ask AI. */
    approvedBy: integer("approved_by").references(() => users.id),
    /** Set when an admin removed it after a report: kept for the record, shown to nobody. */
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("hub_posts_category_idx").on(t.category, t.id),
    index("hub_posts_author_id_idx").on(t.authorId),
    index("hub_posts_solved_idx").on(t.isSolved, t.id),
  ],
);

export const hubPostReplies = sqliteTable(
  "hub_post_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id")
      .notNull()
      .references(() => hubPosts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    /** Set when an admin removed it after a report: kept for the record, shown to nobody. */
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("hub_post_replies_post_id_idx").on(t.postId, t.id), index("hub_post_replies_author_id_idx").on(t.authorId)],
);

export const hubPostLikes = sqliteTable(
  "hub_post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => hubPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("hub_post_likes_user_id_idx").on(t.userId)],
);
