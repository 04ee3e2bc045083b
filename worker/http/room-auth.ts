import type { Lobby } from "partyserver";
import { database } from "../db/client";
import type { Env } from "../env";
import { isId } from "../ids";
import { isApprovedGroup } from "../services/hub";
import { findSessionUser } from "../services/sessions";
import { readCookie } from "./cookies";
import { SESSION_COOKIE } from "./session-cookie";

const refuse = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { "content-type": "application/json" } });

/**
 * Runs before a socket reaches a group's room: a valid token (`?token=` or the session cookie)
 * and an approved group, or the connection is refused.
 */
export async function authorizeRoomConnection(request: Request, lobby: Lobby<Env>, env: Env): Promise<Response | undefined> {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  const db = database(env.DB);
  const session = token ? await findSessionUser(db, env.JWT_SECRET, token) : null;
  if (!session) return refuse(401, "Please sign in to join the chat");
  if (!isId(lobby.name)) return refuse(404, "Group not found");
  if (!(await isApprovedGroup(db, Number(lobby.name)))) return refuse(404, "Group not found");
  return undefined;
}
