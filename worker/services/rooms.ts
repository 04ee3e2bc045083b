// The API's way to a group's chat room (a Durable Object in this Worker): no HTTP hop.
import { getServerByName } from "partyserver";
import type { GroupMessage } from "../../party/protocol";
import type { Env } from "../env";

/** Asks the group's room to broadcast a stored message. A failure only means clients backfill later. */
export async function announceMessage(env: Env, message: GroupMessage): Promise<boolean> {
  try {
    const room = await getServerByName(env.Group, String(message.group_id));
    await room.announce(message);
    return true;
  } catch (error) {
    console.error("Could not announce message", message.id, error);
    return false;
  }
}

/** Asks the group's room to drop a removed message from every open screen; a failure leaves it until the next load. */
export async function announceRemoval(env: Env, groupId: number, messageId: number): Promise<boolean> {
  try {
    const room = await getServerByName(env.Group, String(groupId));
    await room.removeMessage(groupId, messageId);
    return true;
  } catch (error) {
    console.error("Could not announce removal", messageId, error);
    return false;
  }
}
