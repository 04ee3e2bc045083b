// Counts that stop: a list's total reads at most COUNT_CAP + 1 rows, whatever the table's size, and says "1,000+".
import { count, type Subquery } from "drizzle-orm";
import type { Database } from "../db/client";

/** Counts stop here: beyond it an answer says "more than 1,000" (`more`, or `X-Total-Count-Capped: true`). */
export const COUNT_CAP = 1000;

/** A count that stopped at the cap: `more` says there are more than `count`. */
export interface CappedCount {
  count: number;
  more: boolean;
}

/**
 * How many rows `rows` has, reading at most COUNT_CAP + 1 of them: `rows` is a query of the rows to count, limited
 * to COUNT_CAP + 1 (`.limit(COUNT_CAP + 1).as(...)`).
 */
export const countRows = (db: Database, rows: Subquery) => db.select({ n: count() }).from(rows);

/** countRows' answer as a capped count. */
export function capped(rows: { n: number }[]): CappedCount {
  const n = rows[0]?.n ?? 0;
  return { count: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}
