// Migrations that cannot collide (ADR 046). wrangler applies migrations/*.sql in file-name order and records each by
// name; drizzle-kit numbers the next one from migrations/meta/_journal.json (its last `idx` + 1) and writes it beside
// the others, diffing the schema against the newest snapshot. So the journal must describe the folder exactly: a
// journal that lists fewer files makes the next `npm run db:generate` write a number that already exists.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Entry {
  idx: number;
  when: number;
  tag: string;
}

const DIR = new URL("../migrations/", import.meta.url);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", DIR), "utf8")) as { entries: Entry[] };
const snapshots = readdirSync(new URL("meta/", DIR))
  .filter((name) => name.endsWith("_snapshot.json"))
  .sort();
const numberOf = (name: string) => Number(/^(\d{4})_/.exec(name)?.[1] ?? Number.NaN);

describe("the migrations journal", () => {
  it("lists every migration file, in file-name order, each under its own number", () => {
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    for (const entry of journal.entries) expect(entry.idx, entry.tag).toBe(numberOf(entry.tag));
    const numbers = files.map(numberOf);
    expect(numbers.every(Number.isInteger), "every file starts with a four-digit number").toBe(true);
    expect(new Set(numbers).size, "no two files share a number").toBe(numbers.length);
    // drizzle-kit warns, and its migrator skips entries, when the timestamps do not rise with the entries.
    for (const [index, entry] of journal.entries.entries()) {
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    }
  });

  it("makes drizzle-kit number the next migration after every file there is", () => {
    const next = (journal.entries.at(-1)?.idx ?? -1) + 1;
    expect(Math.max(...files.map(numberOf))).toBeLessThan(next);
    expect(files.filter((name) => name.startsWith(String(next).padStart(4, "0")))).toEqual([]);
  });

  it("keeps one chain of snapshots, the newest for the newest migration, so the next one diffs against today's schema", () => {
    expect(snapshots.at(-1)).toBe(`${String(journal.entries.at(-1)?.idx).padStart(4, "0")}_snapshot.json`);
    const journaled = new Set(journal.entries.map((entry) => entry.idx));
    for (const name of snapshots) expect(journaled.has(numberOf(name)), `${name} belongs to a journaled migration`).toBe(true);
    const chain = snapshots.map((name) => JSON.parse(readFileSync(new URL(`meta/${name}`, DIR), "utf8")) as { id: string; prevId: string });
    for (const [index, snapshot] of chain.entries()) {
      if (index > 0) expect(snapshot.prevId, snapshots[index]).toBe(chain[index - 1]?.id);
    }
  });
});
