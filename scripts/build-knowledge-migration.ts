// Rebuilds the knowledge base migrations from the markdown (run: npx tsx scripts/build-knowledge-migration.ts):
// migrations/0004_knowledge_content.sql from content/agronomy/*.md (English), and
// migrations/0030_knowledge_translations.sql from content/agronomy/<language>/*.md (ADR 070). It refuses a
// translation that lost a number, a name or a section; test/knowledge-migration.test.ts fails when the SQL is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { LANGUAGES } from "../worker/languages";
import {
  type KnowledgeTranslation,
  knowledgeMigrationSql,
  knowledgeTranslationsMigrationSql,
  parseKnowledgeMarkdown,
} from "../worker/services/knowledge-content";

const dir = "content/agronomy";
const read = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => parseKnowledgeMarkdown(basename(name, ".md"), readFileSync(join(folder, name), "utf8")));

const documents = read(dir);
writeFileSync("migrations/0004_knowledge_content.sql", knowledgeMigrationSql(documents));
console.log(`Wrote ${documents.length} knowledge documents to migrations/0004_knowledge_content.sql`);

const translations: KnowledgeTranslation[] = LANGUAGES.filter((language) => language !== "en").flatMap((language) =>
  existsSync(join(dir, language)) ? read(join(dir, language)).map((document) => ({ language, document })) : [],
);
writeFileSync("migrations/0030_knowledge_translations.sql", knowledgeTranslationsMigrationSql(documents, translations));
console.log(`Wrote ${translations.length} translated guides to migrations/0030_knowledge_translations.sql`);
