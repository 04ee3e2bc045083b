import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pushSubscriptions, sessions, type UserRecord, users } from "../db/schema";
import { verifyToken } from "./tokens";

/**
 * The signed-in user behind a token (a valid signature and a live session row) with their unread notification count,
 * or null. The count rides along (an index read of the unread ones) because every signed-in page shows it in the
 * header's bell: reading it here saves that page a D1 round trip.
 */
export async function findSessionUser(
  db: Database,
  secret: string,
  token: string,
): Promise<{ user: UserRecord; sessionId: string; unread: number } | null> {
  const claims = await verifyToken(secret, token);
  if (!claims) return null;
  const row = await db
    .select({
      user: users,
      unread: sql<number>`(select count(*) from notifications n where n.user_id = ${users.id} and n.read_at is null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, new Date().toISOString()),
        // Suspension deletes the sessions too; this keeps a session opened in a race with it from working.
        isNull(users.suspendedAt),
      ),
    )
    .get();
  return row ? { user: row.user, sessionId: claims.sessionId, unread: row.unread } : null;
}

/** Opens a session row (and sweeps expired ones, with their devices' push subscriptions) in one batch. */
export async function openSession(db: Database, session: { id: string; userId: number; expiresAt: string }, now = new Date()) {
  const expired = lt(sessions.expiresAt, now.toISOString());
  await db.batch([
    db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, db.select({ id: sessions.id }).from(sessions).where(expired))),
    db.delete(sessions).where(expired),
    db.insert(sessions).values(session),
  ]);
}

/** Signing out of a device also stops its push notifications: the next person on it must not get them. */
export async function endSession(db: Database, sessionId: string) {
  await db.batch([
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId)),
    db.delete(sessions).where(eq(sessions.id, sessionId)),
  ]);
}

/**
 * Stores a new password hash and ends every session of the user (and every device's push subscription), in one batch.
 * A reset (which proved the phone or e-mail) also lifts a freeze on contact changes (ADR 053); a change does not.
 */
export async function replacePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now = new Date(),
  options: { liftContactFreeze?: boolean } = {},
) {
  const lift = options.liftContactFreeze ? { contactChangesFrozenAt: null } : {};
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, updatedAt: now.toISOString(), ...lift })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
}
