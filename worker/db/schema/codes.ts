// One-time codes (6 digits, by SMS) and links (a random token, by e-mail): stored only as a keyed SHA-256 hash.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { MESSAGE_CHANNELS } from "./messaging";
import { users } from "./users";

/**
 * otp_login: sign in by SMS; password_reset; contact_confirm: a new phone or e-mail from the profile; phone_confirm: the
 * number an account registered with; phone_sign_in: a password sign-in on a number not yet confirmed (bound to the
 * sign-in's challenge); contact_proof: a code to the current phone that stands in for the password of an account without
 * one when its contact changes; contact_revert: the "this was not me" link sent to the old contact (its recipient is
 * `phone:<old value>` or `email:<old value>`, what the link puts back).
 */
export const CODE_PURPOSES = [
  "otp_login",
  "password_reset",
  "contact_confirm",
  "phone_confirm",
  "phone_sign_in",
  "contact_proof",
  "contact_revert",
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const oneTimeCodes = sqliteTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purpose: text("purpose", { enum: CODE_PURPOSES }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** Where it was sent: E.164 phone or e-mail address (for contact_confirm, the new contact to apply). */
    recipient: text("recipient").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the server secret, purpose, recipient and the code or token. */
    codeHash: text("code_hash").notNull(),
    /** Wrong guesses so far; at the limit the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    /** Set when used or replaced by a newer code: a code works once. */
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_codes_recipient_idx").on(t.purpose, t.recipient, t.id),
    index("one_time_codes_hash_idx").on(t.codeHash),
    index("one_time_codes_user_idx").on(t.userId),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/**
 * One row per failed code try of an account, kept an hour: at most MAX_FAILED_CODE_TRIES_PER_HOUR rows may exist per
 * account in any hour, across all its codes and every address (the insert itself checks it). A try reserves its row
 * before the code is compared, and a right code gives it back.
 */
export const codeFailures = sqliteTable(
  "code_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("code_failures_user_idx").on(t.userId, t.createdAt)],
);
