// `npm run restore -- FILE [--remote]`: loads a backup made by `npm run backup` into an EMPTY database.
// Steps: apply migrations/ (the schema, FTS5 indexes and triggers, shipped content); refuse if any table that
// migrations do not fill already has rows; replace the migration-filled rows and load the backup's rows in
// foreign-key order with every trigger dropped (and created again after); set the AUTOINCREMENT counters; rebuild
// every FTS5 index (with its 'rebuild' command, or from its `<name>_source` view); then read every table back and compare row counts and sha256
// checksums with the backup's manifest. Any mismatch exits non-zero with the table named. R2: before anything else,
// every object file of the backup's .r2/ folder is checked against its manifest sha256; before any row goes in, each
// is put back with its content type and read back; after the rows, every key the database points at must be among them (ADR 072). Local target:
// GONA_STATE_DIR (default .wrangler/state); --remote: production.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  applyMigrations,
  checksum,
  executeFile,
  ftsTablesRead,
  ident,
  metaRead,
  parseArgs,
  query,
  read,
  reader,
  readRows,
  realTablesRead,
  tablesFilledByMigrations,
  target,
} from "./lib/d1-cli.mjs";
import { checkObjectFiles, referencesRead, restoreObjects } from "./lib/r2-objects.mjs";

const fail = (message) => {
  console.error(`Restore FAILED: ${message}`);
  process.exit(1);
};

const options = parseArgs(process.argv.slice(2));
const file = options._[0];
if (!file) fail("name the backup file: npm run restore -- backups/gona-<timestamp>.sql");
const where = target({ remote: options.remote === true });
const started = Date.now();

const text = readFileSync(file, "utf8");
// Line 1 is a title, line 2 the manifest, the rest the rows (text values may span lines: never split it by line).
const [, manifestLine = "", ...rest] = text.split("\n");
if (!manifestLine.startsWith("-- manifest: ")) fail(`${file} has no manifest line; it was not made by npm run backup.`);
const manifest = JSON.parse(manifestLine.slice("-- manifest: ".length));
if (manifest.format !== 1 && manifest.format !== 2) fail(`unknown backup format ${manifest.format}.`);
// Format 1 backups (before ADR 072) hold no R2 objects: their rows come back, their photos and documents do not.
const objects = manifest.objects ?? [];
if (manifest.format === 1) console.warn("Warning: this backup predates R2 backups: it holds no photos or verification documents.");
// Every object file is checked against the manifest first: an altered or lost file changes nothing anywhere.
const objectsDir = join(dirname(file), manifest.objectsDir ?? "");
const fileProblems = checkObjectFiles(objectsDir, objects);
if (fileProblems.length) fail(`the backup's R2 objects are not what its manifest says:\n  ${fileProblems.join("\n  ")}`);

console.log(`Restoring ${file} (${manifest.source}, ${manifest.createdAt}) into ${where.remote ? "the remote database" : where.stateDir}.`);
applyMigrations(where);

// What the restore needs to know of the target, in one wrangler call (each call starts a local workerd): the
// migrations and counters, the real tables, the FTS5 indexes, the views that fill contentless ones, and the triggers.
const [meta, tables, fts, views, triggers] = read(
  where,
  metaRead,
  realTablesRead,
  ftsTablesRead,
  reader(["SELECT name FROM sqlite_master WHERE type = 'view'"], ([rows]) => rows),
  reader(["SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"], ([rows]) => rows),
);
if (meta.migrations.join() !== manifest.migrations.join()) {
  fail(
    `the backup was taken at migrations [${manifest.migrations.join(", ")}] but this database has [${meta.migrations.join(", ")}]: check out the code the backup came from.`,
  );
}
const names = tables.map((table) => table.name);
if (
  names.slice().sort().join() !==
  manifest.tables
    .map((table) => table.name)
    .sort()
    .join()
) {
  fail(`tables differ: database [${names.join(", ")}], backup [${manifest.tables.map((table) => table.name).join(", ")}].`);
}
for (const table of tables) {
  const saved = manifest.tables.find((entry) => entry.name === table.name);
  if (saved.columns.join() !== table.columns.join())
    fail(`columns of ${table.name} differ: database (${table.columns}), backup (${saved.columns}).`);
}

// Empty means: nothing but what migrations put there.
const filled = tablesFilledByMigrations();
// A contentless index (listings_fts holds only public listings, migrations/0027) cannot 'rebuild': it is filled from
// the view `<name>_source` that says what it holds, by its columns (read in the same call as the row counts).
const sourced = fts.filter((name) => views.some((view) => view.name === `${name}_source`));
const results = query(
  [
    ...tables.map((table) => `SELECT count(*) AS n FROM ${ident(table.name)}`),
    ...sourced.map((name) => `SELECT name FROM pragma_table_info('${name.replaceAll("'", "''")}')`),
  ].join("; "),
  where,
);
const counts = results.slice(0, tables.length);
const ftsColumns = new Map(sourced.map((name, i) => [name, results[tables.length + i]]));
const occupied = tables.filter((table, i) => !filled.has(table.name) && counts[i][0].n > 0);
if (occupied.length) {
  fail(
    `the target database is not empty (${occupied.map((table) => table.name).join(", ")} have rows). Restore only into a fresh database.`,
  );
}

// Files first, then rows (as the app writes them): a restore that stops here leaves the database empty, so it can run again.
if (objects.length) {
  let objectProblems;
  try {
    objectProblems = await restoreObjects(where, objectsDir, objects);
  } catch (error) {
    fail(error.message);
  }
  if (objectProblems.length) fail(`the restored R2 objects do not match the backup:\n  ${objectProblems.join("\n  ")}`);
}

// Other FTS5 indexes read their content table.
const refill = (name) => {
  if (!ftsColumns.has(name)) return [`INSERT INTO ${ident(name)} (${ident(name)}) VALUES ('rebuild');`];
  const columns = ftsColumns.get(name);
  return [
    `INSERT INTO ${ident(name)} (${ident(name)}) VALUES ('delete-all');`,
    `INSERT INTO ${ident(name)} (rowid, ${columns.map((column) => ident(column.name)).join(", ")}) SELECT * FROM ${ident(`${name}_source`)};`,
  ];
};
// Triggers keep derived rows (the FTS5 indexes, the sellers' trade figures): while the backup's rows go in they must
// not fire, or a completed deal or a rating would be counted again on top of its restored figures. They are dropped
// for the load and created again, from the schema's own text, before the FTS5 indexes are rebuilt.
const body = rest.join("\n").trim();
const sequences = Object.entries(manifest.sequences);
const load = [
  "PRAGMA defer_foreign_keys = TRUE;",
  ...triggers.map((trigger) => `DROP TRIGGER ${ident(trigger.name)};`),
  ...tables
    .filter((table) => filled.has(table.name))
    .reverse()
    .map((table) => `DELETE FROM ${ident(table.name)};`),
  body,
  "DELETE FROM sqlite_sequence WHERE name <> 'd1_migrations';",
  ...sequences.map(([name, seq]) => `INSERT INTO sqlite_sequence (name, seq) VALUES ('${name.replaceAll("'", "''")}', ${BigInt(seq)});`),
  ...triggers.map((trigger) => `${trigger.sql};`),
  ...fts.flatMap(refill),
];
const dir = mkdtempSync(join(tmpdir(), "gona-restore-"));
try {
  writeFileSync(join(dir, "load.sql"), `${load.join("\n")}\n`);
  executeFile(join(dir, "load.sql"), where);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Verify: every table's count and checksum, the counters, and each FTS5 index's own integrity check.
const rows = readRows(tables, where);
const problems = [];
for (const saved of manifest.tables) {
  const got = rows.get(saved.name);
  const sum = checksum(got);
  if (got.length !== saved.rows || sum !== saved.sha256) {
    problems.push(
      `${saved.name}: backup ${saved.rows} rows sha256 ${saved.sha256.slice(0, 12)}, restored ${got.length} rows sha256 ${sum.slice(0, 12)}`,
    );
  }
}
// The counters, each FTS5 index's own integrity check (an error fails the call) and the keys the rows point at: one call.
const [{ sequences: after }, , referenced] = read(
  where,
  metaRead,
  reader(
    fts.map((name) => `INSERT INTO ${ident(name)} (${ident(name)}) VALUES ('integrity-check')`),
    () => null,
  ),
  referencesRead,
);
for (const [name, seq] of sequences)
  if (after[name] !== seq) problems.push(`sqlite_sequence ${name}: backup ${seq}, restored ${after[name]}`);
if (manifest.format >= 2) {
  // Every object a restored row points at is in the bucket (restoreObjects read each one back), unless the bucket
  // already lacked it when the backup was taken.
  const restored = new Set(objects.map((object) => object.key));
  const known = new Set(manifest.missingObjects ?? []);
  for (const key of referenced) {
    if (restored.has(key)) continue;
    if (known.has(key)) console.warn(`Warning: R2 object ${key} was already missing when the backup was taken.`);
    else problems.push(`R2 ${key}: the database points at it but the backup does not hold it`);
  }
}
if (problems.length) fail(`the restored data does not match the backup:\n  ${problems.join("\n  ")}`);

const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
console.log(
  `Restored and verified ${total} rows in ${tables.length} tables (counts and sha256 match the manifest) and ${objects.length} R2 objects (bytes and content types match), rebuilt ${fts.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
