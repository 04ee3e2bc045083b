// Purging a listing's cached page in every data center (ADR 043). The page cache (ADR 036) drops the copies of the
// data center that took a write at once; copies elsewhere would live up to 60 s. When a listing leaves public view
// (frozen, paused, deleted, sold out), its own page must go everywhere at once: Cloudflare's purge by tag
// reaches every copy stored with that `Cache-Tag`. It needs the zone's id and an API token allowed to purge it;
// without them (local development, tests) it does nothing and the 60 s bound stands.
import type { Context } from "hono";
import { inBackground } from "./background";
import type { AdminEnv, AppEnv } from "./context";
import { listingPageTag, pageCacheOn } from "./page-cache";

export interface PurgeEnv {
  PAGE_CACHE?: string;
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_PURGE_TOKEN?: string;
  CLOUDFLARE_API_BASE_URL?: string;
}

/** A purge that has not answered in this long is given up (the copies still end at 60 s). */
const PURGE_TIMEOUT_MS = 5_000;

/** Whether purges are configured: the zone and its token (both or neither). */
export const purgeConfigured = (env: PurgeEnv) => pageCacheOn(env) && Boolean(env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_PURGE_TOKEN);

/**
 * Purges every copy carrying one of `tags`, in every data center. Never throws: a failed purge is logged, and the
 * copies end at their 60 s life as they would without it.
 */
export async function purgeTagsEverywhere(env: PurgeEnv, tags: string[]): Promise<void> {
  if (!purgeConfigured(env) || tags.length === 0) return;
  const base = env.CLOUDFLARE_API_BASE_URL || "https://api.cloudflare.com";
  try {
    const response = await fetch(`${base}/client/v4/zones/${encodeURIComponent(env.CLOUDFLARE_ZONE_ID ?? "")}/purge_cache`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.CLOUDFLARE_PURGE_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`Purging ${tags.join(", ")} failed: ${response.status} ${await response.text()}`);
    else await response.body?.cancel();
  } catch (error) {
    console.warn(`Purging ${tags.join(", ")} failed: ${String(error)}`);
  }
}

/** Marks a listing whose public page this request takes away: its copies are purged everywhere once the write succeeds. */
export function listingLeavesPublicView(c: Context<AppEnv> | Context<AdminEnv>, listingId: number): void {
  const leaving = (c as Context<AppEnv>).var.leavingPublicView ?? [];
  (c as Context<AppEnv>).set("leavingPublicView", [...leaving, listingId]);
}

/** After a successful write: purges the pages of the listings it took out of public view, without delaying the answer. */
export function purgeLeavingListings(c: Context<AppEnv>): void {
  const ids = c.var.leavingPublicView ?? [];
  if (ids.length === 0 || c.res.status >= 400 || !purgeConfigured(c.env)) return;
  const purge = purgeTagsEverywhere(c.env, [...new Set(ids)].map(listingPageTag));
  try {
    inBackground(c.executionCtx, "purging pages everywhere", purge);
  } catch {
    // No execution context (a direct call of the app in a unit test): the purge still runs.
  }
}
