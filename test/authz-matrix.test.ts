// Every /api route × every kind of caller, walked against the real Worker (workerd, real D1).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../worker/api/app";
import { authenticate } from "../worker/http/auth";
import { isSafeMethod } from "../worker/http/origin";
import {
  ACTORS,
  callAs,
  newVerificationRequest,
  type Prepared,
  ROWS,
  type Row,
  registeredRoutes,
  setUpWorld,
  tokenFor,
  world,
} from "./api-routes";
import { errorShapeProblem } from "./error-shape";
import { call, unique } from "./http";

beforeAll(async () => {
  await setUpWorld();
});

describe("authorization matrix", () => {
  it("has a row for every route the API registers, and no row for a route that does not exist", () => {
    const registered = registeredRoutes();
    const covered = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    expect(
      registered.filter((route) => !covered.has(route)),
      "routes without a row in the matrix",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.includes(route)),
      "rows for routes that do not exist",
    ).toEqual([]);
  });

  it("answers every caller of every route as the table says (no leaks, no 5xx, every 4xx with a known code)", async () => {
    const leaks: string[] = [];
    let checks = 0;
    let serverErrors = 0;
    const badErrors: string[] = [];
    for (const row of ROWS) {
      for (const actor of ACTORS) {
        const wanted = row.expect[actor] ?? row.expect.anonymous;
        const prepared = await row.prepare(world);
        const result =
          row.route === "/api/auth/logout" && actor !== "anonymous"
            ? // Logging out would end a shared session: log out a session of its own.
              await call("POST", "/api/auth/logout", {
                token: (
                  await call("POST", "/api/auth/login", {
                    body: { email: world.accounts.supplier2.email, password: world.accounts.supplier2.password },
                  })
                ).json.token,
              })
            : await callAs(actor, row, prepared);
        checks++;
        if (result.status >= 500) serverErrors++;
        const allowed = Array.isArray(wanted) ? wanted : [wanted];
        if (!allowed.includes(result.status))
          leaks.push(`${row.method} ${prepared.path} as ${actor}: ${result.status}, expected ${allowed.join(" or ")}`);
        const shape = errorShapeProblem(result.status, result.json);
        if (shape) badErrors.push(`${row.method} ${prepared.path} as ${actor}: ${result.status} ${shape}`);
      }
    }
    console.log(
      `Authorization matrix: ${ROWS.length} routes × ${ACTORS.length} callers = ${checks} checks, ${leaks.length} mismatches, ${serverErrors} 5xx.`,
    );
    expect(leaks).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(badErrors, "4xx answers without a known code (or field_codes beside fields)").toEqual([]);
  }, 600_000);

  it("never serves a verification document as public media, whoever asks", async () => {
    const { key } = await newVerificationRequest();
    expect((await env.BUCKET.head(key))?.size, "the document is really stored").toBeGreaterThan(0);
    for (const path of [`/api/media/${key}`, `/api/media/${encodeURIComponent(key)}`, `/api/media/listings/../${key}`]) {
      for (const token of [undefined, world.accounts.farmer.token, world.accounts.admin.token]) {
        const result = await call("GET", path, { token });
        expect(result.status, `${path} (${token ? "signed in" : "signed out"})`).toBe(404);
        expect(result.json).toEqual({ error: "Not found", code: "not_found" });
      }
    }
  });

  // The cross-site guarantee: no cookie-carrying unsafe call from a foreign, null or malformed Origin reaches any route,
  // whoever the caller. One middleware gives it (`authenticate`, worker/http/auth.ts), before any route runs; the three
  // tests below prove that it stands in front of every unsafe route, that it refuses every kind of caller and Origin,
  // and, end to end, that each unsafe route answers such a call with its 403.
  const ORIGINS = ["https://evil.example", "null", "not a url"];
  const unsafeRows = () => ROWS.filter((row) => !isSafeMethod(row.method));
  const crossSite = (row: Row, prepared: Prepared, token: string | undefined, origin: string) => {
    const headers: Record<string, string> = { cookie: `gona_session=${token}`, origin, "cf-connecting-ip": unique().address };
    const body = prepared.body instanceof FormData ? { rawBody: prepared.body } : { body: prepared.body };
    return call(row.method, prepared.path, { headers, ...body });
  };

  it("puts every unsafe route behind the one middleware that refuses cross-site calls", () => {
    const stack = api.routes.map((route) => ({ method: route.method, path: route.path, handler: route.handler }));
    const guards = stack.flatMap((route, index) => (route.handler === authenticate ? [{ ...route, index }] : []));
    expect(
      guards.map(({ method, path }) => `${method} ${path}`),
      "authenticate is registered once, for all of /api",
    ).toEqual(["ALL /api/*"]);
    const guard = guards[0]?.index ?? Number.POSITIVE_INFINITY;
    // Hono runs a request's matching handlers in the order they were registered: a route registered before the
    // middleware would answer without it.
    const unguarded = stack
      .filter((route, index) => route.method !== "ALL" && !isSafeMethod(route.method) && (index < guard || !route.path.startsWith("/api/")))
      .map((route) => `${route.method} ${route.path}`);
    expect(unguarded, "unsafe routes registered ahead of authenticate").toEqual([]);
  });

  it("refuses a cookie-carrying unsafe call from a foreign, null or malformed Origin, whoever the caller", async () => {
    const row = ROWS.find((candidate) => candidate.method === "PUT" && candidate.route === "/api/users/profile") as Row;
    const leaks: string[] = [];
    for (const actor of ACTORS.filter((name) => name !== "anonymous")) {
      for (const origin of ORIGINS) {
        const prepared = await row.prepare(world);
        const result = await crossSite(row, prepared, await tokenFor(actor, "farmer"), origin);
        if (result.status !== 403 || result.json?.code !== "cross_site_request")
          leaks.push(`${row.method} ${prepared.path} as ${actor} from ${origin}: ${result.status} ${result.json?.code}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("answers a cross-site call to each unsafe route with 403, as the route's owner", async () => {
    const leaks: string[] = [];
    let sent = 0;
    for (const row of unsafeRows()) {
      const origin = ORIGINS[sent++ % ORIGINS.length] as string;
      const prepared = await row.prepare(world);
      const result = await crossSite(row, prepared, await tokenFor("owner", prepared.owner ?? "farmer"), origin);
      if (result.status !== 403 || result.json?.code !== "cross_site_request")
        leaks.push(`${row.method} ${prepared.path} as its owner from ${origin}: ${result.status} ${result.json?.code}`);
    }
    console.log(`Cross-site probes: ${sent} unsafe routes, ${leaks.length} answered other than 403 cross_site_request.`);
    expect(leaks).toEqual([]);
  }, 600_000);
});
