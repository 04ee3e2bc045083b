import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./http";

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("security headers", () => {
  it("pages get a nonce-based CSP (no unsafe-inline scripts) and every inline script carries the nonce", async () => {
    const page = await call("GET", "/login");
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries(COMMON)) expect(page.headers.get(name)).toBe(value);
    expect(page.headers.get("permissions-policy")).toContain("camera=()");
    // The group chat records voice notes in the page (ADR 100): Gona's own pages may ask for the microphone, no frame may.
    expect(page.headers.get("permissions-policy")).toContain("microphone=(self)");
    const csp = page.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const inlineScripts = [...page.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A new nonce for every page.
    const again = await call("GET", "/login");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("API answers carry a locked-down CSP, nosniff and no-store", async () => {
    const result = await call("GET", "/api/health");
    for (const [name, value] of Object.entries(COMMON)) expect(result.headers.get(name)).toBe(value);
    expect(result.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("sends HSTS and Secure cookies off localhost only", async () => {
    const local = await call("GET", "/api/health");
    expect(local.headers.get("strict-transport-security")).toBeNull();
    const deployed = await exports.default.fetch(new Request("https://gona.example/api/health"));
    expect(deployed.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const page = await exports.default.fetch(new Request("https://gona.example/login"));
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self' wss://gona.example");
  });

  it("404 pages carry the same headers", async () => {
    const page = await call("GET", "/definitely-missing");
    expect(page.status).toBe(404);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
  });
});

describe("Server-Timing", () => {
  it("API answers report D1 time, queries and rows read", async () => {
    const me = await call("GET", "/api/auth/me");
    expect(me.headers.get("server-timing")).toMatch(
      /^d1;dur=[\d.]+;desc="0 queries in 0 round trips, 0 rows read, 0 unmetered", total;dur=[\d.]+$/,
    );
    const health = await call("GET", "/api/health");
    expect(health.headers.get("server-timing")).toMatch(/^d1;dur=/);
  });

  it("a page reports the sum of the API calls it made", async () => {
    const { registerUser } = await import("./http");
    const account = await registerUser();
    const page = await call("GET", "/dashboard", { headers: { cookie: `gona_session=${account.token}` } });
    const timing = page.headers.get("server-timing") ?? "";
    const queries = Number(/"(\d+) queries/.exec(timing)?.[1]);
    expect(queries).toBeGreaterThanOrEqual(1);
    expect(timing).toContain("total;dur=");
  });
});
