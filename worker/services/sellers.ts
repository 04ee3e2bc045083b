// A seller's public page: who they are, their trade figures, their latest reviews and public listings, in one batch.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, tradeStats, users, verificationRequests } from "../db/schema";
import { SELLER_PAGE_LISTINGS, SELLER_PAGE_REVIEWS, SELLER_ROLES } from "../domain";
import { stateFromLocation } from "../states";
import { listingsWithExtras, pageDtos } from "./listing-dtos";
import { averageStars, isPublicListing } from "./listings";
import { latestReviewsQuery } from "./ratings";

/** The seller page's answer, or null when `id` is not a seller (unknown, a buyer or an admin). */
export async function sellerPage(db: Database, id: number, today: string) {
  const [[seller], [verification], rows, reviews] = await db.batch([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        role: users.role,
        badge: users.verificationBadge,
        location: users.location,
        createdAt: users.createdAt,
        completedDeals: tradeStats.completedDeals,
        ratingSum: tradeStats.ratingSum,
        ratingCount: tradeStats.ratingCount,
      })
      .from(users)
      .leftJoin(tradeStats, eq(tradeStats.userId, users.id))
      // A suspended seller has no public page (their listings are out of view too).
      .where(and(eq(users.id, id), inArray(users.role, SELLER_ROLES), isNull(users.suspendedAt))),
    // What was checked for the badge, and when: the latest approved document.
    db
      .select({ documentType: verificationRequests.documentType, reviewedAt: verificationRequests.reviewedAt })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.userId, id), eq(verificationRequests.status, "approved")))
      .orderBy(desc(verificationRequests.id))
      .limit(1),
    listingsWithExtras(db, and(eq(listings.userId, id), isPublicListing(today)), null, SELLER_PAGE_LISTINGS),
    latestReviewsQuery(db, id, SELLER_PAGE_REVIEWS),
  ]);
  if (!seller) return null;
  const verified = seller.badge === "verified";
  return {
    seller: {
      id: seller.id,
      full_name: seller.fullName,
      role: seller.role,
      is_verified: verified,
      member_since: seller.createdAt,
      state: stateFromLocation(seller.location),
      completed_deals: seller.completedDeals ?? 0,
      rating: { average: averageStars(seller.ratingSum, seller.ratingCount), count: seller.ratingCount ?? 0 },
      verification: verified && verification ? { document_type: verification.documentType, verified_at: verification.reviewedAt } : null,
    },
    listings: pageDtos(rows, null),
    reviews: reviews.map((review) => ({
      stars: review.stars,
      comment: review.comment,
      reviewer_name: review.raterName,
      listing_id: review.listingId,
      created_at: review.createdAt,
    })),
  };
}

export type SellerPageDto = NonNullable<Awaited<ReturnType<typeof sellerPage>>>;
