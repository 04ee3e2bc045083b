// The listing as every API answer shows it: the rows with their sellers, then images, request counts, the sellers'
// figures and a buyer's open requests for all of them in one batch, whatever the page size. Public browse and search
// carry those in the page's own statement instead (browsePublicPage), so a page of results is one round trip.

import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { inIds } from "../db/id-list";
import { listingImages, listings, purchaseRequests, tradeStats, type UserRecord } from "../db/schema";
import { listingPlace } from "../states";
import { inputDetailsOf } from "./genuine-inputs";
import { type BrowseQuery, browseOrder, browsePublicListings, effectiveSort } from "./listing-search";
import { averageStars, type ListingWithSellerRow, mediaUrl, visibleListingQuery, visibleTo } from "./listings";
import { type PriceComparison, priceComparison, priceComparisonByIdQuery } from "./price-comparison";

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

/** A stored photo as answers show it: its address and its thumbnail's (the photo itself when it has none). */
const imageDto = (image: { id: number; r2Key: string; thumbKey: string | null; width: number | null; height: number | null }) => ({
  id: image.id,
  url: mediaUrl(image.r2Key),
  thumbnail_url: mediaUrl(image.thumbKey ?? image.r2Key),
  width: image.width,
  height: image.height,
});

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
  sellerIds: number[] | SQL,
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
    list.push(imageDto(image));
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
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.listing.id);
  const sellerIds = [...new Set(rows.map((row) => row.listing.userId))];
  return assembleListingDtos(rows, await db.batch([...listingExtrasQueries(db, ids, sellerIds, viewer)]), viewer);
}

/**
 * A listing's own page as `viewer` may see it, or null: the row, its extras and the price comparison in ONE batch,
 * each keyed by the id from the address (the seller by a subquery), so the page costs one D1 round trip.
 */
export async function findListingPage(
  db: Database,
  id: number,
  viewer: Pick<UserRecord, "id" | "role"> | null,
  today: string,
): Promise<{ dto: ListingDto; price: PriceComparison | null } | null> {
  const seller = sql`(select ${listings.userId} from ${listings} where ${listings.id} = ${id})`;
  const [found, imageRows, countRows, statsRows, openRows, priceRows] = await db.batch([
    visibleListingQuery(db, id, today),
    ...listingExtrasQueries(db, [id], seller, viewer),
    priceComparisonByIdQuery(db, id),
  ]);
  const row = visibleTo(found[0], viewer);
  if (!row) return null;
  const [dto] = assembleListingDtos([row], [imageRows, countRows, statsRows, openRows], viewer);
  return dto ? { dto, price: priceComparison(row.listing, priceRows[0]) } : null;
}

/**
 * listingExtrasQueries' four answers as columns of each row of the subquery `page` (a listing row with its `id` and
 * `user_id`): correlated subqueries, as JSON where a row has several values (photos) or a group of them. Written
 * with every name qualified: the query builder leaves a column unqualified in a one-source query, which inside a
 * subquery would name the subquery's own table.
 */
function extrasColumns(viewer: Pick<UserRecord, "id" | "role"> | null) {
  // Only buyers send requests; for anyone else this matches nothing (buyer id -1).
  const buyerId = viewer?.role === "buyer" ? viewer.id : -1;
  return {
    imagesJson:
      sql<string>`(select json_group_array(json_array(li.id, li.r2_key, li.thumb_key, li.width, li.height, li.position)) from listing_images li where li.listing_id = "page"."id")`.as(
        "images_json",
      ),
    requestCount: sql<number>`(select count(*) from purchase_requests pr where pr.listing_id = "page"."id")`.as("request_count"),
    statsJson: sql<
      string | null
    >`(select json_array(ts.completed_deals, ts.rating_sum, ts.rating_count) from trade_stats ts where ts.user_id = "page"."user_id")`.as(
      "stats_json",
    ),
    openJson: sql<
      string | null
    >`(select json_array(pr.id, pr.status, pr.quantity, pr.created_at) from purchase_requests pr where pr.buyer_id = ${buyerId} and pr.listing_id = "page"."id" and pr.status in ('pending', 'accepted') order by pr.id desc limit 1)`.as(
      "open_json",
    ),
  };
}

/**
 * A page of public browse or search with each listing's extras, in ONE statement: browsePublicListings finds the
 * page (its index walk unchanged), and a query over that page adds the extras for its rows only. The outer ORDER BY
 * keeps the page's order and also keeps SQLite from merging the two queries (it never flattens a subquery when both
 * have an ORDER BY), which would compute the extras for every row a ranked search sorts.
 */
export function browsePublicPage(db: Database, query: BrowseQuery, viewer: Pick<UserRecord, "id" | "role"> | null) {
  const page = browsePublicListings(db, query).as("page");
  return db
    .select({
      listing: page.listing,
      sellerName: page.sellerName,
      sellerEmail: page.sellerEmail,
      sellerPhone: page.sellerPhone,
      sellerLocation: page.sellerLocation,
      sellerBadge: page.sellerBadge,
      sellerRole: page.sellerRole,
      ...extrasColumns(viewer),
    })
    .from(page)
    .orderBy(...browseOrder(effectiveSort(query), page));
}

type BrowsePageRow = Awaited<ReturnType<typeof browsePublicPage>>[number];

/** browsePublicPage's rows as API answers. */
export function browsePageDtos(rows: BrowsePageRow[], viewer: Pick<UserRecord, "id" | "role"> | null): ListingDto[] {
  return rows.map(({ imagesJson, requestCount, statsJson, openJson, ...row }) => {
    const images = (JSON.parse(imagesJson) as [number, string, string | null, number | null, number | null, number][])
      .sort((a, b) => a[5] - b[5] || a[0] - b[0])
      .map(([id, r2Key, thumbKey, width, height]) => imageDto({ id, r2Key, thumbKey, width, height }));
    const stats = statsJson ? (JSON.parse(statsJson) as [number, number, number]) : null;
    const open = openJson ? (JSON.parse(openJson) as [number, OpenRequestDto["status"], number, string]) : null;
    return listingDto(
      row,
      images,
      requestCount,
      viewer,
      stats ? { completedDeals: stats[0], ratingSum: stats[1], ratingCount: stats[2] } : undefined,
      open ? { id: open[0], status: open[1], quantity: open[2], created_at: open[3] } : null,
    );
  });
}
