import type { Connection } from "partyserver";
import { ListeningRoom } from "./listening-room";
import type { UserRoomEvent } from "./protocol";

/** One user's room: every open tab of theirs hears of new notifications and the unread count. */
export class UserRoom extends ListeningRoom {
  protected connected() {}

  onMessage(connection: Connection) {
    // Nothing is sent through the socket; a client that speaks is told it is heard by nobody.
    connection.send(JSON.stringify({ type: "ignored" }));
  }

  /** Called by the API after a notification is stored (or read): how many tabs heard it. */
  async deliver(event: UserRoomEvent): Promise<number> {
    this.sendToOpen(JSON.stringify(event));
    return this.onlineCount();
  }

  /** Closes the sockets of every session not in `live` (a password reset or suspension ended the others). */
  async keepOnlySessions(live: string[]): Promise<number> {
    const ended = new Set<string>();
    for (const connection of this.getConnections()) {
      for (const tag of connection.tags) if (tag.startsWith("session:") && !live.includes(tag.slice(8))) ended.add(tag.slice(8));
    }
    return ended.size > 0 ? this.endSessions([...ended]) : 0;
  }
}
