import { env, exports } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerUser, unique } from "../test/http";
import { createGroup, registerAdmin } from "../test/hub";
import { oggOpus, voiceMessageForm } from "../test/voice";
import { announceMessage } from "../worker/services/rooms";
import { type RoomEvent, SESSION_ENDED_CLOSE_CODE } from "./protocol";

async function connect(groupId: number | string, token?: string, cookie?: string, origin: string | null = ORIGIN) {
  const headers = new Headers({ Upgrade: "websocket" });
  if (cookie) headers.set("cookie", cookie);
  if (origin) headers.set("origin", origin);
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const response = await exports.default.fetch(new Request(`${ORIGIN}/parties/group/${groupId}${query}`, { headers }));
  const socket = response.webSocket;
  const closed: { code?: number; reason?: string } = {};
  if (!socket) return { status: response.status, events: [] as RoomEvent[], socket: null, closed, refusal: await response.json() };
  socket.accept();
  const events: RoomEvent[] = [];
  socket.addEventListener("message", (event) => events.push(JSON.parse(String(event.data)) as RoomEvent));
  socket.addEventListener("close", (event) => Object.assign(closed, { code: event.code, reason: event.reason }));
  return { status: response.status, events, socket, closed, refusal: null };
}

/** A second session (another device) for the same account. */
async function signInAgain(account: { email: string; password: string }) {
  const result = await call("POST", "/api/auth/login", {
    body: { email: account.email, password: account.password },
    headers: { "cf-connecting-ip": unique().address },
  });
  expect(result.status).toBe(200);
  return result.json.token as string;
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out waiting");
}

const newMessage = (events: RoomEvent[]) => events.find((event) => event.type === "new-group-message");

describe("group room", () => {
  it("refuses sockets without a valid token", async () => {
    const user = await registerUser("farmer");
    const groupId = await createGroup(user.user.id, "approved");
    expect(await connect(groupId)).toMatchObject({
      status: 401,
      refusal: { error: "Please sign in to join the chat", code: "chat_sign_in_required" },
    });
    expect(await connect(groupId, "not-a-token")).toMatchObject({ status: 401, refusal: { code: "chat_sign_in_required" } });
  });

  it("answers a plain request or a path without a room with the API's JSON 404", async () => {
    for (const path of ["/parties/group/1", "/parties/group"]) {
      const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: "Not found", code: "not_found" });
    }
  });

  it("refuses unknown, pending and rejected groups", async () => {
    const user = await registerUser("farmer");
    expect(await connect(999999, user.token)).toMatchObject({
      status: 404,
      refusal: { error: "Group not found", code: "group_not_found" },
    });
    expect(await connect("abc", user.token)).toMatchObject({ status: 404, refusal: { code: "group_not_found" } });
    expect((await connect(await createGroup(user.user.id, "pending"), user.token)).status).toBe(404);
    expect((await connect(await createGroup(user.user.id, "rejected"), user.token)).status).toBe(404);
  });

  it("accepts the session cookie, counts who is online and fans a stored message out to every socket", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const first = await connect(groupId, farmer.token);
    const second = await connect(groupId, undefined, `gona_session=${buyer.token}`, ORIGIN);
    const third = await connect(groupId, buyer.token);
    expect([first.status, second.status, third.status]).toEqual([101, 101, 101]);
    await waitFor(() => first.events.find((event) => event.type === "presence" && event.online === 3));

    // What a client sends over the socket is never broadcast.
    second.socket?.send(JSON.stringify({ type: "new-group-message", message: { content: "spoofed" } }));
    const posted = await call("POST", `/api/chat/groups/${groupId}/messages`, {
      token: buyer.token,
      body: { content: "Who sells SAMMAZ seed?" },
    });
    expect(posted.status).toBe(201);
    expect(posted.json.delivered).toBe(true);

    for (const client of [first, second, third]) {
      const event = await waitFor(() => newMessage(client.events));
      expect(event).toEqual({
        type: "new-group-message",
        message: {
          id: posted.json.id,
          group_id: groupId,
          content: "Who sells SAMMAZ seed?",
          sender_name: "Test buyer",
          sender_id: buyer.user.id,
          is_verified: false,
          sender_role: "buyer",
          created_at: posted.json.created_at,
          audio: null,
        },
      });
      expect(client.events.filter((e) => e.type === "new-group-message")).toHaveLength(1);
    }
    // The broadcast message is already in D1, where reconnecting clients backfill from.
    const stored = await env.DB.prepare("SELECT content FROM group_messages WHERE id = ?")
      .bind(posted.json.id)
      .first<{ content: string }>();
    expect(stored?.content).toBe("Who sells SAMMAZ seed?");

    third.socket?.close();
    await waitFor(() => first.events.find((event) => event.type === "presence" && event.online === 2));
    first.socket?.close();
    second.socket?.close();
  });

  it("broadcasts a voice note like a text message: its link, length and size", async () => {
    const farmer = await registerUser("farmer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const listener = await connect(groupId, farmer.token);
    const posted = await call("POST", `/api/chat/groups/${groupId}/messages`, {
      token: farmer.token,
      rawBody: voiceMessageForm(oggOpus(6)),
    });
    expect(posted.status).toBe(201);
    const event = await waitFor(() => newMessage(listener.events));
    expect(event).toMatchObject({ message: { id: posted.json.id, content: "", audio: posted.json.audio } });
    expect(posted.json.audio).toMatchObject({ duration_s: 6, transcript: null });
    listener.socket?.close();
  });

  it("drops a message an admin removed after a report from every open socket at once", async () => {
    const author = await registerUser("farmer");
    const reader = await registerUser("buyer");
    const admin = await registerAdmin();
    const groupId = await createGroup(author.user.id, "approved");
    const posted = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: author.token, body: { content: "Fake NPK here" } });
    const first = await connect(groupId, author.token);
    const second = await connect(groupId, reader.token);
    expect([first.status, second.status]).toEqual([101, 101]);
    await waitFor(() => first.events.find((event) => event.type === "presence" && event.online === 2));
    const filed = await call("POST", "/api/reports", {
      token: reader.token,
      body: { target_type: "group_message", target_id: posted.json.id, reason: "counterfeit" },
    });
    const removed = await call("PUT", `/api/admin/reports/${filed.json.report.id}`, {
      token: admin.token,
      body: { action: "remove_content" },
    });
    expect(removed.status).toBe(200);
    for (const client of [first, second]) {
      const event = await waitFor(() => client.events.find((e) => e.type === "message-removed"));
      expect(event).toEqual({ type: "message-removed", group_id: groupId, message_id: posted.json.id });
    }
    // A dismissal removes nothing, so the room hears nothing before the next message.
    const kept = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: author.token, body: { content: "Real NPK" } });
    const doubt = await call("POST", "/api/reports", {
      token: reader.token,
      body: { target_type: "group_message", target_id: kept.json.id, reason: "other" },
    });
    expect(
      (await call("PUT", `/api/admin/reports/${doubt.json.report.id}`, { token: admin.token, body: { action: "dismiss" } })).status,
    ).toBe(200);
    const after = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: author.token, body: { content: "Still here" } });
    await waitFor(() => first.events.find((e) => e.type === "new-group-message" && e.message.id === after.json.id));
    expect(first.events.filter((e) => e.type === "message-removed")).toHaveLength(1);
    first.socket?.close();
    second.socket?.close();
  });

  it("accepts a cookie only from the app's own origin; a token in the query needs no Origin", async () => {
    const user = await registerUser("farmer");
    const groupId = await createGroup(user.user.id, "approved");
    const cookie = `gona_session=${user.token}`;
    const foreign = await connect(groupId, undefined, cookie, "https://evil.example");
    expect(foreign).toMatchObject({ status: 403, refusal: { error: "Cross-site chat connection refused", code: "chat_cross_site" } });
    expect((await connect(groupId, undefined, cookie, "http://localhost:8787.evil.example")).status).toBe(403);
    expect((await connect(groupId, undefined, cookie, null)).status).toBe(403);
    const own = await connect(groupId, undefined, cookie, ORIGIN);
    const app = await connect(groupId, user.token, undefined, null);
    expect([own.status, app.status]).toEqual([101, 101]);
    own.socket?.close();
    app.socket?.close();
  });

  it("closes a session's sockets at logout, with 4001, and delivers nothing more to them", async () => {
    const farmer = await registerUser("farmer");
    const otherDevice = await signInAgain(farmer);
    const buyer = await registerUser("buyer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const secondGroupId = await createGroup(farmer.user.id, "approved");
    // A row left by a session that expired without a logout is forgotten at the user's next join.
    await env.DB.prepare("INSERT INTO chat_room_sessions (session_id, user_id, group_id) VALUES ('expired-session', ?, ?)")
      .bind(farmer.user.id, groupId)
      .run();
    const loggedOut = await connect(groupId, farmer.token);
    const loggedOutElsewhere = await connect(secondGroupId, undefined, `gona_session=${farmer.token}`);
    const stillIn = await connect(groupId, otherDevice);
    const listener = await connect(groupId, buyer.token);
    await waitFor(() => listener.events.find((event) => event.type === "presence" && event.online === 3));

    expect((await call("POST", "/api/auth/logout", { token: farmer.token })).status).toBe(200);
    await waitFor(() => loggedOut.closed.code);
    await waitFor(() => loggedOutElsewhere.closed.code);
    expect(loggedOut.closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: "Session ended" });
    expect(loggedOutElsewhere.closed.code).toBe(SESSION_ENDED_CLOSE_CODE);
    await waitFor(() => listener.events.find((event) => event.type === "presence" && event.online === 2));

    const posted = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: buyer.token, body: { content: "Rain today." } });
    expect(posted.status).toBe(201);
    await waitFor(() => newMessage(stillIn.events));
    await waitFor(() => newMessage(listener.events));
    expect(newMessage(loggedOut.events)).toBeUndefined();
    expect(stillIn.closed.code).toBeUndefined();
    // The ended session cannot come back, and its room rows are gone.
    expect((await connect(groupId, farmer.token)).status).toBe(401);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM chat_room_sessions WHERE user_id = ?")
      .bind(farmer.user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1); // the other device's row only
    stillIn.socket?.close();
    listener.socket?.close();
  });

  it("closes every socket of every session of a user when the password changes", async () => {
    const farmer = await registerUser("farmer");
    const otherDevice = await signInAgain(farmer);
    const groupId = await createGroup(farmer.user.id, "approved");
    const secondGroupId = await createGroup(farmer.user.id, "approved");
    const sockets = [await connect(groupId, farmer.token), await connect(groupId, otherDevice), await connect(secondGroupId, otherDevice)];
    expect(sockets.map((socket) => socket.status)).toEqual([101, 101, 101]);
    const changed = await call("POST", "/api/auth/password", {
      token: farmer.token,
      body: { currentPassword: farmer.password, newPassword: "another-strong-2", confirmPassword: "another-strong-2" },
    });
    expect(changed.status).toBe(200);
    for (const socket of sockets) expect(await waitFor(() => socket.closed.code)).toBe(SESSION_ENDED_CLOSE_CODE);
    const fresh = await connect(groupId, changed.json.token);
    expect(fresh.status).toBe(101);
    await waitFor(() => fresh.events.find((event) => event.type === "presence" && event.online === 1));
    fresh.socket?.close();
  });

  it("refuses a socket that reaches the room after its session was ended there", async () => {
    const farmer = await registerUser("farmer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const sessionId = (await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(farmer.user.id).first<{ id: string }>())
      ?.id as string;
    // A logout that ran while this socket was on its way: the room already knows the session ended.
    expect(await (await getServerByName(env.Group, String(groupId))).endSessions([sessionId])).toBe(0);
    const late = await connect(groupId, farmer.token);
    expect(await waitFor(() => late.closed.code)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(late.events).toEqual([]);
  });

  it("keeps the message when the room cannot be reached", async () => {
    const broken = {
      Group: {
        idFromName: () => {
          throw new Error("room down");
        },
      },
    } as unknown as typeof env;
    const delivered = await announceMessage(broken, {
      id: 1,
      group_id: 1,
      content: "x",
      sender_name: "x",
      sender_id: 1,
      is_verified: false,
      created_at: new Date().toISOString(),
    });
    expect(delivered).toBe(false);
  });
});
