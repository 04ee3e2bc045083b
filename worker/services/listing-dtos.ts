// The listing as every API answer shows it: the row with its seller, photos, request count, the seller's figures and
// a buyer's open request on it, all read in the statement that finds the listings (listingsWithExtras,
// browsePublicPage, findListingPage), so a page of listings is one query, whatever its size.

import { desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, type UserRecord } from "../db/schema";
import { answerFields } from "../listing-fields";
import { listingPlace } from "../states";
import { audit } from "./audit";
import { phoneShownTo, reachableByPhone } from "./contact";
import { type BrowseQuery, browseOrder, browsePublicListings, effectiveSort } from "./listing-search";
import {
  averageStars,
  isHiddenListingOfAnother,
  type ListingWithSellerRow,
  type listingWithSeller,
  mayView,
  mediaUrl,
  selectListingsWithSeller,
  visibleListingQuery,
} from "./listings";
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
  const seller = { id: listing.userId, phone: row.sellerPhone, contact: row.sellerContact };
  const mayContactPrivately = viewer !== null && (viewer.role === "admin" || viewer.id === listing.userId);
  return {
    id: listing.id,
    user_id: listing.userId,
    // The listing's fields (LISTING_FIELD_SPECS): title, description, category, product, price in naira, price_unit,
    // quantity (what is still available to request; null: no stated stock), location, state and, for seeds and
    // chemicals, the registration details (null elsewhere).
    ...answerFields(listing),
    /** What accepted orders hold until they complete or are cancelled. */
    reserved_quantity: listing.reservedQuantity,
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
    /** Goes up with every change an admin judges: an approval names the version it saw. */
    version: listing.version,
    seller_name: row.sellerName,
    seller_verified: row.sellerBadge === "verified",
    seller_rating: averageStars(stats?.ratingSum ?? null, stats?.ratingCount ?? null),
    seller_rating_count: stats?.ratingCount ?? 0,
    seller_completed_deals: stats?.completedDeals ?? 0,
    // Never to a signed-out visitor, nor to anyone when the seller is reached through requests only (ADR 066).
    seller_phone: phoneShownTo(viewer, seller),
    /** Whether the seller takes calls and messages at all: a signed-in buyer can then ask for the number. */
    seller_reachable_by_phone: reachableByPhone(seller),
    seller_location: row.sellerLocation,
    // A seller's e-mail is shown to admins and to the seller; buyers reach sellers by phone or request.
    seller_email: mayContactPrivately ? row.sellerEmail : null,
    request_count: requestCount,
    my_open_request: openRequest,
    seller_role: row.sellerRole,
  };
}

export type ListingDto = ReturnType<typeof listingDto>;

/**
 * A listing's extras (its photos, its request count, its seller's figures and the viewer's open request on it) as
 * columns of each row of the subquery `page` (a listing row with its `id` and `user_id`): correlated subqueries, as
 * JSON where a row has several values (photos) or a group of them, so they read only the page's rows, whatever a
 * search walked to find them. Written with every name qualified: the query builder leaves a column unqualified in a
 * one-source query, which inside a subquery would name the subquery's own table.
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

/** The listing-with-seller columns of any subquery named "page" that selects listingWithSeller (and maybe more). */
type PageSource = Pick<ReturnType<ReturnType<typeof selectListingsWithSeller>["as"]>, keyof typeof listingWithSeller>;

/** What a query over `page` selects: its listing rows and their extras. */
function withExtras(page: PageSource, viewer: Pick<UserRecord, "id" | "role"> | null) {
  return {
    listing: page.listing,
    sellerName: page.sellerName,
    sellerEmail: page.sellerEmail,
    sellerPhone: page.sellerPhone,
    sellerContact: page.sellerContact,
    sellerLocation: page.sellerLocation,
    sellerBadge: page.sellerBadge,
    sellerRole: page.sellerRole,
    ...extrasColumns(viewer),
  };
}

/**
 * Up to `limit` listings matching `where`, newest first, with their sellers and extras, in ONE statement (a page of
 * a seller's or an admin's list, or one listing). The outer ORDER BY keeps the page's order and also keeps SQLite
 * from merging the two queries, which would compute the extras for every row the inner query sorts.
 */
export function listingsWithExtras(db: Database, where: SQL | undefined, viewer: Pick<UserRecord, "id" | "role"> | null, limit: number) {
  const page = selectListingsWithSeller(db).where(where).orderBy(desc(listings.id)).limit(limit).as("page");
  return db.select(withExtras(page, viewer)).from(page).orderBy(desc(page.listing.id));
}

/**
 * A page of public browse or search with each listing's extras, in ONE statement: browsePublicListings finds the
 * page (its index walk unchanged), and a query over that page adds the extras for its rows only (ordered again, as
 * listingsWithExtras is).
 */
export function browsePublicPage(db: Database, query: BrowseQuery, viewer: Pick<UserRecord, "id" | "role"> | null) {
  const page = browsePublicListings(db, query).as("page");
  return db
    .select(withExtras(page, viewer))
    .from(page)
    .orderBy(...browseOrder(effectiveSort(query), { rank: page.rank, id: page.listing.id, priceKobo: page.listing.priceKobo }));
}

type PageRow = Awaited<ReturnType<typeof listingsWithExtras>>[number];

/** A row of listingsWithExtras or browsePublicPage as the API answers it. */
export function pageRowDto(
  { imagesJson, requestCount, statsJson, openJson, ...row }: PageRow,
  viewer: Pick<UserRecord, "id" | "role"> | null,
) {
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
}

/** Rows of listingsWithExtras or browsePublicPage as API answers. */
export const pageDtos = (rows: PageRow[], viewer: Pick<UserRecord, "id" | "role"> | null): ListingDto[] =>
  rows.map((row) => pageRowDto(row, viewer));

/**
 * A listing's own page as `viewer` may see it, or null: the row with its extras and the price comparison in ONE
 * batch keyed by the id from the address, so the page costs one D1 round trip.
 */
export async function findListingPage(
  db: Database,
  id: number,
  viewer: Pick<UserRecord, "id" | "role"> | null,
  today: string,
): Promise<{ dto: ListingDto; price: PriceComparison | null } | null> {
  const page = visibleListingQuery(db, id, today).as("page");
  const [[found], priceRows] = await db.batch([
    db.select({ ...withExtras(page, viewer), isPublic: page.isPublic }).from(page),
    priceComparisonByIdQuery(db, id),
    // An admin opening another seller's listing that the public cannot see is recorded (issue #32), in this batch.
    ...(viewer?.role === "admin"
      ? audit(
          db,
          { adminId: viewer.id, action: "listing.view", targetType: "listing", targetId: id },
          { when: isHiddenListingOfAnother(id, viewer.id, today) },
        )
      : []),
  ]);
  if (!found) return null;
  const { isPublic, ...row } = found;
  if (!mayView(isPublic, row.listing.userId, viewer)) return null;
  return { dto: pageRowDto(row, viewer), price: priceComparison(row.listing, priceRows[0]) };
}
