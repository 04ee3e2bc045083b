// `npm run test:backup`: the backup/restore round trip end to end against real local D1 state (node --test).
// Seeds a fresh state directory, adds rows that are hard to copy (BLOB, 2^53+1, NULL, REAL, Unicode, SQL-looking
// text, a deleted id), backs up in pages of 7 rows, restores into a second fresh directory and compares every table and FTS5 search.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { checksum, query, readMeta, readRows, realTables, target } from "./lib/d1-cli.mjs";

// A fresh clone has no .wrangler/ yet.
mkdirSync(".wrangler", { recursive: true });
const root = mkdtempSync(join(".wrangler", "backup-test-"));
const source = join(root, "source");
const copy = join(root, "copy");
const tampered = join(root, "tampered");
after(() => rmSync(root, { recursive: true, force: true }));

function run(script, args, stateDir) {
  const tsx = script.endsWith(".ts") ? ["node_modules/tsx/dist/cli.mjs"] : [];
  return spawnSync(process.execPath, [...tsx, script, ...args], {
    encoding: "utf8",
    env: { ...process.env, GONA_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
}
function ok(result) {
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  return result;
}

const searches = [
  "SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH 'maize'",
  "SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH 'kunu*'",
  "SELECT count(*) AS n FROM knowledge_fts WHERE knowledge_fts MATCH 'aflatoxin'",
  "SELECT count(*) AS n FROM hub_posts_fts WHERE hub_posts_fts MATCH 'maize'",
];
const searchCounts = (where) => query(searches.join("; "), where).map(([row]) => row.n);
const snapshot = (where) => {
  const rows = readRows(realTables(where), where);
  return Object.fromEntries([...rows].map(([name, literals]) => [name, `${literals.length}:${checksum(literals)}`]));
};

test("backup then restore into an empty database gives back every row, counter and search", { timeout: 900_000 }, () => {
  ok(run("scripts/migrate.mjs", [], source));
  ok(run("scripts/seed.ts", [], source));
  const where = target({ stateDir: source });
  query(
    [
      "INSERT INTO contact_messages (name, contact, subject, message) VALUES ('Ada ''Nne'' Obi 🌽', 'ada@example.ng', X'00FF0A3B2D2D', 'Line one;\n\n-- not a comment\n/* nor this */ ñ ẹ ọ́ \"quoted\"\n')",
      "INSERT INTO contact_messages (name, contact, subject, message) VALUES ('gone', 'gone@example.ng', 'x', 'deleted below')",
      "DELETE FROM contact_messages WHERE name = 'gone'",
      "INSERT INTO listings (user_id, title, description, category, price_kobo, quantity, location, status) VALUES (2, 'Kunu grain maize', 'Big numbers', 'crops', 9007199254740993, NULL, 'Kano', 'approved')",
      "INSERT INTO listings (user_id, title, category, price_kobo, quantity, status) VALUES (2, 'Tiny lot', 'crops', -1, 0.1, 'approved')",
      // The demo's six months of price history (about 45,000 rows) would take thousands of 7-row pages, each a
      // wrangler call: keep a few pages of each price table, enough to cross page boundaries like every other table.
      ...["price_points", "price_weekly", "price_summary"].map(
        (table) => `DELETE FROM ${table} WHERE rowid NOT IN (SELECT rowid FROM ${table} ORDER BY rowid LIMIT 30)`,
      ),
    ].join("; "),
    where,
  );
  const before = snapshot(where);
  const meta = readMeta(where);
  assert.ok(Number(meta.sequences.contact_messages) > 1, "a deleted id leaves the counter above the last row");

  const file = join(root, "gona.sql");
  ok(run("scripts/backup.mjs", ["--output", file, "--page-size", "7"], source));
  const text = readFileSync(file, "utf8");
  assert.doesNotMatch(text, /_fts/, "FTS5 indexes and shadow tables are not in the backup");
  assert.match(text, /9007199254740993/);

  const restored = ok(run("scripts/restore.mjs", [file], copy));
  assert.match(restored.stdout, /Restored and verified/);
  const into = target({ stateDir: copy });
  assert.deepEqual(snapshot(into), before);
  assert.deepEqual(readMeta(into).sequences, meta.sequences);
  const counts = searchCounts(into);
  assert.deepEqual(counts, searchCounts(where));
  assert.ok(
    counts.every((n) => n > 0),
    `every search finds something: ${counts}`,
  );
  const [[big]] = query("SELECT CAST(price_kobo AS TEXT) AS p, typeof(quantity) AS q FROM listings WHERE title = 'Kunu grain maize'", into);
  assert.deepEqual(big, { p: "9007199254740993", q: "null" });

  const again = run("scripts/restore.mjs", [file], copy);
  assert.notEqual(again.status, 0);
  assert.match(again.stderr, /not empty/);

  // A backup whose rows were altered after the manifest was written must not pass as good.
  writeFileSync(file, text.replace("Line one;", "Line 1;"));
  const bad = run("scripts/restore.mjs", [file], tampered);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /contact_messages: backup 1 rows/);
});
