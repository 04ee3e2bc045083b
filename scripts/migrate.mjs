// Applies migrations/ to the local D1 database (the same SQL wrangler applies in production).
import { spawnSync } from "node:child_process";
import { persistArgs, wranglerEnv } from "./state.mjs";

const result = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persistArgs], {
  stdio: ["ignore", "inherit", "inherit"],
  env: wranglerEnv,
});
process.exit(result.status ?? 1);
