import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";
import { createListing, jpegBytes, listingForm, makeAdmin, setListingState } from "./marketplace";

/** Everything in a page that would run or fetch code: script elements, module preloads, inline handlers. */
function codeIn(html: string) {
  return {
    scripts: html.match(/<script\b/gi)?.length ?? 0,
    modulepreloads: html.match(/<link[^>]*rel="modulepreload"/gi)?.length ?? 0,
    remixContext: html.includes("__remixContext"),
  };
}

const NO_CODE = { scripts: 0, modulepreloads: 0, remixContext: false };

describe("Lite mode", () => {
  it("is chosen with ?lite=1, kept in a cookie, and ?lite=0 returns to full mode", async () => {
    const lite = await call("GET", "/listings?lite=1");
    expect(lite.status).toBe(200);
    expect(codeIn(lite.text)).toEqual(NO_CODE);
    expect(lite.headers.get("set-cookie")).toMatch(/gona_lite=1; Path=\/; Max-Age=31536000; SameSite=Lax/);
    // The footer offers the way back, on this same page.
    expect(lite.text).toContain('href="/listings?lite=0"');

    const kept = await call("GET", "/listings", { headers: { cookie: "gona_lite=1" } });
    expect(codeIn(kept.text)).toEqual(NO_CODE);
    expect(kept.headers.get("set-cookie")).toBeNull();

    const full = await call("GET", "/listings?lite=0", { headers: { cookie: "gona_lite=1" } });
    expect(full.headers.get("set-cookie")).toMatch(/gona_lite=0;/);
    expect(codeIn(full.text).scripts).toBeGreaterThan(0);
    // Full mode starts its module downloads only after the first paint: no preload in the HTML itself.
    expect(codeIn(full.text).modulepreloads).toBe(0);
    expect(full.text).toMatch(/<link rel="x-gona-preload" href="\/assets\/entry\.client-/);
    expect(full.text).toMatch(/<script[^>]*type="text\/x-gona-module"[^>]*>[^<]*__remixManifest/);
    expect(full.text).toMatch(/window\.__remixContext = [^<]*l\.rel="modulepreload"/);
    expect(full.text).toContain('href="/listings?lite=1"');
  });

  it("is picked automatically for Save-Data and a 2G connection, unless the visitor chose full mode", async () => {
    for (const headers of [{ "save-data": "on" }, { ect: "2g" }, { ect: "slow-2g" }] as Record<string, string>[]) {
      expect(codeIn((await call("GET", "/", { headers })).text), JSON.stringify(headers)).toEqual(NO_CODE);
    }
    const fullHeaders: Record<string, string>[] = [
      { ect: "3g" },
      { ect: "4g" },
      { "save-data": "off" },
      { "save-data": "on", cookie: "gona_lite=0" },
    ];
    for (const headers of fullHeaders) {
      expect(codeIn((await call("GET", "/", { headers })).text).scripts, JSON.stringify(headers)).toBeGreaterThan(0);
    }
  });

  it("asks for the client hints and tells caches the page depends on them", async () => {
    const page = await call("GET", "/");
    expect(page.headers.get("accept-ch")).toBe("ECT, Save-Data");
    const vary = (page.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(["cookie", "accept-language", "save-data", "ect"]));
  });

  it("inlines the page's stylesheets and shows photos only on a tap", async () => {
    const farmer = await registerUser("farmer");
    const form = listingForm({ title: "Lite maize", category: "crops", price: "900", priceUnit: "bag" }, [
      { bytes: jpegBytes(), name: "maize.jpg" },
    ]);
    const created = await createListing(farmer.token, {}, form);
    expect(created.status).toBe(201);
    await setListingState(created.json.id, "approved");
    const page = await call("GET", "/listings?lite=1");
    expect(page.text).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(page.text).toMatch(/<style>[^<]*\.listing-card[^<]*<\/style>/);
    expect(page.text).toContain("data-photo-placeholder");
    const listing = await call("GET", `/listings/${created.json.id}`, { headers: { cookie: "gona_lite=1" } });
    expect(listing.status).toBe(200);
    expect(codeIn(listing.text)).toEqual(NO_CODE);
    expect(listing.text).toContain("data-photo-placeholder");
  });

  it("needs no request besides the page itself: the icon is inside it and the install manifest stays with full mode", async () => {
    const lite = await call("GET", "/prices", { headers: { cookie: "gona_lite=1" } });
    const links = lite.text.match(/<link\b[^>]*>/gi) ?? [];
    // Whatever a <link> would make the browser fetch on load (icon, manifest, touch icon, stylesheet): none.
    expect(links.filter((link) => !/href="data:/.test(link))).toEqual([]);
    expect(lite.text).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg [^"]*%3C\/svg%3E"/);
    const full = await call("GET", "/prices", { headers: { cookie: "gona_lite=0" } });
    expect(full.text).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(full.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });

  it("draws signed-in pages, admin pages and forms without code, and the profile keeps the choice for this phone", async () => {
    const farmer = await registerUser("farmer");
    const cookie = `gona_session=${farmer.token}; gona_lite=1`;
    for (const path of ["/dashboard", "/create-listing", "/profile", "/notifications", "/farmers-hub/posts", "/farmers-hub/ai"]) {
      const page = await call("GET", path, { headers: { cookie } });
      expect(page.status, path).toBe(200);
      expect(codeIn(page.text), path).toEqual(NO_CODE);
    }
    const admin = await makeAdmin();
    const panel = await call("GET", "/admin", { headers: { cookie: `gona_session=${admin.token}; gona_lite=1` } });
    expect(panel.status).toBe(200);
    expect(codeIn(panel.text)).toEqual(NO_CODE);
    const profile = await call("GET", "/profile", { headers: { cookie } });
    expect(profile.text).toMatch(/<input[^>]*name="lite"[^>]*checked/);
    const off = await call("POST", "/profile?index", {
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      rawBody: "fullName=Test+farmer&location=Jos",
    });
    expect(off.status).toBe(302);
    expect(off.headers.get("set-cookie")).toMatch(/gona_lite=0;/);
    const unchanged = await call("POST", "/profile?index", {
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      rawBody: "fullName=Test+farmer&location=Jos&lite=on",
    });
    expect(unchanged.status).toBe(302);
    expect(unchanged.headers.get("set-cookie") ?? "").not.toContain("gona_lite");
  });
});
