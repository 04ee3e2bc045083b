// What visitors send from the public site: contact messages and newsletter sign-ups.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

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
