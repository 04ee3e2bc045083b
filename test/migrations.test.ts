// Every migration in file-name order, the way `wrangler d1 migrations apply` runs them (each recorded by name in
// d1_migrations, a recorded one skipped): on an empty database, and on a copy of the seeded test database. The empty
// one must end up exactly as the copy every test file starts from (test/test-database.ts), content included; the
// seeded one must take none of them again and lose nothing.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTENT_TABLES, loadContent } from "./database";
import { approvedListingWithBuyer, makeAdmin } from "./marketplace";

const migrations = () => {
  if (!env.TEST_MIGRATIONS || !env.MIGRATIONS_DB) throw new Error("vitest.config.ts must provide TEST_MIGRATIONS and MIGRATIONS_DB");
  return { list: env.TEST_MIGRATIONS, empty: env.MIGRATIONS_DB };
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A time a default wrote (the moment the migrations ran, not something they decide). */
const TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?Z?$/;
const withoutTimes = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "string" && TIME.test(value) ? "<time>" : value])),
  );

/** Everything a database holds: its tables, indexes, views and triggers, and every table's rows (d1_migrations by name). */
async function contents(db: D1Database) {
  const { results: objects } = await db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
    .all<{ type: string; name: string; tbl_name: string; sql: string | null }>();
  const rows: Record<string, string[]> = {};
  for (const table of objects.filter((object) => object.type === "table" && !/^CREATE VIRTUAL TABLE/i.test(object.sql ?? ""))) {
    const columns = table.name === "d1_migrations" ? "id, name" : "*";
    const { results } = await db.prepare(`SELECT ${columns} FROM ${quote(table.name)}`).all();
    rows[table.name] = results.map(withoutTimes).sort();
  }
  return { objects, rows };
}

/** FTS5's own check that each full-text index matches the rows it indexes. */
async function checkFullTextIndexes(db: D1Database) {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'")
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`INSERT INTO ${quote(name)} (${quote(name)}) VALUES ('integrity-check')`).run();
  return results.map((row) => row.name).sort();
}

describe("migrations in file-name order", () => {
  it("are read in file-name order, one per file", () => {
    const names = migrations().list.map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("build, from an empty database, exactly the database every test file starts from", async () => {
    const { list, empty } = migrations();
    await applyD1Migrations(empty, list);
    await loadContent();
    const [fromMigrations, copy] = [await contents(empty), await contents(env.DB)];
    expect(fromMigrations.objects).toEqual(copy.objects);
    expect(Object.keys(fromMigrations.rows)).toEqual(Object.keys(copy.rows));
    for (const table of Object.keys(copy.rows)) expect(fromMigrations.rows[table], table).toEqual(copy.rows[table]);
    expect(copy.rows.d1_migrations?.length).toBe(list.length);
    // Counted in the table itself: a full-text table the content writes into directly holds no row in `contents`.
    for (const table of CONTENT_TABLES) {
      const [inCopy, migrated] = await Promise.all(
        [env.DB, empty].map((db) => db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).first<{ n: number }>()),
      );
      expect(inCopy?.n, `${table} has its content`).toBeGreaterThan(0);
      expect(inCopy?.n, table).toBe(migrated?.n);
    }
    const indexes = await checkFullTextIndexes(empty);
    expect(await checkFullTextIndexes(env.DB)).toEqual(indexes);
    expect(indexes.length).toBeGreaterThan(0);
  });

  it("take none again on a copy of the seeded database, and change none of its rows", async () => {
    const { list } = migrations();
    await loadContent();
    await approvedListingWithBuyer();
    await makeAdmin();
    const before = await contents(env.DB);
    expect(before.rows.users?.length).toBeGreaterThan(0);
    await applyD1Migrations(env.DB, list);
    expect(await contents(env.DB)).toEqual(before);
    const recorded = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(recorded.results.map((row) => row.name)).toEqual(list.map((migration) => migration.name));
  });
});
