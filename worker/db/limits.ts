// Limits the database enforces in the write itself (migrations/0026_limits_in_the_write.sql): a trigger refuses the
// row that would go past the limit, so requests sent at once cannot all pass a count read before them (issue #32).

/** The limits a trigger enforces, by the name its error carries (`gona_limit:<name>`). */
export type DatabaseLimit = "listing_images" | "price_alerts";

/** Whether a failed write (D1's error, or Drizzle's around it) was refused by the trigger of `limit`. */
export function isLimitReached(error: unknown, limit: DatabaseLimit): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes(`gona_limit:${limit}`);
}
