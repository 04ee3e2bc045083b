// People: accounts, their signed-in devices and their verification requests.

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTACT_PREFERENCES, DOCUMENT_TYPES, REVIEW_STATUSES, ROLES } from "../../domain";
import { LANGUAGES } from "../../languages";
import { createdAt, now } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for an account made with a phone number only. */
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    /**
     * E.164 ("+234..."); null when none was given. Until `phoneConfirmed`, only a claim: several accounts may claim one
     * number, none is signed in by it, shown with it or messaged at it (ADR 050). Confirmed, it is unique.
     */
    phone: text("phone"),
    /** A code sent to the phone was typed back (or a carrier vouched for it, as a USSD session does). */
    phoneConfirmed: integer("phone_confirmed", { mode: "boolean" }).notNull().default(false),
    location: text("location"),
    verificationBadge: text("verification_badge"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    lowData: integer("low_data", { mode: "boolean" }).notNull().default(false),
    /** The language the user chose (null: never chosen, so the browser's Accept-Language decides). */
    language: text("language", { enum: LANGUAGES }),
    /** When the user first opened their dashboard (null: never, so the next view greets a newcomer). */
    welcomedAt: text("welcomed_at"),
    /**
     * How others may reach this person: `phone` (signed-in users see the number when they ask for it, with WhatsApp,
     * call and SMS links) or `requests_only` (the number is shown to nobody but admins; buyers send a request).
     */
    contactPreference: text("contact_preference", { enum: CONTACT_PREFERENCES }).notNull().default("phone"),
    /** When an admin suspended the account (null: not suspended): no sign-in, no sessions, listings hidden. */
    suspendedAt: text("suspended_at"),
    /**
     * When the owner said "this was not me" to a contact change (null: never, or since lifted): no phone or e-mail may
     * change until a password reset lifts it (ADR 053).
     */
    contactChangesFrozenAt: text("contact_changes_frozen_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_phone_confirmed_unique").on(t.phone).where(sql`phone IS NOT NULL AND phone_confirmed = 1`),
    index("users_phone_idx").on(t.phone),
    index("users_role_idx").on(t.role),
    index("users_suspended_idx").on(t.id).where(sql`${t.suspendedAt} IS NOT NULL`),
  ],
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

/** A user row as the API reads it (the password hash included: never send it as is). */
export type UserRecord = typeof users.$inferSelect;

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
