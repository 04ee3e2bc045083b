// Rebuilds migrations/0004_knowledge_content.sql from content/agronomy/*.md (run: npx tsx scripts/build-knowledge-migration.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { knowledgeMigrationSql, parseKnowledgeMarkdown } from "../worker/services/knowledge-content";

const dir = "content/agronomy";
const documents = readdirSync(dir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => parseKnowledgeMarkdown(basename(name, ".md"), readFileSync(join(dir, name), "utf8")));
writeFileSync("migrations/0004_knowledge_content.sql", knowledgeMigrationSql(documents));
console.log(`Wrote ${documents.length} knowledge documents to migrations/0004_knowledge_content.sql`);
