// Chat and notification sockets end with their session: each socket's room is recorded when it connects, and ending a session
// (logout) or every session of a user (password change, later suspension) asks exactly those rooms to close them.
import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { getServerByName } from "partyserver";
import type { UserRoom } from "../../party/user-room";
import type { Database } from "../db/client";
import { chatRoomSessions, sessions } from "../db/schema";
import type { Env } from "../env";

const now = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("joined_at");

/**
 * Records that a session's socket is joining a group's room, and forgets the user's rows of sessions that no
 * longer exist. Returns false when the session ended meanwhile: the socket must then be refused, since a logout
 * that already ran would not know about this room.
 */
export async function recordRoomJoin(db: Database, join: { sessionId: string; userId: number; groupId: number }): Promise<boolean> {
  const [inserted] = await db.batch([
    // Inserted only while the session row is live; an upsert so a reconnect also counts as a change.
    db
      .insert(chatRoomSessions)
      .select(
        db
          .select({ sessionId: sessions.id, userId: sessions.userId, groupId: sql<number>`${join.groupId}`.as("group_id"), joinedAt: now })
          .from(sessions)
          .where(and(eq(sessions.id, join.sessionId), eq(sessions.userId, join.userId), gt(sessions.expiresAt, new Date().toISOString()))),
      )
      .onConflictDoUpdate({ target: [chatRoomSessions.sessionId, chatRoomSessions.groupId], set: { joinedAt: sql`excluded.joined_at` } }),
    db
      .delete(chatRoomSessions)
      .where(
        and(
          eq(chatRoomSessions.userId, join.userId),
          notInArray(chatRoomSessions.sessionId, db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, join.userId))),
        ),
      ),
  ]);
  return (inserted as D1Result).meta.changes > 0;
}

/** Asks each room to close the given sessions' sockets; a room that cannot be reached is logged, not fatal. */
async function closeInRooms(env: Pick<Env, "Group">, rows: { sessionId: string; groupId: number }[]): Promise<number> {
  const byGroup = new Map<number, string[]>();
  for (const row of rows) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row.sessionId]);
  const results = await Promise.allSettled(
    [...byGroup].map(async ([groupId, sessionIds]) => (await getServerByName(env.Group, String(groupId))).endSessions(sessionIds)),
  );
  let closed = 0;
  for (const result of results) {
    if (result.status === "fulfilled") closed += result.value;
    else console.error("Could not close chat sockets of an ended session", result.reason);
  }
  return closed;
}

/** Asks the user's own room (notifications) to close sockets; unreachable is logged, not fatal. */
async function closeInUserRoom(env: Pick<Env, "User">, userId: number, close: (room: DurableObjectStub<UserRoom>) => Promise<number>) {
  try {
    return await close(await getServerByName(env.User, String(userId)));
  } catch (error) {
    console.error("Could not close notification sockets of an ended session", error);
    return 0;
  }
}

/** Closes every socket of one session of a user (call after its session row is deleted). Returns how many closed. */
export async function closeSessionSockets(
  env: Pick<Env, "Group" | "User">,
  db: Database,
  sessionId: string,
  userId: number,
): Promise<number> {
  const inUserRoom = await closeInUserRoom(env, userId, (room) => room.endSessions([sessionId]));
  const rows = await db
    .select({ sessionId: chatRoomSessions.sessionId, groupId: chatRoomSessions.groupId })
    .from(chatRoomSessions)
    .where(eq(chatRoomSessions.sessionId, sessionId))
    .all();
  if (rows.length === 0) return inUserRoom;
  const closed = await closeInRooms(env, rows);
  await db.delete(chatRoomSessions).where(eq(chatRoomSessions.sessionId, sessionId));
  return inUserRoom + closed;
}

/**
 * Closes every socket of every session of a user (call after their session rows are deleted, e.g. a password
 * change or a suspension). Sessions still alive (one started afterwards) keep theirs.
 */
export async function closeUserSockets(env: Pick<Env, "Group" | "User">, db: Database, userId: number): Promise<number> {
  const live = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const liveIds = (await live.all()).map((row) => row.id);
  const inUserRoom = await closeInUserRoom(env, userId, (room) => room.keepOnlySessions(liveIds));
  const ended = and(eq(chatRoomSessions.userId, userId), notInArray(chatRoomSessions.sessionId, live));
  const rows = await db
    .select({ sessionId: chatRoomSessions.sessionId, groupId: chatRoomSessions.groupId })
    .from(chatRoomSessions)
    .where(ended)
    .all();
  if (rows.length === 0) return inUserRoom;
  const closed = await closeInRooms(env, rows);
  // No row of an ended session can appear meanwhile (a join needs a live session), so this deletes what was read.
  await db.delete(chatRoomSessions).where(ended);
  return inUserRoom + closed;
}
