import { describe, expect, it } from "vitest";
import { CATALOGS } from "../app/lib/catalogs.server";
import { call, registerUser, unique } from "./http";

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("the user's language (API)", () => {
  it("is on the user object, null until chosen, and PUT /api/users/profile saves one of the five codes", async () => {
    const { token, user } = await registerUser("buyer");
    expect(user.language).toBeNull();
    const saved = await call("PUT", "/api/users/profile", { token, body: { language: "ha" } });
    expect(saved.status).toBe(200);
    expect(saved.json.user.language).toBe("ha");
    const me = await call("GET", "/api/auth/me", { token });
    expect(me.json.user.language).toBe("ha");
  });

  it("refuses a language Gona does not speak with a 400, and keeps the old one", async () => {
    const { token } = await registerUser("buyer", { language: "yo" });
    for (const language of ["fr", "HA", "", 3, null]) {
      const refused = await call("PUT", "/api/users/profile", { token, body: { language } });
      expect(refused.status, String(language)).toBe(400);
      expect(refused.json.fields.language, String(language)).toBeTruthy();
    }
    const me = await call("GET", "/api/auth/me", { token });
    expect(me.json.user.language).toBe("yo");
  });

  it("registers a visitor in the language they were browsing (cookie, else Accept-Language), or the one named", async () => {
    const register = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const { email, address } = unique("lang");
      const password = "strong-pass-1";
      const result = await call("POST", "/api/auth/register", {
        body: { email, password, fullName: "Amina Bello", role: "buyer", ...extra },
        headers: { "cf-connecting-ip": address, ...headers },
      });
      expect(result.status).toBe(201);
      return result.json.user.language;
    };
    expect(await register({ cookie: "gona_lang=pcm", "accept-language": "ha" })).toBe("pcm");
    expect(await register({ "accept-language": "ig-NG,en;q=0.5" })).toBe("ig");
    expect(await register({ "accept-language": "ig" }, { language: "ha" })).toBe("ha");
    expect(await register({})).toBeNull();
  });
});

describe("pages in the visitor's language", () => {
  it("serves ?lang= in that language, keeps it in a year-long Lax cookie, and varies on Cookie and Accept-Language", async () => {
    const page = await call("GET", "/login?lang=ha");
    expect(page.status).toBe(200);
    expect(htmlLang(page.text)).toBe("ha");
    expect(page.headers.get("set-cookie")).toMatch(/gona_lang=ha; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(page.headers.get("vary")).toMatch(/Cookie/);
    expect(page.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("follows the cookie, then the profile, then Accept-Language, else English", async () => {
    expect(htmlLang((await call("GET", "/login", { headers: { cookie: "gona_lang=yo", "accept-language": "ig" } })).text)).toBe("yo");
    expect(htmlLang((await call("GET", "/login", { headers: { "accept-language": "ig-NG, en;q=0.8" } })).text)).toBe("ig");
    expect(htmlLang((await call("GET", "/login")).text)).toBe("en");
    const { token } = await registerUser("farmer", { language: "pcm" });
    const signedIn = await call("GET", "/dashboard", { headers: { cookie: `gona_session=${token}`, "accept-language": "ha" } });
    expect(htmlLang(signedIn.text)).toBe("pcm");
  });

  it("saves a choice made on this site while signed in on the profile, so another device follows it", async () => {
    const { token } = await registerUser("farmer");
    // The language menu's link, followed from one of this site's pages (test/page-cache.test.ts: a foreign link saves nothing).
    const chosen = await call("GET", "/dashboard?lang=ig", {
      headers: { cookie: `gona_session=${token}`, "sec-fetch-site": "same-origin" },
    });
    expect(htmlLang(chosen.text)).toBe("ig");
    const me = await call("GET", "/api/auth/me", { token });
    expect(me.json.user.language).toBe("ig");
    const otherDevice = await call("GET", "/dashboard", { headers: { cookie: `gona_session=${token}` } });
    expect(htmlLang(otherDevice.text)).toBe("ig");
  });

  it("ignores an unknown ?lang= (no cookie, the usual choice)", async () => {
    const page = await call("GET", "/login?lang=fr", { headers: { "accept-language": "yo" } });
    expect(htmlLang(page.text)).toBe("yo");
    expect(page.headers.get("set-cookie") ?? "").not.toContain("gona_lang");
  });

  it("lists every language of every public page in the sitemap", async () => {
    const sitemap = await call("GET", "/sitemap.xml");
    for (const language of ["en", "ha", "yo", "ig", "pcm"]) {
      expect(sitemap.text).toContain(`hreflang="${language}" href="http://localhost:8787/listings?lang=${language}"`);
    }
    expect(sitemap.text).toContain('hreflang="x-default" href="http://localhost:8787/listings"');
  });

  it("refuses a foreign form in the visitor's language", async () => {
    const refused = await call("POST", "/login", {
      rawBody: "email=a%40b.ng&password=x",
      headers: { origin: "https://evil.example", cookie: "gona_lang=ha", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(403);
    expect(htmlLang(refused.text)).toBe("ha");
    expect(refused.text).toContain(CATALOGS.ha.refused.crossSite);
    expect(refused.text).not.toContain(CATALOGS.en.refused.crossSite);
  });
});
