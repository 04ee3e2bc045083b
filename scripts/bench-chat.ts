// Chat fan-out benchmark: 100 sockets in one group's room; time from the API POST to the last delivery.
// Run against a served app (npm start, or PORT=... npm run serve):
//   npx node --import tsx scripts/bench-chat.ts [baseUrl] [sockets] [rounds]
const base = process.argv[2] ?? process.env.BENCH_URL ?? "http://localhost:8787";
const SOCKETS = Number(process.argv[3] ?? 100);
const ROUNDS = Number(process.argv[4] ?? 20);
const GROUP_ID = 1; // the seed's first approved group

async function login(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo1234" }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const listenerToken = await login("buyer@gona.test");
const senderToken = await login("farmer@gona.test");
const wsBase = base.replace(/^http/, "ws");
const waiting = new Map<number, { remaining: number; done: (at: number) => void }>();
const pendingByContent = new Map<string, number>();

const sockets = await Promise.all(
  Array.from(
    { length: SOCKETS },
    () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${wsBase}/parties/group/${GROUP_ID}?token=${encodeURIComponent(listenerToken)}`);
        socket.addEventListener("open", () => resolve(socket));
        socket.addEventListener("error", () => reject(new Error("socket failed to open")));
        socket.addEventListener("message", (event) => {
          const data = JSON.parse(String(event.data)) as { type: string; message?: { content: string } };
          if (data.type !== "new-group-message" || !data.message) return;
          const round = pendingByContent.get(data.message.content);
          const entry = round === undefined ? undefined : waiting.get(round);
          if (entry && --entry.remaining === 0) entry.done(performance.now());
        });
      }),
  ),
);

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const content = `bench ${Date.now()} #${round}`;
  pendingByContent.set(content, round);
  const delivered = new Promise<number>((resolve) => waiting.set(round, { remaining: SOCKETS, done: resolve }));
  const start = performance.now();
  const response = await fetch(`${base}/api/chat/groups/${GROUP_ID}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${senderToken}` },
    body: JSON.stringify({ content }),
  });
  if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  timings.push((await delivered) - start);
  await new Promise((resolve) => setTimeout(resolve, 600)); // stays under the per-user message limit
}
for (const socket of sockets) socket.close();

const sorted = [...timings].sort((a, b) => a - b);
console.log(
  `chat fan-out: ${SOCKETS} sockets, ${ROUNDS} messages; POST to last delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
);

export {};
