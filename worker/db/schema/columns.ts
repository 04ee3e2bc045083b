// Column helpers every table shares: timestamps are ISO-8601 text in UTC, set by SQLite.
import { sql } from "drizzle-orm";
import { type SQLiteColumn, text } from "drizzle-orm/sqlite-core";

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text("created_at").notNull().default(now);

/** The languages content is translated into (English is the base row itself): a translation row's CHECK. */
export const TRANSLATED_LANGUAGE = (column: SQLiteColumn) => sql`${column} IN ('ha', 'yo', 'ig', 'pcm')`;
