// What the price pages read from the API, and the small formatting they share.
import type { Catalog } from "./i18n";

export interface WeeklyPrice {
  week_start: string;
  median: number | null;
  count: number;
  p25: number | null;
  p75: number | null;
}

export interface PriceSummaryRow {
  product: string;
  unit: string;
  count: number;
  median: number | null;
  change_30d_pct: number | null;
  deals_count: number;
  deals_median: number | null;
  weekly: { week_start: string; median: number | null }[];
}

export interface PriceGuideAnswer {
  product: string;
  unit: string;
  state: string | null;
  days: number;
  listings: { count: number; median: number | null; p25: number | null; p75: number | null; outliers: number };
  deals: { count: number; median: number | null };
  change_30d_pct: number | null;
  weekly: WeeklyPrice[];
  weekly_deals: WeeklyPrice[];
  units: string[];
}

/** A 30-day change as screen text ("up 3.2%", "down 5%", "no change"), with its sign for the eye. */
export function changeText(t: Catalog["prices"], pct: number | null): { text: string; sign: string } | null {
  if (pct === null) return null;
  if (pct === 0) return { text: t.steady, sign: "0%" };
  const magnitude = String(Math.abs(pct));
  return pct > 0 ? { text: t.up(magnitude), sign: `+${magnitude}%` } : { text: t.down(magnitude), sign: `−${magnitude}%` };
}

/** A unit's label from the core catalog (kg, bag, ton...). */
export const unitLabel = (t: Catalog, unit: string): string => (t.marketplace.units as Record<string, string>)[unit] ?? unit;
