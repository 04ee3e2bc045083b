// The listing as every API answer shows it, built in a fixed number of queries whatever the page size
// (one for the rows with their sellers, one for images, one for counts), and the listing writes.
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImages, listings, purchaseRequests, type UserRecord, users } from "../db/schema";
import { listingPlace } from "../states";
import type { StoredPhoto } from "./listing-photos";

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
};

/** `db.select(listingWithSeller).from(listings).innerJoin(users, ...)`: add where/order/limit. */
export function selectListingsWithSeller(db: Database) {
  return db.select(listingWithSeller).from(listings).innerJoin(users, eq(users.id, listings.userId));
}

export type ListingWithSellerRow = Awaited<ReturnType<ReturnType<typeof selectListingsWithSeller>["all"]>>[number];

export interface ListingImageDto {
  url: string;
  thumbnail_url: string;
  width: number | null;
  height: number | null;
}

export function listingDto(
  row: ListingWithSellerRow,
  images: ListingImageDto[],
  requestCount: number,
  viewer: Pick<UserRecord, "id" | "role"> | null,
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
    quantity: listing.quantity,
    location: listing.location,
    state: listing.state,
    /** The location with its state added when it does not name it, as cards show it. */
    place: listingPlace(listing.location, listing.state),
    images: images.map((image) => image.url),
    image_details: images,
    status: listing.status,
    is_featured: listing.isFeatured,
    is_frozen: listing.isFrozen,
    created_at: listing.createdAt,
    updated_at: listing.updatedAt,
    seller_name: row.sellerName,
    seller_verified: row.sellerBadge === "verified",
    seller_phone: row.sellerPhone,
    seller_location: row.sellerLocation,
    // A seller's e-mail is shown to admins and to the seller; buyers reach sellers by phone or request.
    seller_email: mayContactPrivately ? row.sellerEmail : null,
    request_count: requestCount,
  };
}

export type ListingDto = ReturnType<typeof listingDto>;

/** Turns listing rows into API answers with two more queries (images, request counts), never one per row. */
export async function toListingDtos(
  db: Database,
  rows: ListingWithSellerRow[],
  viewer: Pick<UserRecord, "id" | "role"> | null,
): Promise<ListingDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.listing.id);
  const [imageRows, countRows] = await db.batch([
    db
      .select({
        listingId: listingImages.listingId,
        r2Key: listingImages.r2Key,
        thumbKey: listingImages.thumbKey,
        width: listingImages.width,
        height: listingImages.height,
      })
      .from(listingImages)
      .where(inArray(listingImages.listingId, ids))
      .orderBy(asc(listingImages.listingId), asc(listingImages.position)),
    db
      .select({ listingId: purchaseRequests.listingId, total: count() })
      .from(purchaseRequests)
      .where(inArray(purchaseRequests.listingId, ids))
      .groupBy(purchaseRequests.listingId),
  ]);
  const imagesByListing = new Map<number, ListingImageDto[]>();
  for (const image of imageRows) {
    const list = imagesByListing.get(image.listingId) ?? [];
    list.push({
      url: mediaUrl(image.r2Key),
      thumbnail_url: mediaUrl(image.thumbKey ?? image.r2Key),
      width: image.width,
      height: image.height,
    });
    imagesByListing.set(image.listingId, list);
  }
  const counts = new Map(countRows.map((row) => [row.listingId, row.total]));
  return rows.map((row) => listingDto(row, imagesByListing.get(row.listing.id) ?? [], counts.get(row.listing.id) ?? 0, viewer));
}

/**
 * The one rule for a publicly visible listing: approved, not frozen, not deleted (also the condition of the
 * public partial indexes in the schema). Browse filters by it; detail and owner checks select it as a column.
 */
export const isPublicListing = publicListingWhere(sql`${listings.status} = 'approved'`);
/** The same rule with the status term wrapped in likely() (see listing-search.ts). */
export const isPublicListingLikely = publicListingWhere(sql`likely(${listings.status} = 'approved')`);

function publicListingWhere(approved: SQL) {
  return sql`${approved} AND ${listings.isFrozen} = 0 AND ${listings.deletedAt} IS NULL`;
}

/** A listing as `viewer` may see it: public, or their own, or any for admins; deleted ones never. */
export async function findVisibleListing(db: Database, id: number, viewer: Pick<UserRecord, "id" | "role"> | null) {
  const found = await db
    .select({ ...listingWithSeller, isPublic: sql<number>`${isPublicListing}`.as("is_public") })
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
export function findListingForChange(db: Database, id: number) {
  return db
    .select({ listing: listings, isPublic: sql<number>`${isPublicListing}` })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
}

export type NewListing = Pick<
  typeof listings.$inferInsert,
  "userId" | "title" | "description" | "category" | "priceKobo" | "priceUnit" | "quantity" | "location" | "state"
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
    })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
}
