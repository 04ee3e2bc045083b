// Ask AI's sources.
import { check, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, TRANSLATED_LANGUAGE } from "./columns";

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

/**
 * A guide in another language (ADR 070): the same slug, source and `## ` sections as its English row, which stays the
 * guide's identity. Ask AI searches these through `knowledge_translations_fts` (folded text, written by the generator).
 */
export const knowledgeTranslations = sqliteTable(
  "knowledge_translations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    /** The English topics, then the language's own words for them. */
    topics: text("topics").notNull(),
    body: text("body").notNull(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("knowledge_translations_document_language_unique").on(t.documentId, t.language),
    check("knowledge_translations_language", TRANSLATED_LANGUAGE(t.language)),
  ],
);
