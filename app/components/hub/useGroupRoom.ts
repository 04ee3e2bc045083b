import { useCallback, useEffect, useRef, useState } from "react";
import type { GroupMessage } from "../../../party/protocol";

/** Merges messages by id (a message from the socket, the API and a backfill shows once), oldest first. */
export function mergeMessages(current: GroupMessage[], incoming: GroupMessage[]): GroupMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const BACKFILL_PAGE = 100;
const BACKFILL_MAX_PAGES = 20;

/**
 * One group's live room: the messages shown (the loader's page, the room's broadcasts, backfills after
 * every (re)connect and the caller's own sends, de-duplicated), whether the socket is open and who is online.
 * partysocket and the protocol's zod schemas load lazily, so neither weighs on the page's first view.
 */
export function useGroupRoom(groupId: number, initialMessages: GroupMessage[]) {
  const [messages, setMessages] = useState(initialMessages);
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState<number | null>(null);
  // The backfill cursor: the newest id of a gap-free list from the API (the loader's page or a backfill).
  // Socket and send answers never move it: a broadcast lost while the room restarted may have a lower id
  // than one that arrived later, and starting after the later one would skip it for good.
  const confirmedId = useRef(0);
  confirmedId.current = Math.max(confirmedId.current, initialMessages.at(-1)?.id ?? 0);

  // Loader revalidations (after a send without JavaScript's fetcher) feed the same de-duplicated list.
  useEffect(() => setMessages((current) => mergeMessages(current, initialMessages)), [initialMessages]);

  // Connected only on this signed-in page: the session cookie goes with the upgrade.
  useEffect(() => {
    let socket: { close(): void; reconnect(): void } | null = null;
    let stopped = false;
    const goOffline = () => {
      setConnected(false);
      socket?.close();
    };
    const goOnline = () => socket?.reconnect();
    Promise.all([import("partysocket"), import("../../../party/protocol")])
      .then(([{ PartySocket }, protocol]) => {
        if (stopped) return;
        const messagePage = protocol.groupMessageSchema.array();
        async function backfill() {
          let after = confirmedId.current;
          for (let page = 0; page < BACKFILL_MAX_PAGES; page++) {
            const response = await fetch(`/api/chat/groups/${groupId}/messages?after=${after}&limit=${BACKFILL_PAGE}`, {
              credentials: "same-origin",
            });
            if (!response.ok || stopped) return;
            const missed = messagePage.safeParse(await response.json());
            if (!missed.success || stopped) return;
            setMessages((current) => mergeMessages(current, missed.data));
            after = missed.data.at(-1)?.id ?? after;
            confirmedId.current = Math.max(confirmedId.current, after);
            if (missed.data.length < BACKFILL_PAGE) return;
          }
        }
        const room = new PartySocket({
          host: window.location.host,
          protocol: window.location.protocol === "https:" ? "wss" : "ws",
          basePath: protocol.roomPath(groupId).replace(/^\//, ""),
        });
        socket = room;
        room.addEventListener("open", () => {
          setConnected(true);
          backfill().catch(() => undefined);
        });
        room.addEventListener("close", (event: CloseEvent) => {
          setConnected(false);
          // The session ended (signed out, password changed): retrying would only be refused again.
          if (event.code === protocol.SESSION_ENDED_CLOSE_CODE) room.close();
        });
        room.addEventListener("message", (event: MessageEvent) => {
          let body: unknown;
          try {
            body = JSON.parse(String(event.data));
          } catch {
            return;
          }
          const parsed = protocol.roomEventSchema.safeParse(body);
          if (!parsed.success) return;
          const roomEvent = parsed.data;
          if (roomEvent.type === "presence") setOnline(roomEvent.online);
          else if (roomEvent.type === "message-removed") {
            if (roomEvent.group_id === groupId) setMessages((current) => current.filter((message) => message.id !== roomEvent.message_id));
          } else if (roomEvent.message.group_id === groupId) setMessages((current) => mergeMessages(current, [roomEvent.message]));
        });
      })
      // Without the chunk (offline on first load) the page still works: sends go through the API.
      .catch(() => undefined);
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      stopped = true;
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      socket?.close();
    };
  }, [groupId]);

  const addMessages = useCallback((incoming: GroupMessage[]) => setMessages((current) => mergeMessages(current, incoming)), []);
  return { messages, addMessages, connected, online };
}
