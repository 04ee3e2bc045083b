import { defineConfig, devices } from "@playwright/test";
import { SERVER_LOG } from "./e2e/server-log";
import { CHROME_FLAGS, CHROME_PATH } from "./scripts/lib/chrome.mjs";

// One worker and one server (2 cores): the real Worker under `wrangler dev --local` on its own port
// and its own local state, seeded fresh for each run. `npm test` builds before this runs.
const PORT = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The service worker answers kept pages from their copies (stale-while-revalidate): a journey that changes data
    // through the API and then opens a page would see yesterday's copy. Only the specs about it let it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: ["--headless", ...CHROME_FLAGS],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    env: { PORT: String(PORT), GONA_SERVER_LOG: SERVER_LOG },
    reuseExistingServer: false,
    // Migrating and seeding a fresh database comes first; on a loaded 2-core machine that has taken over 2 minutes.
    // A start-up wait, not a speed check: a server that never answers still fails the run.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
