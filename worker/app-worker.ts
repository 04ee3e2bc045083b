// The app Worker's three doors (/api/*, /parties/*, pages) and its crons, whichever way its pages are drawn: with the
// Remix build (worker/index.ts, the Worker that is deployed and served) or without pages (worker/api-worker.ts, the one
// the API tests run against, which needs no build).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
import { api } from "./api/app";
import { database } from "./db/client";
import type { Env } from "./env";
import { inBackground } from "./http/background";
import { guardBody } from "./http/body-drain";
import { bodyCapFor, limitBody, payloadTooLarge } from "./http/body-limit";
import { openRequestDatabase } from "./http/d1-session";
import { API_ERRORS } from "./http/error-codes";
import { sweepIdempotencyKeys } from "./http/idempotency";
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
import { writtenIn } from "./services/notifications";
import { paymentProviderFor } from "./services/payments";
import { releaseOverdue } from "./services/payments/auto-release";
import { retryDuePayouts } from "./services/payments/payout-retry";
import { retryFailedRefunds } from "./services/payments/refund-retry";
import { PRICE_ROLLUP_CRON, rollupPrices } from "./services/price-rollup";
import { sweepInboundSmsIds } from "./services/sms/inbound";
import { sweepUssdAnswers } from "./services/ussd/session";

/** Remix's request handler for the build's pages (`createRequestHandler(build)`). */
export type PageHandler = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/** A /parties/* address that is no room, or a plain HTTP request to one: the API's JSON 404. */
const partyNotFound = () =>
  new Response(JSON.stringify({ error: API_ERRORS.not_found, code: "not_found" }), {
    status: 404,
    headers: { "content-type": "application/json" },
  });

/** Draws a page with Remix: its nonce, Server-Timing, Vary and the cookies a `?lang=` or `?lite=` choice keeps. */
async function renderPage(pages: PageHandler, pageRequest: Request, url: URL, env: Env, ctx: ExecutionContext, metrics: RequestMetrics) {
  const started = Date.now();
  const cspNonce = createNonce();
  const lite = decideLite(pageRequest, url);
  const response = await pages(pageRequest, {
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

/** Without pages (worker/api-worker.ts): every page address answers this, so a test in the wrong project says why it fails. */
const noPages = () =>
  new Response(
    "No pages here: worker/api-worker.ts serves /api/* and /parties/* only. A test that loads pages belongs to the pages project.",
    {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    },
  );

/** The app: three doors, /api/* (Hono), /parties/* (chat rooms) and every page (Remix). Static files never reach here. */
async function app(pages: PageHandler | null, request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
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
  if (!pages) return noPages();
  // Page forms: a foreign Origin, a non-form body or one that does not parse never reaches Remix.
  let pageRequest: Request = request;
  if (!isSafeMethod(request.method)) {
    const admitted = await admitPageSubmission(request, url);
    if (admitted instanceof Response) return withSecurityHeaders(admitted, url);
    pageRequest = admitted;
  }
  // One D1 session for the page and all its in-process API calls (ADR 037).
  const d1 = openRequestDatabase(env.DB, pageRequest, url.protocol === "https:");
  const page = await renderPage(pages, pageRequest, url, { ...env, DB: d1.db }, ctx, d1.metrics);
  return signalPublicWrites(d1.remember(page), env, d1.db);
}

/**
 * The app Worker, drawing its pages with `pages` (none when null). Behind the edge Worker in production (PAGE_CACHE =
 * "edge": worker/edge.ts keeps the page cache near the visitor); a single Worker elsewhere, with the page cache in front
 * of itself (ADR 044).
 */
export function appWorker(pages: PageHandler | null) {
  return {
    async fetch(request, env, ctx) {
      // Whatever the answer, the body is read to its end before it goes out, so an early refusal (401, 403, 413, 415)
      // reaches the client and leaves nothing on its keep-alive connection (ADR 073).
      const guarded = guardBody(request);
      try {
        if (pageCacheMode(env) !== "self") return await app(pages, guarded.request, env, ctx);
        return await throughPageCache(guarded.request, ctx, (drawn) => app(pages, drawn, env, ctx));
      } finally {
        await guarded.settle();
      }
    },
    /** Every minute: SMS and e-mails whose retry is due, and any a kick after a write did not reach; hourly: the price guide, held money released 7 days after delivery, failed payouts and refunds retried, and the sweeps of idempotency keys, USSD answers and inbound SMS ids. */
    async scheduled(controller, env, ctx) {
      if (controller.cron === PRICE_ROLLUP_CRON) {
        inBackground(ctx, "sweeping idempotency keys older than 24 hours", () =>
          sweepIdempotencyKeys(database(env.DB), new Date(controller.scheduledTime)),
        );
        inBackground(ctx, "sweeping USSD answers older than a day", async () => {
          await sweepUssdAnswers(database(env.DB), new Date(controller.scheduledTime));
          await sweepInboundSmsIds(database(env.DB), new Date(controller.scheduledTime));
        });
        inBackground(ctx, "releasing held money 7 days after delivery", () =>
          releaseOverdue(database(env.DB), paymentProviderFor(env).provider, { env, ctx, origin: "" }, new Date(controller.scheduledTime)),
        );
        inBackground(ctx, "retrying failed payouts, each verified first", () =>
          retryDuePayouts(database(env.DB), paymentProviderFor(env).provider, new Date(controller.scheduledTime)),
        );
        inBackground(ctx, "retrying failed refunds", async () => {
          const retried = await retryFailedRefunds(database(env.DB), paymentProviderFor(env).provider);
          await deliverNow(
            { env, ctx, origin: "" },
            retried.flatMap((retry) => writtenIn(retry.results)).map((note) => note.id),
          );
        });
        inBackground(ctx, "the hourly price rollup and its alerts", async () => {
          const written = await rollupPrices(env.DB, new Date(controller.scheduledTime));
          // A cron has no request origin: price alerts offer no SMS, whose links are the only absolute ones.
          await deliverNow(
            { env, ctx, origin: "" },
            written.map((note) => note.id),
          );
        });
        return;
      }
      inBackground(ctx, "the minute cron's message delivery", () => deliverDue(env));
    },
  } satisfies ExportedHandler<Env>;
}
