import type { Connection } from "partyserver";
import { ListeningRoom } from "./listening-room";
import type { GroupMessage, RoomEvent } from "./protocol";

/** One chat group's realtime room: new messages (sent through POST /api/chat/groups/{id}/messages) and who is online. */
export class GroupRoom extends ListeningRoom {
  protected connected() {
    this.sendPresence();
  }

  protected sessionsClosed() {
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

  /** Called by the API once an admin's removal of a message is stored: every open screen drops it. */
  async removeMessage(groupId: number, messageId: number): Promise<number> {
    this.sendToOpen(JSON.stringify({ type: "message-removed", group_id: groupId, message_id: messageId } satisfies RoomEvent));
    return this.onlineCount();
  }

  private sendPresence() {
    this.sendToOpen(JSON.stringify({ type: "presence", online: this.onlineCount() } satisfies RoomEvent));
  }
}
