// D1 binds at most 100 parameters per statement: a page of 100 ids plus any other value would pass it (a 500).
import { type Column, inArray, type SQL, sql } from "drizzle-orm";

/** Above this many ids a list travels as one JSON parameter; below, as plain parameters (json_each's rows count as read). */
const PLAIN_LIMIT = 60;

/** `column IN (ids)`, with a long list of ids bound as ONE parameter (a JSON array read by json_each). */
export const inIds = (column: Column, ids: readonly number[] | SQL): SQL =>
  !Array.isArray(ids)
    ? inArray(column, ids as SQL)
    : ids.length > PLAIN_LIMIT
      ? sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`
      : inArray(column, ids as number[]);
