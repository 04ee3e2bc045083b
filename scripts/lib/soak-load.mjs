// The soak's simulated users: an HTTP client that records every answer, chat room listeners, and the load loops.
// Every loop ends at the deadline; every request waits while the server is being restarted (the gate).

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct client addresses in 127.0.0.0/8 (text form), sent as cf-connecting-ip, which wrangler dev does not check. */
export function addressBook() {
  let next = 0;
  return () => {
    next++;
    return `127.${1 + ((next >> 16) & 0x7f)}.${(next >> 8) & 0xff}.${next & 0xff}`;
  };
}

export class Client {
  latencies = [];
  statuses = new Map();
  errors = [];
  inflight = 0;
  paused = null;
  /** GETs sent again once because the pooled keep-alive connection they went out on had been closed. */
  retried = 0;
  startedAt = Date.now();

  constructor(base) {
    this.base = base;
  }

  /** Holds every new request until `resume()`, and waits for those in flight to finish. */
  async pause() {
    this.paused = new Promise((resolve) => {
      this.resume = () => {
        this.paused = null;
        resolve();
      };
    });
    while (this.inflight > 0) await sleep(50);
  }

  async gate() {
    while (this.paused) await this.paused;
  }

  /**
   * One request. `expect` lists the statuses that count as success; anything else (every 5xx, a network error,
   * an unexpected 4xx) is recorded as an error with what was asked.
   */
  async send(path, options = {}) {
    const { method = "GET" } = options;
    const answer = await this.attempt(path, options);
    // Node's fetch, unlike a browser, does not resend a GET whose idle pooled connection the server had closed.
    if (answer.staleSocket && method === "GET") {
      this.retried++;
      return this.attempt(path, options);
    }
    if (answer.failure) this.errors.push(answer.failure);
    return answer;
  }

  async attempt(path, { method = "GET", ip, token, json, form, expect = [200] }) {
    await this.gate();
    this.inflight++;
    const started = performance.now();
    const at = `${((Date.now() - this.startedAt) / 1000).toFixed(1)} s`;
    try {
      const headers = {};
      if (ip) headers["cf-connecting-ip"] = ip;
      if (token) headers.authorization = `Bearer ${token}`;
      let body = form;
      if (json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(json);
      }
      const response = await fetch(this.base + path, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(60_000) });
      const bytes = Buffer.from(await response.arrayBuffer());
      this.latencies.push(performance.now() - started);
      this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
      const ok = expect.includes(response.status);
      const type = response.headers.get("content-type") ?? "";
      return {
        ok,
        status: response.status,
        bytes,
        data: type.includes("json") ? JSON.parse(bytes.toString("utf8")) : null,
        failure: ok ? null : `[${at}] ${method} ${path} -> ${response.status} ${bytes.toString("utf8").slice(0, 200)}`,
      };
    } catch (error) {
      const code = error.cause?.code ?? error.cause?.message ?? "";
      const staleSocket = code === "UND_ERR_SOCKET" && performance.now() - started < 1000;
      if (!staleSocket) {
        this.latencies.push(performance.now() - started);
        this.statuses.set("network", (this.statuses.get("network") ?? 0) + 1);
      }
      const failure = `[${at}] ${method} ${path} -> ${error.name}: ${error.message} ${code}`;
      return { ok: false, status: 0, bytes: Buffer.alloc(0), data: null, staleSocket, failure };
    } finally {
      this.inflight--;
    }
  }
}

/**
 * A chat group as a browser shows it: a socket for live messages and, after every (re)connect, a backfill
 * of what came after the last message it confirmed through the API.
 */
export class RoomListener {
  live = [];
  shown = new Set();
  closes = 0;
  opens = 0;
  stopped = false;

  constructor(client, groupId, token, wsBase) {
    Object.assign(this, { client, groupId, token, wsBase, confirmedId: 0 });
  }

  async start() {
    await this.backfill();
    this.connect();
  }

  connect() {
    if (this.stopped) return;
    const socket = new WebSocket(`${this.wsBase}/parties/group/${this.groupId}?token=${encodeURIComponent(this.token)}`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.opens++;
      this.backfill();
    });
    socket.addEventListener("message", (event) => {
      const parsed = JSON.parse(String(event.data));
      if (parsed.type !== "new-group-message") return;
      this.live.push(parsed.message.id);
      this.shown.add(parsed.message.id);
    });
    socket.addEventListener("close", async () => {
      this.closes++;
      if (this.stopped || this.socket !== socket) return;
      await sleep(500);
      await this.client.gate();
      this.connect();
    });
  }

  async backfill() {
    for (let round = 0; round < 1000; round++) {
      const page = await this.client.send(`/api/chat/groups/${this.groupId}/messages?after=${this.confirmedId}&limit=100`, {
        token: this.token,
      });
      if (!page.ok) return;
      for (const message of page.data) this.shown.add(message.id);
      if (page.data.length === 0) return;
      this.confirmedId = page.data.at(-1).id;
      if (page.data.length < 100) return;
    }
  }

  stop() {
    this.stopped = true;
    this.socket?.close(1000, "soak over");
  }

  /** Ids the socket delivered more than once. */
  duplicates() {
    const seen = new Set();
    const twice = [];
    for (const id of this.live) {
      if (seen.has(id)) twice.push(id);
      seen.add(id);
    }
    return twice;
  }
}

/** Runs `step(n)` until the deadline, `pauseMs` apart. */
export async function loop(deadline, pauseMs, step) {
  for (let n = 0; Date.now() < deadline; n++) {
    await step(n);
    await sleep(Math.min(pauseMs, Math.max(0, deadline - Date.now())));
  }
}

export { sleep };
