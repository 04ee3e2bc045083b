const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS change nothing; every other method is a write. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * A cookie rides along on cross-site requests: true for a state-changing request whose Origin header names
 * another site. Used by the API (cookie sessions) and by page form posts alike. No Origin header passes.
 */
export function isCrossSiteWrite(method: string, origin: string | null | undefined, url: string | URL): boolean {
  if (isSafeMethod(method)) return false;
  return Boolean(origin) && origin !== new URL(url).origin;
}
