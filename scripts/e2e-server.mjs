// The end-to-end tests' server: fresh local state (.wrangler/e2e unless GONA_STATE_DIR says), migrated and seeded, then wrangler dev.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { writeE2eConfig } from "./e2e-config.mjs";

process.env.GONA_STATE_DIR ||= ".wrangler/e2e";
const env = { ...process.env };
rmSync(process.env.GONA_STATE_DIR, { recursive: true, force: true });
for (const step of [["scripts/dev-vars.mjs"], ["scripts/migrate.mjs"], ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"]]) {
  const result = spawnSync(process.execPath, step, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Journeys sign up and sign in far faster than people do: serve them with the rate limits raised (see e2e-config.mjs).
process.env.GONA_WRANGLER_CONFIG = writeE2eConfig();
await import("./serve.mjs").catch((error) => {
  console.error(error);
  process.exit(1);
});
