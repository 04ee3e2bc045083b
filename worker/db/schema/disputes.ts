// A dispute's conversation (ADR 098): while a buyer's dispute of held money is open, the order's buyer and seller
// each write their side here for the admin who decides it; each message tells the other side.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { paymentDisputes } from "./payments";
import { users } from "./users";

export const DISPUTE_SIDES = ["buyer", "seller"] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** One message of a dispute's conversation: who wrote it, as which side of the order, and the text (1,000 at most). */
export const disputeMessages = sqliteTable(
  "dispute_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    disputeId: integer("dispute_id")
      .notNull()
      .references(() => paymentDisputes.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    side: text("side", { enum: DISPUTE_SIDES }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("dispute_messages_dispute_idx").on(t.disputeId, t.id),
    check("dispute_messages_side_known", sql`${t.side} IN ('buyer', 'seller')`),
    check("dispute_messages_body_length", sql`length(${t.body}) BETWEEN 1 AND 1000`),
  ],
);

export type DisputeMessage = typeof disputeMessages.$inferSelect;
