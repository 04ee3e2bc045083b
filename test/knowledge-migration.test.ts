import { describe, expect, it } from "vitest";
import migration from "../migrations/0004_knowledge_content.sql?raw";
import { knowledgeMigrationSql, parseKnowledgeMarkdown } from "../worker/services/knowledge-content";

const markdown = import.meta.glob("../content/agronomy/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const documents = Object.entries(markdown).map(([path, text]) => parseKnowledgeMarkdown(path.replace(/^.*\/|\.md$/g, ""), text));

describe("knowledge base", () => {
  it("the committed migration is exactly what the markdown generates (run scripts/build-knowledge-migration.ts)", () => {
    expect(migration).toBe(knowledgeMigrationSql(documents));
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
