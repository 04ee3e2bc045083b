// The edge Worker (worker/edge.ts, ADR 044) in front of the real app Worker, as production runs them: the app with
// PAGE_CACHE = "edge" (no cache of its own) behind a Fetcher, the edge with the runtime's real Cache API.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import edge from "../worker/edge";
import { PUBLIC_PAGES_CHANGED } from "../worker/http/page-cache";
import app from "../worker/index";
import { ORIGIN, registerUser } from "./http";
import { createListing, makeAdmin, setListingState } from "./marketplace";

const appEnv = { ...env, PAGE_CACHE: "edge" } as Env;

/** The app Worker as the edge's service binding reaches it, counting the requests that got past the edge. */
function appBehindEdge() {
  const reached: string[] = [];
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init) as Request<unknown, IncomingRequestCfProperties>;
      reached.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      const ctx = createExecutionContext();
      const answer = await app.fetch(request, appEnv, ctx);
      await waitOnExecutionContext(ctx);
      return answer;
    },
  } as unknown as Fetcher;
  return { binding, reached };
}

/** One request through the edge Worker, its `waitUntil` work (the store) finished before the next. */
async function throughEdge(APP: Fetcher, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await edge.fetch(request, { APP }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text, timing: response.headers.get("server-timing") ?? "" };
}

/** D1 queries a page made, from Server-Timing (no d1 entry: none). */
const queries = (timing: string) => Number(/d1;[^,]*desc="(\d+) quer/.exec(timing)?.[1] ?? 0);

describe("the edge Worker in front of the app Worker", () => {
  it("answers an anonymous visitor's second look itself, without reaching the app or D1", async () => {
    const { binding, reached } = appBehindEdge();
    const path = `/listings?q=edge${crypto.randomUUID().slice(0, 8)}`;
    const first = await throughEdge(binding, path);
    expect(first.status).toBe(200);
    expect(first.timing).toContain("cache;desc=miss");
    expect(queries(first.timing)).toBeGreaterThan(0);
    const second = await throughEdge(binding, path);
    expect(second.timing).toBe("cache;desc=hit");
    expect(second.text).toContain("<html");
    expect(reached).toEqual([`GET ${path}`]);
  });

  it("keeps no copy in the app Worker behind it: only the edge caches, so no copy outlives 60 s", async () => {
    const path = `/listings?q=app${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      const answer = await app.fetch(new Request(`${ORIGIN}${path}`) as Request<unknown, IncomingRequestCfProperties>, appEnv, ctx);
      await answer.text();
      await waitOnExecutionContext(ctx);
      expect(answer.headers.get("server-timing")).not.toContain("cache;");
      expect(queries(answer.headers.get("server-timing") ?? "")).toBeGreaterThan(0);
    }
  });

  it("passes a signed-in visitor and an API call to the app, and stores neither", async () => {
    const { binding, reached } = appBehindEdge();
    const farmer = await registerUser("farmer");
    const path = `/listings?q=mine${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 2; i++) {
      const signedIn = await throughEdge(binding, path, { headers: { cookie: `gona_session=${farmer.token}` } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.timing).not.toContain("cache;");
    }
    const me = await throughEdge(binding, "/api/auth/me", { headers: { authorization: `Bearer ${farmer.token}` } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text).user.id).toBe(farmer.user.id);
    expect(reached).toEqual([`GET ${path}`, `GET ${path}`, "GET /api/auth/me"]);
  });

  it("drops its copies of a listing and the list pages when an admin freezes it, by API or by form, and keeps the signal to itself", async () => {
    const { binding } = appBehindEdge();
    const [admin, farmer] = await Promise.all([makeAdmin(), registerUser("farmer")]);
    const titles = [`Edgeapi ${crypto.randomUUID().slice(0, 8)}`, `Edgeform ${crypto.randomUUID().slice(0, 8)}`];
    const ids: number[] = [];
    for (const title of titles) {
      const created = await createListing(farmer.token, { title });
      ids.push(created.json.id as number);
      await setListingState(created.json.id as number, "approved");
    }
    const freezes = [
      () =>
        throughEdge(binding, `/api/admin/listings/${ids[0]}/freeze`, {
          method: "PUT",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
          body: JSON.stringify({ reason: "counterfeit_suspected" }),
        }),
      () =>
        throughEdge(binding, "/admin", {
          method: "POST",
          headers: {
            cookie: `gona_session=${admin.token}`,
            origin: ORIGIN,
            host: new URL(ORIGIN).host,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            intent: "freeze",
            id: String(ids[1]),
            reason: "counterfeit_suspected",
            back: "?tab=listings",
          }).toString(),
        }),
    ];
    for (const [index, id] of ids.entries()) {
      const own = `/listings/${id}`;
      const search = `/listings?q=${encodeURIComponent(titles[index] ?? "")}`;
      for (const path of [own, search]) {
        await throughEdge(binding, path);
        expect((await throughEdge(binding, path)).timing, path).toBe("cache;desc=hit");
      }
      const frozen = await freezes[index]?.();
      expect(frozen?.status).toBeLessThan(400);
      expect(frozen?.headers.has(PUBLIC_PAGES_CHANGED)).toBe(false);
      const gone = await throughEdge(binding, own);
      expect(gone.status).toBe(404);
      expect(gone.timing).not.toContain("cache;desc=hit");
      const list = await throughEdge(binding, search);
      expect(list.timing).toContain("cache;desc=miss");
      expect(list.text).not.toContain(`href="/listings/${id}"`);
    }
  });

  it("keeps its copies when a write is refused or changes no public page", async () => {
    const { binding } = appBehindEdge();
    const farmer = await registerUser("farmer");
    const path = `/prices?probe=${crypto.randomUUID().slice(0, 8)}`;
    await throughEdge(binding, path);
    const refused = await throughEdge(binding, "/api/admin/listings/999999999/freeze", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "counterfeit_suspected" }),
    });
    expect(refused.status).toBe(401);
    const readAll = await throughEdge(binding, "/api/notifications/read-all", {
      method: "PUT",
      headers: { authorization: `Bearer ${farmer.token}` },
    });
    expect(readAll.status).toBeLessThan(400);
    expect((await throughEdge(binding, path)).timing).toBe("cache;desc=hit");
  });
});

describe("the app Worker's answer to a public write", () => {
  it("says so when some page cache is in front of it and the write succeeded, and never otherwise", async () => {
    const farmer = await registerUser("farmer");
    const pause = async (id: number, withEnv: Env) => {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}/api/listings/user/listings/${id}/pause`, {
        method: "PUT",
        headers: { authorization: `Bearer ${farmer.token}` },
      }) as Request<unknown, IncomingRequestCfProperties>;
      const answer = await app.fetch(request, withEnv, ctx);
      await waitOnExecutionContext(ctx);
      return answer;
    };
    const listed = [
      await createListing(farmer.token, { title: "Signal maize" }),
      await createListing(farmer.token, { title: "Quiet maize" }),
    ];
    const [signalled, quiet] = listed.map((created) => created.json.id as number) as [number, number];
    for (const id of [signalled, quiet]) await setListingState(id, "approved");
    const behindEdge = await pause(signalled, appEnv);
    expect(behindEdge.status).toBe(200);
    expect(behindEdge.headers.get(PUBLIC_PAGES_CHANGED)).toBe("1");
    // Refused (already paused): nothing changed.
    expect((await pause(signalled, appEnv)).headers.has(PUBLIC_PAGES_CHANGED)).toBe(false);
    // With no cache in front (these tests' default), nothing is said.
    const uncached = await pause(quiet, env);
    expect(uncached.status).toBe(200);
    expect(uncached.headers.has(PUBLIC_PAGES_CHANGED)).toBe(false);
  });
});
