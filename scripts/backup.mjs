// `npm run backup [-- --remote] [-- --output FILE] [-- --page-size N]`: writes every real table of the D1 database to one SQL file,
// backups/gona-<timestamp>.sql by default (git-ignored), and every object of the R2 media bucket (listing photos,
// verification documents) to the folder beside it, backups/gona-<timestamp>.r2/, each file named by the sha256 of its
// bytes; the manifest lists every object's key, size, sha256, content type and custom metadata (ADR 072).
// Restorable with `npm run restore -- FILE`.
//
// How: `wrangler d1 export` cannot be used. It fails on databases with FTS5 virtual tables, and it has no
// --persist-to, so it cannot read the local state `npm start` uses (both still so in wrangler 4.164, the project's
// since ADR 045). Instead every table is read with `wrangler d1 execute --json`, paged by rowid, each value rendered
// by SQLite's own quote() as an SQL literal.
// That round-trips exactly: NULL, BLOB (X'..'), integers beyond 2^53, REALs (quote() prints them so that they
// parse back to the same double) and any Unicode text; no value ever passes through a JavaScript number.
// FTS5 indexes and their shadow tables are left out (restore rebuilds them); so are d1_migrations and D1's
// internal tables. The first lines are a manifest: per table its columns, row count and a sha256 over its rows,
// plus the AUTOINCREMENT counters and the migrations applied, so restore can prove it got everything back.
// Local state is GONA_STATE_DIR (default .wrangler/state); --remote reads the production database instead.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { checksum, ident, parseArgs, read, readMeta, readRows, realTablesRead, target } from "./lib/d1-cli.mjs";
import { backupObjects, referencesRead } from "./lib/r2-objects.mjs";

// D1 refuses SQL statements longer than 100,000 bytes; rows are grouped into INSERTs below that.
const STATEMENT_LIMIT = 90_000;

const options = parseArgs(process.argv.slice(2));
const where = target({ remote: options.remote === true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const output = typeof options.output === "string" ? options.output : `backups/gona-${stamp}.sql`;

const started = Date.now();
// The keys the rows point at, then the rows, then the objects: the app writes an object before its row and deletes
// it after, so an object uploaded meanwhile is only an unreferenced extra, and one deleted meanwhile is named in
// `missingObjects` (restore then does not count it as lost). Take backups of a live site at a quiet hour all the same.
const [references, tables] = (() => {
  try {
    return read(where, referencesRead, realTablesRead);
  } catch (error) {
    if (/no such table/.test(error.message)) return [[], []];
    throw error;
  }
})();
if (tables.length === 0) throw new Error("No tables found: is the database migrated?");
// Rows per table per call; small values exist for the round-trip test, which checks that paging loses nothing.
const page = Number(options["page-size"] ?? 500);
if (!Number.isInteger(page) || page < 1) throw new Error("--page-size must be a positive whole number");
const rows = readRows(tables, where, { page });
const objectsDir = `${output.replace(/\.sql$/, "")}.r2`;
rmSync(objectsDir, { recursive: true, force: true });
const objects = await backupObjects(where, objectsDir);
const stored = new Set(objects.map((object) => object.key));
const missingObjects = references.filter((key) => !stored.has(key)).sort();
for (const key of missingObjects) console.warn(`Warning: the database points at R2 object ${key}, which is not in the bucket.`);
const manifest = {
  format: 2,
  createdAt: new Date().toISOString(),
  source: where.remote ? "remote" : `local:${where.stateDir}`,
  ...readMeta(where),
  tables: tables.map((table) => ({
    name: table.name,
    columns: table.columns,
    rows: rows.get(table.name).length,
    sha256: checksum(rows.get(table.name)),
  })),
  objectsDir: basename(objectsDir),
  objects,
  missingObjects,
};

const lines = [
  "-- Gona D1 backup: every real table, no FTS5 indexes. Restore with `npm run restore -- <this file>` (docs/operations.md).",
  `-- manifest: ${JSON.stringify(manifest)}`,
];
for (const table of tables) {
  const head = `INSERT INTO ${ident(table.name)} (${table.columns.map(ident).join(", ")}) VALUES `;
  let values = [];
  let size = head.length;
  const flush = () => {
    if (values.length) lines.push(`${head}${values.join(", ")};`);
    values = [];
    size = head.length;
  };
  for (const literal of rows.get(table.name)) {
    const value = `(${literal})`;
    if (head.length + value.length + 1 > STATEMENT_LIMIT) {
      throw new Error(`A row of ${table.name} is ${value.length} bytes as SQL, over D1's statement limit; this backup cannot hold it.`);
    }
    if (size + value.length + 2 > STATEMENT_LIMIT) flush();
    values.push(value);
    size += value.length + 2;
  }
  flush();
}

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${lines.join("\n")}\n`);
const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
const bytes = objects.reduce((sum, object) => sum + object.size, 0);
console.log(
  `Backed up ${total} rows from ${tables.length} tables and ${objects.length} R2 objects (${(bytes / 1e6).toFixed(1)} MB) (${manifest.source}) to ${output} and ${join(dirname(output), manifest.objectsDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
