// Serves the built app with `wrangler dev --local` on http://localhost:8787 (PORT to change it).
import { spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { persistArgs, wranglerEnv } from "./state.mjs";

const port = process.env.PORT || "8787";
// Only the end-to-end server passes another config (scripts/e2e-config.mjs); everyone else serves wrangler.toml.
const config = process.env.GONA_WRANGLER_CONFIG ? ["--config", process.env.GONA_WRANGLER_CONFIG] : [];
const log = process.env.GONA_SERVER_LOG;
if (log) mkdirSync(dirname(log), { recursive: true });
const child = spawn(
  "npx",
  ["wrangler", "dev", "--local", "--port", port, "--show-interactive-dev-session=false", ...config, ...persistArgs],
  {
    // The browser tests keep the request log in a file (GONA_SERVER_LOG) to say whether a stalled request was answered.
    stdio: ["ignore", log ? openSync(log, "w") : "inherit", "inherit"],
    env: wranglerEnv,
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
