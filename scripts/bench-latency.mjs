// The latency model of `npm run bench`: each page fetched with D1 slowed by a fixed delay per round trip (the
// Worker entry scripts/bench-worker.ts does it), so the time to the first byte shows what the round trips cost a
// visitor far from D1's primary. Sequential requests, the median of a few, per page and viewer.

/** The assumed Nigeria → D1 primary round trip, in ms (BENCH_D1_DELAY_MS to change it). */
export const DEFAULT_DELAY_MS = 100;

const trips = (header) => {
  const match = /(\d+) queries in (\d+) round trips/.exec(header ?? "");
  return match ? { queries: Number(match[1]), roundTrips: Number(match[2]) } : { queries: 0, roundTrips: 0 };
};

async function firstByte(base, path, headers) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return { ms, status: response.status, ...trips(response.headers.get("server-timing")), cache: response.headers.get("cache-control") };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let probe = 0;
/** The same page under a URL no cache has seen (an unknown query parameter the page ignores): a cache miss. */
const uncachedPath = (path) => `${path}${path.includes("?") ? "&" : "?"}bench=${Date.now().toString(36)}${++probe}`;

/**
 * Modeled time to first byte (delay on) beside the same page with no delay, for each viewer and page.
 * `viewers` maps a name to its request headers (a session cookie for a signed-in one); the viewers named in
 * `misses` ask for a URL the edge cache has not seen each time, so their figures are the cache-miss ones.
 */
export async function latencyModel(base, { delayMs = DEFAULT_DELAY_MS, pages, viewers, misses = [], repeat = 5 }) {
  const rows = [];
  for (const [viewer, headers] of Object.entries(viewers)) {
    const at = misses.includes(viewer) ? uncachedPath : (path) => path;
    for (const [name, path] of pages) {
      await firstByte(base, path, headers); // warm the isolate and SQLite's page cache (and the edge cache)
      const local = [];
      const modeled = [];
      let last;
      for (let i = 0; i < repeat; i++) {
        local.push((await firstByte(base, at(path), headers)).ms);
        last = await firstByte(base, at(path), { ...headers, "x-bench-d1-delay-ms": String(delayMs) });
        modeled.push(last.ms);
      }
      const row = {
        viewer,
        name,
        path,
        status: last.status,
        queries: last.queries,
        roundTrips: last.roundTrips,
        localMs: median(local),
        modeledMs: median(modeled),
      };
      console.log(
        `${viewer.padEnd(10)} ${name.padEnd(16)} ${String(row.status).padStart(3)}  ${row.queries} queries in ${row.roundTrips} round trips  local ${row.localMs.toFixed(0)} ms  modeled ${row.modeledMs.toFixed(0)} ms`,
      );
      rows.push(row);
    }
  }
  return rows;
}

/** The markdown table of docs/benchmarks.md's latency section. */
export function latencyTable(rows) {
  const lines = rows.map(
    (r) =>
      `| ${r.viewer} | ${r.name} (\`${r.path.replace(/\/listings\/\d+/, "/listings/{id}")}\`) | ${r.status} | ${r.queries} in ${r.roundTrips} | ${r.localMs.toFixed(0)} | ${r.modeledMs.toFixed(0)} |`,
  );
  return [
    "| Viewer | Page | Status | D1 queries in round trips | TTFB, no delay (ms) | Modeled TTFB (ms) |",
    "|---|---|---|---|---|---|",
    ...lines,
  ].join("\n");
}
