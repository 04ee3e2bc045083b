// The browser side of a user's own room (loaded only after hydration, by the header's bell): the unread count
// from each event, and a fresh count from the API after every (re)connect, so what arrived while the socket was
// down is never missed.
import { PartySocket } from "partysocket";
import { SESSION_ENDED_CLOSE_CODE, userRoomPath } from "../../party/addresses";

/** Listens until the returned function is called; `setUnread` receives every new count, `setLive` the socket's state. */
export function listenToUserRoom(userId: number, setUnread: (count: number) => void, setLive: (live: boolean) => void): () => void {
  const room = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === "https:" ? "wss" : "ws",
    basePath: userRoomPath(userId).replace(/^\//, ""),
  });
  const refresh = async () => {
    const response = await fetch("/api/notifications/unread-count", { credentials: "same-origin" });
    if (!response.ok) return;
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "count" in body && typeof body.count === "number") setUnread(body.count);
  };
  room.addEventListener("open", () => {
    setLive(true);
    refresh().catch(() => undefined);
  });
  room.addEventListener("message", (event: MessageEvent) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(event.data));
    } catch {
      return;
    }
    // Read by hand (the shape is party/protocol.ts's userRoomEventSchema): no schema library on every signed-in page.
    if (typeof parsed !== "object" || parsed === null || !("type" in parsed) || !("unread" in parsed)) return;
    const { type, unread } = parsed;
    if (typeof unread !== "number" || !Number.isInteger(unread) || unread < 0) return;
    setUnread(unread);
    if (type === "notification" && "notification" in parsed)
      window.dispatchEvent(new CustomEvent("gona:notification", { detail: parsed.notification }));
  });
  room.addEventListener("close", (event: CloseEvent) => {
    setLive(false);
    // The session ended (signed out elsewhere, password changed): retrying would only be refused again.
    if (event.code === SESSION_ENDED_CLOSE_CODE) room.close();
  });
  return () => room.close();
}
