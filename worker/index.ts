import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// The Remix server bundle is produced by `npm run build` (remix vite:build) before the Worker is bundled.
// biome-ignore lint/suspicious/noTsIgnore: the bundle may or may not exist when typechecking; it has no types either way.
// @ts-ignore
import * as remixBuild from "../build/server/index.js";
import { api } from "./api/app";
import type { Env } from "./env";
import { bodyCapFor, limitBody, payloadTooLarge } from "./http/body-limit";
import { openRequestDatabase } from "./http/d1-session";
import { API_ERRORS } from "./http/error-codes";
import { isSafeMethod } from "./http/origin";
import { PUBLIC_PAGES_CHANGED, pageCacheMode, pageCacheOn, publicPagesChangedBy } from "./http/page-cache";
import { admitPageSubmission } from "./http/page-door";
import { authorizeRoomConnection } from "./http/room-auth";
import { createNonce, withSecurityHeaders } from "./http/security-headers";
import type { RequestMetrics } from "./http/server-timing";
import { createInProcessApi } from "./in-process-api";
import { chosenLanguage, languageCookie } from "./languages";
import { decideLite, LITE_ACCEPT_CH, LITE_VARY, liteCookie, viewerTag } from "./lite";
import { throughPageCache } from "./page-cache-front";
import { deliverDue } from "./services/messaging";
import { deliverNow } from "./services/notification-delivery";
import { PRICE_ROLLUP_CRON, rollupPrices } from "./services/price-rollup";

export { GroupRoom } from "../party/group-room";
export { UserRoom } from "../party/user-room";

const handleRemixRequest = createRequestHandler(remixBuild as unknown as ServerBuild);

/** A /parties/* address that is no room, or a plain HTTP request to one: the API's JSON 404. */
const partyNotFound = () =>
  new Response(JSON.stringify({ error: API_ERRORS.not_found, code: "not_found" }), {
    status: 404,
    headers: { "content-type": "application/json" },
  });

/** Draws a page with Remix: its nonce, Server-Timing, Vary and the cookies a `?lang=` or `?lite=` choice keeps. */
async function renderPage(pageRequest: Request, url: URL, env: Env, ctx: ExecutionContext, metrics: RequestMetrics) {
  const started = Date.now();
  const cspNonce = createNonce();
  const lite = decideLite(pageRequest, url);
  const response = await handleRemixRequest(pageRequest, {
    cloudflare: { env, ctx },
    api: createInProcessApi(pageRequest, env, ctx),
    isDevelopment: env.APP_ENV === "development",
    cspNonce,
    lite: lite.lite,
    formPost: pageRequest.method === "POST",
  });
  const page = withSecurityHeaders(response, url, cspNonce);
  const timing = metrics.visibleHeader(env.APP_ENV, Date.now() - started);
  if (timing) page.headers.set("Server-Timing", timing);
  // `?lang=` is a choice: keep it for a year (the root loader also saves it on a signed-in profile).
  page.headers.append("Vary", `Cookie, Accept-Language, ${LITE_VARY}`);
  page.headers.set("Accept-CH", LITE_ACCEPT_CH);
  page.headers.set("X-Gona-Viewer", await viewerTag(pageRequest));
  const chosen = chosenLanguage(url);
  if (chosen) page.headers.append("Set-Cookie", languageCookie(chosen, url.protocol === "https:"));
  // `?lite=` is a choice too, kept the same way; the page itself was already drawn in the chosen mode.
  if (lite.chosen !== null) page.headers.append("Set-Cookie", liteCookie(lite.chosen, url.protocol === "https:"));
  return page;
}

/** The answer to a request whose writes changed public pages says so to the page cache in front (ADR 044). */
function signalPublicWrites(answer: Response, env: Env, db: D1Database): Response {
  if (!pageCacheOn(env) || !publicPagesChangedBy(db)) return answer;
  const signalled = new Response(answer.body, answer);
  signalled.headers.set(PUBLIC_PAGES_CHANGED, "1");
  return signalled;
}

/** The app: three doors, /api/* (Hono), /parties/* (chat rooms) and every page (Remix). Static files never reach here. */
async function app(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    // The body cap holds while the body streams in, so a chunked upload without Content-Length is capped too.
    const limited = limitBody(request, bodyCapFor(url.pathname));
    if (limited.exceeded()) return withSecurityHeaders(payloadTooLarge(), url);
    const d1 = openRequestDatabase(env.DB, request, url.protocol === "https:");
    const answer = await api.fetch(limited.request, { ...env, DB: d1.db }, ctx);
    return signalPublicWrites(withSecurityHeaders(limited.exceeded() ? payloadTooLarge() : d1.remember(answer), url), env, d1.db);
  }
  if (url.pathname.startsWith("/parties/")) {
    const response = await routePartykitRequest(request, env, {
      onBeforeConnect: (req, lobby) => authorizeRoomConnection(req, lobby, env),
      onBeforeRequest: () => partyNotFound(),
    });
    return response ?? partyNotFound();
  }
  // Page forms: a foreign Origin, a non-form body or one that does not parse never reaches Remix.
  let pageRequest: Request = request;
  if (!isSafeMethod(request.method)) {
    const admitted = await admitPageSubmission(request, url);
    if (admitted instanceof Response) return withSecurityHeaders(admitted, url);
    pageRequest = admitted;
  }
  // One D1 session for the page and all its in-process API calls (ADR 037).
  const d1 = openRequestDatabase(env.DB, pageRequest, url.protocol === "https:");
  const page = await renderPage(pageRequest, url, { ...env, DB: d1.db }, ctx, d1.metrics);
  return signalPublicWrites(d1.remember(page), env, d1.db);
}

/**
 * The app Worker. Behind the edge Worker in production (PAGE_CACHE = "edge": worker/edge.ts keeps the page cache near
 * the visitor); a single Worker elsewhere, with the page cache in front of itself (ADR 044).
 */
export default {
  async fetch(request, env, ctx) {
    if (pageCacheMode(env) !== "self") return app(request, env, ctx);
    return throughPageCache(request, ctx, (drawn) => app(drawn, env, ctx));
  },
  /** Every minute: SMS and e-mails whose retry is due, and any a kick after a write did not reach; hourly: the price guide. */
  async scheduled(controller, env, ctx) {
    if (controller.cron === PRICE_ROLLUP_CRON) {
      ctx.waitUntil(
        rollupPrices(env.DB, new Date(controller.scheduledTime)).then((written) =>
          // A cron has no request origin: price alerts offer no SMS, whose links are the only absolute ones.
          deliverNow(
            { env, ctx, origin: "" },
            written.map((note) => note.id),
          ),
        ),
      );
      return;
    }
    ctx.waitUntil(deliverDue(env));
  },
} satisfies ExportedHandler<Env>;
