// D1 read replication through the Sessions API (ADR 037): one session per request, shared by the page and every
// in-process API call it makes. Anonymous reads may use any replica; a signed-in visitor's requests carry the bookmark
// of their last answer, so they always read their own writes wherever they are served.
import { coalesceReads } from "../db/coalesce";
import { readCookie } from "./cookies";
import { instrumentD1, RequestMetrics } from "./server-timing";
import { SESSION_COOKIE } from "./session-cookie";

/** The cookie that carries a signed-in browser's last bookmark (an API client sends the header instead). */
export const BOOKMARK_COOKIE = "gona_d1";
/** The request and answer header that carries a bookmark for API clients. */
export const BOOKMARK_HEADER = "x-d1-bookmark";
/** A bookmark only needs to outlive replication lag: an hour is plenty, and a stale one only means a fresher read. */
const BOOKMARK_MAX_AGE = 60 * 60;
/** D1's bookmark format; anything else from a client is ignored rather than handed to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const signedIn = (request: Request) => request.headers.has("authorization") || !!readCookie(request.headers.get("cookie"), SESSION_COOKIE);

/**
 * Where a request's first read may go: the caller's last bookmark (sequential consistency from there), else the
 * primary for a signed-in caller (who may have just written), else any replica.
 */
export function sessionConstraint(request: Request): string {
  const sent = request.headers.get(BOOKMARK_HEADER) ?? readCookie(request.headers.get("cookie"), BOOKMARK_COOKIE);
  if (sent && BOOKMARK.test(sent)) return sent;
  return signedIn(request) ? "first-primary" : "first-unconstrained";
}

export interface RequestDatabase {
  /** The request's D1: a session that every query of this request goes through, its reads sent together (ADR 038). */
  db: D1Database;
  /** Every statement and round trip of the request, however many in-process API calls made them. */
  metrics: RequestMetrics;
  /** Puts the session's bookmark on a signed-in caller's answer (header, and the cookie for a browser). */
  remember: (response: Response) => Response;
}

/** Opens the request's D1 session. */
export function openRequestDatabase(database: D1Database, request: Request, secure: boolean): RequestDatabase {
  const session = database.withSession(sessionConstraint(request));
  // A session has prepare() and batch(), which is all the Worker asks of its database during a request.
  const metrics = new RequestMetrics();
  const db = coalesceReads(instrumentD1(session as unknown as D1Database, metrics));
  measured.set(db, metrics);
  const remember = (response: Response) => {
    const bookmark = session.getBookmark();
    if (!bookmark || !signedIn(request)) return response;
    // A fresh Response around the same body: headers from some sources (R2, fetch) are immutable.
    const answer = new Response(response.body, response);
    answer.headers.set(BOOKMARK_HEADER, bookmark);
    if (readCookie(request.headers.get("cookie"), SESSION_COOKIE)) {
      answer.headers.append(
        "Set-Cookie",
        `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      );
    }
    return answer;
  };
  return { db, metrics, remember };
}

const measured = new WeakMap<D1Database, RequestMetrics>();

/** The figures of a request's database, if `db` is one (an API app run by a test on the bare binding has none). */
export function requestMetrics(db: D1Database): RequestMetrics | undefined {
  return measured.get(db);
}
