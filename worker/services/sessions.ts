import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions, type UserRecord, users } from "../db/schema";
import { verifyToken } from "./tokens";

/** The signed-in user behind a token: a valid signature and a live session row, or null. */
export async function findSessionUser(
  db: Database,
  secret: string,
  token: string,
): Promise<{ user: UserRecord; sessionId: string } | null> {
  const claims = await verifyToken(secret, token);
  if (!claims) return null;
  const row = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, new Date().toISOString())))
    .get();
  return row ? { user: row.user, sessionId: claims.sessionId } : null;
}
