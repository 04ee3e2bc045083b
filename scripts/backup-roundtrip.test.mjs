// `npm run test:backup`: the backup/restore round trip end to end against real local D1 and R2 state (node --test).
// Seeds a fresh state directory (its listing photos, thumbnails and verification document are real R2 objects), adds
// rows that are hard to copy (BLOB, 2^53+1, NULL, REAL, Unicode, SQL-looking text, a deleted id) and an object that
// is (every byte value, an odd key, custom metadata), backs up in pages of 25 rows (several tables span pages),
// restores into a second fresh directory and compares every table, FTS5 search and object (key, bytes, content type);
// altered or missing object files and altered rows must fail the restore.
// Every wrangler call starts node, wrangler and a local workerd (seconds each; applying the migrations to a fresh
// directory is one per migration), so the test reads what it checks in as few calls as it can (`read`), and the
// restores that must be refused go into a copy of the migrated, still empty source instead of migrating again.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { checksum, metaRead, read, reader, readRows, realTablesRead, target } from "./lib/d1-cli.mjs";
import { listAll, referencesRead, withBucket } from "./lib/r2-objects.mjs";

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

// Rows per backup page: small enough that several tables span pages (asserted below), so paging is proven to lose nothing.
const PAGE = 25;
// An object no upload makes, to show nothing is lost in the copy: every byte value, a key with spaces and Unicode.
const ODD_KEY = "odd/ọ̀kà maize 100%.bin";
const searches = [
  "SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH 'maize'",
  "SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH 'kunu*'",
  "SELECT count(*) AS n FROM knowledge_fts WHERE knowledge_fts MATCH 'aflatoxin'",
  "SELECT count(*) AS n FROM hub_posts_fts WHERE hub_posts_fts MATCH 'maize'",
];
const searchCounts = reader(searches, (results) => results.map(([row]) => row.n));
// Every table's row count and checksum, from the tables `realTablesRead` found.
const snapshot = (tables, where) => {
  const rows = readRows(tables, where);
  return Object.fromEntries([...rows].map(([name, literals]) => [name, `${literals.length}:${checksum(literals)}`]));
};

// Every object in a bucket: key -> content type, custom metadata and sha256 of the bytes read back.
const bucketSnapshot = async (bucket) => {
  const out = {};
  for (const { key } of await listAll(bucket)) {
    const object = await bucket.get(key);
    const bytes = Buffer.from(await object.arrayBuffer());
    out[key] =
      `${object.httpMetadata?.contentType}|${JSON.stringify(object.customMetadata)}|${bytes.length}|${createHash("sha256").update(bytes).digest("hex")}`;
  }
  return out;
};
const objectSnapshot = (where) => withBucket(where, bucketSnapshot);

test("backup then restore into an empty database and bucket gives back every row, counter, search and object", {
  timeout: 1_800_000,
}, async () => {
  ok(run("scripts/migrate.mjs", [], source));
  // The restores that must be refused start from this migrated, empty database (the good one migrates its own).
  cpSync(source, tampered, { recursive: true });
  ok(run("scripts/seed.ts", [], source));
  const where = target({ stateDir: source });
  const awkwardRows = reader(
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
    ],
    () => null,
  );
  const [, meta, references, tables, searchesBefore] = read(where, awkwardRows, metaRead, referencesRead, realTablesRead, searchCounts);
  const before = snapshot(tables, where);
  const awkward = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
  const objectsBefore = await withBucket(where, async (bucket) => {
    await bucket.put(ODD_KEY, awkward, {
      httpMetadata: { contentType: "application/x-test" },
      customMetadata: { by: "test" },
    });
    return bucketSnapshot(bucket);
  });
  const keys = Object.keys(objectsBefore);
  assert.ok(
    keys.some((key) => /^listings\/.*-thumb\.png$/.test(key)),
    "the seed's photos and thumbnails are in R2",
  );
  const documentKey = keys.find((key) => key.startsWith("verification/"));
  assert.ok(documentKey, "the seed's verification document is in R2");
  assert.match(objectsBefore[documentKey], /^application\/pdf\|/);
  assert.ok(references.length > 2 && references.every((key) => key in objectsBefore), "every key the rows point at is an object");
  assert.ok(Number(meta.sequences.contact_messages) > 1, "a deleted id leaves the counter above the last row");

  const file = join(root, "gona.sql");
  ok(run("scripts/backup.mjs", ["--output", file, "--page-size", String(PAGE)], source));
  const text = readFileSync(file, "utf8");
  assert.doesNotMatch(text, /_fts/, "FTS5 indexes and shadow tables are not in the backup");
  assert.match(text, /9007199254740993/);
  const manifest = JSON.parse(text.split("\n")[1].slice("-- manifest: ".length));
  assert.deepEqual(manifest.objects.map((object) => object.key).sort(), keys.sort());
  assert.deepEqual(manifest.missingObjects, []);
  const paged = manifest.tables.filter((table) => table.rows > PAGE).map((table) => table.name);
  assert.ok(paged.length >= 3, `several tables span more than one page of ${PAGE} rows: ${paged}`);

  const restored = ok(run("scripts/restore.mjs", [file], copy));
  assert.match(restored.stdout, /Restored and verified/);
  const into = target({ stateDir: copy });
  const [tablesAfter, metaAfter, counts, [big]] = read(
    into,
    realTablesRead,
    metaRead,
    searchCounts,
    reader(
      ["SELECT CAST(price_kobo AS TEXT) AS p, typeof(quantity) AS q FROM listings WHERE title = 'Kunu grain maize'"],
      ([rows]) => rows,
    ),
  );
  assert.deepEqual(snapshot(tablesAfter, into), before);
  assert.deepEqual(metaAfter.sequences, meta.sequences);
  assert.deepEqual(counts, searchesBefore);
  assert.ok(
    counts.every((n) => n > 0),
    `every search finds something: ${counts}`,
  );
  assert.deepEqual(await objectSnapshot(into), objectsBefore, "every object comes back with its bytes, content type and metadata");
  assert.deepEqual(big, { p: "9007199254740993", q: "null" });

  const again = run("scripts/restore.mjs", [file], copy);
  assert.notEqual(again.status, 0);
  assert.match(again.stderr, /not empty/);

  // Object files altered or lost after the backup was written fail the restore before anything is touched.
  const fileOf = (key) => join(root, "gona.r2", manifest.objects.find((object) => object.key === key).sha256);
  const pdf = readFileSync(fileOf(documentKey));
  writeFileSync(fileOf(documentKey), Buffer.concat([pdf, Buffer.from(" ")]));
  renameSync(fileOf(ODD_KEY), `${fileOf(ODD_KEY)}.gone`);
  const damaged = run("scripts/restore.mjs", [file], tampered);
  assert.notEqual(damaged.status, 0);
  assert.ok(damaged.stderr.includes(`R2 object ${documentKey} does not match its manifest`), damaged.stderr);
  assert.ok(damaged.stderr.includes(`no file for R2 object ${ODD_KEY}`), damaged.stderr);
  renameSync(`${fileOf(ODD_KEY)}.gone`, fileOf(ODD_KEY));
  writeFileSync(fileOf(documentKey), pdf);
  assert.deepEqual(await objectSnapshot(target({ stateDir: tampered })), {}, "a refused restore wrote no object");

  // A backup whose rows were altered after the manifest was written must not pass as good.
  writeFileSync(file, text.replace("Line one;", "Line 1;"));
  const bad = run("scripts/restore.mjs", [file], tampered);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /contact_messages: backup 1 rows/);
});
