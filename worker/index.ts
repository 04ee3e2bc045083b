import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
// The Remix server bundle is produced by `npm run build` (remix vite:build) before the Worker is bundled.
// biome-ignore lint/suspicious/noTsIgnore: the bundle may or may not exist when typechecking; it has no types either way.
// @ts-ignore
import * as remixBuild from "../build/server/index.js";
import { api } from "./api/app";
import type { Env } from "./env";
import { readCookie } from "./http/cookies";
import { isCrossSiteWrite } from "./http/origin";
import { authorizeRoomConnection } from "./http/room-auth";
import { createNonce, withSecurityHeaders } from "./http/security-headers";
import { RequestMetrics } from "./http/server-timing";
import { SESSION_COOKIE } from "./http/session-cookie";
import { createInProcessApi } from "./in-process-api";

export { GroupRoom } from "../party/group-room";

const handleRemixRequest = createRequestHandler(remixBuild as unknown as ServerBuild);

/** The three doors: /api/* (Hono), /parties/* (chat rooms), and every page (Remix). Static files never reach here. */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      return withSecurityHeaders(await api.fetch(request, env, ctx), url);
    }
    if (url.pathname.startsWith("/parties/")) {
      const response = await routePartykitRequest(request, env, {
        onBeforeConnect: (req, lobby) => authorizeRoomConnection(req, lobby, env),
        onBeforeRequest: () =>
          new Response(JSON.stringify({ error: "Not found" }), { status: 404, headers: { "content-type": "application/json" } }),
      });
      return (
        response ?? new Response(JSON.stringify({ error: "Not found" }), { status: 404, headers: { "content-type": "application/json" } })
      );
    }
    // Page forms post with the session cookie; refuse posts that other sites make on a user's behalf.
    if (readCookie(request.headers.get("cookie"), SESSION_COOKIE) && isCrossSiteWrite(request.method, request.headers.get("origin"), url)) {
      return new Response("Cross-site request refused", { status: 403 });
    }
    const started = Date.now();
    const cspNonce = createNonce();
    const metrics = new RequestMetrics();
    const response = await handleRemixRequest(request, {
      cloudflare: { env, ctx },
      api: createInProcessApi(request, env, ctx, metrics),
      isDevelopment: env.APP_ENV === "development",
      cspNonce,
    });
    const page = withSecurityHeaders(response, url, cspNonce);
    page.headers.set("Server-Timing", metrics.header(Date.now() - started));
    return page;
  },
} satisfies ExportedHandler<Env>;
