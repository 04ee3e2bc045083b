// When a seed or chemical listing's product expires, by calendar day in Nigeria. No imports: the API's public
// condition and the pages' banners read the same rules.
import { EXPIRY_WARNING_DAYS } from "./domain";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Nigeria (WAT, UTC+1 all year) as YYYY-MM-DD: the day expiry dates are compared with. */
export function todayInNigeria(now: Date): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A product past its expiry date on `today` (both YYYY-MM-DD; the expiry day itself still counts as good). */
export const isExpired = (expiryDate: string | null | undefined, today: string) => !!expiryDate && expiryDate < today;

/** A product still good on `today` that expires within EXPIRY_WARNING_DAYS of it: the listing page warns buyers. */
export function expiresSoon(expiryDate: string | null | undefined, today: string): boolean {
  if (!expiryDate || isExpired(expiryDate, today)) return false;
  const days = (Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days <= EXPIRY_WARNING_DAYS;
}
