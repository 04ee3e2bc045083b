// Where a listing's price stands against the price guide's 90-day median of its product, unit and state.
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, priceSummary } from "../db/schema";
import { MIN_POINTS } from "./price-stats";

/** The window the listing comparison speaks of. */
export const COMPARISON_DAYS = 90;

export interface PriceComparison {
  state: string;
  days: number;
  /** The median in naira and how many listing prices it stands on (at least MIN_POINTS). */
  median: number;
  count: number;
  /** The listing's price against the median, in percent, one decimal (negative: below). */
  difference_pct: number;
}

type ListingRow = typeof listings.$inferSelect;

/**
 * The price summary row to compare the listing with this id against (its product, unit and state; nothing without
 * a product, a state or a price), read in the listing's own batch before the row is known.
 */
export function priceComparisonByIdQuery(db: Database, id: number) {
  return db
    .select({ medianKobo: priceSummary.medianKobo, count: priceSummary.listingsCount })
    .from(priceSummary)
    .innerJoin(
      listings,
      and(
        eq(listings.id, id),
        eq(priceSummary.region, listings.state),
        eq(priceSummary.product, listings.product),
        eq(priceSummary.unit, listings.priceUnit),
        gt(listings.priceKobo, 0),
      ),
    )
    .where(eq(priceSummary.days, COMPARISON_DAYS));
}

/** The comparison, or null below MIN_POINTS data points (or without a product, a state or a price). */
export function priceComparison(
  listing: ListingRow | undefined,
  row: { medianKobo: number | null; count: number } | undefined,
): PriceComparison | null {
  if (!listing?.state || !row || row.medianKobo === null || row.medianKobo <= 0 || row.count < MIN_POINTS) return null;
  return {
    state: listing.state,
    days: COMPARISON_DAYS,
    median: row.medianKobo / 100,
    count: row.count,
    difference_pct: Math.round(((listing.priceKobo - row.medianKobo) * 1000) / row.medianKobo) / 10,
  };
}
