// After sign-in the browser follows `redirectTo`: only a same-origin path may come back in Location,
// whatever encoding trick the link uses, and a hostile value is never a 500.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../app/lib/session.server";
import { call, registerUser, unique } from "./http";

const HOSTILE = [
  "/\t/evil.example",
  "/\t\\evil.example",
  "/\\evil.example",
  "//evil.example",
  "/.//evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "evil.example",
  "",
];

describe("safeRedirect", () => {
  it("keeps same-origin paths", () => {
    expect(safeRedirect("/listings/4?tab=x#top")).toBe("/listings/4?tab=x#top");
    expect(safeRedirect("/lms/maize%20basics")).toBe("/lms/maize%20basics");
  });

  it.each(HOSTILE)("falls back for %j", (to) => {
    expect(safeRedirect(to)).toBe("/dashboard");
  });
});

describe("sign-in redirect", () => {
  const encoded = [
    "/%09/evil.example",
    "/%09%5Cevil.example",
    "/%0A/evil.example",
    "/%0D/evil.example",
    "/%00/evil.example",
    "//evil.example",
  ];

  it.each(encoded)("a signed-in visit to /login?redirectTo=%s stays on this site", async (to) => {
    const account = await registerUser("buyer");
    const page = await call("GET", `/login?redirectTo=${to}`, { headers: { cookie: `gona_session=${account.token}` } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/dashboard");
  });

  it.each(encoded)("signing in with redirectTo=%s lands on /dashboard", async (to) => {
    const account = await registerUser("buyer");
    const body = `email=${encodeURIComponent(account.email)}&password=${encodeURIComponent(account.password)}&redirectTo=${to}`;
    const answer = await call("POST", "/login", {
      rawBody: body,
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard");
  });

  it("still follows a same-origin path after sign-in", async () => {
    const account = await registerUser("buyer");
    const body = `email=${encodeURIComponent(account.email)}&password=${encodeURIComponent(account.password)}&redirectTo=%2Flistings%3Fq%3Dmaize`;
    const answer = await call("POST", "/login", {
      rawBody: body,
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
    });
    expect(answer.headers.get("location")).toBe("/listings?q=maize");
  });
});
