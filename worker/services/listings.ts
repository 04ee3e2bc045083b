// The listing as every API answer shows it (SPEC.md's Listing entity), built in a fixed number of
// queries whatever the page size: one for the rows with their sellers, one for images, one for counts.
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImages, listings, purchaseRequests, users } from "../db/schema";
import type { UserRecord } from "../http/context";

/** Where the app serves an R2 object (listing photos); private documents have their own route. */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The columns selected with every listing: the row plus its seller's public details. */
export const listingWithSeller = {
  listing: listings,
  sellerName: users.fullName,
  sellerEmail: users.email,
  sellerPhone: users.phone,
  sellerLocation: users.location,
  sellerBadge: users.verificationBadge,
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
