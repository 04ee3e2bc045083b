// The price guide's statistics, defined once in plain TypeScript (the reference the rollup's SQL is tested against):
// percentiles interpolate between neighbours of the sorted prices (p × (n − 1)), rounded to the nearest kobo;
// prices beyond 10× the median (above ten times it, or below a tenth of it) are left out and counted.

/** Fewer data points than this and a median is not shown (null). */
export const MIN_POINTS = 5;
/** A price further than this factor from the median is an outlier (a typo, a price per truck, a joke). */
export const OUTLIER_FACTOR = 10;

/** The p-th percentile (0..1) of prices sorted ascending, in whole kobo; null for no prices. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const fraction = position - low;
  const below = sorted[low] ?? 0;
  const above = sorted[low + 1] ?? below;
  return Math.round(below * (1 - fraction) + above * fraction);
}

export interface PriceStats {
  count: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
  /** Prices left out as outliers. */
  outliers: number;
}

/** Median and quartiles of kobo prices after leaving out those beyond OUTLIER_FACTOR × the median of all of them. */
export function priceStats(prices: readonly number[]): PriceStats {
  const all = [...prices].sort((a, b) => a - b);
  const rough = percentile(all, 0.5);
  if (rough === null) return { count: 0, median: null, p25: null, p75: null, outliers: 0 };
  const kept = all.filter((price) => price <= rough * OUTLIER_FACTOR && price * OUTLIER_FACTOR >= rough);
  return {
    count: kept.length,
    median: percentile(kept, 0.5),
    p25: percentile(kept, 0.25),
    p75: percentile(kept, 0.75),
    outliers: all.length - kept.length,
  };
}

/** The Monday (UTC) that starts the week of a moment, as YYYY-MM-DD. */
export function weekStart(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/** The first week a window of `days` days ending at `now` includes (the week of its first day). */
export function windowStart(now: Date, days: number): string {
  return weekStart(new Date(now.getTime() - (days - 1) * 86_400_000));
}

/** Percent change from `before` to `after`, one decimal; null when either is missing or `before` is 0. */
export function changePct(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before === 0) return null;
  return Math.round(((after - before) * 1000) / before) / 10;
}
