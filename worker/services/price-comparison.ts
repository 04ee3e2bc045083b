// Where a listing's price stands against the price guide's 90-day median of its product, unit and state.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type listings, priceSummary } from "../db/schema";
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

/** The summary row to compare with (a query that finds nothing when there is nothing to compare). */
export function priceComparisonQuery(db: Database, listing: ListingRow | undefined) {
  const key = listing?.product && listing.state && listing.priceKobo > 0 ? listing : null;
  return db
    .select({ medianKobo: priceSummary.medianKobo, count: priceSummary.listingsCount })
    .from(priceSummary)
    .where(
      key
        ? and(
            eq(priceSummary.region, key.state ?? ""),
            eq(priceSummary.days, COMPARISON_DAYS),
            eq(priceSummary.product, key.product ?? ""),
            eq(priceSummary.unit, key.priceUnit),
          )
        : sql`0`,
    );
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
