// Serves the built app with `wrangler dev --local` on http://localhost:8787 (PORT to change it).
import { spawn } from "node:child_process";
import { persistArgs, wranglerEnv } from "./state.mjs";

const port = process.env.PORT || "8787";
// Only the end-to-end server passes another config (scripts/e2e-config.mjs); everyone else serves wrangler.toml.
const config = process.env.GONA_WRANGLER_CONFIG ? ["--config", process.env.GONA_WRANGLER_CONFIG] : [];
const child = spawn(
  "npx",
  ["wrangler", "dev", "--local", "--port", port, "--show-interactive-dev-session=false", ...config, ...persistArgs],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: wranglerEnv,
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
