// `npm run soak [-- --minutes 10] [-- --url http://localhost:8787 --state-dir .wrangler/state] [-- --port N]`
// A bounded mixed load on loopback, then proof that nothing was lost or doubled. Not part of `npm test`.
// Without --url it builds nothing but serves the built app itself (run `npm run build` first) as `npm start` does
// after its build: `npm run serve` (local secrets, migrations, seed, `wrangler dev` with wrangler.toml's own rate
// limits) in a fresh state directory (.wrangler/soak) on a free loopback port. Halfway through it stops and restarts
// that server (`wrangler dev` alone) with the same state, which restarts both chat rooms (wrangler dev has no way to restart one Durable Object from
// outside); the load pauses meanwhile. With --url (loopback only) the rooms cannot be restarted: the listeners
// drop and reopen their sockets instead, and the writes are read back from --state-dir (default .wrangler/state).
// Simulated clients spread over distinct cf-connecting-ip values in 127.0.0.0/8 (wrangler dev takes the header as
// sent), so sign-in (10/min per address+account) and registration (10/min per address) limits stay out of the way;
// chat (20/10 s per user) and purchase requests (10/min per buyer) are paced below their limits.
// Afterwards: every write that got a 2xx is in D1 exactly once (read with `wrangler d1 execute --local`), uploaded
// photos come back byte for byte, every accepted chat message reached each room listener, and no request got a 5xx.
// Prints the figures and rewrites the "Soak" section of docs/benchmarks.md.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { parseArgs } from "./lib/d1-cli.mjs";
import { paintScene } from "./lib/png.ts";
import { addressBook, Client, loop, RoomListener, sleep } from "./lib/soak-load.mjs";
import { verify } from "./lib/soak-verify.mjs";

const options = parseArgs(process.argv.slice(2), []);
const minutes = Number(options.minutes ?? 10);
if (!(minutes > 0 && minutes <= 120)) throw new Error("--minutes must be between 0 and 120");
const external = typeof options.url === "string";
const stateDir = external ? (options["state-dir"] ?? process.env.GONA_STATE_DIR ?? ".wrangler/state") : ".wrangler/soak";
const port = external ? null : Number(options.port ?? (await freePort()));
const base = (external ? options.url : `http://127.0.0.1:${port}`).replace(/\/$/, "");
if (!["localhost", "127.0.0.1", "[::1]"].includes(new URL(base).hostname) && !/^127\./.test(new URL(base).hostname)) {
  throw new Error(`The soak runs on loopback only, not ${base}`);
}
const run = Date.now().toString(36);
const PASSWORD = "demo1234";
const OWN_PASSWORD = `Soak-${run}-harvest!`;
const ip = addressBook();

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return free;
}

// --- the server (own mode) ---
let server = null;
const serverEnv = { ...process.env, GONA_STATE_DIR: stateDir, PORT: String(port), WRANGLER_SEND_METRICS: "false", CI: "true" };
function startServer(command, args) {
  const log = openSync(".wrangler/soak-server.log", "a");
  server = spawn(command, args, { env: serverEnv, stdio: ["ignore", log, log], detached: true });
  closeSync(log);
  server.exited = new Promise((resolve) => server.on("exit", resolve));
}
async function stopServer() {
  if (!server) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  await Promise.race([server.exited, sleep(15_000)]);
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {}
  server = null;
}
async function waitHealthy(limitMs) {
  for (const until = Date.now() + limitMs; Date.now() < until; await sleep(500)) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
  }
  throw new Error(`${base} did not answer /api/health`);
}
process.on("exit", () => server && process.kill(-server.pid, "SIGKILL"));

if (!external) {
  if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(".wrangler/soak-server.log", "");
  rmSync(stateDir, { recursive: true, force: true });
  // What a user runs: `npm start` is `npm run build && npm run serve`.
  startServer("npm", ["run", "serve"]);
  await waitHealthy(300_000);
}
const http = new Client(base);

// --- accounts: the demo ones and some registered now, each registration from its own address ---
async function signIn(email, password) {
  const answer = await http.send("/api/auth/login", { method: "POST", ip: ip(), json: { email, password } });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed: ${answer.status}`);
  return answer.data.token;
}
const written = { users: [], sessions: [], requests: new Map(), messages: new Map(), uploads: [] };
const sessionOf = (token) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sid;
const demo = {};
for (const role of ["farmer", "buyer", "supplier"]) {
  demo[role] = { email: `${role}@gona.test`, password: PASSWORD, token: await signIn(`${role}@gona.test`, PASSWORD) };
  written.sessions.push(sessionOf(demo[role].token));
}
const registered = [];
for (const [index, role] of ["buyer", "buyer", "buyer", "buyer", "farmer", "supplier"].entries()) {
  const email = `soak-${run}-${index}@gona.test`;
  // Each its own number: a registration texts its number a code, and codes to one number are limited to 3 a minute.
  const phone = `0803${String((Number.parseInt(run, 36) + index) % 10_000_000).padStart(7, "0")}`;
  const json = { email, password: OWN_PASSWORD, fullName: `Soak ${role} ${index}`, role, phone, location: "Kano" };
  const answer = await http.send("/api/auth/register", { method: "POST", ip: ip(), json, expect: [201] });
  if (!answer.ok) throw new Error(`registration failed: ${answer.status} ${answer.bytes}`);
  registered.push({ email, password: OWN_PASSWORD, role, token: answer.data.token });
  written.users.push(email);
  written.sessions.push(sessionOf(answer.data.token));
}

// --- what the load works on: the sellers' approved listings, two approved groups ---
const publicIds = (await http.send("/api/listings?limit=100")).data.map((listing) => listing.id);
// Only listings open for requests: approved, not frozen, and on the public list (not expired, paused or sold out),
// and none the demo buyer already has an open request on (the seed gives it some; a second is refused with 409).
const alreadyOpen = (await http.send("/api/users/purchase-requests/sent?limit=100", { token: demo.buyer.token })).data
  .filter((request) => request.status === "pending" || request.status === "accepted")
  .map((request) => request.listing_id);
const sellable = [];
for (const seller of [demo.farmer, demo.supplier]) {
  const mine = await http.send("/api/listings/user/my-listings?limit=100", { token: seller.token });
  for (const listing of mine.data) {
    const available =
      listing.status === "approved" && !listing.is_frozen && publicIds.includes(listing.id) && !alreadyOpen.includes(listing.id);
    if (available) sellable.push({ id: listing.id, seller });
  }
}
const groups = (await http.send("/api/chat/groups", { token: demo.farmer.token })).data
  .filter((group) => group.status === "approved")
  .slice(0, 2);

if (sellable.length === 0 || groups.length < 2 || publicIds.length === 0) throw new Error("the seed has no listings or groups to work on");

const wsBase = base.replace(/^http/, "ws");
const listeners = groups.map((group) => new RoomListener(http, group.id, demo.supplier.token, wsBase));
for (const listener of listeners) await listener.start();

// --- the load ---
const started = Date.now();
const deadline = started + minutes * 60_000;
const jpeg = readFileSync("public/media/field-growth-poster.jpg");
const png = paintScene(160, 120, [120, 180, 230], [90, 140, 60], [230, 190, 40], 3);
const words = ["maize", "rice", "yam", "onion", "kano", "seed", "sorghum", "tomato", "fertilizer", "millet"];
const buyers = [demo.buyer, ...registered.filter((account) => account.role === "buyer")];
const sellers = [demo.farmer, demo.supplier, ...registered.filter((account) => account.role !== "buyer")];
const chatters = [demo.farmer, demo.buyer, ...registered.slice(0, 2)];
const accounts = [demo.farmer, demo.buyer, demo.supplier, ...registered];
let restartNote = "no restart (the run was shorter than a minute)";

const browse = (who) => async (n) => {
  const id = publicIds[(n * 7 + who) % publicIds.length];
  const word = words[(n + who) % words.length];
  const pages = [
    `/listings`,
    `/listings/${id}`,
    `/api/listings?q=${word}`,
    `/listings?q=${word}`,
    `/api/listings/${id}`,
    `/api/listings?category=seeds&limit=24`,
    `/`,
  ];
  await http.send(pages[n % pages.length], { ip: ip() });
};
const signInLoop = async (n) => {
  const account = accounts[n % accounts.length];
  const answer = await http.send("/api/auth/login", {
    method: "POST",
    ip: ip(),
    json: { email: account.email, password: account.password },
  });
  if (answer.ok) written.sessions.push(sessionOf(answer.data.token));
};
const purchase = (buyer, who) => async (n) => {
  const target = sellable[(n * buyers.length + who) % sellable.length];
  const message = `soak ${run} request ${who}-${n}`;
  const sent = await http.send(`/api/listings/user/listing${target.id}/request`, {
    method: "POST",
    token: buyer.token,
    json: { quantity: 1 + (n % 5), offeredPrice: 1500.5, message },
    expect: [201],
  });
  if (!sent.ok) return;
  written.requests.set(sent.data.id, { status: "pending", message });
  const steps = n % 5 === 4 ? ["rejected"] : ["accepted", "completed"];
  for (const status of steps) {
    const answer = await http.send(`/api/users/purchase-requests/${sent.data.id}`, {
      method: "PUT",
      token: target.seller.token,
      json: { status },
    });
    if (!answer.ok) return;
    written.requests.get(sent.data.id).status = status;
  }
};
const chat = (sender, who) => async (n) => {
  const group = groups[(n + who) % 2];
  const content = `soak ${run} message ${who}-${n} ẹ ọ 🌽`;
  const answer = await http.send(`/api/chat/groups/${group.id}/messages`, {
    method: "POST",
    token: sender.token,
    json: { content },
    expect: [201],
  });
  if (answer.ok) written.messages.set(answer.data.id, { groupId: group.id, content });
};
const upload = (seller, who) => async (n) => {
  const photo = n % 2 === 0 ? { bytes: jpeg, type: "image/jpeg", name: "field.jpg" } : { bytes: png, type: "image/png", name: "field.png" };
  const title = `Soak upload ${run} ${who}-${n}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    category: "crops",
    // Crops name their product from the price guide's list.
    product: "maize",
    description: "Soak test lot",
    price: "2500",
    priceUnit: "bag",
    quantity: "4",
    location: "Kano",
  })) {
    form.set(key, value);
  }
  form.append("images", new Blob([photo.bytes], { type: photo.type }), photo.name);
  const answer = await http.send("/api/listings/user/listing", { method: "POST", token: seller.token, form, expect: [201] });
  if (answer.ok)
    written.uploads.push({
      id: answer.data.id,
      title,
      sha256: createHash("sha256").update(photo.bytes).digest("hex"),
      images: answer.data.images,
      token: seller.token,
    });
};
// Issue 32, finding 12 (ADR 073): a buyer's listing with a 1 MB photo is refused (403) before it is read; the request
// after it on the pooled keep-alive connection must still be answered (before the fix: resets, 500s and 503s).
const refusedPhoto = Buffer.alloc(1024 * 1024, 0x61);
const refusedUpload = (buyer) => async () => {
  const form = new FormData();
  form.set("title", `Soak refused ${run}`);
  form.append("images", new Blob([refusedPhoto], { type: "image/jpeg" }), "refused.jpg");
  await http.send("/api/listings/user/listing", { method: "POST", token: buyer.token, form, expect: [403] });
  await http.send("/api/auth/login", {
    method: "POST",
    ip: ip(),
    json: { email: `soak-nobody-${run}@gona.test`, password: "not-the-password" },
    expect: [401],
  });
};

async function restartRooms() {
  await sleep(Math.max(0, started + (deadline - started) / 2 - Date.now()));
  if (Date.now() >= deadline - 10_000) return;
  const pausedAt = Date.now();
  await http.pause();
  const closesBefore = listeners.map((listener) => listener.closes);
  if (external) {
    for (const listener of listeners) listener.socket?.close(4000, "soak: simulated room restart");
  } else {
    await stopServer();
    startServer(process.execPath, ["scripts/serve.mjs"]);
    await waitHealthy(300_000);
  }
  http.resume();
  for (
    let i = 0;
    i < 120 && listeners.some((listener, index) => listener.closes === closesBefore[index] || listener.socket?.readyState !== 1);
    i++
  ) {
    await sleep(250);
  }
  const pause = ((Date.now() - pausedAt) / 1000).toFixed(1);
  restartNote = external
    ? `sockets of both rooms dropped and reopened by the client after ${((pausedAt - started) / 60_000).toFixed(1)} min (external server: rooms not restarted)`
    : `server (and with it both rooms) restarted after ${((pausedAt - started) / 60_000).toFixed(1)} min, load paused ${pause} s`;
  console.log(`Restart: ${restartNote}.`);
}

console.log(`Soak ${run}: ${minutes} min against ${base} (state ${stateDir}).`);
await Promise.all([
  ...[0, 1, 2].map((who) => loop(deadline, 200, browse(who))),
  loop(deadline, 1500, signInLoop),
  ...buyers.map((buyer, who) => loop(deadline, 7000, purchase(buyer, who))),
  ...chatters.map((sender, who) => loop(deadline, 1200, chat(sender, who))),
  ...sellers.map((seller, who) => loop(deadline, 6000, upload(seller, who))),
  loop(deadline, 5000, refusedUpload(demo.buyer)),
  restartRooms(),
]);
const elapsed = (Date.now() - started) / 1000;
for (const listener of listeners) await listener.backfill();
for (const listener of listeners) listener.stop();

const { problems, checked, delivered } = await verify({
  run,
  written,
  stateDir,
  http,
  listeners,
  emails: accounts.map((account) => account.email),
});
await stopServer();

// --- report ---
const sorted = [...http.latencies].sort((a, b) => a - b);
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const serverErrors = [...http.statuses].filter(([status]) => status === "network" || status >= 500).reduce((sum, [, n]) => sum + n, 0);
const statuses = [...http.statuses]
  .sort(([a], [b]) => String(a).localeCompare(String(b)))
  .map(([status, n]) => `${status}: ${n}`)
  .join(", ");
const restarts = listeners.map((listener) => `group ${listener.groupId} socket opened ${listener.opens}×`).join(", ");
const summary = [
  `requests: ${sorted.length} in ${elapsed.toFixed(0)} s (${(sorted.length / elapsed).toFixed(1)}/s); statuses ${statuses}`,
  `errors: ${http.errors.length} (5xx or network: ${serverErrors}); GETs resent once after a closed keep-alive connection: ${http.retried}`,
  `latency: p50 ${percentile(50).toFixed(0)} ms, p95 ${percentile(95).toFixed(0)} ms`,
  `writes verified in D1: ${checked} (${written.users.length} registrations, ${written.sessions.length} sessions from sign-in or registration, ${written.requests.size} purchase requests, ${written.messages.size} chat messages, ${written.uploads.length} uploads); problems: ${problems.length}`,
  `chat: ${delivered} of ${written.messages.size} accepted messages shown by the room listeners; ${restarts}`,
  `restart: ${restartNote}`,
];
console.log(summary.join("\n"));
for (const line of [...http.errors.slice(0, 20), ...problems.slice(0, 40)]) console.log(`  ${line}`);

const failed = http.errors.length > 0 || problems.length > 0;
const section = `## Soak

Latest \`npm run soak -- --minutes ${minutes}\`: ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version},
${external ? `against ${base}` : "its own seeded `wrangler dev --local` on loopback"}. Mixed load: 3 anonymous browsers (pages, listings, search),
sign-ins (demo and newly registered accounts, each from its own 127.x address), ${buyers.length} buyers sending purchase requests that
the sellers accept and complete (or reject), ${chatters.length} chat senders in two groups with a listener in each room, ${sellers.length} sellers
uploading listings with a JPEG or PNG photo, and a buyer's 1 MB listing refused (403) before it is read, each followed by a
sign-in of an unknown account (401) on the pooled connection. **${failed ? "FAILED" : "Passed"}.**

${summary.map((line) => `- ${line}`).join("\n")}
`;
const docs = existsSync("docs/benchmarks.md") ? readFileSync("docs/benchmarks.md", "utf8") : "# Benchmarks\n";
const kept = docs.replace(/\n## Soak\n[\s\S]*?(?=\n## |$)/, "").trimEnd();
writeFileSync("docs/benchmarks.md", `${kept}\n\n${section}`);
console.log(`${failed ? "Soak FAILED" : "Soak passed"}; wrote the Soak section of docs/benchmarks.md.`);
process.exit(failed ? 1 : 0);
