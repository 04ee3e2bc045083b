import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerUser } from "../test/http";
import { createGroup } from "../test/hub";
import { announceMessage } from "../worker/services/rooms";
import type { RoomEvent } from "./protocol";

async function connect(groupId: number | string, token?: string, cookie?: string) {
  const headers = new Headers({ Upgrade: "websocket" });
  if (cookie) headers.set("cookie", cookie);
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const response = await exports.default.fetch(new Request(`${ORIGIN}/parties/group/${groupId}${query}`, { headers }));
  const socket = response.webSocket;
  if (!socket) return { status: response.status, events: [] as RoomEvent[], socket: null };
  socket.accept();
  const events: RoomEvent[] = [];
  socket.addEventListener("message", (event) => events.push(JSON.parse(String(event.data)) as RoomEvent));
  return { status: response.status, events, socket };
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
    expect((await connect(groupId)).status).toBe(401);
    expect((await connect(groupId, "not-a-token")).status).toBe(401);
  });

  it("refuses unknown, pending and rejected groups", async () => {
    const user = await registerUser("farmer");
    expect((await connect(999999, user.token)).status).toBe(404);
    expect((await connect("abc", user.token)).status).toBe(404);
    expect((await connect(await createGroup(user.user.id, "pending"), user.token)).status).toBe(404);
    expect((await connect(await createGroup(user.user.id, "rejected"), user.token)).status).toBe(404);
  });

  it("accepts the session cookie, counts who is online and fans a stored message out to every socket", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const first = await connect(groupId, farmer.token);
    const second = await connect(groupId, undefined, `gona_session=${buyer.token}`);
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
          created_at: posted.json.created_at,
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
