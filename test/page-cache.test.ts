// The edge cache of anonymous public pages (worker/http/page-cache.ts, ADR 036), against the real Worker and the
// runtime's real Cache API. The other workerd tests run with PAGE_CACHE = "off" (they write D1 directly between page
// loads); these calls turn it on, as production has it.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  freshness,
  isCacheablePage,
  lookUpPage,
  openPageCache,
  PAGE_FRESH_MS,
  PAGE_MAX_AGE_MS,
  pageCacheKey,
  pageTags,
  toStoredPage,
  writeChangesPublicPages,
} from "../worker/http/page-cache";
import worker from "../worker/index";
import { pageVariant } from "../worker/page-variant";
import { loadContent } from "./database";
import { call, ORIGIN, registerUser } from "./http";
import { createListing, makeAdmin, setListingState } from "./marketplace";
import { providerScenario } from "./messaging";

await loadContent();

const cachedEnv = { ...env, PAGE_CACHE: "on" };

/** One request through the Worker with the cache on, its `waitUntil` work (the store) finished before the next. */
async function fetchWorker(path: string, init: RequestInit = {}, withEnv: Env = cachedEnv as Env) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, withEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  const timing = response.headers.get("server-timing") ?? "";
  return { status: response.status, headers: response.headers, text, timing };
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? "";
/** D1 queries a page made, from Server-Timing (no d1 entry: none). */
const queries = (timing: string) => Number(/d1;[^,]*desc="(\d+) quer/.exec(timing)?.[1] ?? 0);

describe("which requests the cache may answer", () => {
  const at = (path: string, init: RequestInit = {}) => {
    const request = new Request(`${ORIGIN}${path}`, init);
    return isCacheablePage(request, new URL(request.url));
  };

  it("anonymous GETs of public pages, never a signed-in visitor, a form post, a choice of language or mode, or a private page", () => {
    for (const path of [
      "/",
      "/listings",
      "/listings?category=crops&page=2",
      "/listings/42",
      "/prices",
      "/prices/maize",
      "/blog",
      "/lms",
      "/lms/seed-treatment-and-planting",
    ])
      expect(at(path), path).toBe(true);
    expect(at("/listings", { headers: { cookie: "gona_session=abc" } })).toBe(false);
    expect(at("/listings", { method: "POST" })).toBe(false);
    expect(at("/listings?lang=ha")).toBe(false);
    expect(at("/listings?lite=1")).toBe(false);
    expect(at("/listings/42?sent=1")).toBe(false);
    for (const path of [
      "/dashboard",
      "/view-listings",
      "/orders",
      "/profile",
      "/admin",
      "/login",
      "/lms/seed-treatment-and-planting/quiz",
      "/dashboard.data",
      "/listings/42.data?sent=1",
      "/listings.data?lang=ha",
    ])
      expect(at(path), path).toBe(false);
    // A client-side navigation's data for a public page is cached like the page (Remix's `_routes` picks the loaders).
    for (const path of [
      "/listings.data",
      "/listings.data?category=crops&_routes=routes%2Flistings",
      "/listings/42.data?_routes=routes%2Flistings.%24id",
      "/_root.data",
      "/prices/maize.data",
    ])
      expect(at(path), path).toBe(true);
    expect(at("/listings.data", { headers: { cookie: "gona_session=abc" } })).toBe(false);
  });

  it("keys a page by its URL, the language and the Lite mode it is drawn in", () => {
    const key = (headers: Record<string, string>) => {
      const request = new Request(`${ORIGIN}/listings?page=2`, { headers });
      return pageCacheKey(new URL(request.url), pageVariant(request, new URL(request.url)), "7");
    };
    expect(key({})).toBe(`${ORIGIN}/listings?page=2&__gona=en.full.g7`);
    expect(key({ cookie: "gona_lang=ha" })).toBe(`${ORIGIN}/listings?page=2&__gona=ha.full.g7`);
    expect(key({ "accept-language": "yo-NG,yo;q=0.9" })).toBe(`${ORIGIN}/listings?page=2&__gona=yo.full.g7`);
    expect(key({ "save-data": "on" })).toBe(`${ORIGIN}/listings?page=2&__gona=en.lite.g7`);
    expect(key({ cookie: "gona_lite=1; gona_lang=pcm" })).toBe(`${ORIGIN}/listings?page=2&__gona=pcm.lite.g7`);
  });
});

describe("how long a copy lives (the time passed in)", () => {
  // 10:00 in Lagos on 3 March.
  const drawn = new Date("2031-03-03T09:00:00.000Z");
  const later = (ms: number) => new Date(drawn.getTime() + ms);
  const day = "2031-03-03";

  it("is fresh for 30 s, stale until 60 s, then gone: no visitor sees a list page older than 60 s", () => {
    expect(PAGE_MAX_AGE_MS).toBe(60_000);
    expect(freshness(drawn.getTime(), day, drawn)).toBe("fresh");
    expect(freshness(drawn.getTime(), day, later(PAGE_FRESH_MS - 1))).toBe("fresh");
    expect(freshness(drawn.getTime(), day, later(PAGE_FRESH_MS))).toBe("stale");
    expect(freshness(drawn.getTime(), day, later(PAGE_MAX_AGE_MS - 1))).toBe("stale");
    expect(freshness(drawn.getTime(), day, later(PAGE_MAX_AGE_MS))).toBe("expired");
    expect(freshness(drawn.getTime(), day, later(-1000))).toBe("expired");
    expect(freshness(Number.NaN, day, drawn)).toBe("expired");
  });

  it("is gone at midnight in Nigeria, when listings expire by calendar day, however young", () => {
    const beforeMidnight = new Date("2031-03-03T22:59:50.000Z"); // 23:59:50 in Lagos
    const afterMidnight = new Date("2031-03-03T23:00:05.000Z"); // 00:00:05 on 4 March in Lagos
    expect(freshness(beforeMidnight.getTime(), "2031-03-03", afterMidnight)).toBe("expired");
  });

  it("a stored list page is found fresh, then stale, then not at all", async () => {
    const cache = await openPageCache();
    const key = `${ORIGIN}/listings?probe=${crypto.randomUUID()}&__gona=en.full.g0`;
    const page = new Response("<p>maize</p>", { headers: { "content-type": "text/html", "cache-control": "private, no-cache" } });
    await cache.put(key, await toStoredPage(page, drawn));
    expect((await lookUpPage(cache, key, later(10_000)))?.state).toBe("fresh");
    expect((await lookUpPage(cache, key, later(45_000)))?.state).toBe("stale");
    expect(await lookUpPage(cache, key, later(60_000))).toBeNull();
    expect(await cache.match(key)).toBeUndefined();
  });
});

describe("the cache in front of the Worker", () => {
  it("answers an anonymous visitor's second look from the cache with no D1 query, a fresh nonce and the page's own headers", async () => {
    const path = `/listings?q=probe${crypto.randomUUID().slice(0, 8)}`;
    const first = await fetchWorker(path);
    expect(first.status).toBe(200);
    expect(first.timing).toContain("cache;desc=miss");
    expect(queries(first.timing)).toBeGreaterThan(0);

    const second = await fetchWorker(path);
    expect(second.status).toBe(200);
    expect(second.timing).toBe("cache;desc=hit");
    expect(queries(second.timing)).toBe(0);
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("vary")).toBe(first.headers.get("vary"));
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    // The script nonce is new on every answer, in the policy and in the page.
    const [oldNonce, newNonce] = [
      nonceOf(first.headers.get("content-security-policy")),
      nonceOf(second.headers.get("content-security-policy")),
    ];
    expect(oldNonce).not.toBe("");
    expect(newNonce).not.toBe(oldNonce);
    expect(second.text).not.toContain(oldNonce);
    expect(second.text).toContain(`nonce="${newNonce}"`);
    expect(second.text.replaceAll(newNonce, "N")).toBe(first.text.replaceAll(oldNonce, "N"));
  });

  it("answers an anonymous client-side navigation's data from the cache too, and drops it with the page", async () => {
    const [admin, farmer] = await Promise.all([makeAdmin(), registerUser("farmer")]);
    const title = `Datatest ${crypto.randomUUID().slice(0, 8)}`;
    const created = await createListing(farmer.token, { title });
    const id = created.json.id as number;
    await setListingState(id, "approved");
    const path = `/listings/${id}.data?_routes=routes%2Flistings.%24id`;
    const first = await fetchWorker(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(first.text).toContain(title);
    expect(first.timing).toContain("cache;desc=miss");
    const second = await fetchWorker(path);
    expect(second.timing).toBe("cache;desc=hit");
    expect(second.text).toBe(first.text);
    // Signed in, the same data is drawn for that visitor and never stored.
    const signedIn = await fetchWorker(path, { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(signedIn.timing).not.toContain("cache;");

    const freeze = await fetchWorker(`/api/admin/listings/${id}/freeze`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "counterfeit_suspected" }),
    });
    expect(freeze.status).toBe(200);
    const after = await fetchWorker(path);
    expect(after.timing).not.toContain("cache;desc=hit");
    expect(after.text).not.toContain(title);
  });

  it("draws Hausa and English, Lite and Full separately", async () => {
    const path = `/listings?q=lang${crypto.randomUUID().slice(0, 8)}`;
    await fetchWorker(path);
    const hausa = await fetchWorker(path, { headers: { cookie: "gona_lang=ha" } });
    expect(hausa.timing).toContain("cache;desc=miss");
    expect(hausa.text).toContain('lang="ha"');
    const lite = await fetchWorker(path, { headers: { "save-data": "on" } });
    expect(lite.timing).toContain("cache;desc=miss");
    expect((await fetchWorker(path, { headers: { cookie: "gona_lang=ha" } })).timing).toBe("cache;desc=hit");
  });

  it("never stores a signed-in visitor's page or an answer that sets a cookie", async () => {
    const farmer = await registerUser("farmer");
    const path = `/listings?q=private${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 2; i++) {
      const signedIn = await fetchWorker(path, { headers: { cookie: `gona_session=${farmer.token}` } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.timing).not.toContain("cache;");
      expect(queries(signedIn.timing)).toBeGreaterThan(0);
    }
    // The anonymous copy was never made by those: the first anonymous look is still a miss.
    expect((await fetchWorker(path)).timing).toContain("cache;desc=miss");
    for (let i = 0; i < 2; i++) {
      const chosen = await fetchWorker(`${path}&lang=yo`);
      expect(chosen.headers.get("set-cookie")).toContain("gona_lang=yo");
      expect(chosen.timing).not.toContain("cache;");
    }
  });

  it("drops a frozen listing from its own cached page and from cached list pages at once", async () => {
    const [admin, farmer] = await Promise.all([makeAdmin(), registerUser("farmer")]);
    const title = `Cachetest ${crypto.randomUUID().slice(0, 8)}`;
    const created = await createListing(farmer.token, { title });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    await setListingState(id, "approved");

    const search = `/listings?q=${encodeURIComponent(title)}`;
    // The list page echoes the search in its box: the listing's link is what says it is listed.
    const link = `href="/listings/${id}"`;
    for (const [path, mark] of [
      [`/listings/${id}`, title],
      [search, link],
    ] as const) {
      expect((await fetchWorker(path)).text).toContain(mark);
      const cached = await fetchWorker(path);
      expect(cached.timing, path).toBe("cache;desc=hit");
      expect(cached.text).toContain(mark);
    }

    const freeze = await fetchWorker(`/api/admin/listings/${id}/freeze`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "counterfeit_suspected" }),
    });
    expect(freeze.status).toBe(200);

    const own = await fetchWorker(`/listings/${id}`);
    expect(own.status).toBe(404);
    expect(own.timing).not.toContain("cache;desc=hit");
    const list = await fetchWorker(search);
    expect(list.timing).toContain("cache;desc=miss");
    expect(list.text).not.toContain(link);
  });

  it("keeps its copies when a write is refused: only a write that succeeds drops them", async () => {
    const path = `/prices?probe=${crypto.randomUUID().slice(0, 8)}`;
    await fetchWorker(path);
    const refused = await fetchWorker("/api/admin/listings/999999999/freeze", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "counterfeit_suspected" }),
    });
    expect(refused.status).toBe(401);
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
  });
});

describe("purging a listing's page in every data center (ADR 043)", () => {
  /** The Worker configured with a zone and a purge token, its purge API pointed at a scripted stand-in. */
  async function purgeApi(answers: { status: number; body?: unknown }[]) {
    const scenario = await providerScenario(answers);
    const configured = {
      ...cachedEnv,
      CLOUDFLARE_ZONE_ID: "zone-1234",
      CLOUDFLARE_PURGE_TOKEN: "purge-token-abc",
      CLOUDFLARE_API_BASE_URL: scenario.baseUrl,
    } as Env;
    return { env: configured, requests: scenario.requests };
  }

  async function approvedListing(fields: Record<string, string> = {}) {
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token, { title: `Purgetest ${crypto.randomUUID().slice(0, 8)}`, ...fields });
    const id = created.json.id as number;
    await setListingState(id, "approved");
    return { farmer, id };
  }

  it("tags only a listing's own page, and never shows the tag to a visitor", async () => {
    expect(pageTags(new URL(`${ORIGIN}/listings/42`))).toEqual(["gona-listing-42"]);
    expect(pageTags(new URL(`${ORIGIN}/listings/42.data?_routes=routes%2Flistings.%24id`))).toEqual(["gona-listing-42"]);
    for (const path of ["/listings", "/listings?page=2", "/prices/maize", "/"])
      expect(pageTags(new URL(`${ORIGIN}${path}`)), path).toEqual([]);
    const { id } = await approvedListing();
    await fetchWorker(`/listings/${id}`);
    const hit = await fetchWorker(`/listings/${id}`);
    expect(hit.timing).toBe("cache;desc=hit");
    expect(hit.headers.get("cache-tag")).toBeNull();
  });

  it("asks Cloudflare to purge the listing's tag when an admin freezes it, its seller pauses it or sells the last of it, and not when a write is refused", async () => {
    const admin = await makeAdmin();
    const api = await purgeApi([
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
    ]);
    const frozen = await approvedListing();
    const freeze = () =>
      fetchWorker(
        `/api/admin/listings/${frozen.id}/freeze`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
          body: JSON.stringify({ reason: "counterfeit_suspected" }),
        },
        api.env,
      );
    expect((await freeze()).status).toBe(200);
    // Frozen already: refused, so nothing more is purged.
    expect((await freeze()).status).toBe(409);
    const paused = await approvedListing();
    const pause = await fetchWorker(
      `/api/listings/user/listings/${paused.id}/pause`,
      { method: "PUT", headers: { authorization: `Bearer ${paused.farmer.token}` } },
      api.env,
    );
    expect(pause.status).toBe(200);

    // A seller accepting an order reserves stock: the order that takes the last of it sells the listing out (and
    // purges it); one that leaves some on sale does not.
    const accept = async (seller: string, listingId: number, quantity: number) => {
      const buyer = await registerUser("buyer");
      const asked = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity } });
      expect(asked.status).toBe(201);
      const accepted = await fetchWorker(
        `/api/users/purchase-requests/${asked.json.id}`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${seller}`, "content-type": "application/json" },
          body: JSON.stringify({ status: "accepted" }),
        },
        api.env,
      );
      expect(accepted.status).toBe(200);
    };
    const sold = await approvedListing({ quantity: "3" });
    await accept(sold.farmer.token, sold.id, 1);
    await accept(sold.farmer.token, sold.id, 2);
    const row = await env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(sold.id).first();
    expect(row).toEqual({ status: "sold" });

    const sent = await api.requests();
    expect(sent.map((request) => [request.method, request.path, request.headers.authorization, JSON.parse(request.body)])).toEqual([
      ["POST", "/client/v4/zones/zone-1234/purge_cache", "Bearer purge-token-abc", { tags: [`gona-listing-${frozen.id}`] }],
      ["POST", "/client/v4/zones/zone-1234/purge_cache", "Bearer purge-token-abc", { tags: [`gona-listing-${paused.id}`] }],
      ["POST", "/client/v4/zones/zone-1234/purge_cache", "Bearer purge-token-abc", { tags: [`gona-listing-${sold.id}`] }],
    ]);
  });

  it("still answers the write when the purge fails, and purges nothing without a zone and token", async () => {
    const api = await purgeApi([{ status: 500, body: { success: false } }]);
    const listing = await approvedListing();
    const deleted = await fetchWorker(
      `/api/listings/user/listings/${listing.id}`,
      { method: "DELETE", headers: { authorization: `Bearer ${listing.farmer.token}` } },
      api.env,
    );
    expect(deleted.status).toBe(200);
    expect((await api.requests()).map((request) => JSON.parse(request.body))).toEqual([{ tags: [`gona-listing-${listing.id}`] }]);

    const unconfigured = await purgeApi([]);
    const other = await approvedListing();
    const withoutZone = { ...unconfigured.env, CLOUDFLARE_ZONE_ID: undefined } as Env;
    const paused = await fetchWorker(
      `/api/listings/user/listings/${other.id}/pause`,
      { method: "PUT", headers: { authorization: `Bearer ${other.farmer.token}` } },
      withoutZone,
    );
    expect(paused.status).toBe(200);
    expect(await unconfigured.requests()).toEqual([]);
  });
});

// Issue #32, finding 5: a signed-in visitor's own writes (a dashboard view, a language, a report...) change no public
// page and keep the cache; a language chosen by a link is saved on the profile only by a navigation from this site.
describe("writes that change no public page keep the cache", () => {
  /** A public page stored in the cache (its second look is a hit). */
  async function cachedPage() {
    const path = `/prices?keep=${crypto.randomUUID().slice(0, 8)}`;
    await fetchWorker(path);
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
    return path;
  }
  const savedLanguage = async (userId: number) =>
    (await env.DB.prepare("SELECT language FROM users WHERE id = ?").bind(userId).first<{ language: string | null }>())?.language ?? null;
  const api = (method: string, path: string, token: string, body?: unknown) =>
    fetchWorker(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("a dashboard view, through the API or the page, keeps the cache", async () => {
    const farmer = await registerUser("farmer");
    const path = await cachedPage();
    expect((await api("POST", "/api/users/dashboard-visit", farmer.token)).status).toBe(200);
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
    const dashboard = await fetchWorker("/dashboard", { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(dashboard.status).toBe(200);
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
  });

  it("a report, a verification document, a new listing under review, a purchase request and a language keep it", async () => {
    const [farmer, buyer] = await Promise.all([registerUser("farmer"), registerUser("buyer")]);
    const created = await createListing(farmer.token, { title: `Keep ${crypto.randomUUID().slice(0, 8)}` });
    expect(created.status).toBe(201);
    await setListingState(created.json.id, "approved");
    const path = await cachedPage();
    const form = new FormData();
    form.set("documentType", "farm-license");
    form.set("document", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF")], "licence.pdf", { type: "application/pdf" }));
    const listingForm = new FormData();
    listingForm.set("title", "Pending yam");
    listingForm.set("category", "crops");
    listingForm.set("product", "yam");
    const writes = [
      await api("POST", "/api/reports", buyer.token, { target_type: "listing", target_id: created.json.id, reason: "scam" }),
      await fetchWorker("/api/users/verify", { method: "POST", headers: { authorization: `Bearer ${farmer.token}` }, body: form }),
      await fetchWorker("/api/listings/user/listing", {
        method: "POST",
        headers: { authorization: `Bearer ${farmer.token}` },
        body: listingForm,
      }),
      await api("POST", `/api/listings/user/listing${created.json.id}/request`, buyer.token, { quantity: 1 }),
      await api("PUT", "/api/users/profile", buyer.token, { language: "ha", lowData: true }),
    ];
    expect(writes.map((write) => write.status)).toEqual([201, 201, 201, 201, 200]);
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
    // A change a visitor would see (the seller's name on their listings) still drops it.
    expect((await api("PUT", "/api/users/profile", farmer.token, { fullName: "Renamed Farmer" })).status).toBe(200);
    expect((await fetchWorker(path)).timing).toContain("cache;desc=miss");
  });

  it("asking to change a contact keeps it; confirming the change (a seller's phone shows on their listings) drops it", () => {
    expect(writeChangesPublicPages("POST", "/api/users/contact")).toBe(false);
    expect(writeChangesPublicPages("POST", "/api/users/contact/confirm")).toBe(true);
    // A known write spelled with a trailing slash is the same route; an unknown write drops the cache (the safe default).
    expect(writeChangesPublicPages("POST", "/api/users/dashboard-visit/")).toBe(false);
    expect(writeChangesPublicPages("POST", "/api/users/something-new")).toBe(true);
  });

  it("a language chosen by a link from another site is not saved on the profile; one chosen on this site is", async () => {
    const buyer = await registerUser("buyer");
    const path = await cachedPage();
    const visit = (lang: string, headers: Record<string, string>) =>
      fetchWorker(`/?lang=${lang}`, { headers: { cookie: `gona_session=${buyer.token}`, ...headers } });

    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", referer: "https://evil.example/" },
      { "sec-fetch-site": "none" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of foreign) {
      const answer = await visit("yo", headers);
      expect(answer.status).toBe(200);
      // The page is drawn in the language of the link, and the browser keeps it; the account is not changed.
      expect(answer.text).toContain('lang="yo"');
      expect(answer.headers.get("set-cookie")).toContain("gona_lang=yo");
      expect(await savedLanguage(buyer.user.id), JSON.stringify(headers)).toBeNull();
    }
    expect((await visit("ha", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await savedLanguage(buyer.user.id)).toBe("ha");
    expect((await visit("ig", { referer: `${ORIGIN}/listings` })).status).toBe(200);
    expect(await savedLanguage(buyer.user.id)).toBe("ig");
    expect((await visit("pcm", { "sec-fetch-site": "same-site" })).status).toBe(200);
    expect(await savedLanguage(buyer.user.id)).toBe("pcm");
    // None of it touched a public page.
    expect((await fetchWorker(path)).timing).toBe("cache;desc=hit");
  });
});
