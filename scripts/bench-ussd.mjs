// The USSD part of `npm run bench`: answers of `POST /api/ussd` at the benchmark's 100,000 listings, with every D1
// round trip delayed as from Nigeria (scripts/bench-worker.ts), under a bounded load. The gateway waits about 15 s for
// an answer and a shared-code session lasts about 20 s; the goal is p99 under 1 s.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const trips = (header) => Number(/(\d+) round trips/.exec(header ?? "")?.[1] ?? 0);

/**
 * Each screen is asked for by many callers at once for `seconds`, each request a session of its own (a replayed
 * session would be answered from storage). `screens`: [name, text, caller]: the caller is a function of the request's
 * number giving the phone (one phone may make only 30 callbacks a minute: rotate among many), or null for a fresh
 * unknown number each time.
 */
export async function ussdLoad(base, { key, delayMs, seconds, concurrency, screens }) {
  const rows = [];
  let session = 0;
  for (const [name, text, phone] of screens) {
    const latencies = [];
    let roundTrips = 0;
    let errors = 0;
    let first = "";
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          session++;
          const caller = phone ? phone(session) : `+234809${String(1_000_000 + (session % 8_999_999)).padStart(7, "0")}`;
          const started = performance.now();
          const response = await fetch(`${base}/api/ussd?key=${encodeURIComponent(key)}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", "x-bench-d1-delay-ms": String(delayMs) },
            body: new URLSearchParams({
              sessionId: `bench-${Date.now().toString(36)}-${session}`,
              serviceCode: "*384#",
              phoneNumber: caller,
              networkCode: "62130",
              text,
            }),
          });
          const body = await response.text();
          latencies.push(performance.now() - started);
          roundTrips = Math.max(roundTrips, trips(response.headers.get("server-timing")));
          // The apology (over one phone's budget, or a failure) is an answer, but not the screen being measured.
          if (!response.ok || !/^(CON|END) /.test(body) || body.includes("cannot answer right now")) errors++;
          if (first === "") first = body.split("\n")[0] ?? "";
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const row = {
      name,
      text,
      requests: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      roundTrips,
      errors,
      first,
    };
    console.log(
      `USSD ${name.padEnd(34)} ${String(row.requests).padStart(5)} req  p50 ${row.p50.toFixed(0)} ms  p99 ${row.p99.toFixed(0)} ms  ${roundTrips} round trips  errors ${errors}  (${first})`,
    );
    rows.push(row);
  }
  return rows;
}

/** The markdown table of docs/benchmarks.md's USSD section. */
export function ussdTable(rows) {
  return [
    "| Screen | `text` | Answers | p50 ms | p95 ms | p99 ms | D1 round trips (max) | Errors |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.text === "" ? '""' : r.text}\` | ${r.requests} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.roundTrips} | ${r.errors} |`,
    ),
  ].join("\n");
}
