import type { Lobby } from "partyserver";
import { ROOM_SESSION_HEADER, ROOM_USER_HEADER } from "../../party/protocol";
import { database } from "../db/client";
import type { Env } from "../env";
import { isId } from "../ids";
import { isApprovedGroup } from "../services/hub";
import { recordRoomJoin } from "../services/room-sessions";
import { findSessionUser } from "../services/sessions";
import { readCookie } from "./cookies";
import { API_ERRORS, type ApiErrorCode } from "./error-codes";
import { SESSION_COOKIE } from "./session-cookie";

const refuse = (status: number, code: ApiErrorCode) =>
  new Response(JSON.stringify({ error: API_ERRORS[code], code }), { status, headers: { "content-type": "application/json" } });

/**
 * Runs before a socket reaches a room: a valid token (`?token=` or the session cookie) and an approved group
 * (a chat room) or the token's own user (a user's room), or the connection is refused. A cookie is sent by the browser whatever page opens the socket, so a
 * cookie-authenticated upgrade must come from our own origin (no Origin header: refused too); a `?token=`
 * caller proves itself by the token and may be a non-browser client without Origin.
 * The room learns the session and user from headers set here (never from the client), to close the socket
 * when the session ends.
 */
export async function authorizeRoomConnection(request: Request, lobby: Lobby<Env>, env: Env): Promise<Response | Request> {
  const url = new URL(request.url);
  const queryToken = url.searchParams.get("token");
  const token = queryToken ?? readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (queryToken === null && token && request.headers.get("origin") !== url.origin) {
    return refuse(403, "chat_cross_site");
  }
  const db = database(env.DB);
  const session = token ? await findSessionUser(db, env.JWT_SECRET, token) : null;
  if (!session) return refuse(401, "chat_sign_in_required");
  // The binding name: "User" serves /parties/user/*, "Group" /parties/group/*.
  if (lobby.className === "User") {
    // A user's own room only: another user's is refused as if it did not exist.
    if (lobby.name !== String(session.user.id)) return refuse(404, "not_found");
    return forwardAs(request, session.sessionId, session.user.id);
  }
  if (lobby.className !== "Group") return refuse(404, "not_found");
  if (!isId(lobby.name)) return refuse(404, "group_not_found");
  const groupId = Number(lobby.name);
  if (!(await isApprovedGroup(db, groupId))) return refuse(404, "group_not_found");
  const join = { sessionId: session.sessionId, userId: session.user.id, groupId };
  if (!(await recordRoomJoin(db, join))) return refuse(401, "chat_sign_in_required");
  return forwardAs(request, join.sessionId, join.userId);
}

function forwardAs(request: Request, sessionId: string, userId: number): Request {
  const forwarded = new Request(request);
  forwarded.headers.set(ROOM_SESSION_HEADER, sessionId);
  forwarded.headers.set(ROOM_USER_HEADER, String(userId));
  return forwarded;
}
