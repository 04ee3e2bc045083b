// Which test files exercise a set of changed files, for `npm run check` (scripts/check.mjs). The workerd tests reach
// the code through the Worker, not through imports, so import graphs alone would name every test or none. A test is
// related to a changed file when:
//   - it is that file, or it imports it (directly, or through the helpers in test/);
//   - it is named after that file or after a module that imports it directly (worker/services/orders.ts is imported
//     by worker/api/orders.ts, so worker/api/orders.test.ts runs), as `<name>.test.ts` or `test/<name>-*.test.ts`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

/** Every source file git knows of (tracked or not yet added). */
function sourceFiles() {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "worker", "party", "test", "scripts", "e2e"],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return listed.split("\n").filter((file) => SOURCE.test(file) && existsSync(join(ROOT, file)));
}

/** The project file an import names, or null for a package. */
function resolveImport(from, specifier) {
  let path;
  if (specifier.startsWith("~/")) path = join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) path = resolve(ROOT, dirname(from), specifier);
  else return null;
  path = path.split("?")[0];
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}.mjs`, join(path, "index.ts"), join(path, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return relative(ROOT, path);
}

/** Each file's imports, and each file's importers. */
function graph(files) {
  const imports = new Map();
  const importers = new Map();
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), "utf8");
    const found = new Set();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
      if (target) found.add(target);
    }
    imports.set(file, found);
    for (const target of found) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  return { imports, importers };
}

const isTest = (file) => /\.test\.ts$/.test(file);
const isHelper = (file) => file.startsWith("test/") && !isTest(file);
const stem = (file) => basename(file).replace(/\.(test\.)?(ts|tsx|mjs|js|sql)$/, "");

/** The test files related to `changed` (paths from the repository root), sorted. */
export function relatedTests(changed) {
  const files = sourceFiles();
  const tests = files.filter(isTest);
  const { importers } = graph(files);
  const related = new Set();
  for (const file of changed) {
    if (isTest(file)) {
      if (existsSync(join(ROOT, file))) related.add(file);
      continue;
    }
    // The file and the modules that import it directly; through test helpers, every test that imports either.
    const near = new Set([file, ...[...(importers.get(file) ?? [])].filter((importer) => !isTest(importer) && !isHelper(importer))]);
    const queue = [file, ...near];
    const seen = new Set();
    while (queue.length > 0) {
      const current = queue.pop();
      if (seen.has(current)) continue;
      seen.add(current);
      for (const importer of importers.get(current) ?? []) {
        if (isTest(importer)) related.add(importer);
        else if (isHelper(importer)) queue.push(importer);
      }
    }
    const names = new Set([...near].map(stem));
    for (const test of tests) {
      const name = stem(test);
      if (names.has(name) || (test.startsWith("test/") && [...names].some((wanted) => name.startsWith(`${wanted}-`)))) related.add(test);
    }
  }
  return [...related].sort();
}
