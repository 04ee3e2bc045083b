// Whether build/ is the build of the sources as they are now. `npm run build` records what went into it
// (vite.config.ts writes build/inputs/client.json and server.json: every project file the two builds read, with its
// hash, and every file under app/); `pageBuildProblem()` compares that with the files now, and `ensurePageBuild()`
// builds again when they differ. The page tests run it first (test/page-build.ts), so none runs a stale build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const INPUTS = join(ROOT, "build/inputs");
/** Files that shape the build without being modules of it. */
const CONFIG_FILES = ["vite.config.ts", "package-lock.json", "tsconfig.json"];

const hashOf = (file) =>
  createHash("sha256")
    .update(readFileSync(join(ROOT, file)))
    .digest("hex")
    .slice(0, 16);
const posix = (path) => path.split(sep).join("/");

/** Every file under app/ (a new route is a new file there, read by no earlier build). */
function appFiles(dir = join(ROOT, "app")) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? appFiles(join(dir, entry.name)) : [posix(relative(ROOT, join(dir, entry.name)))]))
    .sort();
}

/** Called by the build (vite.config.ts) with the absolute ids of the modules it read. */
export function recordBuildInputs(side, moduleIds) {
  const files = new Set(CONFIG_FILES);
  for (const id of moduleIds) {
    const path = id.split("?")[0];
    if (!path.startsWith(ROOT) || path.includes(`${sep}node_modules${sep}`) || !existsSync(path)) continue;
    files.add(posix(relative(ROOT, path)));
  }
  const hashes = Object.fromEntries([...files].sort().map((file) => [file, hashOf(file)]));
  mkdirSync(INPUTS, { recursive: true });
  writeFileSync(join(INPUTS, `${side}.json`), `${JSON.stringify({ files: hashes, app: appFiles() }, null, 1)}\n`);
}

/** Why build/ is not the build of the sources as they are now, or null when it is. */
export function pageBuildProblem() {
  for (const side of ["client", "server"]) {
    const file = join(INPUTS, `${side}.json`);
    if (!existsSync(file)) return `there is no ${side} build (build/inputs/${side}.json)`;
    const recorded = JSON.parse(readFileSync(file, "utf8"));
    for (const [path, hash] of Object.entries(recorded.files)) {
      if (!existsSync(join(ROOT, path))) return `${path} is gone`;
      if (hashOf(path) !== hash) return `${path} changed`;
    }
    const now = appFiles();
    const added = now.find((path) => !recorded.app.includes(path));
    if (added) return `${added} is new`;
    const removed = recorded.app.find((path) => !now.includes(path));
    if (removed) return `${removed} is gone`;
  }
  return null;
}

/** Builds again (`npm run build`) when build/ does not match the sources; says why. */
export function ensurePageBuild() {
  const problem = pageBuildProblem();
  if (!problem) return;
  console.log(`The page build is stale (${problem}): running npm run build first.`);
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed: the page tests need the build");
  const still = pageBuildProblem();
  if (still) throw new Error(`The page build is still stale after npm run build: ${still}`);
}
