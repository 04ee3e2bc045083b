// The route book (worker/api/route-book.ts) against the app and the authorization matrix: every mounted route is
// described once, and a descriptor's `access` says what the matrix finds when each kind of caller knocks.
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../worker/api/guard";
import { ROUTE_BOOK } from "../worker/api/route-book";
import { ACTORS, ROWS, registeredRoutes } from "./api-routes";
import { fastAccount } from "./fast-users";
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

describe("the guard in front of every route", () => {
  it("reads the descriptor of the handler that will answer, past the middleware", () => {
    const sent = descriptorOf([
      { method: "ALL", path: "/api/*" },
      { method: "GET", path: "/api/users/purchase-requests/sent" },
      { method: "GET", path: "/api/users/purchase-requests/:id" },
    ]);
    expect(sent?.access).toEqual({ roles: ["buyer"] });
    expect(descriptorOf([{ method: "ALL", path: "/api/*" }])).toBeNull();
    expect(descriptorOf([{ method: "GET", path: "/api/not-in-the-book" }])).toBeUndefined();
  });

  it("refuses another role with the descriptor's own code", async () => {
    const buyer = await fastAccount("buyer");
    const refused = await call("PUT", "/api/users/payout-account", {
      token: buyer.token,
      body: { bank_code: "058", account_number: "0123456785" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("payout_account_sellers_only");
    const farmer = await fastAccount("farmer");
    const generic = await call("GET", "/api/users/purchase-requests/sent", { token: farmer.token });
    expect(generic.status).toBe(403);
    expect(generic.json.code).toBe("forbidden");
    expect((await call("GET", "/api/users/purchase-requests/sent")).json.code).toBe("sign_in_required");
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
