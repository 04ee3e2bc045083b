// Chat under faults: sockets dropped and the room restarted mid-conversation. Every message the API
// accepted (201) must reach each client exactly once, live or through the `?after=` backfill, in id order.

import { abortAllDurableObjects } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerUser } from "../test/http";
import { createGroup } from "../test/hub";
import type { GroupMessage, RoomEvent } from "./protocol";

async function waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A chat client as the browser runs it (app/components/hub/useGroupRoom.ts): messages merged by id, and a backfill
 * cursor moved only by gap-free API pages, never by what the socket delivered.
 */
class ChatClient {
  readonly shown = new Map<number, GroupMessage>();
  /** Every message the socket delivered, duplicates included (the room must not send one twice). */
  readonly live: number[] = [];
  socket: WebSocket | null = null;
  closed = false;
  private confirmedId = 0;

  constructor(
    private readonly groupId: number,
    private readonly token: string,
  ) {}

  async connect() {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/parties/group/${this.groupId}?token=${encodeURIComponent(this.token)}`, {
        headers: { Upgrade: "websocket" },
      }),
    );
    expect(response.status).toBe(101);
    const socket = response.webSocket;
    if (!socket) throw new Error("no socket");
    socket.accept();
    this.closed = false;
    const onGone = () => {
      if (this.socket === socket) this.closed = true;
    };
    socket.addEventListener("close", onGone);
    socket.addEventListener("error", onGone);
    socket.addEventListener("message", (event) => {
      const parsed = JSON.parse(String(event.data)) as RoomEvent;
      if (parsed.type !== "new-group-message") return;
      this.live.push(parsed.message.id);
      this.shown.set(parsed.message.id, parsed.message);
    });
    this.socket = socket;
    // On open the browser backfills what it missed while it was away.
    await this.backfill();
  }

  drop() {
    this.socket?.close(1000, "network gone");
    this.socket = null;
    this.closed = true;
  }

  async backfill() {
    for (;;) {
      const page = await call("GET", `/api/chat/groups/${this.groupId}/messages?after=${this.confirmedId}&limit=3`, { token: this.token });
      expect(page.status).toBe(200);
      const messages = page.json as GroupMessage[];
      const ids = messages.map((message) => message.id);
      // A backfill page is in id order, with nothing at or before the cursor.
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids.every((id) => id > this.confirmedId)).toBe(true);
      for (const message of messages) this.shown.set(message.id, message);
      this.confirmedId = ids.at(-1) ?? this.confirmedId;
      if (messages.length < 3) return;
    }
  }

  /** What the screen lists: by id, oldest first. */
  screen(): number[] {
    return [...this.shown.keys()].sort((a, b) => a - b);
  }
}

describe("chat faults", () => {
  it("loses and duplicates nothing across dropped sockets and a room restart", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const accepted: number[] = [];
    const contents = new Map<number, string>();
    async function post(content: string, token = farmer.token) {
      const answer = await call("POST", `/api/chat/groups/${groupId}/messages`, { token, body: { content } });
      expect(answer.status).toBe(201);
      accepted.push(answer.json.id);
      contents.set(answer.json.id, content);
      return answer.json as GroupMessage & { delivered: boolean };
    }

    const clients = [new ChatClient(groupId, farmer.token), new ChatClient(groupId, buyer.token), new ChatClient(groupId, buyer.token)];
    for (const client of clients) await client.connect();

    // A live conversation reaches every socket.
    for (let i = 1; i <= 3; i++) await post(`before ${i}`, i % 2 ? farmer.token : buyer.token);
    for (const client of clients) await waitFor(() => client.live.length === 3, "live messages");

    // One phone loses its signal; the conversation goes on.
    clients[2]?.drop();
    await post("while one phone is away");

    // The room restarts while messages are being posted: every socket is cut.
    const inFlight = Promise.all([post("racing the restart 1"), post("racing the restart 2", buyer.token)]);
    await abortAllDurableObjects();
    await inFlight;
    for (const client of clients.slice(0, 2)) await waitFor(() => client.closed, "the room's sockets to close");

    // Sockets are down; the API still accepts (and stores) messages.
    for (let i = 1; i <= 4; i++) await post(`while the room is down ${i}`, i % 2 ? buyer.token : farmer.token);

    // Everyone reconnects (each backfills from its own cursor), and the conversation continues live.
    for (const client of clients) await client.connect();
    const after = await post("after the restart");
    expect(after.delivered).toBe(true);
    for (const client of clients) await waitFor(() => client.shown.has(after.id), "the message after the restart");

    const expected = [...accepted].sort((a, b) => a - b);
    expect(new Set(expected).size).toBe(accepted.length);
    for (const client of clients) {
      // Exactly the accepted messages, once each, in id order, with their stored text.
      expect(client.screen()).toEqual(expected);
      for (const id of expected) expect(client.shown.get(id)?.content).toBe(contents.get(id));
      // The room never sent one message twice to the same socket.
      expect(new Set(client.live).size).toBe(client.live.length);
    }
    for (const client of clients) client.drop();
  });

  it("recovers a message whose broadcast was lost even when a later one arrived live", async () => {
    const farmer = await registerUser("farmer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const client = new ChatClient(groupId, farmer.token);
    await client.connect();
    const first = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: farmer.token, body: { content: "seen live" } });
    await waitFor(() => client.shown.has(first.json.id), "the live message");

    // Stored while this client is cut off from the room (its broadcast never reaches it)...
    client.drop();
    const missed = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: farmer.token, body: { content: "missed" } });
    // ...and a later one reaches it live after it reconnects, before any backfill ran.
    client.socket = null;
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/parties/group/${groupId}?token=${encodeURIComponent(farmer.token)}`, { headers: { Upgrade: "websocket" } }),
    );
    const socket = response.webSocket;
    if (!socket) throw new Error("no socket");
    socket.accept();
    socket.addEventListener("message", (event) => {
      const parsed = JSON.parse(String(event.data)) as RoomEvent;
      if (parsed.type === "new-group-message") client.shown.set(parsed.message.id, parsed.message);
    });
    const later = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: farmer.token, body: { content: "later, live" } });
    await waitFor(() => client.shown.has(later.json.id), "the later live message");
    expect(client.shown.has(missed.json.id)).toBe(false);

    // The backfill cursor was not moved by the live message, so the missed one comes back.
    await client.backfill();
    expect(client.screen()).toEqual([first.json.id, missed.json.id, later.json.id]);
    socket.close();
  });
});
