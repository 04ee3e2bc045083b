// Writes docs/decisions/README.md, the index of every decision record (number, title, status, date), from the records
// themselves; with --check, writes nothing and fails when a record lacks its Status or Date line or the index is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const DIR = new URL("../docs/decisions/", import.meta.url);
const INDEX = new URL("README.md", DIR);

export function readRecords(dir = DIR) {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, dir), "utf8");
      const title = /^# (\d{3}): (.+)$/m.exec(text);
      return {
        file,
        number: file.slice(0, 3),
        title: title?.[2]?.trim() ?? null,
        titleNumber: title?.[1] ?? null,
        status: /^Status: (.+)$/m.exec(text)?.[1]?.trim() ?? null,
        date: /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1] ?? null,
      };
    });
}

export function problemsOf(records) {
  const problems = [];
  for (const record of records) {
    if (!record.title) problems.push(`${record.file}: the first line must be "# NNN: Title"`);
    else if (record.titleNumber !== record.number) problems.push(`${record.file}: its title says ${record.titleNumber}`);
    if (!record.status) problems.push(`${record.file}: no "Status: ..." line`);
    if (!record.date) problems.push(`${record.file}: no "Date: YYYY-MM-DD" line`);
  }
  const numbers = records.map((record) => record.number);
  for (const number of new Set(numbers)) {
    if (numbers.filter((n) => n === number).length > 1) problems.push(`two records are numbered ${number}`);
  }
  return problems;
}

export function indexOf(records) {
  const rows = records.map((r) => `| [${r.number}](${r.file}) | ${r.title} | ${r.status} | ${r.date} |`);
  return [
    "# Decision records",
    "",
    "Why Gona is built the way it is, one decision per file (Status, Date, Context, Decision, Consequences). A new",
    "record takes the next free number; `node scripts/adr-index.mjs` rewrites this index from the records, and",
    "`npm run lint` fails when the index is stale or a record has no Status or Date line. Numbers that were never used",
    "are simply absent.",
    "",
    "| # | Decision | Status | Date |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const records = readRecords();
  const problems = problemsOf(records);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  const index = indexOf(records);
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(INDEX, "utf8");
    } catch {}
    if (current !== index) {
      console.error("docs/decisions/README.md is stale: run `node scripts/adr-index.mjs`.");
      process.exit(1);
    }
  } else writeFileSync(INDEX, index);
}
