import { readCookie } from "./http/cookies";
import { SESSION_COOKIE } from "./http/session-cookie";

/** The cookie that keeps a visitor's Lite/Full choice for a year ("1" Lite, "0" Full). */
export const LITE_COOKIE = "gona_lite";
const LITE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Request headers that change whether a page is Lite, so caches must key on them. */
export const LITE_VARY = "Save-Data, ECT";
/** Client hints the browser should send on later requests (ECT is only sent once asked for). */
export const LITE_ACCEPT_CH = "ECT, Save-Data";

const SLOW_LINKS = new Set(["slow-2g", "2g"]);

export interface LiteDecision {
  lite: boolean;
  /** Set when `?lite=` made a choice the browser should keep. */
  chosen: boolean | null;
}

/** `/offline` is always Lite; otherwise `?lite=1|0` > the `gona_lite` cookie > `Save-Data: on` or `ECT: slow-2g|2g` > Full mode. */
export function decideLite(request: Request, url: URL): LiteDecision {
  // The offline page is shown by the service worker in place of other pages: it must never hydrate.
  if (url.pathname === "/offline") return { lite: true, chosen: null };
  const asked = url.searchParams.get("lite");
  const chosen = asked === "1" ? true : asked === "0" ? false : null;
  if (chosen !== null) return { lite: chosen, chosen };
  const cookie = readCookie(request.headers.get("cookie"), LITE_COOKIE);
  if (cookie === "1" || cookie === "0") return { lite: cookie === "1", chosen: null };
  const saveData = request.headers.get("save-data")?.trim().toLowerCase() === "on";
  const ect = request.headers.get("ect")?.trim().toLowerCase() ?? "";
  return { lite: saveData || SLOW_LINKS.has(ect), chosen: null };
}

/** The `Set-Cookie` value that keeps a Lite/Full choice (also used by the profile's setting). */
export function liteCookie(lite: boolean, secure: boolean): string {
  return `${LITE_COOKIE}=${lite ? "1" : "0"}; Path=/; Max-Age=${LITE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Whose page this is, for the service worker's saved copies: "anon", or a digest of the session cookie (never the
 * cookie itself). Offline, a copy is only shown to the same viewer; signing in or out changes it.
 */
export async function viewerTag(request: Request): Promise<string> {
  const session = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!session) return "anon";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(session)));
  return `u${Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
