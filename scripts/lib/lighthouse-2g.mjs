// The 2G profile: Lighthouse's simulated throttling set to a 2G link, for Lite mode's LCP and full mode's FCP.

/** 300 ms round trips, 250 kbps down, a phone 4× slower than this machine; simulated (Lantern), not applied. */
export const TWO_G_SETTINGS = {
  formFactor: "mobile",
  throttlingMethod: "simulate",
  throttling: {
    rttMs: 300,
    throughputKbps: 250,
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
};

/** `{id}` is replaced by a public listing's id. */
export const LITE_PAGES = ["/", "/listings", "/listings/{id}", "/farmers-hub?tab=posts"];
// After /prices lands: add "/prices" to LITE_PAGES above.
export const FULL_PAGES = ["/", "/listings", "/listings/{id}"];

export const LITE_LCP_LIMIT_MS = 2500;
export const FULL_FCP_LIMIT_MS = 3000;

/** Lite mode is asked for with its cookie, as the footer link leaves it; full mode with the opposite choice. */
export const modeHeaders = (lite) => ({ Cookie: `gona_lite=${lite ? "1" : "0"}` });

/**
 * Audits each page `runs` times in one mode on the 2G profile and returns the median of the metric
 * (`largest-contentful-paint` or `first-contentful-paint`) with whether it is within `limitMs`.
 */
export async function auditTwoG({ lighthouse, port, base, pages, lite, metric, limitMs, runs }) {
  const results = [];
  for (const path of pages) {
    const values = [];
    for (let i = 0; i < runs; i++) {
      const run = await lighthouse(
        `${base}${path}`,
        { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        { extends: "lighthouse:default", settings: { ...TWO_G_SETTINGS, extraHeaders: modeHeaders(lite) } },
      );
      if (run?.lhr.runtimeError) console.log(`  ${path}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
      values.push(run?.lhr.audits[metric]?.numericValue ?? Number.POSITIVE_INFINITY);
    }
    const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    results.push({ path, mode: lite ? "lite" : "full", metric, ms: Math.round(median), limitMs, ok: median <= limitMs, runs });
  }
  return results;
}
