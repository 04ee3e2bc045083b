// One session check per page request (ADR 037): a page's in-process API calls share the first call's lookup of the
// session cookie instead of each reading D1 again. Only the in-process API registers an environment here, so a request
// from the network always checks its own token.
import type { UserRecord } from "../db/schema";

type Found = { user: UserRecord; sessionId: string; unread: number } | null;

const shared = new WeakMap<object, Map<string, Promise<Found>>>();

/** Lets the API calls made with `env` (one page request's) share their session lookups. */
export function shareSessionLookups(env: object): void {
  shared.set(env, new Map());
}

/** After a write (it may have signed out, changed a role or suspended someone), the next call checks again. */
export function forgetSessionLookups(env: object): void {
  shared.get(env)?.clear();
}

/** The session behind `token`: looked up once per page request when `env` is shared, else every time. */
export function lookUpSession(env: object, token: string, lookup: () => Promise<Found>): Promise<Found> {
  const lookups = shared.get(env);
  if (!lookups) return lookup();
  let found = lookups.get(token);
  if (!found) {
    found = lookup();
    lookups.set(token, found);
  }
  return found;
}
