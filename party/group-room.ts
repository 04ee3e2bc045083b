import { type Connection, Server } from "partyserver";
import type { Env } from "../worker/env";
import type { GroupMessage, RoomEvent } from "./protocol";

/**
 * One chat group's realtime room (a Durable Object). Sockets only listen: messages reach the room
 * from the API after they are validated and stored in D1, never from a client.
 * The worker checks the token and the group's approval before a socket gets here.
 */
export class GroupRoom extends Server<Env> {
  static options = { hibernate: true };

  onConnect() {
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
    this.broadcast(JSON.stringify({ type: "new-group-message", message } satisfies RoomEvent));
    return this.onlineCount();
  }

  private onlineCount(): number {
    let open = 0;
    for (const connection of this.getConnections()) if (connection.readyState === WebSocket.OPEN) open++;
    return open;
  }

  private sendPresence() {
    this.broadcast(JSON.stringify({ type: "presence", online: this.onlineCount() } satisfies RoomEvent));
  }
}
