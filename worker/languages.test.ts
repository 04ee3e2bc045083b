import { describe, expect, it } from "vitest";
import { browsingLanguage, languageCookie, negotiateLanguage, resolveLanguage } from "./languages";

const request = (path: string, headers: Record<string, string> = {}) => new Request(`https://gona.example${path}`, { headers });

describe("a request's language", () => {
  it("reads Accept-Language by q-value, counting regional variants, ignoring what Gona does not speak", () => {
    expect(negotiateLanguage("ha-NG,ha;q=0.9,en;q=0.8")).toBe("ha");
    expect(negotiateLanguage("fr-FR,fr;q=0.9,yo;q=0.5,en;q=0.4")).toBe("yo");
    expect(negotiateLanguage("en;q=0.3, pcm-NG")).toBe("pcm");
    expect(negotiateLanguage("IG")).toBe("ig");
    expect(negotiateLanguage("fr, de;q=0.5")).toBeNull();
    expect(negotiateLanguage("ha;q=0, en;q=bogus")).toBeNull();
    expect(negotiateLanguage("")).toBeNull();
    expect(negotiateLanguage(null)).toBeNull();
  });

  it("prefers ?lang= over the cookie, the cookie over the profile, the profile over Accept-Language, else English", () => {
    const everything = { cookie: "gona_lang=yo", "accept-language": "ig" };
    expect(resolveLanguage(request("/listings?lang=ha", everything), "pcm")).toBe("ha");
    expect(resolveLanguage(request("/listings", everything), "pcm")).toBe("yo");
    expect(resolveLanguage(request("/listings", { "accept-language": "ig" }), "pcm")).toBe("pcm");
    expect(resolveLanguage(request("/listings", { "accept-language": "ig" }), null)).toBe("ig");
    expect(resolveLanguage(request("/listings"))).toBe("en");
  });

  it("ignores values that are not one of the five codes", () => {
    expect(resolveLanguage(request("/?lang=fr", { cookie: "gona_lang=xx; other=1", "accept-language": "yo" }), "zz")).toBe("yo");
    expect(resolveLanguage(request("/?lang=HA"))).toBe("en");
  });

  it("knows what a visitor reads without a profile (the cookie, else Accept-Language), or nothing", () => {
    expect(browsingLanguage(request("/", { cookie: "gona_lang=pcm", "accept-language": "ha" }))).toBe("pcm");
    expect(browsingLanguage(request("/", { "accept-language": "ha" }))).toBe("ha");
    expect(browsingLanguage(request("/"))).toBeNull();
  });

  it("keeps a choice for a year, Lax, and Secure over https", () => {
    expect(languageCookie("ig", true)).toBe("gona_lang=ig; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(languageCookie("ig", false)).not.toContain("Secure");
  });
});
