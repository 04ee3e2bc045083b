import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { TOKEN_LIFETIME_SECONDS } from "../services/tokens";

/** The httpOnly cookie that carries the same JWT the API accepts as a Bearer token. */
export const SESSION_COOKIE = "gona_session";

function isLocalhost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocalhost(c.req.url),
    path: "/",
    maxAge: TOKEN_LIFETIME_SECONDS,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: !isLocalhost(c.req.url), httpOnly: true, sameSite: "Lax" });
}
