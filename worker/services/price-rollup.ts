// The price guide's rollup, run by the Cron Trigger (worker/index.ts `scheduled`) with the time as a parameter: it
// records this week's observations (every public listing with a product and a price, once per week; completed
// purchase requests at their agreed price in the week they completed), recomputes the weekly statistics of the
// recent weeks and the guide's summary rows, all in one batch. The statistics are price-stats.ts's, written in SQL.
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { todayInNigeria } from "../expiry";
import { isPublicListing } from "./listings";
import type { WrittenNotification } from "./notifications";
import { priceAlertStatements } from "./price-alerts";
import { changePct, MIN_POINTS, OUTLIER_FACTOR, weekStart, windowStart } from "./price-stats";

/** The one public-listing rule (services/listings.ts) on `today` as SQL text over the listings table, its values inline. */
const listingPublicSql = (today: string) => new SQLiteSyncDialect().sqlToQuery(sql`${isPublicListing(today)}`.inlineParams()).sql;

/** The hourly cron of wrangler.toml that runs the rollup (the every-minute one delivers messages). */
export const PRICE_ROLLUP_CRON = "15 * * * *";

/** The windows the guide answers for (days); 90 is the default and the listing comparison's. */
export const PRICE_WINDOWS = [30, 90, 180, 365] as const;
export type PriceWindow = (typeof PRICE_WINDOWS)[number];

/** A percentile of the rows of one group of `ranked` (columns price, rn from 0, n), interpolated as percentile() does. */
const pct = (p: number) =>
  `CAST(round(sum(CASE WHEN rn = CAST(${p} * (n - 1) AS INTEGER) THEN price * (1 - (${p} * (n - 1) - CAST(${p} * (n - 1) AS INTEGER)))
    WHEN rn = CAST(${p} * (n - 1) AS INTEGER) + 1 THEN price * (${p} * (n - 1) - CAST(${p} * (n - 1) AS INTEGER)) ELSE 0 END)) AS INTEGER)`;

/**
 * A query of count, median, p25, p75 and outliers per group of `keys`, over `points` (a SELECT of the keys and
 * `price`). The median of all points first, then the same statistics over the points within OUTLIER_FACTOR of it.
 */
export function statsQuery(points: string, keys: readonly string[]): string {
  const k = keys.join(", ");
  const on = keys.map((key) => `p.${key} = m.${key}`).join(" AND ");
  return `WITH pts AS (${points}),
  all_ranked AS (SELECT ${k}, price, row_number() OVER (PARTITION BY ${k} ORDER BY price) - 1 AS rn, count(*) OVER (PARTITION BY ${k}) AS n FROM pts),
  rough AS (SELECT ${k}, max(n) AS total, ${pct(0.5)} AS med FROM all_ranked GROUP BY ${k}),
  kept AS (SELECT ${keys.map((key) => `p.${key}`).join(", ")}, p.price FROM pts p JOIN rough m ON ${on}
    WHERE p.price <= m.med * ${OUTLIER_FACTOR} AND p.price * ${OUTLIER_FACTOR} >= m.med),
  ranked AS (SELECT ${k}, price, row_number() OVER (PARTITION BY ${k} ORDER BY price) - 1 AS rn, count(*) OVER (PARTITION BY ${k}) AS n FROM kept),
  stats AS (SELECT ${k}, max(n) AS count, ${pct(0.5)} AS median, ${pct(0.25)} AS p25, ${pct(0.75)} AS p75 FROM ranked GROUP BY ${k})
  SELECT ${keys.map((key) => `s.${key}`).join(", ")}, s.count, s.median, s.p25, s.p75, m.total - s.count AS outliers
  FROM stats s JOIN rough m ON ${keys.map((key) => `s.${key} = m.${key}`).join(" AND ")}`;
}

/** Observations from `since` (a week start) on, each in its state and in 'all' (Nigeria). */
const regionPoints = (where: string) =>
  `SELECT product, unit, state AS region, source, week_start, price_kobo AS price FROM price_points WHERE ${where} AND state IS NOT NULL
   UNION ALL SELECT product, unit, 'all' AS region, source, week_start, price_kobo AS price FROM price_points WHERE ${where}`;

/** Completed requests' agreed price: fixed at acceptance, else the offer, else the listing's price then. */
const DEAL_PRICE = "coalesce(r.unit_price_kobo, r.offered_price_kobo, l.price_kobo)";
/** The UTC Monday of an ISO timestamp, as weekStart() computes it. */
const sqlWeekOf = (column: string) => `date(${column}, '-6 days', 'weekday 1')`;

export interface RollupOptions {
  /** Weeks of weekly statistics to recompute, counting this one (past weeks' observations do not change). */
  weeks?: number;
}

/** The statements of one rollup at `now`, for one batch. */
export function rollupStatements(db: D1Database, now: Date, { weeks = 2 }: RollupOptions = {}): D1PreparedStatement[] {
  const week = weekStart(now);
  const since = weekStart(new Date(now.getTime() - (weeks - 1) * 7 * 86_400_000));
  // Deals complete "now", so only this week and the last (a rollup that ran before the week turned) can change.
  const dealsSince = weekStart(new Date(now.getTime() - 7 * 86_400_000));
  const at = now.toISOString();
  const LISTING_PUBLIC_SQL = listingPublicSql(todayInNigeria(now));
  const statements = [
    // This week: every public listing once, at its price now; one that stopped being public leaves the week.
    db
      .prepare(
        `INSERT OR REPLACE INTO price_points (source, source_id, week_start, product, unit, state, price_kobo)
         SELECT 'listing', id, ?1, product, price_unit, state, price_kobo FROM listings
         WHERE ${LISTING_PUBLIC_SQL} AND product IS NOT NULL AND price_kobo > 0`,
      )
      .bind(week),
    db
      .prepare(
        `DELETE FROM price_points WHERE source = 'listing' AND week_start = ?1 AND source_id NOT IN (
           SELECT id FROM listings WHERE ${LISTING_PUBLIC_SQL} AND product IS NOT NULL AND price_kobo > 0)`,
      )
      .bind(week),
    // Deals of the recent weeks, recorded afresh (a request of a since-frozen listing leaves them).
    db.prepare("DELETE FROM price_points WHERE source = 'deal' AND week_start >= ?1 AND week_start <= ?2").bind(dealsSince, week),
    db
      .prepare(
        `INSERT OR REPLACE INTO price_points (source, source_id, week_start, product, unit, state, price_kobo)
         SELECT 'deal', r.id, ${sqlWeekOf("r.updated_at")}, l.product, l.price_unit, l.state, ${DEAL_PRICE}
         FROM purchase_requests r JOIN listings l ON l.id = r.listing_id
         WHERE r.status = 'completed' AND l.product IS NOT NULL AND l.is_frozen = 0 AND l.seller_suspended = 0 AND l.deleted_at IS NULL AND ${DEAL_PRICE} > 0
           AND ${sqlWeekOf("r.updated_at")} >= ?1 AND ${sqlWeekOf("r.updated_at")} <= ?2`,
      )
      .bind(dealsSince, week),
    db.prepare("DELETE FROM price_weekly WHERE week_start >= ?1 AND week_start <= ?2").bind(since, week),
    db
      .prepare(
        `INSERT INTO price_weekly (product, unit, region, source, week_start, count, median_kobo, p25_kobo, p75_kobo, outliers)
         ${statsQuery(regionPoints("week_start >= ?1 AND week_start <= ?2"), ["product", "unit", "region", "source", "week_start"])}`,
      )
      .bind(since, week),
    db.prepare("DELETE FROM price_summary"),
  ];
  for (const days of PRICE_WINDOWS) {
    const from = windowStart(now, days);
    statements.push(
      db
        .prepare(
          `INSERT INTO price_summary (region, days, product, unit, listings_count, median_kobo, p25_kobo, p75_kobo, outliers,
             deals_count, deals_median_kobo, weekly, computed_at)
           SELECT region, ?3, product, unit,
             coalesce(max(CASE WHEN source = 'listing' THEN count END), 0), max(CASE WHEN source = 'listing' THEN median END),
             max(CASE WHEN source = 'listing' THEN p25 END), max(CASE WHEN source = 'listing' THEN p75 END),
             coalesce(max(CASE WHEN source = 'listing' THEN outliers END), 0),
             coalesce(max(CASE WHEN source = 'deal' THEN count END), 0), max(CASE WHEN source = 'deal' THEN median END),
             '[]', ?4
           FROM (${statsQuery(regionPoints("week_start >= ?1 AND week_start <= ?2"), ["product", "unit", "region", "source"])})
           GROUP BY region, product, unit`,
        )
        .bind(from, week, days, at),
    );
  }
  // The weekly listing medians of each window (null below MIN_POINTS), oldest first, for the sparklines.
  statements.push(
    db.prepare(
      `UPDATE price_summary SET weekly = (
         SELECT json_group_array(json_array(week_start, CASE WHEN count >= ${MIN_POINTS} THEN median_kobo END)) FROM (
           SELECT w.week_start, w.count, w.median_kobo FROM price_weekly w
           WHERE w.product = price_summary.product AND w.unit = price_summary.unit AND w.region = price_summary.region
             AND w.source = 'listing' AND w.week_start >= date(price_summary.computed_at, '-' || (price_summary.days - 1) || ' days', '-6 days', 'weekday 1')
           ORDER BY w.week_start))`,
    ),
  );
  // The 30-day change: the last 30 days' median against the 30 days before them.
  const previousFrom = windowStart(now, 60);
  const previousTo = windowStart(now, 30);
  statements.push(
    db
      .prepare(
        `WITH before AS (${statsQuery(regionPoints("source = 'listing' AND week_start >= ?1 AND week_start < ?2"), ["product", "unit", "region"])}),
         recent AS (SELECT region, product, unit, listings_count, median_kobo FROM price_summary WHERE days = 30)
         UPDATE price_summary SET change_30d_pct = (
           SELECT CASE WHEN b.count >= ${MIN_POINTS} AND r.listings_count >= ${MIN_POINTS} AND b.median > 0
             THEN round((r.median_kobo - b.median) * 100.0 / b.median, 1) END
           FROM before b JOIN recent r ON r.region = b.region AND r.product = b.product AND r.unit = b.unit
           WHERE b.region = price_summary.region AND b.product = price_summary.product AND b.unit = price_summary.unit)`,
      )
      .bind(previousFrom, previousTo),
  );
  return statements;
}

/**
 * Runs one rollup at `now` (the cron passes its scheduled time; tests and the seed pass theirs), then fires the price
 * alerts its new medians cross, in the same batch; answers the notifications written, for delivery.
 */
export async function rollupPrices(db: D1Database, now: Date, options?: RollupOptions): Promise<WrittenNotification[]> {
  const rollup = rollupStatements(db, now, options);
  const results = await db.batch([...rollup, ...priceAlertStatements(db, now)]);
  return (results[rollup.length]?.results ?? []) as WrittenNotification[];
}

// The TypeScript twin of the SQL change, exported so the API and tests speak one rule.
export { changePct };
