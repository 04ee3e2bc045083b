// The one Drizzle schema for Gona's D1 database. Money is stored in kobo (integer) so sums are exact.
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  DOCUMENT_TYPES,
  HUB_CATEGORIES,
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  PRICE_UNITS,
  REQUEST_STATUSES,
  REVIEW_STATUSES,
  ROLES,
} from "../domain";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export type { Role } from "../domain";

const createdAt = () => text("created_at").notNull().default(now);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    phone: text("phone"),
    location: text("location"),
    verificationBadge: text("verification_badge"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    lowData: integer("low_data", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_role_idx").on(t.role)],
);

/** One row per signed-in device; a token is valid only while its session row exists. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: LISTING_CATEGORIES }).notNull(),
    priceKobo: integer("price_kobo").notNull().default(0),
    priceUnit: text("price_unit", { enum: PRICE_UNITS }).notNull().default("kg"),
    quantity: real("quantity"),
    location: text("location").notNull().default(""),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    isFrozen: integer("is_frozen", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
    deletedAt: text("deleted_at"),
  },
  (t) => [
    index("listings_user_id_idx").on(t.userId, t.id),
    // Public browse: approved, not frozen, not deleted, newest first; with and without a category.
    index("listings_public_idx").on(t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_category_idx").on(t.category, t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_status_idx").on(t.status, t.id),
  ],
);

export const listingImages = sqliteTable(
  "listing_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    r2Key: text("r2_key").notNull(),
    thumbKey: text("thumb_key"),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("listing_images_listing_id_idx").on(t.listingId, t.position), uniqueIndex("listing_images_r2_key_unique").on(t.r2Key)],
);

export const purchaseRequests = sqliteTable(
  "purchase_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    quantity: real("quantity").notNull(),
    offeredPriceKobo: integer("offered_price_kobo"),
    message: text("message"),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("purchase_requests_listing_id_idx").on(t.listingId, t.id),
    index("purchase_requests_buyer_id_idx").on(t.buyerId, t.id),
    index("purchase_requests_status_idx").on(t.status),
  ],
);

export const verificationRequests = sqliteTable(
  "verification_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    documentType: text("document_type", { enum: DOCUMENT_TYPES }).notNull(),
    documentKey: text("document_key").notNull(),
    documentContentType: text("document_content_type").notNull(),
    documentSize: integer("document_size").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: text("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_requests_user_id_idx").on(t.userId),
    index("verification_requests_status_idx").on(t.status, t.id),
    index("verification_requests_reviewed_by_idx").on(t.reviewedBy),
    // At most one pending request per user, enforced by the database itself.
    uniqueIndex("verification_requests_one_pending").on(t.userId).where(sql`status = 'pending'`),
  ],
);

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
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("group_messages_group_id_idx").on(t.groupId, t.id), index("group_messages_sender_id_idx").on(t.senderId)],
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

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: integer("user_id").references(() => users.id),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_user_id_idx").on(t.userId), index("contact_messages_unread_idx").on(t.readAt)],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(t.email)],
);

export const courses = sqliteTable(
  "courses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("courses_slug_unique").on(t.slug), index("courses_position_idx").on(t.position)],
);

export const lessons = sqliteTable(
  "lessons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("lessons_course_slug_unique").on(t.courseId, t.slug),
    index("lessons_course_position_idx").on(t.courseId, t.position),
  ],
);

export const quizQuestions = sqliteTable(
  "quiz_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    /** JSON array of answer options. */
    options: text("options").notNull(),
    correctIndex: integer("correct_index").notNull(),
  },
  (t) => [index("quiz_questions_course_idx").on(t.courseId, t.position)],
);

export const enrollments = sqliteTable(
  "enrollments",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    quizScore: integer("quiz_score"),
    quizPassedAt: text("quiz_passed_at"),
    enrolledAt: text("enrolled_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index("enrollments_course_id_idx").on(t.courseId)],
);

export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completedAt: text("completed_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_lesson_id_idx").on(t.lessonId)],
);

/** The Ask AI knowledge base: agronomy notes for Nigerian conditions, each naming its public source. */
export const knowledgeDocuments = sqliteTable(
  "knowledge_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Comma-separated crops, pests or topics, searched alongside the text. */
    topics: text("topics").notNull().default(""),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    body: text("body").notNull(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("knowledge_documents_slug_unique").on(t.slug)],
);
