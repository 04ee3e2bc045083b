import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { database } from "../db/client";
import type { UserRecord } from "../db/schema";
import { findSessionUser } from "../services/sessions";
import type { AppEnv } from "./context";
import { requestMetrics } from "./d1-session";
import { forbidden, unauthorized } from "./errors";
import { isCrossSiteWrite } from "./origin";
import { lookUpSession } from "./request-session";
import { instrumentD1 } from "./server-timing";
import { clearSessionCookie, SESSION_COOKIE } from "./session-cookie";

/**
 * Finds the caller: a Bearer token (API clients, the UI's in-process calls) or the session cookie
 * (a browser calling the API directly). The user is re-read from D1 on every request, through the
 * session row, so role changes, verification and logout apply at once.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", database(requestMetrics(c.env.DB) ? c.env.DB : instrumentD1(c.env.DB, c.var.metrics)));
  c.set("user", null);
  c.set("sessionId", null);
  c.set("unread", 0);

  const header = c.req.header("authorization");
  let token: string | undefined;
  let fromCookie = false;
  if (header !== undefined) {
    const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
    if (!match) throw unauthorized("invalid_authorization_header");
    token = match[1];
  } else {
    token = getCookie(c, SESSION_COOKIE);
    fromCookie = token !== undefined;
  }

  if (token) {
    const checked = token;
    const found = await lookUpSession(c.env, checked, () => findSessionUser(c.var.db, c.env.JWT_SECRET, checked));
    if (found) {
      c.set("user", found.user);
      // The request's D1 figures (Server-Timing) are for admins only, outside development.
      if (found.user.role === "admin") c.var.metrics.callerIsAdmin = true;
      c.set("sessionId", found.sessionId);
      c.set("unread", found.unread);
    } else if (fromCookie) {
      clearSessionCookie(c);
    } else {
      throw unauthorized("invalid_token");
    }
  }

  // A cookie rides along on cross-site requests; refuse state changes that did not come from our own pages.
  if (fromCookie && isCrossSiteWrite(c.req.method, c.req.header("origin"), c.req.url)) throw forbidden("cross_site_request");
  await next();
});

export function requireUser(c: Context<AppEnv>): UserRecord {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}
