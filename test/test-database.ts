// Runs in Node before the workerd tests (vitest `globalSetup`): builds the migrated test database once, with every
// migration in migrations/ applied in file-name order as `wrangler d1 migrations apply` does, in a D1 database of the
// same Miniflare the tests run on, and reads it back as the statements that rebuild it. Each test file then starts
// from its own copy of it (test/start-database.ts) instead of applying 26 migrations; the course and knowledge
// content goes only to the files that read it (`loadContent()` in test/database.ts). test/migrations.test.ts proves
// the copy equal to the migrations. The statements are kept in node_modules/.cache between runs, keyed by the
// migrations' and this file's text.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

/** One statement with its bound values. */
export interface DatabaseStatement {
  sql: string;
  params: (string | number | null)[];
}

export interface TestDatabase {
  /** Every table, index, view and trigger, the rows the migrations leave outside the content tables, and d1_migrations. */
  schema: DatabaseStatement[];
  /** The rows of the content tables (courses and the knowledge base), indexed by their triggers as they go in. */
  content: DatabaseStatement[];
  /** The content tables' names. */
  contentTables: string[];
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MIGRATIONS = join(ROOT, "migrations");
const CACHE = join(ROOT, "node_modules/.cache/gona");

interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  all<T>(): Promise<{ results: T[] }>;
}
interface D1Like {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}

/** The Miniflare the Workers vitest plugin runs tests on (its own dependency, not wrangler's). */
function pluginMiniflare(): typeof import("miniflare") {
  const plugin = join(ROOT, "node_modules/@cloudflare/vitest-plugin/dist/pool/index.mjs");
  return createRequire(plugin)("miniflare");
}

/** Tables the content migrations (migrations/*_content.sql, and their translations *_translations.sql) write into. */
function contentTables(): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith("_content.sql") || name.endsWith("_translations.sql"))) {
    for (const match of readFileSync(join(MIGRATIONS, file), "utf8").matchAll(/INSERT INTO\s+`?(\w+)`?/gi)) tables.add(match[1] as string);
  }
  return [...tables].sort();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads a migrated database back as the statements that rebuild it. */
async function dump(db: D1Like, content: string[]): Promise<TestDatabase> {
  const { results: objects } = await db
    .prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    .all<{ type: string; name: string; tableName: string; sql: string }>();
  const internal = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_");
  const virtual = objects.filter((object) => object.type === "table" && /^CREATE VIRTUAL TABLE/i.test(object.sql));
  // FTS5 makes its shadow tables (name_data, name_idx, name_content, name_docsize, name_config) itself.
  const shadows = new Set(
    virtual.flatMap((table) => ["data", "idx", "content", "docsize", "config"].map((part) => `${table.name}_${part}`)),
  );
  const kept = objects.filter((object) => !internal(object.name) && !(object.type === "table" && shadows.has(object.name)));
  const tables = kept.filter((object) => object.type === "table" && !virtual.includes(object));
  const schema: DatabaseStatement[] = [];
  const add = (list: DatabaseStatement[], sql: string, params: DatabaseStatement["params"] = []) => list.push({ sql, params });

  // Tables first (a foreign key may name a later one: SQLite resolves them when rows are written), then the FTS5
  // tables, the rows, the indexes and views, and the triggers last, so the rows copied here fire none of them.
  for (const table of tables) add(schema, table.sql);
  for (const table of virtual) add(schema, table.sql);
  const contentRows: DatabaseStatement[] = [];
  for (const table of tables) {
    const { results: rows } = await db.prepare(`SELECT * FROM ${quote(table.name)}`).all<Record<string, unknown>>();
    for (const row of rows) {
      const columns = Object.keys(row);
      const values = columns.map((column) => {
        const value = row[column];
        if (value === null || typeof value === "string" || typeof value === "number") return value;
        throw new Error(`test database: ${table.name}.${column} holds a ${typeof value}, which this copy does not carry`);
      });
      const insert = `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
      add(content.includes(table.name) ? contentRows : schema, insert, values);
    }
  }
  // A standalone FTS5 table that a content migration writes into directly (not through a trigger) is copied row by row.
  for (const table of virtual.filter((candidate) => content.includes(candidate.name) && !/content\s*=/i.test(candidate.sql))) {
    const { results: rows } = await db.prepare(`SELECT rowid AS "rowid", * FROM ${quote(table.name)}`).all<Record<string, unknown>>();
    for (const row of rows) {
      const columns = Object.keys(row);
      const insert = `INSERT INTO ${quote(table.name)} (${columns.map(quote).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
      add(
        contentRows,
        insert,
        columns.map((column) => row[column] as string | number | null),
      );
    }
  }
  // An external-content FTS5 index over rows copied above is rebuilt from them.
  for (const table of virtual) {
    const source = /content\s*=\s*'(\w+)'/i.exec(table.sql)?.[1];
    if (source && !content.includes(source)) add(schema, `INSERT INTO ${quote(table.name)} (${quote(table.name)}) VALUES ('rebuild')`);
  }
  for (const object of kept.filter((candidate) => candidate.type === "index" || candidate.type === "view")) add(schema, object.sql);
  for (const object of kept.filter((candidate) => candidate.type === "trigger")) add(schema, object.sql);
  // AUTOINCREMENT counters as the migrations left them (rows may have been deleted since).
  const { results: sequences } = await db.prepare("SELECT name, seq FROM sqlite_sequence").all<{ name: string; seq: number }>();
  for (const { name, seq } of sequences) {
    const list = content.includes(name) ? contentRows : schema;
    add(list, "UPDATE sqlite_sequence SET seq = ? WHERE name = ?", [seq, name]);
    add(list, "INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)", [
      name,
      seq,
      name,
    ]);
  }
  return { schema, content: contentRows, contentTables: content };
}

/** Applies every migration in file-name order, as wrangler does, recording each in d1_migrations. */
async function migrate(db: D1Like) {
  const { readD1Migrations } = await import("@cloudflare/vitest-plugin");
  // Word for word as applyD1Migrations (cloudflare:test) writes it, which test/migrations.test.ts compares with.
  await db
    .prepare(`CREATE TABLE IF NOT EXISTS "d1_migrations" (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	);`)
    .all();
  for (const migration of await readD1Migrations(MIGRATIONS)) {
    const statements = migration.queries.map((query) => db.prepare(query));
    statements.push(db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name));
    await db.batch(statements);
  }
}

async function build(): Promise<TestDatabase> {
  const { Miniflare, convertV4MiniflareOptions } = pluginMiniflare();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "test-database",
          modules: true,
          script: "export default { fetch: () => new Response(null, { status: 404 }) };",
          compatibilityDate: "2026-04-20",
          d1Databases: { DB: "test-database" },
        },
      ],
    }),
  );
  try {
    const db = (await mf.getD1Database("DB")) as unknown as D1Like;
    await migrate(db);
    return await dump(db, contentTables());
  } finally {
    await mf.dispose();
  }
}

/** The key of the cached copy: the migrations' names and text, and this file's. */
function fingerprint(): string {
  const hash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url)));
  for (const name of readdirSync(MIGRATIONS).sort()) {
    if (name.endsWith(".sql")) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

export async function testDatabase(): Promise<TestDatabase> {
  const file = join(CACHE, `test-database-${fingerprint()}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as TestDatabase;
  const built = await build();
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(built));
  return built;
}

export default async function setup(project: TestProject) {
  project.provide("testDatabase", await testDatabase());
}
