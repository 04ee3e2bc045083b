// After sign-in the browser follows `redirectTo`: only a same-origin path may come back in Location,
// whatever encoding trick the link uses, and a hostile value is never a 500.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../app/lib/session.server";
import { call, ORIGIN, registerUser, unique } from "./http";

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

// "Sell your harvest" sends a visitor to sign up and back to the listing form: the same rule holds there.
describe("sign-up redirect", () => {
  const signUp = (redirectTo: string) => {
    const { email, address } = unique("redirect");
    const body = new URLSearchParams({
      fullName: "Redirect Farmer",
      email,
      role: "farmer",
      password: "strong-pass-1",
      confirmPassword: "strong-pass-1",
    });
    return call("POST", "/register", {
      rawBody: `${body}&redirectTo=${redirectTo}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address },
    });
  };

  it("follows a same-origin path after sign-up", async () => {
    const answer = await signUp("%2Fcreate-listing");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/create-listing");
  });

  it.each(["//evil.example", "/%09/evil.example", "https%3A%2F%2Fevil.example%2F", ""])(
    "signing up with redirectTo=%s lands on /dashboard",
    async (to) => {
      const answer = await signUp(to);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/dashboard");
    },
  );

  it("a signed-in visit to /register?redirectTo= goes there, or to /dashboard when it leaves the site", async () => {
    const account = await registerUser("farmer");
    const cookie = { cookie: `gona_session=${account.token}` };
    expect((await call("GET", "/register?redirectTo=%2Fcreate-listing", { headers: cookie })).headers.get("location")).toBe(
      "/create-listing",
    );
    expect((await call("GET", "/register?redirectTo=//evil.example", { headers: cookie })).headers.get("location")).toBe("/dashboard");
  });
});

// Issue #32, finding 6: the language and Lite links (and every other link a page builds from the request's own path)
// keep a visitor on this site whatever the path, `//evil.example` included.
describe("links built from the request's path", () => {
  /** Every address a page links to or posts to: href, action and formaction attributes. */
  const targets = (html: string) => [...html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/g)].map((match) => match[1] ?? "");
  const offSite = (html: string) =>
    targets(html).filter((target) => {
      const url = new URL(target.replaceAll("&amp;", "&"), `${ORIGIN}/`);
      // An inline icon (data:) leads nowhere; any web address must be this site's.
      if (url.protocol === "data:") return false;
      return url.protocol === "javascript:" || url.host !== new URL(ORIGIN).host;
    });

  const PATHS = ["//evil.example", "//evil.example/", "//evil.example/listings?q=maize", "///evil.example", "//evil.example/%2e%2e/x"];

  it.each(PATHS)("the page at %s links only to this site, in full and Lite mode, signed out and in", async (path) => {
    const account = await registerUser("buyer");
    const callers: Record<string, string>[] = [{}, { cookie: "gona_lite=1" }, { cookie: `gona_session=${account.token}` }];
    for (const headers of callers) {
      const page = await call("GET", path, { headers });
      expect(page.text).toContain("<html");
      expect(page.text).toMatch(/data-language="ha"/);
      expect(offSite(page.text), `${path} ${JSON.stringify(headers)}`).toEqual([]);
    }
  });

  it("the language and Lite links keep the page's own path and query", async () => {
    const page = await call("GET", "/listings?q=maize");
    expect(page.text).toContain('href="/listings?q=maize&amp;lang=ha"');
    expect(page.text).toContain('href="/listings?q=maize&amp;lite=1"');
    const odd = await call("GET", "//evil.example/listings?q=maize");
    expect(odd.text).toContain('href="/evil.example/listings?q=maize&amp;lang=ha"');
  });
});
