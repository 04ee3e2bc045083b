// Listings: the rows with their sellers, the rule for a public listing, and the listing writes. The answer each API
// call gives for a listing is built in listing-dtos.ts.

import { and, eq, getTableColumns, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { listingImages, listings, type UserRecord, users } from "../db/schema";
import type { ContactPreference } from "../domain";
import type { NewListingFields } from "../listing-fields";
import { COUNT_CAP, countRows } from "./counts";
import type { StoredPhoto } from "./listing-photos";

/** Where the app serves an R2 object (listing photos); private documents have their own route. */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The columns selected with every listing: the row plus its seller's public details. */
// Seller columns carry their own names: D1's batch() maps rows by column name, and an unaliased
// users.location would overwrite listings.location. The listing's columns are spelled out, as a subquery needs them.
export const listingWithSeller = {
  listing: getTableColumns(listings),
  sellerName: sql<string>`${users.fullName}`.as("seller_name"),
  sellerEmail: sql<string>`${users.email}`.as("seller_email"),
  // A number only claimed is never shown with a listing (ADR 050).
  sellerPhone: sql<string | null>`CASE WHEN ${users.phoneConfirmed} = 1 THEN ${users.phone} END`.as("seller_phone"),
  sellerContact: sql<ContactPreference>`${users.contactPreference}`.as("seller_contact"),
  sellerLocation: sql<string | null>`${users.location}`.as("seller_location"),
  sellerBadge: sql<string | null>`${users.verificationBadge}`.as("seller_badge"),
  sellerRole: sql<string>`${users.role}`.as("seller_role"),
};

/** An average of stars to one decimal place, or null when nobody has rated. */
export const averageStars = (sum: number | null, ratingCount: number | null) =>
  ratingCount ? Math.round(((sum ?? 0) / ratingCount) * 10) / 10 : null;

/** `db.select(listingWithSeller).from(listings).innerJoin(users, ...)`: add where/order/limit. */
export function selectListingsWithSeller(db: Database) {
  return db.select(listingWithSeller).from(listings).innerJoin(users, eq(users.id, listings.userId));
}

export type ListingWithSellerRow = Awaited<ReturnType<ReturnType<typeof selectListingsWithSeller>["all"]>>[number];

/**
 * The one rule for a publicly visible listing on `today` (YYYY-MM-DD, Nigerian time): approved, not frozen, not
 * deleted (the condition of the public partial indexes in the schema), its product not past its expiry date, and
 * its seller not suspended (plain extra terms on the listing's own row, so those indexes still serve and no other
 * row is read). Browse filters by it; detail and owner checks select it as a column.
 */
export const isPublicListing = (today: string) => publicListingWhere(sql`${listings.status} = 'approved'`, today);
/** The same rule with the status term wrapped in likely() (see listing-search.ts). */
export const isPublicListingLikely = (today: string) => publicListingWhere(sql`likely(${listings.status} = 'approved')`, today);

function publicListingWhere(approved: SQL, today: string) {
  return sql`${approved} AND ${listings.isFrozen} = 0 AND ${listings.deletedAt} IS NULL AND (${listings.expiryDate} IS NULL OR ${listings.expiryDate} >= ${today}) AND ${listings.sellerSuspended} = 0`;
}

/** True (in SQL) when listing `id` exists, is not deleted, is not `viewerId`'s and is not public on `today`. */
export function isHiddenListingOfAnother(id: number, viewerId: number, today: string) {
  const isPublic = publicListingWhere(sql`${listings.status} IN ('approved', 'sold')`, today);
  return sql`EXISTS (SELECT 1 FROM ${listings} WHERE ${listings.id} = ${id} AND ${listings.deletedAt} IS NULL AND ${listings.userId} <> ${viewerId} AND NOT (${isPublic}))`;
}

/**
 * A listing as `viewer` may see it: public, or sold out (its page stays to say so, out of browse), or their own, or
 * any for admins; deleted ones never.
 */
export async function findVisibleListing(db: Database, id: number, viewer: Pick<UserRecord, "id" | "role"> | null, today: string) {
  return visibleTo(await visibleListingQuery(db, id, today).get(), viewer);
}

/** The listing row for findVisibleListing, with whether the public may see it (`visibleTo` decides for a viewer). */
export function visibleListingQuery(db: Database, id: number, today: string) {
  return db
    .select({
      ...listingWithSeller,
      isPublic: sql<number>`${publicListingWhere(sql`${listings.status} IN ('approved', 'sold')`, today)}`.as("is_public"),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)));
}

/** Whether `viewer` may see a listing: anyone when it is public, else only its owner and admins. */
export const mayView = (isPublic: number | boolean, ownerId: number, viewer: Pick<UserRecord, "id" | "role"> | null) =>
  Boolean(isPublic) || (viewer !== null && (viewer.role === "admin" || viewer.id === ownerId));

/** The row of visibleListingQuery if `viewer` may see it. */
export function visibleTo(
  found: Awaited<ReturnType<typeof visibleListingQuery>>[number] | undefined,
  viewer: Pick<UserRecord, "id" | "role"> | null,
): ListingWithSellerRow | null {
  if (!found) return null;
  const { isPublic, ...row } = found;
  return mayView(isPublic, row.listing.userId, viewer) ? row : null;
}

/** A listing that is not deleted, with whether the public may see it, for owner checks; or undefined. */
export function findListingForChange(db: Database, id: number, today: string) {
  return db
    .select({ listing: listings, isPublic: sql<number>`${isPublicListing(today)}` })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
}

/** A new listing's columns: its owner and its fields (LISTING_FIELD_SPECS). */
export type NewListing = Pick<typeof listings.$inferInsert, "userId"> & NewListingFields;

/**
 * Inserts a listing and its stored photos in one batch, with `also` (statements that must land with it, such as a
 * USSD answer) after them; returns the new id.
 */
export async function createListing(
  db: Database,
  values: NewListing,
  photos: StoredPhoto[],
  also: BatchItem<"sqlite">[] = [],
): Promise<number> {
  const insertListing = db.insert(listings).values(values).returning({ id: listings.id });
  if (photos.length === 0 && also.length === 0) return (await insertListing.get()).id;
  if (photos.length === 0) {
    const [inserted] = await db.batch([insertListing, ...also]);
    const first = inserted[0];
    if (!first) throw new Error("listing insert returned no row");
    return first.id;
  }
  // Inside the batch's transaction the user's newest listing is the one just inserted.
  const [inserted] = await db.batch([
    insertListing,
    db.insert(listingImages).values(
      photos.map((image, position) => ({
        listingId: sql`(SELECT max(id) FROM listings WHERE user_id = ${values.userId})`,
        position,
        r2Key: image.key,
        thumbKey: image.thumbKey,
        contentType: image.photo.kind.contentType,
        byteSize: image.photo.bytes.byteLength,
        width: image.photo.size?.width ?? null,
        height: image.photo.size?.height ?? null,
      })),
    ),
    ...also,
  ]);
  const first = inserted[0];
  if (!first) throw new Error("listing insert returned no row");
  return first.id;
}

/**
 * Soft-deletes an owner's listing and drops its image rows in one batch; returns the R2 keys to delete.
 * The row stays so purchase requests keep their history.
 */
export async function softDeleteOwnListing(db: Database, id: number, ownerId: number, now = new Date()) {
  const images = await db
    .select({ key: listingImages.r2Key, thumbKey: listingImages.thumbKey })
    .from(listingImages)
    .where(eq(listingImages.listingId, id));
  const at = now.toISOString();
  await db.batch([
    db
      .update(listings)
      .set({ deletedAt: at, updatedAt: at })
      .where(and(eq(listings.id, id), eq(listings.userId, ownerId))),
    db.delete(listingImages).where(eq(listingImages.listingId, id)),
  ]);
  return images;
}

/** A listing, whatever its state (see listingsWithExtras). */
export const listingWhere = (id: number) => eq(listings.id, id);

/** A seller's own listings that are not deleted, those older than `cursor` when paging (see listingsWithExtras). */
export const ownListingsWhere = (userId: number, cursor?: number) =>
  and(eq(listings.userId, userId), isNull(listings.deletedAt), cursor ? lt(listings.id, cursor) : undefined);

/** How many listings a seller has that are not deleted, counting at most COUNT_CAP + 1 (see counts.ts). */
export function ownListingsCount(db: Database, userId: number) {
  const own = db
    .select({ one: sql`1` })
    .from(listings)
    .where(ownListingsWhere(userId))
    .limit(COUNT_CAP + 1)
    .as("own");
  return countRows(db, own);
}

/** Pauses an owner's live listing (out of browse, no new requests); false when it was not live. */
export async function pauseOwnListing(db: Database, id: number, ownerId: number, now = new Date()) {
  const changed = await db
    .update(listings)
    .set({ status: "paused", updatedAt: now.toISOString() })
    .where(and(eq(listings.id, id), eq(listings.userId, ownerId), eq(listings.status, "approved")))
    .returning({ id: listings.id });
  return changed.length > 0;
}

/** Puts a paused listing back on sale, or sold out when nothing is left; false when it was not paused. */
export async function resumeOwnListing(db: Database, id: number, ownerId: number, now = new Date()) {
  const changed = await db
    .update(listings)
    .set({
      status: sql`CASE WHEN ${listings.quantity} IS NOT NULL AND ${listings.quantity} <= 0 THEN 'sold' ELSE 'approved' END`,
      updatedAt: now.toISOString(),
    })
    .where(and(eq(listings.id, id), eq(listings.userId, ownerId), eq(listings.status, "paused")))
    .returning({ id: listings.id });
  return changed.length > 0;
}

/** What a purchase request needs to know about a listing that is not deleted, or undefined. */
export function findListingForRequest(db: Database, id: number) {
  return db
    .select({
      userId: listings.userId,
      title: listings.title,
      status: listings.status,
      isFrozen: listings.isFrozen,
      quantity: listings.quantity,
      priceUnit: listings.priceUnit,
      expiryDate: listings.expiryDate,
      sellerSuspended: listings.sellerSuspended,
    })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
}
