import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerUser } from "../test/http";
import { approvedListingWithBuyer } from "../test/marketplace";
import { SESSION_ENDED_CLOSE_CODE, type UserRoomEvent } from "./protocol";

async function connect(userId: number | string, token?: string, cookie?: string, origin: string | null = ORIGIN) {
  const headers = new Headers({ Upgrade: "websocket" });
  if (cookie) headers.set("cookie", cookie);
  if (origin) headers.set("origin", origin);
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const response = await exports.default.fetch(new Request(`${ORIGIN}/parties/user/${userId}${query}`, { headers }));
  const socket = response.webSocket;
  const closed: { code?: number; reason?: string } = {};
  if (!socket) return { status: response.status, events: [] as UserRoomEvent[], socket: null, closed, refusal: await response.json() };
  socket.accept();
  const events: UserRoomEvent[] = [];
  socket.addEventListener("message", (event) => events.push(JSON.parse(String(event.data)) as UserRoomEvent));
  socket.addEventListener("close", (event) => Object.assign(closed, { code: event.code, reason: event.reason }));
  return { status: response.status, events, socket, closed, refusal: null };
}

/** Waits for something the room sends after the API's answer (delivery runs after the response, in waitUntil). */
async function eventually<T>(check: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the room never sent it");
}

describe("a user's own room", () => {
  it("lets in only the token's own user", async () => {
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    expect(await connect(farmer.user.id)).toMatchObject({ status: 401, refusal: { code: "chat_sign_in_required" } });
    expect(await connect(farmer.user.id, buyer.token)).toMatchObject({ status: 404, refusal: { code: "not_found" } });
    expect((await connect("abc", buyer.token)).status).toBe(404);
    // The session cookie works only from the app's own pages.
    expect((await connect(farmer.user.id, undefined, `gona_session=${farmer.token}`, "https://evil.example")).status).toBe(403);
    const own = await connect(farmer.user.id, undefined, `gona_session=${farmer.token}`);
    expect(own.status).toBe(101);
    own.socket?.close();
  });

  it("pushes a new notification and the unread count to every open tab, then the count after reading", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Groundnut" });
    const tabs = [await connect(farmer.user.id, farmer.token), await connect(farmer.user.id, farmer.token)];
    const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(sent.status).toBe(201);
    for (const tab of tabs) {
      const event = await eventually(() => tab.events.find((e) => e.type === "notification"));
      expect(event).toMatchObject({
        type: "notification",
        unread: 1,
        // The notification opens the order it is about.
        notification: { type: "purchase_request.created", title: "New purchase request", url: `/orders/${sent.json.id}`, read: false },
      });
    }
    expect((await call("PUT", "/api/notifications/read-all", { token: farmer.token })).json).toEqual({ updated: 1 });
    await eventually(() => tabs[0]?.events.find((e) => e.type === "unread" && e.unread === 0));
    for (const tab of tabs) tab.socket?.close();
  });

  it("closes a session's sockets at logout with 4001", async () => {
    const farmer = await registerUser("farmer");
    const tab = await connect(farmer.user.id, farmer.token);
    expect((await call("POST", "/api/auth/logout", { token: farmer.token })).status).toBe(200);
    await eventually(() => tab.closed.code);
    expect(tab.closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: "Session ended" });
  });
});
