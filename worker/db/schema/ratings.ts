// Ratings between the parties of completed purchase requests, the trade figures triggers keep per user,
// and the log of live listing edits that did not go back to review.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, now } from "./columns";
import { listings, purchaseRequests } from "./marketplace";
import { users } from "./users";

export const ratings = sqliteTable(
  "ratings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: "cascade" }),
    raterId: integer("rater_id")
      .notNull()
      .references(() => users.id),
    rateeId: integer("ratee_id")
      .notNull()
      .references(() => users.id),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("ratings_request_rater_unique").on(t.requestId, t.raterId),
    index("ratings_ratee_idx").on(t.rateeId, t.id),
    check("ratings_stars_range", sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/** Kept by triggers in migration 0022 (completed requests per seller, ratings received), never written by code. */
export const tradeStats = sqliteTable("trade_stats", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  completedDeals: integer("completed_deals").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
});

export const listingChanges = sqliteTable(
  "listing_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** JSON: each changed field with its old and new value, e.g. {"price":[1200,1100]}. */
    changes: text("changes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("listing_changes_listing_idx").on(t.listingId, t.id)],
);
