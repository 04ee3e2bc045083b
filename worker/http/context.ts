import type { RouteDescriptor } from "../api/route-descriptor";
import type { Database } from "../db/client";
import type { UserRecord } from "../db/schema";
import type { Env } from "../env";
import type { RequestMetrics } from "./server-timing";

/** Hono's environment for every API route: the bindings plus what the auth middleware found. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    metrics: RequestMetrics;
    user: UserRecord | null;
    sessionId: string | null;
    /** The user's unread notifications when the session was checked (0 when signed out). */
    unread: number;
    /** Listings this request takes out of public view: their cached pages are purged everywhere after it (ADR 043). */
    leavingPublicView?: number[];
    /** The descriptor of the route answering (set by the guard, worker/api/guard.ts). */
    route?: RouteDescriptor;
  };
}

/** Routes behind the admin router's one role check: the signed-in admin is always set. */
export interface AdminEnv {
  Bindings: Env;
  Variables: AppEnv["Variables"] & { admin: UserRecord };
}
