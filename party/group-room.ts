import { type Connection, type ConnectionContext, Server } from "partyserver";
import type { Env } from "../worker/env";
import { type GroupMessage, ROOM_SESSION_HEADER, ROOM_USER_HEADER, type RoomEvent, SESSION_ENDED_CLOSE_CODE } from "./protocol";

const sessionTag = (sessionId: string) => `session:${sessionId}`;
/** Storage key of the sessions this room was told have ended, newest last (kept so a socket in flight is refused too). */
const ENDED_SESSIONS = "ended-sessions";
const ENDED_SESSIONS_KEPT = 500;

/**
 * One chat group's realtime room (a Durable Object). Sockets only listen: messages reach the room
 * from the API after they are validated and stored in D1, never from a client.
 * The worker checks the token and the group's approval before a socket gets here, and tells the room whose
 * session the socket belongs to; the API asks the room to close a session's sockets when it ends.
 */
export class GroupRoom extends Server<Env> {
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
    this.sendPresence();
  }

  onClose() {
    this.sendPresence();
  }

  onMessage(connection: Connection) {
    // Clients never broadcast through the socket; sending goes through POST /api/chat/groups/{id}/messages.
    connection.send(JSON.stringify({ type: "presence", online: this.onlineCount() } satisfies RoomEvent));
  }

  /** Called by the API (over Durable Object RPC) once a message is stored. */
  async announce(message: GroupMessage): Promise<number> {
    this.sendToOpen(JSON.stringify({ type: "new-group-message", message } satisfies RoomEvent));
    return this.onlineCount();
  }

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
    if (closed > 0) this.sendPresence();
    return closed;
  }

  private async endedSessions(): Promise<string[]> {
    return (await this.ctx.storage.get<string[]>(ENDED_SESSIONS)) ?? [];
  }

  private onlineCount(): number {
    let open = 0;
    for (const connection of this.getConnections()) if (connection.readyState === WebSocket.OPEN) open++;
    return open;
  }

  private sendPresence() {
    this.sendToOpen(JSON.stringify({ type: "presence", online: this.onlineCount() } satisfies RoomEvent));
  }

  /** Like `broadcast`, but skips sockets already closing (sending to one throws). */
  private sendToOpen(text: string) {
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
