// The edge cache for anonymous public pages (ADR 036). A hit answers from the data center's cache with no D1 query;
// every rule that decides what is cached, for how long and when it is dropped lives here, with the time passed in.
import { todayInNigeria } from "../expiry";
import { SITE_PAGES } from "../site-pages";
import { readCookie } from "./cookies";
import { SESSION_COOKIE } from "./session-cookie";

/** A cached page is served as it is for this long... */
export const PAGE_FRESH_MS = 30_000;
/** ...then, stale, for at most this much longer while one request renders it again: no copy older than 60 s is shown. */
export const PAGE_STALE_MS = 30_000;
export const PAGE_MAX_AGE_MS = PAGE_FRESH_MS + PAGE_STALE_MS;

const CACHE_NAME = "gona-pages";
const CACHED_AT = "x-gona-cached-at";
const CACHED_DAY = "x-gona-cached-day";
const NONCE = "x-gona-nonce";
const BROWSER_CACHE_CONTROL = "x-gona-cache-control";
/** Read by Cloudflare's purge by tag (ADR 043), which reaches every data center's copies; never sent to visitors. */
const CACHE_TAG = "cache-tag";
const INTERNAL = [CACHED_AT, CACHED_DAY, NONCE, BROWSER_CACHE_CONTROL, CACHE_TAG];

/** The public pages an anonymous visitor may get from the cache (the site's pages, the market, prices, blog, LMS catalog). */
const CACHED_PATHS = new Set<string>(SITE_PAGES);
/** Blog posts, product price pages, LMS courses and lessons (a course's quiz is a form: never cached). */
const CACHED_PATTERNS = [
  /^\/posts\/[a-z0-9-]+$/,
  /^\/prices\/[a-z0-9-]+$/,
  /^\/lms\/[a-z0-9-]+$/,
  /^\/lms\/[a-z0-9-]+\/(?!quiz$)[a-z0-9-]+$/,
];
/** A listing's own page: cached only without a query string (its flash messages come as query parameters). */
const LISTING_PAGE = /^\/listings\/([1-9][0-9]{0,15})$/;

/** The tag of every stored copy of a listing's own page, in every language, mode and data center. */
export const listingPageTag = (listingId: number) => `gona-listing-${listingId}`;

/** The tags a stored page carries: a listing's own page is purged everywhere by its tag when it leaves public view. */
export function pageTags(url: URL): string[] {
  const listing = LISTING_PAGE.exec(pageOf(url).path)?.[1];
  return listing ? [listingPageTag(Number(listing))] : [];
}

/**
 * Writes that never change a cached public page (what an anonymous visitor sees): they keep the cache (ADR 056). Any
 * other successful write drops it, so a new route is safe until it is listed here. Whole areas by prefix...
 */
const WRITES_WITHOUT_PUBLIC_EFFECT = [
  "/api/auth",
  "/api/chat",
  "/api/ai",
  "/api/notifications",
  "/api/push",
  "/api/prices/alerts",
  "/api/contact",
  "/api/newsletter",
  // A learner's enrolment, progress and quiz: the course pages are the same for every visitor.
  "/api/lms",
  // A report waits for an admin; the admin's decision (under /api/admin) is what changes pages.
  "/api/reports",
  // Feature phones: an account, its PIN, language and SMS choice show on no public page (ADR 076).
  "/api/ussd",
];
/** ...and single routes. */
const ROUTES_WITHOUT_PUBLIC_EFFECT = [
  // The SMS gateway's delivery reports: an outbox row's status (ADR 079). Inbound SMS can accept an order: not listed.
  /^\/api\/sms\/delivery$/,
  // Records that the dashboard was seen.
  /^\/api\/users\/dashboard-visit$/,
  // A document for review: the badge changes with the admin's decision.
  /^\/api\/users\/verify$/,
  // Asks for a code; the contact changes (a seller's phone shows on their listings) only on /confirm.
  /^\/api\/users\/contact$/,
  // Sends a code to the account's own phone (ADR 053); nothing changes.
  /^\/api\/users\/contact\/proof$/,
  // Where a seller is paid shows on no page but their own (ADR 082).
  /^\/api\/users\/payout-account$/,
  // Paying for an order, and the provider's webhook: a payment shows only on the order's own pages (ADR 083).
  /^\/api\/users\/purchase-requests\/[1-9][0-9]*\/payment$/,
  /^\/api\/payments\/paystack\/webhook$/,
  // A new listing waits for review, and a purchase request reserves nothing until the seller accepts it.
  /^\/api\/listings\/user\/listing$/,
  /^\/api\/listings\/user\/listing[1-9][0-9]*\/request$/,
];
/** Routes whose handler says whether its write changed a public page (`markPublicPagesChanged`). */
const ROUTES_THAT_DECIDE = [
  // A name, place or phone shows on the seller's listings; a language or the low-data choice shows nowhere public.
  /^\/api\/users\/profile$/,
];

export interface PageCacheEnv {
  PAGE_CACHE?: string;
}

/**
 * Where the page cache runs (ADR 044): "edge", in the edge Worker in front of this app Worker (production, so the
 * copies sit near the visitor and the app, placed near D1, keeps none); "off", nowhere (the workerd tests, which write
 * D1 directly between page loads); otherwise "self", in front of this Worker (a single Worker: local development).
 */
export type PageCacheMode = "self" | "edge" | "off";
export function pageCacheMode(env: PageCacheEnv): PageCacheMode {
  return env.PAGE_CACHE === "off" ? "off" : env.PAGE_CACHE === "edge" ? "edge" : "self";
}

/** Whether some page cache (this Worker's or the edge Worker's) is in front of the app. */
export const pageCacheOn = (env: PageCacheEnv) => pageCacheMode(env) !== "off";

/**
 * The app's answer to a write that changed what public pages show carries this header; the cache in front of the app
 * (this Worker's or the edge Worker's) drops its copies on seeing it and never passes it on.
 */
export const PUBLIC_PAGES_CHANGED = "x-gona-public-pages-changed";

/** The requests whose writes changed public pages, by their D1 session (one per request, shared by its API calls). */
const changedPublicPages = new WeakSet<D1Database>();

/** Notes that this request (its D1 session) changed what public pages show. */
export const markPublicPagesChanged = (db: D1Database) => changedPublicPages.add(db);

/** Whether any API call of this request changed what public pages show. */
export const publicPagesChangedBy = (db: D1Database) => changedPublicPages.has(db);

/**
 * The page a request is for: itself, or for a client-side navigation's data request (`/listings.data`, `/_root.data`
 * for `/`) the page whose loaders it runs, with Remix's `_routes` (which loaders) set aside from the page's own query.
 */
function pageOf(url: URL): { path: string; query: URLSearchParams } {
  const query = new URLSearchParams(url.search);
  if (!url.pathname.endsWith(".data")) return { path: url.pathname, query };
  query.delete("_routes");
  return { path: url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length), query };
}

/** Whether this request may be answered from (and stored in) the cache: an anonymous GET of a public page or its data. */
export function isCacheablePage(request: Request, url: URL): boolean {
  if (request.method !== "GET") return false;
  if (readCookie(request.headers.get("cookie"), SESSION_COOKIE)) return false;
  const { path, query } = pageOf(url);
  // `?lang=` and `?lite=` are choices the answer keeps in a cookie: such answers are never stored.
  if (query.has("lang") || query.has("lite")) return false;
  if (LISTING_PAGE.test(path)) return query.size === 0;
  return CACHED_PATHS.has(path) || CACHED_PATTERNS.some((pattern) => pattern.test(path));
}

/** The cache's own record of its generation: a write that changes public pages starts a new one (see `dropPublicPages`). */
const generationKey = (origin: string) => `${origin}/__gona/page-cache/generation`;

/** What a page is drawn in besides its URL (worker/page-variant.ts resolves it from the request). */
export interface PageVariant {
  language: string;
  lite: boolean;
}

/** The key of a page: its URL and query, the language and mode it is drawn in, and the cache's generation. */
export function pageCacheKey(url: URL, variant: PageVariant, generation: string): string {
  const mode = variant.lite ? "lite" : "full";
  return `${url.origin}${url.pathname}${url.search}${url.search ? "&" : "?"}__gona=${variant.language}.${mode}.g${generation}`;
}

export type Freshness = "fresh" | "stale" | "expired";

/**
 * How old a stored copy may be: fresh for 30 s, stale (served while one request renders it again) until 60 s, then
 * gone. A copy from an earlier day in Nigeria is gone at once: listings expire by calendar day.
 */
export function freshness(cachedAt: number, cachedDay: string, now: Date): Freshness {
  const age = now.getTime() - cachedAt;
  if (!Number.isFinite(age) || age < 0 || cachedDay !== todayInNigeria(now)) return "expired";
  if (age < PAGE_FRESH_MS) return "fresh";
  return age < PAGE_MAX_AGE_MS ? "stale" : "expired";
}

/** Whether a rendered page may be stored: a complete 200 HTML page that sets no cookie. */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    // A page, or a client-side navigation's data (Remix's turbo-stream).
    /^text\/(html|x-script)\b/.test(response.headers.get("content-type") ?? "") &&
    response.headers.get("x-gona-viewer") === "anon"
  );
}

/** The script nonce a page was drawn with, from its Content-Security-Policy ("" for an answer without one). */
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

/** The copy to store: the page with the time it was drawn, its nonce, the browser's caching rule kept aside, and its tags. */
export async function toStoredPage(response: Response, now: Date, tags: string[] = []): Promise<Response> {
  const nonce = nonceOf(response);
  const headers = new Headers(response.headers);
  if (tags.length > 0) headers.set(CACHE_TAG, tags.join(","));
  headers.set(BROWSER_CACHE_CONTROL, response.headers.get("cache-control") ?? "private, no-cache");
  headers.set("cache-control", `public, max-age=${PAGE_MAX_AGE_MS / 1000}`);
  headers.set(CACHED_AT, String(now.getTime()));
  headers.set(CACHED_DAY, todayInNigeria(now));
  headers.set(NONCE, nonce);
  headers.delete("server-timing");
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}

/**
 * The stored copy as a visitor gets it: a fresh script nonce (a cached page must not reuse one a visitor has seen),
 * the browser's own caching rule, its age, and `Server-Timing: cache;desc=hit|stale`.
 */
export async function fromStoredPage(stored: Response, state: "fresh" | "stale", nonce: string, now: Date): Promise<Response> {
  const headers = new Headers(stored.headers);
  const oldNonce = headers.get(NONCE) ?? "";
  const cachedAt = Number(headers.get(CACHED_AT));
  headers.set("cache-control", headers.get(BROWSER_CACHE_CONTROL) ?? "private, no-cache");
  for (const name of INTERNAL) headers.delete(name);
  headers.set("age", String(Math.max(0, Math.floor((now.getTime() - cachedAt) / 1000))));
  headers.set("server-timing", `cache;desc=${state === "fresh" ? "hit" : "stale"}`);
  let body = await stored.text();
  if (oldNonce) {
    body = body.replaceAll(oldNonce, nonce);
    const policy = headers.get("content-security-policy");
    if (policy) headers.set("content-security-policy", policy.replaceAll(oldNonce, nonce));
  }
  return new Response(body, { status: 200, headers });
}

export interface CachedPage {
  state: Freshness;
  stored: Response;
}

/** The cache's current generation ("0" before any public write reached this data center). */
export async function currentGeneration(cache: Cache, origin: string): Promise<string> {
  const record = await cache.match(generationKey(origin));
  return record ? await record.text() : "0";
}

/** Looks a page up: a copy and how fresh it is, or null. */
export async function lookUpPage(cache: Cache, key: string, now: Date): Promise<CachedPage | null> {
  const stored = await cache.match(key);
  if (!stored) return null;
  const state = freshness(Number(stored.headers.get(CACHED_AT)), stored.headers.get(CACHED_DAY) ?? "", now);
  if (state === "expired") {
    await cache.delete(key);
    return null;
  }
  return { state, stored };
}

export const openPageCache = () => caches.open(CACHE_NAME);

/** Whether a successful write to `path` changes what public pages show (false too for routes that decide themselves). */
export function writeChangesPublicPages(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  // The API matches routes with or without a trailing slash.
  const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (WRITES_WITHOUT_PUBLIC_EFFECT.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return false;
  return ![...ROUTES_WITHOUT_PUBLIC_EFFECT, ...ROUTES_THAT_DECIDE].some((pattern) => pattern.test(route));
}

/**
 * After a write that changes public pages: a new generation, so every page this data center cached before the write
 * (list pages, the listing's own page, prices, seller figures) is gone at once. Other data centers' copies live at
 * most PAGE_MAX_AGE_MS, and a listing leaving public view is purged from them by its tag (ADR 036, ADR 043).
 */
export async function dropPublicPages(cache: Cache, origin: string): Promise<void> {
  const next = `${Date.now().toString(36)}.${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36) ?? "0"}`;
  await cache.put(
    generationKey(origin),
    new Response(next, { headers: { "cache-control": "public, max-age=86400", "content-type": "text/plain" } }),
  );
}
