// Gona's service worker: shows Web Push notifications and opens their page when tapped, and keeps pages for offline reading.
// The push payload is JSON {title, body, url, tag} written by worker/services/push.

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  // Only a path on this site is opened later, whatever the payload says.
  const url =
    typeof message.url === "string" && message.url.startsWith("/") && !message.url.startsWith("//") ? message.url : "/notifications";
  const options = {
    body: typeof message.body === "string" ? message.body : "",
    icon: "/favicon.svg",
    badge: "/favicon.svg",
    data: { url },
  };
  if (typeof message.tag === "string" && message.tag !== "") options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(typeof message.title === "string" ? message.title : "Gona", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

// ---- Offline reading ----------------------------------------------------------------------------------------------
// The last 30 public-kind pages a reader opened are kept. Opening one again answers at once from its copy while a
// fresh one is fetched for next time (stale-while-revalidate), unless the copy is a day old, the reader sent a form
// or switched language or Lite mode since it was saved, or asked for a reload: then the network answers first.
// Offline, a visited page shows as a saved copy (with no scripts, like Lite mode) and any other page shows /offline
// listing what is saved. Copies belong to one viewer (the X-Gona-Viewer header): when it changes (sign-in, sign-out) or a
// sign-in/out form is sent, every copy is deleted. Admin pages, account pages and the API are never kept.

const PAGES = "gona-pages-v1";
const SHELL = "gona-shell-v1";
const MAX_PAGES = 30;
/** The pages kept for offline reading: listings, listing details, hub posts, courses, prices. */
const SAVED_PAGES = [
  /^\/$/,
  /^\/listings$/,
  /^\/listings\/\d+$/,
  /^\/farmers-hub\/posts$/,
  /^\/farmers-hub\/posts\/\d+$/,
  /^\/lms$/,
  /^\/lms\/[a-z0-9-]+$/,
  /^\/lms\/[a-z0-9-]+\/(?!quiz$)[a-z0-9-]+$/,
  /^\/prices$/,
  /^\/prices\/[a-z0-9-]+$/,
];
/** Form posts that change who is signed in on this phone. */
const ACCOUNT_CHANGES = new Set(["/login", "/login/code", "/logout", "/register", "/reset-password"]);
const VIEWER_KEY = "/__gona/viewer";
const CHANGED_KEY = "/__gona/changed";
/** A copy older than this is not shown while online: the network answers first. */
const MAX_STALE_MS = 24 * 60 * 60 * 1000;
/** When this reader last changed something (a form) or switched language or mode: older copies are not shown online. */
let changedAt = 0;
const OFFLINE_KEY = "/offline";

const isSaved = (url) => SAVED_PAGES.some((pattern) => pattern.test(url.pathname));
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lagosTime = (iso) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

self.addEventListener("install", (event) => {
  event.waitUntil(refreshOfflinePage().catch(() => undefined));
  self.skipWaiting();
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // With scripts, forms post to `<path>.data` and pages move by fetching `<path>.data` (Remix's single fetch).
  const pageUrl = url.pathname.endsWith(".data") ? pageOf(url) : url;
  if (request.method !== "GET" && request.method !== "HEAD") {
    // Noted before the answer arrives, so the page a form redirects to is fetched, not taken from its old copy.
    event.waitUntil(noteChange());
    if (request.method === "POST" && ACCOUNT_CHANGES.has(pageUrl.pathname)) event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (request.method !== "GET") return;
  if (url.searchParams.has("lang") || url.searchParams.has("lite")) event.waitUntil(noteChange());
  if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".css")) event.respondWith(stylesheet(request));
  else if (request.mode === "navigate") event.respondWith(page(event, request, url));
  else if (pageUrl !== url) event.respondWith(pageData(event, request, pageUrl));
});

/** The page a `.data` request belongs to (`/_root.data` is the home page's). */
function pageOf(url) {
  const page = new URL(url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, ""), url);
  for (const [name, value] of url.searchParams) if (name !== "_routes" && name !== "index") page.searchParams.append(name, value);
  return page;
}

/** A page opened inside the app: its data passes through; a kept kind of page is also fetched as HTML to save it. */
async function pageData(event, request, pageUrl) {
  const response = await fetch(request);
  const viewer = response.headers.get("x-gona-viewer");
  if (viewer && response.ok && isSaved(pageUrl)) {
    event.waitUntil(
      fetch(pageUrl, { credentials: "same-origin" })
        .then((html) => keep(pageUrl, html, html.headers.get("x-gona-viewer") ?? viewer))
        .catch(() => undefined),
    );
  } else if (viewer) event.waitUntil(noteViewer(viewer));
  return response;
}

/** Stale-while-revalidate for the stylesheets a saved copy needs (their names change with their content). */
async function stylesheet(request) {
  const shell = await caches.open(SHELL);
  const cached = await shell.match(request);
  const fresh = fetch(request).then((response) => {
    if (response.ok) shell.put(request, response.clone());
    return response;
  });
  return cached ?? fresh;
}

async function page(event, request, url) {
  const network = fetch(request).then((response) => {
    const viewer = response.headers.get("x-gona-viewer");
    if (viewer) event.waitUntil(keep(url, response.clone(), viewer));
    return response;
  });
  // Offline (as far as the phone knows), the copy shows under its "Saved copy" banner instead.
  const copy = self.navigator.onLine === false ? null : await showableCopy(request, url);
  if (copy) {
    event.waitUntil(network.catch(() => undefined));
    return copy;
  }
  try {
    return await network;
  } catch {
    return offlineAnswer(url);
  }
}

/** Records that this reader changed something: every copy saved before now is refetched before it is shown online. */
async function noteChange() {
  changedAt = Date.now();
  await (await caches.open(SHELL)).put(CHANGED_KEY, new Response(String(changedAt)));
}

/** The saved copy to answer with while online, or null when the network must answer first. */
async function showableCopy(request, url) {
  if (!isSaved(url) || url.searchParams.has("lang") || url.searchParams.has("lite")) return null;
  if (request.cache === "reload" || request.cache === "no-cache" || request.cache === "no-store") return null;
  const saved = await (await caches.open(PAGES)).match(url.href);
  if (!saved) return null;
  const shell = await caches.open(SHELL);
  const viewer = await (await shell.match(VIEWER_KEY))?.text();
  const stored = Number(await (await shell.match(CHANGED_KEY))?.text());
  const changed = Math.max(changedAt, Number.isFinite(stored) ? stored : 0);
  const savedAt = Date.parse(saved.headers.get("x-saved-at") ?? "");
  if (!viewer || saved.headers.get("x-gona-viewer") !== viewer || !(savedAt > changed)) return null;
  if (Date.now() - savedAt > MAX_STALE_MS) return null;
  return htmlResponse(await saved.text(), { "x-gona-copy": "saved" });
}

/** Notes who is reading: a new viewer (sign-in, sign-out) wipes every copy. */
async function noteViewer(viewer) {
  const shell = await caches.open(SHELL);
  const previous = await shell.match(VIEWER_KEY);
  if (!previous || (await previous.text()) !== viewer) {
    await caches.delete(PAGES);
    await shell.put(VIEWER_KEY, new Response(viewer));
  }
  return shell;
}

/** Notes who is reading, then keeps the page if it is one of the saved kinds. */
async function keep(url, response, viewer) {
  const shell = await noteViewer(viewer);
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (!isSaved(url) || !response.ok || response.redirected || cacheControl.includes("no-store")) return;
  const html = await response.text();
  const language = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? "en";
  const offline = await shell.match(OFFLINE_KEY);
  if (!offline || !(await offline.text()).includes(`<html lang="${language}"`)) await refreshOfflinePage(language);
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "x-gona-viewer": viewer,
    "x-saved-at": new Date().toISOString(),
  });
  const pages = await caches.open(PAGES);
  await pages.delete(url.href);
  await pages.put(url.href, new Response(html, { headers }));
  const keys = await pages.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await pages.delete(old);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)) {
    if (!(await shell.match(href))) await shell.add(href).catch(() => undefined);
  }
}

/** The offline page in the reader's language, fetched without cookies so it names nobody (always Lite mode). */
async function refreshOfflinePage(language) {
  const response = await fetch(language ? `${OFFLINE_KEY}?lang=${language}` : OFFLINE_KEY, { credentials: "omit" });
  if (response.ok) await (await caches.open(SHELL)).put(OFFLINE_KEY, response);
}

async function offlineAnswer(url) {
  const shell = await caches.open(SHELL);
  const viewer = await (await shell.match(VIEWER_KEY))?.text();
  const pages = await caches.open(PAGES);
  const offline = await shell.match(OFFLINE_KEY);
  const offlineHtml = offline ? await offline.text() : "";
  const saved = (await pages.match(url.href)) ?? (await newestOfPath(pages, url, viewer));
  if (saved && viewer && saved.headers.get("x-gona-viewer") === viewer) return savedCopy(saved, offlineHtml);
  if (!offline) return Response.error();
  return offlinePage(offlineHtml, pages, viewer, url);
}

/**
 * Offline, a kept kind of page with no copy at this exact address (the browse page with other filters, /listings
 * itself after only searches) shows the newest copy of the same page with other parameters: the browse page is kept
 * whatever filters it was last seen with. Its banner says when it was saved, and its form shows what it lists.
 */
async function newestOfPath(pages, url, viewer) {
  if (!isSaved(url) || !viewer) return undefined;
  for (const request of (await pages.keys()).reverse()) {
    if (new URL(request.url).pathname !== url.pathname) continue;
    const saved = await pages.match(request);
    if (saved && saved.headers.get("x-gona-viewer") === viewer) return saved;
  }
  return undefined;
}

const htmlResponse = (html, extra = {}) => new Response(html, { headers: { "content-type": "text/html; charset=utf-8", ...extra } });

/** A saved page without its scripts (they would need the network), under a "Saved copy from <time>" banner. */
async function savedCopy(saved, offlineHtml) {
  const template = /data-saved-copy="([^"]*)"/.exec(offlineHtml)?.[1] ?? "{time}";
  const banner = `<p class="alert alert-info container" role="status" data-saved-copy="">${template.replace("{time}", escapeHtml(lagosTime(saved.headers.get("x-saved-at"))))}</p>`;
  const html = (await saved.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "")
    .replace(/(<main\b[^>]*>)/, `$1${banner}`);
  return htmlResponse(html);
}

/** The offline page with the list of saved pages (newest first) and a retry link to the page asked for. */
async function offlinePage(offlineHtml, pages, viewer, url) {
  const items = [];
  for (const request of (await pages.keys()).reverse()) {
    const saved = await pages.match(request);
    if (!saved || saved.headers.get("x-gona-viewer") !== viewer) continue;
    const title = /<title>([^<]*)<\/title>/.exec(await saved.text())?.[1] ?? new URL(request.url).pathname;
    const link = new URL(request.url);
    items.push(
      `<li><a href="${escapeHtml(link.pathname + link.search)}">${title}</a> <span class="muted small">${escapeHtml(lagosTime(saved.headers.get("x-saved-at")))}</span></li>`,
    );
  }
  let html = offlineHtml.replace(/(<ul[^>]*data-saved-pages=""[^>]*>)(<\/ul>)/, `$1${items.join("")}$2`);
  html = html.replace(/href="\/"([^>]*data-retry="")/, `href="${escapeHtml(url.pathname + url.search)}"$1`);
  if (items.length > 0)
    html = html
      .replace('<p data-offline="empty">', '<p data-offline="empty" hidden="">')
      .replace(/<p data-offline="saved" hidden="">/, '<p data-offline="saved">');
  return htmlResponse(html);
}
