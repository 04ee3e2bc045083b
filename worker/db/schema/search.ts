// FTS5 indexes, created by hand-written SQL in migrations (drizzle-kit cannot express virtual tables), so
// drizzle.config.ts leaves this file out. Declared here only so queries can name their columns.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 index of public listings (migrations/0027: contentless, filled by triggers from the view
 * listings_fts_source): only its rowid, MATCH and bm25() are used from code; its text columns read as null.
 */
export const listingsFts = sqliteTable("listings_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  description: text("description"),
  location: text("location"),
});
