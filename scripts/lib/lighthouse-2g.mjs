// The 2G profile: Lighthouse's simulated throttling set to a 2G link, for Lite mode's LCP and full mode's FCP.

import { tracedRuns } from "./lighthouse-runs.mjs";

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
// The hub's posts tab: its old address /farmers-hub?tab=posts answers a redirect here (one more round trip on 2G).
export const LITE_PAGES = ["/", "/listings", "/listings/{id}", "/farmers-hub/posts", "/prices"];
export const FULL_PAGES = ["/", "/listings", "/listings/{id}"];

export const LITE_LCP_LIMIT_MS = 2500;
export const FULL_FCP_LIMIT_MS = 3000;

/** The hub is for members: its pages are audited signed in (as the demo farmer), everything else signed out. */
export const SIGNED_IN_PREFIXES = ["/farmers-hub"];

/** Lite mode is asked for with its cookie, as the footer link leaves it; full mode with the opposite choice. */
export const modeHeaders = (lite, session) => ({ Cookie: `gona_lite=${lite ? "1" : "0"}${session ? `; gona_session=${session}` : ""}` });

/** Signs the demo farmer in through the API and returns the session cookie's value. */
export async function demoSession(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "farmer@gona.test", password: "demo1234" }),
  });
  const session = /gona_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!session) throw new Error(`demo sign-in failed: ${response.status}`);
  return session;
}

/**
 * Empties the browser's cookie jar. Chrome sends its own cookies in place of the Cookie header an audit asks for, so a
 * cookie one audit's page set (the signed-in D1 bookmark, gona_d1) would drop the next audit's session and Lite choice.
 */
export async function clearCookies(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("could not reach the browser to clear its cookies"));
  });
  const answered = new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id === 1) message.error ? reject(new Error(message.error.message)) : resolve();
    };
  });
  socket.send(JSON.stringify({ id: 1, method: "Storage.clearCookies" }));
  await answered;
  socket.close();
}

/**
 * Audits each page `runs` times in one mode on the 2G profile and returns the median of the metric
 * (`largest-contentful-paint` or `first-contentful-paint`) with whether it is within `limitMs`.
 */
export async function auditTwoG({ lighthouse, port, base, pages, lite, metric, limitMs, runs, session }) {
  const results = [];
  for (const path of pages) {
    const signedIn = SIGNED_IN_PREFIXES.some((prefix) => path.startsWith(prefix));
    const traced = await tracedRuns(runs, path, async () => {
      await clearCookies(port);
      return lighthouse(
        `${base}${path}`,
        { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        { extends: "lighthouse:default", settings: { ...TWO_G_SETTINGS, extraHeaders: modeHeaders(lite, signedIn ? session : undefined) } },
      );
    });
    const values = traced.map((run) => {
      // An audit that was redirected (to /login, say) measured another page: that is a broken audit, not a figure.
      const landed = run?.lhr.finalDisplayedUrl;
      if (landed && new URL(landed).pathname !== new URL(`${base}${path}`).pathname)
        throw new Error(`${path} was audited but the browser landed on ${landed}`);
      return run?.lhr.audits[metric]?.numericValue ?? Number.POSITIVE_INFINITY;
    });
    const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    results.push({
      path,
      mode: lite ? "lite" : "full",
      signedIn,
      metric,
      ms: Math.round(median),
      values: values.map(Math.round),
      limitMs,
      ok: median <= limitMs,
    });
  }
  return results;
}
