// Live notification benchmark: 1,000 users each with their own room open, then a burst of 100 purchase requests
// from 100 buyers on 100 sellers' listings; time from each API POST to that seller's live notification.
// Needs the bench's seeded cast (scripts/bench.mjs): sellers 500001.., their listings 900001.., buyers 600001...
//   npx node --import tsx scripts/bench-notifications.ts [baseUrl] [users] [burst]
import { readFileSync } from "node:fs";
import { signToken } from "../worker/services/tokens";

const base = process.argv[2] ?? "http://127.0.0.1:8796";
const USERS = Number(process.argv[3] ?? 1000);
const BURST = Number(process.argv[4] ?? 100);
const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1];
if (!secret) throw new Error("JWT_SECRET missing from .dev.vars");

const tokenOf = (userId: number) => signToken(secret, { userId, sessionId: `bench-${userId}` });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const arrived = new Map<number, (at: number) => void>();
const wsBase = base.replace(/^http/, "ws");
const sockets: WebSocket[] = [];
// Open the rooms in batches so the local runtime is not asked for 1,000 handshakes at once.
for (let first = 1; first <= USERS; first += 50) {
  const batch = Array.from({ length: Math.min(50, USERS - first + 1) }, (_, k) => 500000 + first + k);
  sockets.push(
    ...(await Promise.all(
      batch.map(async (userId) => {
        const token = await tokenOf(userId);
        return new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${wsBase}/parties/user/${userId}?token=${encodeURIComponent(token)}`);
          socket.addEventListener("open", () => resolve(socket));
          socket.addEventListener("error", () => reject(new Error(`room of ${userId} failed to open`)));
          socket.addEventListener("message", (event) => {
            const data = JSON.parse(String(event.data)) as { type: string };
            if (data.type === "notification") arrived.get(userId)?.(performance.now());
          });
        });
      }),
    )),
  );
}

const latencies = await Promise.all(
  Array.from({ length: BURST }, async (_, k) => {
    const sellerId = 500001 + k;
    const delivered = new Promise<number>((resolve) => arrived.set(sellerId, resolve));
    const buyerToken = await tokenOf(600001 + k);
    const start = performance.now();
    const response = await fetch(`${base}/api/listings/user/listing${sellerId + 400000}/request`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${buyerToken}` },
      body: JSON.stringify({ quantity: 1 }),
    });
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
    return (await delivered) - start;
  }),
);
for (const socket of sockets) socket.close();

const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  `notifications: ${sockets.length} users' rooms connected, a burst of ${BURST} purchase requests; POST to the seller's live notification p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
);
process.exit(0);
