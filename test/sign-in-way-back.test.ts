// Creating an account from a listing comes back to it, and signing in on a new phone shows the profile's language
// (issue 34, item 8).
import { describe, expect, it } from "vitest";
import { call, registerUser, unique } from "./http";

const form = (fields: Record<string, string>, cookie?: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
});

describe("the way back and the language after signing in", () => {
  it("comes back to the listing after creating an account from it, and never to another site", async () => {
    const signUp = (redirectTo: string) => {
      const { email, address } = unique("back");
      return call("POST", "/register", {
        ...form({ fullName: "Back Buyer", email, password: "strong-pass-1", confirmPassword: "strong-pass-1", role: "buyer", redirectTo }),
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address },
      });
    };
    const back = await signUp("/listings/7");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/listings/7");
    for (const hostile of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      expect((await signUp(hostile)).headers.get("location"), hostile).toBe("/dashboard");
    }
  });

  it("sets the profile's language on a phone that chose none, and leaves a phone's own choice alone", async () => {
    const account = await registerUser("buyer", { language: "pcm" });
    const login = (cookie?: string) =>
      call("POST", "/login", {
        ...form({ identifier: account.user.email, password: "strong-pass-1" }, cookie),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "accept-language": "en-US,en;q=0.9",
          "cf-connecting-ip": unique().address,
          ...(cookie ? { cookie } : {}),
        },
      });
    const fresh = await login();
    expect(fresh.status).toBe(302);
    const cookies = fresh.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("gona_session="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("gona_lang=pcm;"))).toBe(true);
    const session = cookies.find((cookie) => cookie.startsWith("gona_session="))?.split(";")[0] ?? "";
    const dashboard = await call("GET", "/dashboard", { headers: { cookie: session, "accept-language": "en-US" } });
    expect(dashboard.text).toContain('<html lang="pcm"');
    // A phone that already chose English keeps it (the cookie outranks the profile).
    const chosen = await login("gona_lang=en");
    expect(chosen.headers.getSetCookie().some((cookie) => cookie.startsWith("gona_lang="))).toBe(false);
  });
});
