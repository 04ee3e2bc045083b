// How old a listing is, as the compact card says it: today, N days ago, then the date. `now` is passed in (the
// loader's clock), so the server's HTML and the browser's hydration agree.
import { formatDate } from "./format";
import type { Catalog } from "./i18n";

const DAY_MS = 24 * 60 * 60 * 1000;

export function listingAge(t: Catalog, createdAt: string, now: string): string {
  const age = Date.parse(now) - Date.parse(createdAt);
  if (Number.isNaN(age)) return "";
  const days = Math.floor(Math.max(age, 0) / DAY_MS);
  if (days === 0) return t.marketplace.search.today;
  if (days < 30) return t.marketplace.search.daysAgo(days);
  return formatDate(t.dates.months, createdAt);
}
