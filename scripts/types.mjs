// Writes worker-configuration.d.ts (the Worker's Env as wrangler.toml declares it) with `wrangler types`, or with
// --check fails when the committed file is not what wrangler would write now. `wrangler types --check` only compares
// a hash of the config, so this compares the generated text itself. `--env-file /dev/null` keeps a local .dev.vars
// (whose secrets worker/env.ts declares) out of the output, so every machine generates the same file.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const FILE = "worker-configuration.d.ts";
const OPTIONS = ["--include-runtime=false", "--strict-vars=false", "--env-file", "/dev/null"];
const wrangler = (out) =>
  execFileSync("node_modules/.bin/wrangler", ["types", out, ...OPTIONS], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
// Line 2 names the command (and so the output path); the rest is the types.
const body = (path) => readFileSync(path, "utf8").split("\n").slice(2).join("\n");

if (!process.argv.includes("--check")) {
  wrangler(FILE);
  console.log(`Wrote ${FILE}.`);
} else {
  // Generated beside the committed file so relative import paths come out the same.
  const fresh = "worker-configuration.check.d.ts";
  try {
    wrangler(fresh);
    if (!existsSync(FILE) || body(FILE) !== body(fresh)) {
      console.error(`${FILE} is out of date with wrangler.toml: run \`npm run types\` and commit it.`);
      process.exitCode = 1;
    } else {
      console.log(`${FILE} is current.`);
    }
  } finally {
    rmSync(fresh, { force: true });
  }
}
