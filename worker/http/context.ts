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
  };
}
