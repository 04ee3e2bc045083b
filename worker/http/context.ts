import type { Database } from "../db/client";
import type { users } from "../db/schema";
import type { Env } from "../env";

export type UserRecord = typeof users.$inferSelect;

/** Hono's environment for every API route: the bindings plus what the auth middleware found. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    user: UserRecord | null;
    sessionId: string | null;
  };
}
