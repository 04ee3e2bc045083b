// Ratings between the two parties of a completed purchase request: one each, changeable for RATING_EDIT_DAYS.
// The rated user's figures (trade_stats) follow by trigger, so no code path can forget them.
import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { purchaseRequests, ratings, users } from "../db/schema";
import { RATING_EDIT_DAYS } from "../domain";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a rating given at `createdAt` may be changed. */
export function ratingEditableUntil(createdAt: string): string {
  return new Date(Date.parse(createdAt) + RATING_EDIT_DAYS * DAY_MS).toISOString();
}

export function ratingEditable(createdAt: string, now: Date): boolean {
  return now.getTime() <= Date.parse(ratingEditableUntil(createdAt));
}

export interface NewRating {
  requestId: number;
  raterId: number;
  rateeId: number;
  stars: number;
  comment: string | null;
}

/**
 * Stores a rating with the statements to run in the same batch (the rated user's notification, guarded by
 * changes()); `stored` is false when this rater had already rated this request (the unique index decides, so
 * two concurrent posts store one).
 */
export async function addRating(db: Database, rating: NewRating, also: BatchItem<"sqlite">[] = []) {
  const [inserted, ...rest] = await db.batch([
    db.insert(ratings).values(rating).onConflictDoNothing().returning({ id: ratings.id }),
    ...also,
  ]);
  return { stored: inserted.length > 0, results: rest };
}

/** A rater's rating of a request, or undefined. */
export function findOwnRating(db: Database, requestId: number, raterId: number) {
  return db
    .select()
    .from(ratings)
    .where(and(eq(ratings.requestId, requestId), eq(ratings.raterId, raterId)))
    .get();
}

/**
 * Changes a rating while its window is open; the window is checked in the where clause against `now`, so
 * `changed` is false when it has closed (or the rating is gone).
 */
export async function changeRating(db: Database, id: number, values: { stars: number; comment: string | null }, now = new Date()) {
  const openSince = new Date(now.getTime() - RATING_EDIT_DAYS * DAY_MS).toISOString();
  const updated = await db
    .update(ratings)
    .set({ ...values, updatedAt: now.toISOString() })
    .where(and(eq(ratings.id, id), sql`${ratings.createdAt} >= ${openSince}`))
    .returning({ id: ratings.id });
  return updated.length > 0;
}

/** A user's latest reviews received from buyers, newest first, with the reviewer's name and listing id. */
export function latestReviewsQuery(db: Database, rateeId: number, limit: number) {
  return db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      raterName: users.fullName,
      listingId: purchaseRequests.listingId,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, ratings.requestId))
    .where(and(eq(ratings.rateeId, rateeId), eq(purchaseRequests.buyerId, ratings.raterId)))
    .orderBy(desc(ratings.id))
    .limit(limit);
}

export type RatingDto = { stars: number; comment: string | null; created_at: string; editable_until: string };

/** The JSON of a request's ratings as selectPurchaseRequests reads it, split by side. */
export function requestRatings(json: string | null, buyerId: number) {
  const rows = JSON.parse(json ?? "[]") as { rater_id: number; stars: number; comment: string | null; created_at: string }[];
  const dto = (row: (typeof rows)[number] | undefined): RatingDto | null =>
    row
      ? { stars: row.stars, comment: row.comment, created_at: row.created_at, editable_until: ratingEditableUntil(row.created_at) }
      : null;
  return {
    buyer_rating: dto(rows.find((row) => row.rater_id === buyerId)),
    seller_rating: dto(rows.find((row) => row.rater_id !== buyerId)),
  };
}
