// Ask AI's sources.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now } from "./columns";

/** The Ask AI knowledge base: agronomy notes for Nigerian conditions, each naming its public source. */
export const knowledgeDocuments = sqliteTable(
  "knowledge_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Comma-separated crops, pests or topics, searched alongside the text. */
    topics: text("topics").notNull().default(""),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    body: text("body").notNull(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("knowledge_documents_slug_unique").on(t.slug)],
);
