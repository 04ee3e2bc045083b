// The route book (worker/api/route-book.ts) against the app and the authorization matrix: every mounted route is
// described once, and a descriptor's `access` says what the matrix finds when each kind of caller knocks.
import { describe, expect, it } from "vitest";
import { ROUTE_BOOK } from "../worker/api/route-book";
import { ACTORS, ROWS, registeredRoutes } from "./api-routes";
import { call } from "./http";

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const statuses = (value: number | number[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

describe("the route book", () => {
  it("describes every route the API mounts, and no route it does not", () => {
    const mounted = registeredRoutes();
    const described = ROUTE_BOOK.map(key);
    expect(
      mounted.filter((route) => !described.includes(route)),
      "mounted routes without a descriptor",
    ).toEqual([]);
    expect(
      described.filter((route) => !mounted.includes(route)),
      "descriptors of routes that are not mounted",
    ).toEqual([]);
  });

  it("agrees with the authorization matrix on who may call each route", () => {
    const problems: string[] = [];
    for (const descriptor of ROUTE_BOOK) {
      const rows = ROWS.filter((row) => row.method === descriptor.method && row.route === descriptor.path);
      if (rows.length === 0) problems.push(`${key(descriptor)}: no matrix row`);
      for (const row of rows) {
        const anonymous = statuses(row.expect.anonymous);
        const access = descriptor.access;
        if (access === "development" && !anonymous.includes(404))
          problems.push(`${key(descriptor)}: development-only yet anonymous gets ${anonymous}`);
        if (access === "signed-in" || access === "admin" || typeof access === "object") {
          if (!anonymous.includes(401)) problems.push(`${key(descriptor)}: needs a session yet anonymous gets ${anonymous}`);
        }
        const refused = (roles: readonly string[]) =>
          ACTORS.filter((actor) => ["farmer", "buyer", "supplier", "admin"].includes(actor) && !roles.includes(actor));
        const onlyFor = access === "admin" ? ["admin"] : typeof access === "object" ? access.roles : null;
        if (onlyFor) {
          for (const actor of refused(onlyFor)) {
            const got = statuses(row.expect[actor] ?? row.expect.anonymous);
            if (!got.includes(403)) problems.push(`${key(descriptor)}: only for ${onlyFor.join(", ")} yet ${actor} gets ${got}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("GET /api/openapi.json", () => {
  it("answers anyone with the OpenAPI 3.1 document of every route, without touching D1", async () => {
    const result = await call("GET", "/api/openapi.json");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(result.json.openapi).toBe("3.1.0");
    const operations = Object.values(result.json.paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(ROUTE_BOOK.length);
    expect(result.json.paths["/api/users/purchase-requests/{id}/payment"].post.summary).toBe("Pay for an accepted order (its buyer)");
    // Its round-trip budget: none.
    expect(result.headers.get("server-timing")).toMatch(/0 queries in 0 round trips/);
  });

  it("answers the same to a caller with a broken token or a hostile query", async () => {
    const plain = await call("GET", "/api/openapi.json");
    const hostile = await call("GET", "/api/openapi.json?format=%00%27%22%3Cscript%3E&paths[]=x", { token: "not.a.token" });
    expect(hostile.status).toBe(200);
    expect(hostile.json).toEqual(plain.json);
  });
});
