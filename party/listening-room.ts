import { type Connection, type ConnectionContext, Server } from "partyserver";
import type { Env } from "../worker/env";
import { ROOM_SESSION_HEADER, ROOM_USER_HEADER, SESSION_ENDED_CLOSE_CODE } from "./protocol";

const sessionTag = (sessionId: string) => `session:${sessionId}`;
/** Storage key of the sessions this room was told have ended, newest last (kept so a socket in flight is refused too). */
const ENDED_SESSIONS = "ended-sessions";
const ENDED_SESSIONS_KEPT = 500;

/**
 * A room whose sockets only listen (a Durable Object): events reach it from the API after they are stored in
 * D1, never from a client. The Worker authorizes each socket before it gets here and names its session and user
 * in headers; the API asks the room to close a session's sockets when the session ends.
 */
export abstract class ListeningRoom extends Server<Env> {
  static options = { hibernate: true };

  getConnectionTags(_connection: Connection, context: ConnectionContext): string[] {
    const sessionId = context.request.headers.get(ROOM_SESSION_HEADER);
    const userId = context.request.headers.get(ROOM_USER_HEADER);
    return [sessionId ? sessionTag(sessionId) : null, userId ? `user:${userId}` : null].filter((tag): tag is string => tag !== null);
  }

  async onConnect(connection: Connection, context: ConnectionContext) {
    const sessionId = context.request.headers.get(ROOM_SESSION_HEADER);
    // Only the Worker reaches the room, and it always names the session; a socket whose session just ended is closed.
    if (!sessionId || (await this.endedSessions()).includes(sessionId)) {
      connection.close(SESSION_ENDED_CLOSE_CODE, "Session ended");
      return;
    }
    this.connected(connection);
  }

  /** A socket of a live session joined. */
  protected abstract connected(connection: Connection): void;

  /** Called by the API after these sessions ended: closes their sockets here and refuses them from now on. */
  async endSessions(sessionIds: string[]): Promise<number> {
    const ended = [...(await this.endedSessions()).filter((id) => !sessionIds.includes(id)), ...sessionIds];
    await this.ctx.storage.put(ENDED_SESSIONS, ended.slice(-ENDED_SESSIONS_KEPT));
    let closed = 0;
    for (const sessionId of sessionIds) {
      for (const connection of this.getConnections(sessionTag(sessionId))) {
        connection.close(SESSION_ENDED_CLOSE_CODE, "Session ended");
        closed++;
      }
    }
    if (closed > 0) this.sessionsClosed();
    return closed;
  }

  /** Some sockets were closed because their session ended. */
  protected sessionsClosed(): void {}

  private async endedSessions(): Promise<string[]> {
    return (await this.ctx.storage.get<string[]>(ENDED_SESSIONS)) ?? [];
  }

  protected onlineCount(): number {
    let open = 0;
    for (const connection of this.getConnections()) if (connection.readyState === WebSocket.OPEN) open++;
    return open;
  }

  /** Like `broadcast`, but skips sockets already closing (sending to one throws). */
  protected sendToOpen(text: string) {
    for (const connection of this.getConnections()) {
      if (connection.readyState !== WebSocket.OPEN) continue;
      try {
        connection.send(text);
      } catch {
        // A socket dropping mid-send misses this event; the client backfills from the API when it reconnects.
      }
    }
  }
}
