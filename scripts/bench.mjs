// `npm run bench`: seeds 100,000 listings into a local D1, serves the built app with `wrangler dev --local`
// on loopback, runs a bounded load (fixed concurrency, fixed duration) against the key reads, and models each page's
// time to first byte with a fixed delay per D1 round trip (scripts/bench-latency.mjs).
// Writes the figures to docs/benchmarks.md. Loopback only; every loop stops by itself.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { SignJWT } from "jose";
import { DEFAULT_DELAY_MS, latencyModel, latencyTable } from "./bench-latency.mjs";
import { ussdLoad, ussdTable } from "./bench-ussd.mjs";

const PORT = process.env.BENCH_PORT ?? "8796";
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = ".wrangler/bench";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DELAY_MS = Number(process.env.BENCH_D1_DELAY_MS ?? DEFAULT_DELAY_MS);
// BENCH_LATENCY_ONLY=1: only the latency model, printed; docs/benchmarks.md is left as it is.
const LATENCY_ONLY = process.env.BENCH_LATENCY_ONLY === "1";
// BENCH_USSD_ONLY=1: only the USSD answers; their section of docs/benchmarks.md is replaced, the rest kept.
const USSD_ONLY = process.env.BENCH_USSD_ONLY === "1";
const env = { ...process.env, GONA_STATE_DIR: STATE, WRANGLER_SEND_METRICS: "false", CI: "true" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

// 1. Fresh state: migrations, the demo seed (sellers), then 100k approved listings in one SQL statement.
rmSync(STATE, { recursive: true, force: true });
run(process.execPath, ["scripts/dev-vars.mjs"]);
run(process.execPath, ["scripts/migrate.mjs"]);
run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"]);
const bulk = `
INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, status, created_at, updated_at)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LISTINGS})
SELECT
  CASE i % 4 WHEN 0 THEN 2 WHEN 1 THEN 4 WHEN 2 THEN 5 ELSE 6 END,
  (CASE i % 8 WHEN 0 THEN 'White maize' WHEN 1 THEN 'Red sorghum' WHEN 2 THEN 'Paddy rice' WHEN 3 THEN 'Brown cowpea'
    WHEN 4 THEN 'Treated maize seed' WHEN 5 THEN 'Knapsack sprayer' WHEN 6 THEN 'NPK 15-15-15' ELSE 'Farmland lease' END) || ' lot ' || i,
  'Bench listing ' || i || ', clean and ready for buyers across Nigeria.',
  CASE i % 6 WHEN 0 THEN 'crops' WHEN 1 THEN 'seeds' WHEN 2 THEN 'land' WHEN 3 THEN 'labor' WHEN 4 THEN 'tools' ELSE 'chemicals' END,
  (i % 500 + 1) * 10000, 'bag', i % 90 + 1,
  CASE i % 7 WHEN 0 THEN 'Kano, Kano State' WHEN 1 THEN 'Zaria, Kaduna State' WHEN 2 THEN 'Ogbomoso, Oyo State'
    WHEN 3 THEN 'Makurdi, Benue State' WHEN 4 THEN 'Birnin Kebbi, Kebbi State' WHEN 5 THEN 'Dutse, Jigawa State' ELSE 'Nsukka, Enugu State' END,
  'approved', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM n;
-- The notification benchmark's cast (scripts/bench-notifications.ts): 1,000 sellers with one listing each and
-- 100 buyers, each with a live session, at fixed ids the script knows.
-- Each seller has a confirmed phone (+2347010000001...), so USSD answers them as the account they are.
INSERT INTO users (id, email, password_hash, full_name, role, phone, phone_confirmed)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
SELECT 500000 + i, 'bench-seller-' || i || '@bench.gona.test', 'x', 'Bench seller ' || i, 'farmer', '+234701' || printf('%07d', i), 1 FROM n;
INSERT INTO users (id, email, password_hash, full_name, role)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
SELECT 600000 + i, 'bench-buyer-' || i || '@bench.gona.test', 'x', 'Bench buyer ' || i, 'buyer' FROM n;
INSERT INTO sessions (id, user_id, expires_at)
SELECT 'bench-' || id, id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day') FROM users WHERE id > 500000;
INSERT INTO listings (id, user_id, title, category, price_kobo, price_unit, quantity, status)
SELECT id + 400000, id, 'Bench maize ' || (id - 500000), 'crops', 100000, 'bag', 1000, 'approved' FROM users WHERE id BETWEEN 500001 AND 501000;
-- The latency model's signed-in farmer: the demo seed's first farmer (user 2), whose listings and deals fill a dashboard.
INSERT INTO sessions (id, user_id, expires_at) VALUES ('bench-2', 2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day'));`;
writeFileSync(`${STATE}/bulk.sql`, bulk);
const seeded = Date.now();
run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", `${STATE}/bulk.sql`]);
console.log(`Inserted ${LISTINGS} listings in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

// 2. Serve the benchmark's entry (scripts/bench-worker.ts: the real Worker, D1 slowed only when a request asks),
// from a copy of wrangler.toml under .wrangler/ with absolute paths and that entry as `main`.
const benchConfig = resolve(STATE, "config/wrangler.toml");
mkdirSync(resolve(STATE, "config"), { recursive: true });
writeFileSync(
  benchConfig,
  readFileSync("wrangler.toml", "utf8")
    .replace(/^main = "(.+)"$/m, () => `main = ${JSON.stringify(resolve("scripts/bench-worker.ts"))}`)
    .replace(/^directory = "(.+)"$/m, (_, path) => `directory = ${JSON.stringify(resolve(path))}`)
    .replace(/^migrations_dir = "(.+)"$/m, (_, path) => `migrations_dir = ${JSON.stringify(resolve(path))}`)
    .replace(/^"virtual:remix\/server-build" = "(.+)"$/m, (_, path) => `"virtual:remix/server-build" = ${JSON.stringify(resolve(path))}`),
);
writeFileSync(resolve(STATE, "config/.dev.vars"), readFileSync(".dev.vars"), { mode: 0o600 });
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...env, PORT, GONA_WRANGLER_CONFIG: benchConfig },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {}
  if (i > 240) throw new Error("server did not start");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

function workerdPids() {
  // The server's process tree: npm/node -> wrangler -> workerd.
  const out = execFileSync("ps", ["-eo", "pid,ppid,comm"], { encoding: "utf8" });
  const rows = out
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/));
  const tree = new Set([String(server.pid)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return rows.filter(([pid, , comm]) => tree.has(pid) && comm.includes("workerd")).map(([pid]) => pid);
}
const peakMemoryMiB = () =>
  Math.max(
    0,
    ...workerdPids().map((pid) => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    }),
  );

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(name, nextPath) {
  const latencies = [];
  const d1Times = [];
  const rows = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${BASE}${nextPath(counter++)}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) errors++;
        const timing = /d1;dur=([\d.]+);desc="(\d+) queries in (\d+) round trips, (\d+) rows read/.exec(
          response.headers.get("server-timing") ?? "",
        );
        if (timing) {
          d1Times.push(Number(timing[1]));
          rows.push(Number(timing[4]));
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  d1Times.sort((a, b) => a - b);
  rows.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const d1p50 = percentile(d1Times, 50);
  const result = {
    name,
    requests: latencies.length,
    rps: latencies.length / SECONDS,
    p50,
    p95: percentile(latencies, 95),
    d1p50,
    multiple: d1p50 > 0 ? p50 / d1p50 : null,
    rowsP50: percentile(rows, 50),
    rowsMax: rows.at(-1) ?? 0,
    errors,
  };
  console.log(
    `${name.padEnd(34)} ${String(result.requests).padStart(6)} req ${result.rps.toFixed(0).padStart(5)} rps  p50 ${p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  d1 p50 ${d1p50.toFixed(1)} ms  rows p50 ${result.rowsP50}  errors ${errors}`,
  );
  return result;
}

// 50: a page of 99 or more currently fails (its request counts bind every id plus filters, past D1's 100 parameters).
const ids = (await (await fetch(`${BASE}/api/listings?limit=50`)).json()).map((listing) => listing.id);
// 3. The latency model: anonymous (an edge-cache hit, and a miss) and the demo farmer, each page with and without the
// per-round-trip delay.
// The same claims as worker/services/tokens.ts signs, for the session 'bench-2' inserted above.
const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";
const farmerToken = await new SignJWT({ sid: "bench-2" })
  .setProtectedHeader({ alg: "HS256", typ: "JWT" })
  .setSubject("2")
  .setIssuer("gona")
  .setAudience("gona-api")
  .setIssuedAt()
  .setExpirationTime("1h")
  .sign(new TextEncoder().encode(secret));
// USSD answers (scripts/bench-ussd.mjs): an unknown number's first screen, a price walk, and the demo farmer's menus.
const gatewayKey = /^GATEWAY_CALLBACK_KEY=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";
// The gateway takes 30 callbacks a minute from one phone (ADR 079): signed-in screens rotate over the bench sellers.
const sellerPhone = (n) => `+234701${String((n % 1000) + 1).padStart(7, "0")}`;
const ussdSection = async () => {
  const rows = await ussdLoad(BASE, {
    key: gatewayKey,
    delayMs: DELAY_MS,
    seconds: Math.max(3, Math.round(SECONDS / 2)),
    concurrency: CONCURRENCY,
    screens: [
      ["main menu, a number Gona does not know", "", null],
      ["maize in Kano (Prices)", "1*1*20", null],
      ["My account, a farmer", "5", sellerPhone],
      ["Sell: maize's price hint", "2*1*12*3", sellerPhone],
      ["My orders, a farmer", "4", sellerPhone],
    ],
  });
  return `## USSD answers

\`POST /api/ussd\` with every D1 round trip delayed by ${DELAY_MS} ms, ${CONCURRENCY} concurrent callers for ${Math.max(3, Math.round(SECONDS / 2))} s per
screen, each request a new session (goal: p99 under 1 s; the gateway waits about 15 s):

${ussdTable(rows)}
`;
};
if (USSD_ONLY) {
  const section = await ussdSection();
  console.log(section);
  const kept = readFileSync("docs/benchmarks.md", "utf8");
  const replaced = /\n## USSD answers\n[\s\S]*?(?=\n## |$)/.test(kept)
    ? kept.replace(/\n## USSD answers\n[\s\S]*?(?=\n## |$)/, () => `\n${section}`)
    : kept.replace(/\n(?=## Edge latency, before and after\n)|$/, () => `\n${section}\n`);
  writeFileSync("docs/benchmarks.md", replaced);
  stop();
  process.exit(0);
}
const latencyRows = await latencyModel(BASE, {
  delayMs: DELAY_MS,
  pages: [
    ["home", "/"],
    ["browse", "/listings"],
    ["a listing", `/listings/${ids[0]}`],
    ["dashboard", "/dashboard"],
    ["farmers hub", "/farmers-hub/posts"],
    ["prices", "/prices"],
  ],
  viewers: { "anonymous, cached": {}, "anonymous, miss": {}, farmer: { cookie: `gona_session=${farmerToken}` } },
  misses: ["anonymous, miss"],
});
if (LATENCY_ONLY) {
  console.log(latencyTable(latencyRows));
  stop();
  process.exit(0);
}
const results = [
  await load("GET /api/listings (24)", () => "/api/listings?limit=24"),
  await load("GET /api/listings?category=seeds", () => "/api/listings?limit=24&category=seeds"),
  await load("GET /api/listings?q=maize", () => "/api/listings?limit=24&q=maize"),
  await load("GET /api/listings?location=Kano", () => `/api/listings?limit=24&location=${encodeURIComponent("Kano")}`),
  await load("GET /listings (SSR page)", () => "/listings"),
  await load("GET /listings/{id} (SSR page)", (i) => `/listings/${ids[i % ids.length]}`),
];
/** Runs a socket benchmark script (TypeScript, with WebSockets) and returns its result line, or why it failed. */
function socketBenchLine(script, args, prefix, timeout) {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, BASE, ...args], {
    encoding: "utf8",
    env,
    timeout,
  });
  const line = (run.stdout ?? "")
    .trim()
    .split("\n")
    .find((output) => output.startsWith(prefix));
  return line ?? `${prefix}: failed (${(run.stderr ?? "").trim().split("\n").at(-1)})`;
}
// Chat fan-out: 100 sockets in one group's room, time from the API POST to the last delivery (scripts/bench-chat.ts).
const chatLine = socketBenchLine("scripts/bench-chat.ts", ["100", "20"], "chat fan-out", 120_000);
console.log(chatLine);
// Notifications: 1,000 users' rooms connected, a burst of 100 purchase requests (scripts/bench-notifications.ts).
const notesLine = socketBenchLine("scripts/bench-notifications.ts", ["1000", "100"], "notifications", 300_000);
console.log(notesLine);
const ussd = await ussdSection();
const memory = peakMemoryMiB();
stop();

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const table = results
  .map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.d1p50.toFixed(1)} | ${r.multiple ? `${r.multiple.toFixed(1)}×` : "n/a"} | ${r.rowsP50} / ${r.rowsMax} | ${r.errors} |`,
  )
  .join("\n");
// The hand-kept before/after record of the edge work and the soak (npm run soak) keep their own sections.
const kept = readFileSync("docs/benchmarks.md", "utf8");
const soakSection = (/\n## Edge latency, before and after\n[\s\S]*$/.exec(kept) ?? /\n## Soak\n[\s\S]*$/.exec(kept))?.[0] ?? "";
writeFileSync(
  "docs/benchmarks.md",
  `# Benchmarks

Latest run of \`npm run bench\`: ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.
${LISTINGS.toLocaleString("en")} approved listings (plus the demo seed) in local D1, served by \`wrangler dev --local\` on loopback;
${CONCURRENCY} concurrent clients for ${SECONDS} s per scenario. "D1 p50" is the bare D1 time the Worker measured for the same request
(Server-Timing); "× D1" is the end-to-end p50 as a multiple of it (goal for the API: ≤ 3×). "Rows" is rows read per request
(p50 / max) as D1 reports them.

| scenario | requests | req/s | p50 ms | p95 ms | D1 p50 ms | × D1 | rows (p50 / max) | errors |
|---|---|---|---|---|---|---|---|---|
${table}

Modeled time to first byte, with every D1 round trip delayed by ${DELAY_MS} ms (the assumed Nigeria → D1 primary distance;
\`BENCH_D1_DELAY_MS\` to change it); median of 5 sequential requests per row, the signed-in viewer being the demo farmer:

${latencyTable(latencyRows)}

${chatLine.replace(/^chat fan-out/, "Chat fan-out")}.

${notesLine.replace(/^notifications/, "Live notifications")}. The whole burst is sent at once to one local workerd, which runs
every request and every delivery on one thread: the figure is mostly the queue behind 100 simultaneous POSTs (deployed,
each request has its own isolate).

Peak memory of the workerd process during the run: ${memory.toFixed(0)} MiB (the production Worker's limit is 128 MiB per isolate;
this figure is the whole local runtime, including miniflare's D1 and R2).

${ussd}${soakSection}`,
);
console.log(`Peak workerd memory ${memory.toFixed(0)} MiB. Wrote docs/benchmarks.md.`);
process.exit(0);
