// Reading the price guide: only the rollup's rows (price_summary, price_weekly), never a scan of listings, so a page
// costs a bounded number of rows whatever the size of the marketplace. Money leaves here in naira.
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { priceSummary, priceWeekly } from "../db/schema";
import { PRODUCTS } from "../products";
import type { PriceWindow } from "./price-rollup";
import { MIN_POINTS } from "./price-stats";

/** A state slug, or 'all' for Nigeria. */
export type PriceRegion = string;

const naira = (kobo: number | null) => (kobo === null ? null : kobo / 100);
/** A median (or quartile) is shown only from MIN_POINTS data points on. */
const shown = (kobo: number | null, count: number) => (count >= MIN_POINTS ? naira(kobo) : null);

const PRODUCT_ORDER = new Map<string, number>(PRODUCTS.map((product, index) => [product.slug, index]));
const byProductThenUnit = (a: { product: string; unit: string }, b: { product: string; unit: string }) =>
  (PRODUCT_ORDER.get(a.product) ?? 999) - (PRODUCT_ORDER.get(b.product) ?? 999) || a.unit.localeCompare(b.unit);

function weeklyMedians(json: string): { week_start: string; median: number | null }[] {
  const pairs = JSON.parse(json) as [string, number | null][];
  return pairs.map(([week, kobo]) => ({ week_start: week, median: naira(kobo) }));
}

type SummaryRow = typeof priceSummary.$inferSelect;

export function summaryEntry(row: SummaryRow) {
  return {
    product: row.product,
    unit: row.unit,
    count: row.listingsCount,
    median: shown(row.medianKobo, row.listingsCount),
    change_30d_pct: row.change30dPct,
    p25: shown(row.p25Kobo, row.listingsCount),
    p75: shown(row.p75Kobo, row.listingsCount),
    outliers: row.outliers,
    deals_count: row.dealsCount,
    deals_median: shown(row.dealsMedianKobo, row.dealsCount),
    weekly: weeklyMedians(row.weekly),
  };
}

/** Every product and unit of a region over a window: one indexed range of price_summary (one row each). */
export async function priceSummaryRows(db: Database, region: PriceRegion, days: PriceWindow) {
  // Through batch(): its answer carries D1's rows-read figure, which Server-Timing reports.
  const [rows] = await db.batch([
    db
      .select()
      .from(priceSummary)
      .where(and(eq(priceSummary.region, region), eq(priceSummary.days, days))),
  ]);
  return rows.sort(byProductThenUnit).map(summaryEntry);
}

/** The units a product has prices in (in a region and window), busiest first. */
export function productUnitsQuery(db: Database, region: PriceRegion, days: PriceWindow, product: string) {
  return db
    .select({ unit: priceSummary.unit, count: priceSummary.listingsCount })
    .from(priceSummary)
    .where(and(eq(priceSummary.region, region), eq(priceSummary.days, days), eq(priceSummary.product, product)))
    .orderBy(desc(priceSummary.listingsCount), asc(priceSummary.unit));
}

/** The unit a product's guide shows when none was asked for and nothing has been priced yet. */
const DEFAULT_GUIDE_UNIT = "bag";

export interface GuideQuery {
  product: string;
  /** null: the product's busiest unit in the region and window ("bag" when it has none). */
  unit: string | null;
  region: PriceRegion;
  days: PriceWindow;
}

/** The window's weeks: from the week of its first day, measured from when the rollup last ran. */
const windowWeeks = (days: number) =>
  sql`(SELECT date(${priceSummary.computedAt}, '-' || ${days - 1} || ' days', '-6 days', 'weekday 1') FROM ${priceSummary} LIMIT 1)`;

/** One product and unit in a region: its summary row, its units and its weekly rows (listings and deals), in one batch. */
export async function priceGuide(db: Database, query: GuideQuery) {
  // Without a unit, the busiest one is chosen in the same statements (the first of productUnitsQuery's order).
  const unit =
    query.unit ??
    sql`coalesce((${db
      .select({ unit: priceSummary.unit })
      .from(priceSummary)
      .where(and(eq(priceSummary.region, query.region), eq(priceSummary.days, query.days), eq(priceSummary.product, query.product)))
      .orderBy(desc(priceSummary.listingsCount), asc(priceSummary.unit))
      .limit(1)}), ${DEFAULT_GUIDE_UNIT})`;
  const [summary, units, weekly] = await db.batch([
    db
      .select()
      .from(priceSummary)
      .where(
        and(
          eq(priceSummary.region, query.region),
          eq(priceSummary.days, query.days),
          eq(priceSummary.product, query.product),
          eq(priceSummary.unit, unit),
        ),
      ),
    productUnitsQuery(db, query.region, query.days, query.product),
    db
      .select()
      .from(priceWeekly)
      .where(
        and(
          eq(priceWeekly.product, query.product),
          eq(priceWeekly.unit, unit),
          eq(priceWeekly.region, query.region),
          inArray(priceWeekly.source, ["listing", "deal"]),
          gte(priceWeekly.weekStart, windowWeeks(query.days)),
        ),
      )
      .orderBy(asc(priceWeekly.weekStart)),
  ]);
  const row = summary[0];
  const count = row?.listingsCount ?? 0;
  const dealCount = row?.dealsCount ?? 0;
  const week = (source: "listing" | "deal") =>
    weekly
      .filter((entry) => entry.source === source)
      .map((entry) => ({
        week_start: entry.weekStart,
        median: shown(entry.medianKobo, entry.count),
        count: entry.count,
        p25: shown(entry.p25Kobo, entry.count),
        p75: shown(entry.p75Kobo, entry.count),
      }));
  return {
    product: query.product,
    unit: query.unit ?? units[0]?.unit ?? DEFAULT_GUIDE_UNIT,
    state: query.region === "all" ? null : query.region,
    days: query.days,
    listings: {
      count,
      median: shown(row?.medianKobo ?? null, count),
      p25: shown(row?.p25Kobo ?? null, count),
      p75: shown(row?.p75Kobo ?? null, count),
      outliers: row?.outliers ?? 0,
    },
    deals: { count: dealCount, median: shown(row?.dealsMedianKobo ?? null, dealCount) },
    change_30d_pct: row?.change30dPct ?? null,
    weekly: week("listing"),
    weekly_deals: week("deal"),
    units: units.map((unit) => unit.unit),
  };
}

export type PriceGuide = Awaited<ReturnType<typeof priceGuide>>;
export type PriceSummaryEntry = ReturnType<typeof summaryEntry>;
