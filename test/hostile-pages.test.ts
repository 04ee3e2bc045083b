// Hostile submissions to the page doors and streamed bodies past the API's caps: broken multipart, JSON, no type,
// bad encodings, foreign Origins and chunked bodies without a Content-Length. Every answer is a 4xx before any
// action or route runs, and nothing in D1 changes.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_DRAIN_BYTES } from "../worker/http/body-drain";
import { bodyCapFor } from "../worker/http/body-limit";
import { ROWS, setUpWorld, tokenFor, world } from "./api-routes";
import { fastUser } from "./fast-users";
import { loadTables, tableCounts } from "./hostile-sweep";
import { call } from "./http";
import { chunkedBody, HOSTILE_PAGE_POSTS, PAGE_ACTIONS } from "./page-actions";

beforeAll(async () => {
  await setUpWorld();
  await loadTables();
});

describe("streamed body cap sweep", () => {
  it("no /api route answers a chunked body past its cap with a 5xx, and none is read past the door's ceiling", async () => {
    const problems: string[] = [];
    for (const row of ROWS.filter((candidate) => !["GET", "HEAD", "OPTIONS"].includes(candidate.method))) {
      const prepared = await row.prepare(world);
      const cap = bodyCapFor(new URL(prepared.path, "http://x").pathname);
      let pulled = 0;
      const source = chunkedBody(cap + 2 * 1024 * 1024);
      const counted = source.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
      const type = prepared.body instanceof FormData ? "multipart/form-data; boundary=x" : "application/json";
      const token = await tokenFor(row.hostile?.as ?? "owner", prepared.owner ?? "farmer");
      const result = await call(row.method, prepared.path, { token, rawBody: counted, headers: { "content-type": type } });
      // The route refuses at its cap or never looks at the body; either way the Worker's door then reads and drops the
      // rest so the answer reaches the client (ADR 073), up to MAX_DRAIN_BYTES (test/body-limits.test.ts holds that
      // ceiling with an endless upload). What is pulled here is the whole body plus what the runtime buffers.
      if (result.status >= 500 || pulled > Math.max(cap, MAX_DRAIN_BYTES) + 4 * 1024 * 1024) {
        problems.push(`${row.method} ${prepared.path}: ${result.status} after ${pulled} bytes`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe("hostile page form sweep", () => {
  it("has a row for every page route that exports an action", async () => {
    // The Remix server build the Worker under test draws its pages with (built fresh by test/page-build.ts).
    const build = await import("virtual:remix/server-build");
    const withAction = Object.entries(build.routes)
      .filter(([, route]) => typeof route.module.action === "function")
      .map(([id]) => id)
      .sort();
    expect(PAGE_ACTIONS.map((row) => row.routeId).sort()).toEqual(withAction);
  });

  // One test per page route (each with its own guard), for the same reason as the API sweep.
  it.each(PAGE_ACTIONS)(
    "refuses broken, foreign and oversized posts to $path with a 4xx page before the action runs",
    async ({ path }) => {
      const farmer = await fastUser("farmer");
      const problems: string[] = [];
      for (const cookie of [undefined, `gona_session=${farmer.token}`]) {
        for (const hostile of HOSTILE_PAGE_POSTS) {
          const before = await tableCounts();
          const headers = { ...hostile.headers, ...(cookie ? { cookie } : {}) };
          const result = await call("POST", path, { headers, rawBody: hostile.body() });
          const after = await tableCounts();
          if (!hostile.allowed.includes(result.status) || before !== after) {
            problems.push(
              `POST ${path} ${cookie ? "signed in" : "signed out"} (${hostile.kind}): ${result.status} ${result.text.slice(0, 80)}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
