// The first step of `npm test`: says which Node and wrangler run the project's scripts, and stops unless it is the
// Node 22 LTS the project carries (optionalDependencies: node-<platform>-<arch>, linked as node_modules/.bin/node,
// which npm puts first on every script's PATH). A machine whose platform has no such package runs its own Node; this
// says so instead of letting wrangler or vitest refuse it later (ADR 045).
import { readFileSync } from "node:fs";

const wrangler = JSON.parse(readFileSync(new URL("../node_modules/wrangler/package.json", import.meta.url), "utf8")).version;
const [major] = process.versions.node.split(".").map(Number);
console.log(`Node ${process.version} (${process.execPath}), wrangler ${wrangler}`);
if (major !== 22) {
  console.error(
    `The project's scripts need Node 22 LTS; this is ${process.version}. npm installs it from the registry for linux-x64, ` +
      "linux-arm64, darwin-x64, darwin-arm64 and win-x64 (package.json optionalDependencies); elsewhere, install Node 22.",
  );
  process.exit(1);
}
