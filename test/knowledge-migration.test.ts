import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import migration from "../migrations/0004_knowledge_content.sql?raw";
import translationsMigration from "../migrations/0030_knowledge_translations.sql?raw";
import { LANGUAGES } from "../worker/languages";
import {
  type KnowledgeTranslation,
  knowledgeMigrationSql,
  knowledgeTranslationsMigrationSql,
  parseKnowledgeMarkdown,
} from "../worker/services/knowledge-content";
import { loadContent } from "./database";

await loadContent();

const markdown = import.meta.glob("../content/agronomy/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const translatedMarkdown = import.meta.glob("../content/agronomy/*/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;
const slugOf = (path: string) => path.replace(/^.*\/|\.md$/g, "");
const documents = Object.entries(markdown).map(([path, text]) => parseKnowledgeMarkdown(slugOf(path), text));
const translations = Object.entries(translatedMarkdown).map(([path, text]) => ({
  language: path.split("/").at(-2) as KnowledgeTranslation["language"],
  document: parseKnowledgeMarkdown(slugOf(path), text),
}));

describe("knowledge base", () => {
  it("the committed migration is exactly what the markdown generates (run scripts/build-knowledge-migration.ts)", () => {
    expect(migration).toBe(knowledgeMigrationSql(documents));
  });

  it("the committed translations migration is exactly what content/agronomy/<language>/ generates", () => {
    expect(translationsMigration).toBe(knowledgeTranslationsMigrationSql(documents, translations));
  });

  it("has every guide in every language, loaded into D1 with its search row", async () => {
    for (const language of LANGUAGES.filter((code) => code !== "en")) {
      expect(translations.filter((translation) => translation.language === language).map(({ document }) => document.slug)).toEqual(
        documents.map((doc) => doc.slug),
      );
    }
    const counts = await env.DB.prepare(
      `SELECT language, count(*) AS guides, sum((SELECT count(*) FROM knowledge_translations_fts f WHERE f.rowid = t.id)) AS indexed
       FROM knowledge_translations t GROUP BY language ORDER BY language`,
    ).all();
    expect(counts.results).toEqual(
      ["ha", "ig", "pcm", "yo"].map((language) => ({ language, guides: documents.length, indexed: documents.length })),
    );
    // The index holds folded text: a word typed without its hooked letter finds the Hausa guide.
    const hit = await env.DB.prepare(
      `SELECT d.slug FROM knowledge_translations_fts f JOIN knowledge_translations t ON t.id = f.rowid
       JOIN knowledge_documents d ON d.id = t.document_id WHERE knowledge_translations_fts MATCH ?1 AND t.language = 'ha'`,
    )
      .bind('"gyada"')
      .all<{ slug: string }>();
    expect(hit.results.map((row) => row.slug)).toContain("groundnut");
  });

  it("covers the crops and topics Ask AI promises, each with a named public source", () => {
    const slugs = documents.map((doc) => doc.slug);
    for (const slug of [
      "maize",
      "sorghum",
      "millet",
      "rice",
      "cowpea",
      "groundnut",
      "soybean",
      "cassava",
      "yam",
      "tomato",
      "pepper",
      "onion",
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const slug of [
      "fall-armyworm",
      "striga",
      "stem-borers",
      "tuta-absoluta",
      "aflatoxin-and-storage",
      "soil-health-and-fertilizer",
      "planting-calendar",
      "market-advice",
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const doc of documents) {
      expect(doc.sourceName.length).toBeGreaterThan(3);
      expect(doc.sourceUrl).toMatch(/^https:\/\//);
    }
  });
});
