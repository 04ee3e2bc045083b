// Each test file's database: a copy of the migrated test database built once per run (test/test-database.ts).
import { env } from "cloudflare:workers";
import { inject } from "vitest";
import type { DatabaseStatement } from "./test-database";

const copy = inject("testDatabase");

const run = (db: D1Database, statements: DatabaseStatement[]) =>
  db.batch(statements.map((statement) => db.prepare(statement.sql).bind(...statement.params)));

/** The schema and the rows every migration leaves (test/start-database.ts runs this before each file). */
export async function startDatabase(db: D1Database = env.DB): Promise<void> {
  await run(db, copy.schema);
}

let contentLoaded = false;

/**
 * The course and knowledge content (migrations/*_content.sql), for the files that read it: call it in `beforeAll`
 * (or at the top of the file). Once per file; the rows go in as the migrations put them, indexed by their triggers.
 */
export async function loadContent(db: D1Database = env.DB): Promise<void> {
  if (db === env.DB && contentLoaded) return;
  await run(db, copy.content);
  if (db === env.DB) contentLoaded = true;
}

/** The tables that hold the content `loadContent()` loads. */
export const CONTENT_TABLES: readonly string[] = copy.contentTables;
