// The listing as every API answer shows it, built in a fixed number of queries whatever the page size
// (one for the rows with their sellers, one for images, one for counts), and the listing writes.

import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { inIds } from "../db/id-list";
import { listingImages, listings, purchaseRequests, tradeStats, type UserRecord, users } from "../db/schema";
import { listingPlace } from "../states";
import { inputDetailsOf } from "./genuine-inputs";
import type { StoredPhoto } from "./listing-photos";
import { type PriceComparison, priceComparison, priceComparisonQuery } from "./price-comparison";

/** Where the app serves an R2 object (listing photos); private documents have their own route. */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The columns selected with every listing: the row plus its seller's public details. */
// Seller columns carry their own names: D1's batch() maps rows by column name, and an unaliased
// users.location would overwrite listings.location.
export const listingWithSeller = {
  listing: listings,
  sellerName: sql<string>`${users.fullName}`.as("seller_name"),
  sellerEmail: sql<string>`${users.email}`.as("seller_email"),
  sellerPhone: sql<string | null>`${users.phone}`.as("seller_phone"),
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

export interface ListingImageDto {
  /** The photo's id, for its owner's remove and reorder calls. */
  id: number;
  url: string;
  thumbnail_url: string;
  width: number | null;
  height: number | null;
}

/** The viewer's open (pending or accepted) request on a listing, shown instead of a second request form. */
export interface OpenRequestDto {
  id: number;
  status: "pending" | "accepted";
  quantity: number;
  created_at: string;
}

/** A seller's trade figures as trade_stats keeps them (absent: no deals, no ratings yet). */
export type SellerStats = { completedDeals: number; ratingSum: number; ratingCount: number };

export function listingDto(
  row: ListingWithSellerRow,
  images: ListingImageDto[],
  requestCount: number,
  viewer: Pick<UserRecord, "id" | "role"> | null,
  stats?: SellerStats,
  openRequest: OpenRequestDto | null = null,
) {
  const { listing } = row;
  const mayContactPrivately = viewer !== null && (viewer.role === "admin" || viewer.id === listing.userId);
  return {
    id: listing.id,
    user_id: listing.userId,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    price: listing.priceKobo / 100,
    price_unit: listing.priceUnit,
    /** What is still available to request (null: no stated stock). */
    quantity: listing.quantity,
    /** What accepted orders hold until they complete or are cancelled. */
    reserved_quantity: listing.reservedQuantity,
    location: listing.location,
    state: listing.state,
    product: listing.product,
    /** The location with its state added when it does not name it, as cards show it. */
    place: listingPlace(listing.location, listing.state),
    images: images.map((image) => image.url),
    image_details: images,
    status: listing.status,
    is_featured: listing.isFeatured,
    is_frozen: listing.isFrozen,
    // Why an admin rejected or froze it: only its seller and admins are shown this.
    moderation_reason: mayContactPrivately ? listing.moderationReason : null,
    moderation_note: mayContactPrivately ? listing.moderationNote : null,
    created_at: listing.createdAt,
    updated_at: listing.updatedAt,
    seller_name: row.sellerName,
    seller_verified: row.sellerBadge === "verified",
    seller_rating: averageStars(stats?.ratingSum ?? null, stats?.ratingCount ?? null),
    seller_rating_count: stats?.ratingCount ?? 0,
    seller_completed_deals: stats?.completedDeals ?? 0,
    seller_phone: row.sellerPhone,
    seller_location: row.sellerLocation,
    // A seller's e-mail is shown to admins and to the seller; buyers reach sellers by phone or request.
    seller_email: mayContactPrivately ? row.sellerEmail : null,
    request_count: requestCount,
    my_open_request: openRequest,
    seller_role: row.sellerRole,
    // Genuine inputs: registration details (null outside seeds and chemicals).
    ...inputDetailsOf(listing),
  };
}

export type ListingDto = ReturnType<typeof listingDto>;

/**
 * The four queries that complete listing rows (images, request counts, the sellers' figures, and a buyer's open
 * requests on them), for ids (or a subquery of ids) and seller ids: they read only the page's rows, whatever the
 * search walked to find them.
 */
export function listingExtrasQueries(
  db: Database,
  ids: number[] | SQL,
  sellerIds: number[],
  viewer: Pick<UserRecord, "id" | "role"> | null,
) {
  return [
    db
      .select({
        listingId: listingImages.listingId,
        id: listingImages.id,
        r2Key: listingImages.r2Key,
        thumbKey: listingImages.thumbKey,
        width: listingImages.width,
        height: listingImages.height,
      })
      .from(listingImages)
      .where(inIds(listingImages.listingId, ids))
      .orderBy(asc(listingImages.listingId), asc(listingImages.position), asc(listingImages.id)),
    db
      .select({ listingId: purchaseRequests.listingId, total: count() })
      .from(purchaseRequests)
      .where(inIds(purchaseRequests.listingId, ids))
      .groupBy(purchaseRequests.listingId),
    db.select().from(tradeStats).where(inIds(tradeStats.userId, sellerIds)),
    db
      .select({
        listingId: purchaseRequests.listingId,
        id: purchaseRequests.id,
        status: purchaseRequests.status,
        quantity: purchaseRequests.quantity,
        createdAt: purchaseRequests.createdAt,
      })
      .from(purchaseRequests)
      .where(
        and(
          // Only buyers send requests; for anyone else this matches nothing (buyer id -1).
          eq(purchaseRequests.buyerId, viewer?.role === "buyer" ? viewer.id : -1),
          inIds(purchaseRequests.listingId, ids),
          inArray(purchaseRequests.status, ["pending", "accepted"]),
        ),
      ),
  ] as const;
}

type Extras = ReturnType<typeof listingExtrasQueries>;
type ExtrasResults = readonly [Awaited<Extras[0]>, Awaited<Extras[1]>, Awaited<Extras[2]>, Awaited<Extras[3]>];

/** Listing rows and the results of listingExtrasQueries as API answers. */
export function assembleListingDtos(
  rows: ListingWithSellerRow[],
  [imageRows, countRows, statsRows, openRows]: ExtrasResults,
  viewer: Pick<UserRecord, "id" | "role"> | null,
): ListingDto[] {
  const openByListing = new Map<number, OpenRequestDto>(
    openRows.map((open) => [
      open.listingId,
      { id: open.id, status: open.status as OpenRequestDto["status"], quantity: open.quantity, created_at: open.createdAt },
    ]),
  );
  const imagesByListing = new Map<number, ListingImageDto[]>();
  for (const image of imageRows) {
    const list = imagesByListing.get(image.listingId) ?? [];
    list.push({
      id: image.id,
      url: mediaUrl(image.r2Key),
      thumbnail_url: mediaUrl(image.thumbKey ?? image.r2Key),
      width: image.width,
      height: image.height,
    });
    imagesByListing.set(image.listingId, list);
  }
  const counts = new Map(countRows.map((row) => [row.listingId, row.total]));
  const stats = new Map(statsRows.map((row) => [row.userId, row]));
  return rows.map((row) =>
    listingDto(
      row,
      imagesByListing.get(row.listing.id) ?? [],
      counts.get(row.listing.id) ?? 0,
      viewer,
      stats.get(row.listing.userId),
      openByListing.get(row.listing.id) ?? null,
    ),
  );
}

/** Turns listing rows into API answers with four more queries in one batch (see listingExtrasQueries). */
export async function toListingDtos(
  db: Database,
  rows: ListingWithSellerRow[],
  viewer: Pick<UserRecord, "id" | "role"> | null,
): Promise<ListingDto[]> {
  return (await toListingDtosWithPrice(db, rows, viewer, false)).dtos;
}

/**
 * As toListingDtos, and (for a detail page) the price guide's 90-day median of the first listing's product, unit
 * and state, read in the same batch so the comparison costs no extra round trip.
 */
export async function toListingDtosWithPrice(
  db: Database,
  rows: ListingWithSellerRow[],
  viewer: Pick<UserRecord, "id" | "role"> | null,
  withPrice: boolean,
): Promise<{ dtos: ListingDto[]; price: PriceComparison | null }> {
  if (rows.length === 0) return { dtos: [], price: null };
  const ids = rows.map((row) => row.listing.id);
  const sellerIds = [...new Set(rows.map((row) => row.listing.userId))];
  const first = rows[0]?.listing;
  const [imageRows, countRows, statsRows, openRows, priceRows] = await db.batch([
    ...listingExtrasQueries(db, ids, sellerIds, viewer),
    priceComparisonQuery(db, withPrice ? first : undefined),
  ]);
  return {
    dtos: assembleListingDtos(rows, [imageRows, countRows, statsRows, openRows], viewer),
    price: priceComparison(first, priceRows[0]),
  };
}

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

/**
 * A listing as `viewer` may see it: public, or sold out (its page stays to say so, out of browse), or their own, or
 * any for admins; deleted ones never.
 */
export async function findVisibleListing(db: Database, id: number, viewer: Pick<UserRecord, "id" | "role"> | null, today: string) {
  const found = await db
    .select({
      ...listingWithSeller,
      isPublic: sql<number>`${publicListingWhere(sql`${listings.status} IN ('approved', 'sold')`, today)}`.as("is_public"),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
  if (!found) return null;
  const { isPublic, ...row } = found;
  if (!isPublic && !(viewer && (viewer.role === "admin" || viewer.id === row.listing.userId))) return null;
  return row;
}

/** A listing that is not deleted, with whether the public may see it, for owner checks; or undefined. */
export function findListingForChange(db: Database, id: number, today: string) {
  return db
    .select({ listing: listings, isPublic: sql<number>`${isPublicListing(today)}` })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
}

export type NewListing = Pick<
  typeof listings.$inferInsert,
  | "userId"
  | "title"
  | "description"
  | "category"
  | "priceKobo"
  | "priceUnit"
  | "quantity"
  | "location"
  | "state"
  | "product"
  // Genuine inputs.
  | "registrationNumber"
  | "registrationBody"
  | "manufacturer"
  | "batchNumber"
  | "expiryDate"
  | "variety"
>;

/** Inserts a listing and its stored photos in one batch; returns the new id. */
export async function createListing(db: Database, values: NewListing, photos: StoredPhoto[]): Promise<number> {
  const insertListing = db.insert(listings).values(values).returning({ id: listings.id });
  if (photos.length === 0) return (await insertListing.get()).id;
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
  ]);
  const first = inserted[0];
  if (!first) throw new Error("listing insert returned no row");
  return first.id;
}

/** Changes an owner's listing; the owner id in the where clause keeps it to their own. */
export async function updateOwnListing(db: Database, id: number, ownerId: number, changes: Partial<typeof listings.$inferInsert>) {
  await db
    .update(listings)
    .set(changes)
    .where(and(eq(listings.id, id), eq(listings.userId, ownerId)));
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

/** A listing with its seller, whatever its state, or undefined. */
export function findListingWithSeller(db: Database, id: number) {
  return selectListingsWithSeller(db).where(eq(listings.id, id)).get();
}

/** One page (plus one row) of a seller's own listings that are not deleted, newest first, and their total, in one round trip. */
export async function ownListingsPage(db: Database, userId: number, { limit, cursor }: { limit: number; cursor: number | undefined }) {
  const conditions = [eq(listings.userId, userId), isNull(listings.deletedAt)];
  if (cursor) conditions.push(lt(listings.id, cursor));
  const [rows, [total]] = await db.batch([
    selectListingsWithSeller(db)
      .where(and(...conditions))
      .orderBy(desc(listings.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(listings)
      .where(and(eq(listings.userId, userId), isNull(listings.deletedAt))),
  ]);
  return { rows, total: total?.total ?? 0 };
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
