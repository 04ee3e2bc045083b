// Feature phones (PRODUCT.md, "Feature phones"; ADR 076): each account's USSD PIN and its wrong tries, and the
// answers USSD sessions were given for an action, so a gateway's retry gets the same screen and acts once.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * One row per account that has a USSD PIN: its PBKDF2 hash (own salt, as passwords are hashed), wrong tries since
 * the last right one or pause, and until when actions are paused after the third (ISO, null: not paused).
 */
export const ussdPins = sqliteTable("ussd_pins", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text("pin_hash").notNull(),
  failures: integer("failures").notNull().default(0),
  pausedUntil: text("paused_until"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * The answer an action gave, by the gateway's session id, the caller's number and the session's text: written in the
 * action's own batch (a second write of the same key fails the batch, so nothing acts twice). Swept after a day.
 */
export const ussdAnswers = sqliteTable(
  "ussd_answers",
  {
    sessionId: text("session_id").notNull(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    answer: text("answer").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.phone, t.text] }), index("ussd_answers_created_idx").on(t.createdAt)],
);
