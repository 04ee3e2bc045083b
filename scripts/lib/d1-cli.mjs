// Talks to the D1 database through `wrangler d1 execute --json`, the one road that works both for the
// local state (any --persist-to directory) and for production (--remote). Shared by backup, restore and soak.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

const WRANGLER = "node_modules/wrangler/bin/wrangler.js";

/** Where commands go: `{remote: true}` for production, else the local state directory. */
export function target({ remote = false, stateDir = process.env.GONA_STATE_DIR || ".wrangler/state" } = {}) {
  return { remote, stateDir, args: remote ? ["--remote"] : ["--local", "--persist-to", stateDir] };
}

function wrangler(args, where) {
  const result = spawnSync(process.execPath, [WRANGLER, ...args, ...where.args], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "true" },
  });
  return result;
}

/** Runs one or more `;`-separated statements and returns each statement's rows. Throws on any error. */
export function query(sql, where) {
  const result = wrangler(["d1", "execute", "DB", "--json", "--command", sql], where);
  let parsed;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    throw new Error(`wrangler d1 execute failed (exit ${result.status}): ${(result.stderr || result.stdout).trim().slice(-2000)}`);
  }
  if (result.status !== 0 || !Array.isArray(parsed)) throw new Error(`D1 error: ${JSON.stringify(parsed.error ?? parsed)}`);
  return parsed.map((statement) => statement.results ?? []);
}

/** Runs a SQL file (large loads). Throws on any error. */
export function executeFile(path, where) {
  const result = wrangler(["d1", "execute", "DB", "--yes", "--file", path], where);
  if (result.status !== 0)
    throw new Error(`wrangler d1 execute --file ${path} failed:\n${(result.stderr || result.stdout).trim().slice(-3000)}`);
}

/** Applies migrations/ (what `npm run db:migrate` does). */
export function applyMigrations(where) {
  const result = wrangler(["d1", "migrations", "apply", "DB"], where);
  if (result.status !== 0) throw new Error(`migrations failed:\n${(result.stderr || result.stdout).trim().slice(-3000)}`);
}

export const ident = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * A read of the database as statements plus what to make of their rows, so that several reads share one wrangler
 * call (`read`): every call starts node, wrangler and a local workerd, which costs seconds, the query milliseconds.
 */
export const reader = (statements, parse) => ({ statements, parse });

/** Runs the statements of every reader in one wrangler call and returns what each reader makes of its rows. */
export function read(where, ...readers) {
  const results = query(readers.flatMap((one) => one.statements).join("; "), where);
  let at = 0;
  return readers.map((one) => {
    const rows = results.slice(at, at + one.statements.length);
    at += one.statements.length;
    return one.parse(rows);
  });
}

const REAL_TABLE =
  "l.schema = 'main' AND l.type = 'table' AND l.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND l.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND l.name <> 'd1_migrations'";

/**
 * The real tables: ordinary tables only, so no FTS5 virtual or shadow tables (their content is rebuilt
 * from the tables they index), no wrangler bookkeeping (d1_migrations) and no D1 internals (_cf_*, sqlite_*).
 * Parents come before children (foreign keys), so loading in this order never breaks a reference.
 * Columns (in table order) and foreign keys of every table come from one statement.
 */
export const realTablesRead = reader(
  [
    `SELECT l.name AS t, 'col' AS kind, i.cid AS n, i.name AS name, NULL AS parent FROM pragma_table_list AS l JOIN pragma_table_info(l.name) AS i WHERE ${REAL_TABLE} UNION ALL SELECT l.name, 'fk', f.id, NULL, f."table" FROM pragma_table_list AS l JOIN pragma_foreign_key_list(l.name) AS f WHERE ${REAL_TABLE} ORDER BY 1, 2, 3`,
  ],
  ([rows]) => {
    const info = new Map();
    for (const row of rows) {
      if (!info.has(row.t)) info.set(row.t, { name: row.t, columns: [], parents: new Set() });
      const table = info.get(row.t);
      if (row.kind === "col") table.columns.push(row.name);
      else if (row.parent !== row.t) table.parents.add(row.parent);
    }
    const ordered = [];
    const visit = (table, path = new Set()) => {
      if (ordered.includes(table) || path.has(table)) return;
      path.add(table);
      for (const parent of info.get(table).parents) if (info.has(parent)) visit(parent, path);
      ordered.push(table);
    };
    for (const name of [...info.keys()].sort()) visit(name);
    return ordered.map((name) => ({ name, columns: info.get(name).columns }));
  },
);
export const realTables = (where) => read(where, realTablesRead)[0];

/** The FTS5 indexes (virtual tables declared `USING fts5`). */
export const ftsTablesRead = reader(
  ["SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%' ORDER BY name"],
  ([rows]) => rows.map((row) => row.name),
);
export const ftsTables = (where) => read(where, ftsTablesRead)[0];

/**
 * Every row of every table as SQL literals made by SQLite's own quote(): integers of any size, REALs to
 * the last bit, BLOBs as X'..', NULL and any Unicode text come back exactly, never through a JS number.
 * Pages by rowid, PAGE rows per table per call, all tables in one call.
 */
export function readRows(tables, where, { page = 500 } = {}) {
  const rows = new Map(tables.map((table) => [table.name, []]));
  let pending = tables.map((table) => ({ table, after: null }));
  while (pending.length) {
    const results = query(
      pending
        .map(({ table, after }) => {
          const literal = table.columns.map((column) => `quote(${ident(column)})`).join(" || ',' || ");
          const next = after === null ? "" : `WHERE rowid > ${after} `;
          return `SELECT CAST(rowid AS TEXT) AS r, ${literal} AS v FROM ${ident(table.name)} ${next}ORDER BY rowid LIMIT ${page}`;
        })
        .join("; "),
      where,
    );
    pending = pending.flatMap((entry, i) => {
      const batch = results[i];
      rows.get(entry.table.name).push(...batch.map((row) => row.v));
      return batch.length === page ? [{ table: entry.table, after: batch.at(-1).r }] : [];
    });
  }
  return rows;
}

/** A table's checksum: sha256 over its rows' literals, sorted, so it does not depend on rowids or order. */
export function checksum(literals) {
  const hash = createHash("sha256");
  for (const literal of [...literals].sort()) hash.update(`${Buffer.byteLength(literal)}:${literal}\n`);
  return hash.digest("hex");
}

/** The migrations applied and the AUTOINCREMENT counters (so a restore never hands out an id a deleted row once had). */
export const metaRead = reader(
  [
    "SELECT name FROM d1_migrations ORDER BY id",
    "SELECT name, CAST(seq AS TEXT) AS seq FROM sqlite_sequence WHERE name <> 'd1_migrations' ORDER BY name",
  ],
  ([migrations, sequences]) => ({
    migrations: migrations.map((row) => row.name),
    sequences: Object.fromEntries(sequences.map((row) => [row.name, row.seq])),
  }),
);
export const readMeta = (where) => read(where, metaRead)[0];

/** Tables that migrations themselves fill (the shipped knowledge base and courses). */
export function tablesFilledByMigrations(dir = "migrations") {
  const filled = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".sql"))) {
    for (const match of readFileSync(`${dir}/${file}`, "utf8").matchAll(/INSERT\s+INTO\s+[`"]?(\w+)[`"]?\s*\(/gi)) filled.add(match[1]);
  }
  return filled;
}

/** Parses `--flag value`, `--flag=value`, boolean `--flag` (those named in `booleans`) and positional arguments. */
export function parseArgs(argv, booleans = ["remote"]) {
  const options = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) options._.push(arg);
    else if (arg.includes("=")) options[arg.slice(2, arg.indexOf("="))] = arg.slice(arg.indexOf("=") + 1);
    else if (!booleans.includes(arg.slice(2)) && argv[i + 1] !== undefined) options[arg.slice(2)] = argv[++i];
    else options[arg.slice(2)] = true;
  }
  return options;
}
