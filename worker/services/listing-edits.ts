// An owner's edit of a listing and what it does to its review: a reviewed listing (live, sold out or paused) whose
// only changes are price or quantity keeps its review (the change is logged in the same batch), and a sold-out one
// given stock again is live again; any other change, or any edit of a rejected listing (a resubmission), sends it
// back to review and clears the admin's earlier reason. A photo change counts as any other change.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingChanges, listings } from "../db/schema";
import type { ListingFieldsEdit } from "../listing-fields";

type ListingRow = typeof listings.$inferSelect;
/** The columns an owner's edit may change: the editable fields of LISTING_FIELD_SPECS. */
export type ListingEdit = ListingFieldsEdit;

/** Fields a live listing may change without another review. */
const LIVE_FIELDS = new Set<keyof ListingEdit>(["priceKobo", "quantity"]);

/** The fields whose value really changes (an edit form sends every field, changed or not). */
export function changedFields(listing: ListingRow, edit: ListingEdit): (keyof ListingEdit)[] {
  return (Object.keys(edit) as (keyof ListingEdit)[]).filter((key) => edit[key] !== undefined && edit[key] !== listing[key]);
}

/** A photo added, removed or moved: a change that, like a new title, needs another review. */
export const PHOTOS = "photos";
type Change = keyof ListingEdit | typeof PHOTOS;

/**
 * What an edit changing `changed` does to the listing's review, as columns to set: a reviewed listing whose only
 * changes are price or quantity stays live (`staysLive`); anything else that is not already pending goes back to review.
 */
export function reviewAfterEdit(listing: ListingRow, changed: Change[], edit: ListingEdit = {}) {
  const reviewed = listing.status === "approved" || listing.status === "sold" || listing.status === "paused";
  const staysLive = reviewed && changed.every((key) => key !== PHOTOS && LIVE_FIELDS.has(key));
  const toReview = !staysLive && listing.status !== "pending";
  const restocked = staysLive && listing.status === "sold" && (edit.quantity ?? listing.quantity ?? 1) > 0;
  const emptied = staysLive && listing.status === "approved" && edit.quantity !== undefined && edit.quantity !== null && edit.quantity <= 0;
  const columns = {
    // A frozen listing keeps the admin's reason (it stays frozen); any other goes back to review with a clean slate.
    ...(toReview ? { status: "pending" as const, ...(listing.isFrozen ? {} : { moderationReason: null, moderationNote: null }) } : {}),
    ...(restocked ? { status: "approved" as const } : {}),
    ...(emptied ? { status: "sold" as const } : {}),
  };
  return { staysLive, toReview, columns };
}

/** The statement marking a listing's photos changed (back to review as `reviewAfterEdit` says), for the photo batch. */
export function photoChangeStatement(db: Database, listing: ListingRow, now = new Date()) {
  const { columns } = reviewAfterEdit(listing, [PHOTOS]);
  return db
    .update(listings)
    .set({ ...columns, updatedAt: now.toISOString() })
    .where(and(eq(listings.id, listing.id), eq(listings.userId, listing.userId)));
}

/** Applies an owner's edit; returns whether the listing went back to review. */
export async function editOwnListing(db: Database, listing: ListingRow, edit: ListingEdit, now = new Date()) {
  const changed = changedFields(listing, edit);
  const { staysLive, toReview, columns } = reviewAfterEdit(listing, changed, edit);
  const update = db
    .update(listings)
    .set({ ...edit, ...columns, updatedAt: now.toISOString() })
    .where(and(eq(listings.id, listing.id), eq(listings.userId, listing.userId)));
  if (staysLive && changed.length > 0) {
    const changes = Object.fromEntries(changed.map((key) => [key, [listing[key], edit[key]]]));
    await db.batch([
      update,
      db.insert(listingChanges).values({ listingId: listing.id, userId: listing.userId, changes: JSON.stringify(changes) }),
    ]);
  } else {
    await update;
  }
  return { toReview };
}
