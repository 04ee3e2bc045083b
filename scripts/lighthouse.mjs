// Lighthouse (mobile, its default simulated 3G-class throttling) on the key pages, on Debian's Chromium,
// against the built app served fresh by scripts/e2e-server.mjs. Prints the scores, saves them, and
// fails when any category of any page is under the threshold. Then the 2G profile (scripts/lib/lighthouse-2g.mjs):
// Lite mode's LCP and full mode's FCP on the slowest links. Run `npm run build` first.
// LIGHTHOUSE_ONLY=mobile or =2g runs one of the two parts.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, CHROME_PATH } from "./lib/chrome.mjs";
import { auditTwoG, demoSession, FULL_FCP_LIMIT_MS, FULL_PAGES, LITE_LCP_LIMIT_MS, LITE_PAGES } from "./lib/lighthouse-2g.mjs";
import { tracedRuns } from "./lib/lighthouse-runs.mjs";

const PORT = process.env.LIGHTHOUSE_PORT ?? "8795";
const BASE = `http://localhost:${PORT}`;
const THRESHOLD = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  env: { ...process.env, PORT, GONA_STATE_DIR: `.wrangler/lighthouse` },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

let chrome;
try {
  await waitForServer();
  const listing = await (await fetch(`${BASE}/api/listings?limit=1`)).json();
  const firstId = Array.isArray(listing) ? listing[0]?.id : undefined;
  if (!firstId) throw new Error("no listing to audit");
  const only = process.env.LIGHTHOUSE_ONLY;
  let pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/listings", `/listings/${firstId}`, "/login"];
  if (only === "2g") pages = [];
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
  });
  const results = [];
  let failed = false;
  // Lighthouse varies from run to run; like Lighthouse CI, take the median of three runs per page.
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const TWO_G_RUNS = Number(process.env.LIGHTHOUSE_2G_RUNS ?? 5);
  for (const path of pages) {
    const runs = await tracedRuns(RUNS, path, () =>
      lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }),
    );
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((run) => Math.round((run?.lhr.categories[id]?.score ?? 0) * 100)))]),
    );
    results.push({ path, scores, runs: RUNS });
    const low = Object.entries(scores).filter(([, score]) => score < THRESHOLD);
    if (low.length > 0) {
      failed = true;
      const run = runs.at(-1);
      for (const [id] of low) {
        const failing = run.lhr.categories[id].auditRefs
          .map((ref) => run.lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
          .map((audit) => `    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        console.log(`  ${path} ${id} ${scores[id]}:\n${failing.slice(0, 8).join("\n")}`);
      }
    }
  }
  const twoG = [];
  if (only !== "mobile") {
    const withId = (paths) => paths.map((path) => path.replace("{id}", String(firstId)));
    // The 2G figures multiply the main thread's measured work by four, so a busy moment moves one run by hundreds of
    // milliseconds: five runs per page, as Lighthouse's own guidance on variability suggests, and their median.
    const common = { lighthouse, port: chrome.port, base: BASE, runs: TWO_G_RUNS, session: await demoSession(BASE) };
    twoG.push(
      ...(await auditTwoG({
        ...common,
        pages: withId(LITE_PAGES),
        lite: true,
        metric: "largest-contentful-paint",
        limitMs: LITE_LCP_LIMIT_MS,
      })),
    );
    twoG.push(
      ...(await auditTwoG({
        ...common,
        pages: withId(FULL_PAGES),
        lite: false,
        metric: "first-contentful-paint",
        limitMs: FULL_FCP_LIMIT_MS,
      })),
    );
    if (twoG.some((result) => !result.ok)) failed = true;
  }
  console.log(`\nLighthouse (mobile, simulated throttling; median of ${RUNS} runs):`);
  console.log(`${"page".padEnd(24)} ${CATEGORIES.map((id) => id.padStart(15)).join("")}`);
  for (const { path, scores } of results)
    console.log(`${path.padEnd(24)} ${CATEGORIES.map((id) => String(scores[id]).padStart(15)).join("")}`);
  if (twoG.length > 0) {
    console.log(`\n2G profile (300 ms RTT, 250 kbps, 4× CPU, simulated; median of ${TWO_G_RUNS} runs):`);
    for (const r of twoG)
      console.log(
        `${r.path.padEnd(24)} ${r.mode.padEnd(5)} ${r.metric.padEnd(26)} ${String(r.ms).padStart(6)} ms  (≤ ${r.limitMs})  runs ${r.values.join(", ")}${r.ok ? "" : "  TOO SLOW"}`,
      );
  }
  mkdirSync("test-results", { recursive: true });
  const report = { date: new Date().toISOString(), threshold: THRESHOLD, results, twoG };
  writeFileSync("test-results/lighthouse.json", `${JSON.stringify(report, null, 2)}\n`);
  // A partial run (LIGHTHOUSE_ONLY) never replaces the recorded full one.
  if (!process.env.CI && !only) writeFileSync("docs/lighthouse.json", `${JSON.stringify(report, null, 2)}\n`);
  if (failed) {
    console.error(`\nSome scores are under ${THRESHOLD}.`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  stopServer();
}
