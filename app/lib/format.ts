// The one money and date formatter for every screen. Deterministic (no Intl locale data), so the
// server's HTML and the browser's hydration always agree.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Naira with kobo: `₦1,250.00`. */
export function formatNaira(amount: number | null | undefined): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? amount : 0;
  const [whole = "0", fraction = "00"] = Math.abs(value).toFixed(2).split(".");
  return `${value < 0 ? "-" : ""}₦${groupThousands(whole)}.${fraction}`;
}

/** A whole number with thousands separators: `1,000`. */
export function formatCount(value: number): string {
  return groupThousands(String(Math.trunc(Math.abs(value))));
}

/**
 * The admin panel's revenue figure: `N`, thousands grouped, two decimals (`N432,200.00`); `N0.00` if not a number.
 * SPEC.md's `N` prefix and two decimals stay; the grouping makes six and more digits readable (ADR 065).
 */
export function formatAdminRevenue(amount: unknown): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "N0.00";
  const [whole = "0", fraction = "00"] = Math.abs(value).toFixed(2).split(".");
  return `${value < 0 ? "-" : ""}N${groupThousands(whole)}.${fraction}`;
}

/** The twelve short month names of the page's language (`t.dates.months`), January first. */
export type MonthNames = readonly string[];

/** Nigeria keeps West Africa Time (UTC+1) all year. */
const WAT_OFFSET_MS = 60 * 60 * 1000;

function inNigeria(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + WAT_OFFSET_MS);
}

/** `12 Mar 2025` in Nigerian time, with the given language's month names. */
export function formatDate(months: MonthNames, iso: string | null | undefined): string {
  const date = iso ? inNigeria(iso) : null;
  if (!date) return "";
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `12 Mar 2025, 14:05` in Nigerian time, with the given language's month names. */
export function formatDateTime(months: MonthNames, iso: string | null | undefined): string {
  const date = iso ? inNigeria(iso) : null;
  if (!date) return "";
  const hours = String(date.getUTCHours()).padStart(2, "0");
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${formatDate(months, iso)}, ${hours}:${minutes}`;
}

/** `14:05` in Nigerian time (chat messages). */
export function formatTime(iso: string | null | undefined): string {
  const date = iso ? inNigeria(iso) : null;
  if (!date) return "";
  return `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
}

/** The year at `now` in Nigerian time (Africa/Lagos, UTC+1 all year): the server computes it so hydration agrees. */
export function yearInNigeria(now: Date): number {
  return new Date(now.getTime() + WAT_OFFSET_MS).getUTCFullYear();
}
