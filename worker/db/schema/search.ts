// FTS5 indexes, created by hand-written SQL in migrations (drizzle-kit cannot express virtual tables), so
// drizzle.config.ts leaves this file out. Declared here only so queries can name their columns.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The FTS5 index over listings (migrations/0002): only its rowid and MATCH are used from code. */
export const listingsFts = sqliteTable("listings_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  description: text("description"),
  location: text("location"),
});
