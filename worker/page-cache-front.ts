// The page cache in front of the app (ADR 036, ADR 044): anonymous public pages answered from this data center's
// Cache API, everything else passed to the app. It runs in the edge Worker (worker/edge.ts, near the visitor) in
// front of the placed app Worker; a single Worker (local development, the tests) runs it in front of itself.
import { inBackground } from "./http/background";
import {
  currentGeneration,
  dropPublicPages,
  fromStoredPage,
  isCacheablePage,
  isStorable,
  lookUpPage,
  openPageCache,
  PUBLIC_PAGES_CHANGED,
  pageCacheKey,
  pageTags,
  toStoredPage,
} from "./http/page-cache";
import { createNonce } from "./http/security-headers";
import { pageVariant } from "./page-variant";

/** How the front reaches the app: the app Worker's own handler, or its service binding. */
export type DrawFromApp = (request: Request) => Promise<Response>;

/**
 * One request through the cache: a stored copy (0 D1 queries, `Server-Timing: cache;desc=hit|stale`), or the app's
 * answer, stored for the next visitor when it is a complete anonymous page. A stale copy is served while `waitUntil`
 * draws it again. An answer that says it changed public pages drops this data center's copies before it leaves.
 */
export async function throughPageCache(request: Request, ctx: ExecutionContext, draw: DrawFromApp): Promise<Response> {
  const url = new URL(request.url);
  if (!isCacheablePage(request, url)) return afterWrite(await draw(request), url);
  const cache = await openPageCache();
  const now = new Date();
  const key = pageCacheKey(url, pageVariant(request, url), await currentGeneration(cache, url.origin));
  const found = await lookUpPage(cache, key, now);
  const drawAndStore = async () => {
    const page = await draw(new Request(request));
    if (isStorable(page)) {
      const copy = page.clone();
      inBackground(ctx, `storing ${url.pathname} in the page cache`, async () =>
        cache.put(key, await toStoredPage(copy, now, pageTags(url))),
      );
    }
    return page;
  };
  if (found && found.state !== "expired") {
    if (found.state === "stale")
      inBackground(ctx, `redrawing the stale ${url.pathname}`, async () => (await drawAndStore()).body?.cancel());
    return fromStoredPage(found.stored, found.state, createNonce(), now);
  }
  // A fresh Response around the same body: an answer through a service binding has immutable headers.
  const drawn = await drawAndStore();
  const page = new Response(drawn.body, drawn);
  page.headers.append("Server-Timing", "cache;desc=miss");
  return page;
}

/** The app's answer as the visitor gets it: the signal that public pages changed acted on here and never passed on. */
async function afterWrite(answer: Response, url: URL): Promise<Response> {
  if (!answer.headers.has(PUBLIC_PAGES_CHANGED)) return answer;
  await dropPublicPages(await openPageCache(), url.origin);
  const copy = new Response(answer.body, answer);
  copy.headers.delete(PUBLIC_PAGES_CHANGED);
  return copy;
}
