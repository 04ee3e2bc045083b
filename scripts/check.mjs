// `npm run check`: the verdict on a change while working, in a minute or two (README "Tests"). On the files changed
// since the last commit (or, with `-- --since <ref>`, since the branch left <ref>): Biome on those files; an
// incremental typecheck of the project; the plain-Node unit tests; the workerd tests of the files touched
// (scripts/lib/related-tests.mjs), never the long sweeps. `npm test` stays the whole gate.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { relatedTests } from "./lib/related-tests.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const since = process.argv.includes("--since") ? process.argv[process.argv.indexOf("--since") + 1] : undefined;
const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);

const base = since ? git("merge-base", since, "HEAD")[0] : "HEAD";
const changed = [
  ...new Set([...git("diff", "--name-only", "--diff-filter=d", base), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => existsSync(join(ROOT, file)));
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
console.log(`npm run check: ${changed.length} file(s) changed since ${since ?? "the last commit"}`);

/** Runs a command with the project's bin folder first on the PATH; resolves with its exit code and time. */
function run(label, command, args) {
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" },
    });
    child.on("exit", (code) => resolve({ label, ok: code === 0, time: seconds(from) }));
  });
}

const BIOME = /\.(ts|tsx|js|mjs|cjs|json|jsonc|css)$/;
const linted = changed.filter((file) => BIOME.test(file));
const tests = relatedTests(changed).map((file) => join(ROOT, file));

// The typecheck runs beside the tests (one core each); Biome and the unit tests are quick.
mkdirSync(join(ROOT, "node_modules/.cache/gona"), { recursive: true });
const typecheck = run("typecheck (incremental)", "tsc", [
  "--noEmit",
  "--incremental",
  "--tsBuildInfoFile",
  "node_modules/.cache/gona/tsconfig.tsbuildinfo",
]);
const steps = [];
steps.push(
  linted.length > 0
    ? await run(`lint (${linted.length} file(s))`, "biome", ["check", "--no-errors-on-unmatched", "--files-ignore-unknown=true", ...linted])
    : { label: "lint", ok: true, time: "nothing to lint" },
);
steps.push(await run("unit tests (plain Node)", "vitest", ["run", "--project", "unit"]));
if (tests.length > 0) {
  console.log(`workerd tests of the files touched:\n${tests.map((file) => `  ${file.slice(ROOT.length)}`).join("\n")}`);
  steps.push(await run(`workerd tests (${tests.length} file(s))`, "vitest", ["run", "--project", "api", "--project", "pages", ...tests]));
} else {
  steps.push({ label: "workerd tests", ok: true, time: "none touched" });
}
steps.push(await typecheck);

console.log(`\n${steps.map((step) => `${step.ok ? "ok  " : "FAIL"}  ${step.label}: ${step.time}`).join("\n")}`);
console.log(`npm run check: ${steps.every((step) => step.ok) ? "passed" : "failed"} in ${seconds(started)}`);
process.exitCode = steps.every((step) => step.ok) ? 0 : 1;
