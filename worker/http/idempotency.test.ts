// The idempotency middleware (ADR 075) around routes made to fail, over the real D1: an answer that cannot be kept
// (a 5xx, a thrown error, a 429, an answer not text or too large) lets the key go so the retry runs, and a kept answer
// that does not open in its row is never sent.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { idempotency, MAX_REPLAYED_BODY_BYTES } from "./idempotency";

type Answer = (run: number) => Response;

/** A one-route app behind the middleware, as the API mounts it (anonymous caller); `runs` counts the route's runs. */
function appAnswering(answer: Answer) {
  const state = { runs: 0 };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("db", database(env.DB));
    c.set("user", null);
    await next();
  });
  app.use(idempotency);
  app.post("/write", () => answer(++state.runs));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body(), error.status);
    return c.json({ error: "Something went wrong", code: "internal_error" }, 500);
  });
  const send = (key: string, body = "the same body") =>
    app.request("/write", { method: "POST", headers: { "Idempotency-Key": key, "content-type": "text/plain" }, body }, env);
  return { state, send };
}

const key = () => `mw-${crypto.randomUUID()}`;

async function rowsFor(idempotencyKey: string) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?").bind(idempotencyKey).first<{ n: number }>();
  return row?.n ?? 0;
}

const created = (run: number) => Response.json({ run }, { status: 201 });

describe("the idempotency middleware", () => {
  it("lets the key go after a 5xx from a thrown error, so the retry runs and its answer is the one kept", async () => {
    const { state, send } = appAnswering((run) => {
      if (run === 1) throw new Error("the database went away");
      return created(run);
    });
    const sent = key();
    expect((await send(sent)).status).toBe(500);
    expect(await rowsFor(sent)).toBe(0);
    const retried = await send(sent);
    expect([retried.status, await retried.json()]).toEqual([201, { run: 2 }]);
    const again = await send(sent);
    expect([again.status, again.headers.get("Idempotent-Replayed"), await again.json()]).toEqual([201, "true", { run: 2 }]);
    expect(state.runs).toBe(2);
  });

  it("lets the key go when something other than an Error is thrown", async () => {
    const { state, send } = appAnswering((run) => {
      // A bare string, which Hono passes on instead of answering.
      if (run === 1) throw "not an Error";
      return created(run);
    });
    const sent = key();
    await expect(send(sent)).rejects.toBe("not an Error");
    expect(await rowsFor(sent)).toBe(0);
    expect((await send(sent)).status).toBe(201);
    expect(state.runs).toBe(2);
  });

  it("does not keep a 429, an answer that is not text, or one too large: each retry runs again", async () => {
    const answers: Answer[] = [
      () => Response.json({ error: "Too many", code: "rate_limited" }, { status: 429 }),
      () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } }),
      () => Response.json({ pad: "x".repeat(MAX_REPLAYED_BODY_BYTES) }),
    ];
    for (const answer of answers) {
      const { state, send } = appAnswering(answer);
      const sent = key();
      await send(sent);
      expect(await rowsFor(sent)).toBe(0);
      const retried = await send(sent);
      expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
      expect(state.runs).toBe(2);
    }
  });

  it("never sends an answer that does not open in its own row: 409, the row goes, and the next retry runs", async () => {
    const { state, send } = appAnswering(created);
    const [mine, theirs] = [key(), key()];
    expect((await send(mine)).status).toBe(201);
    expect((await send(theirs, "another body")).status).toBe(201);
    // The other row's sealed answer copied into this one (someone who can write the table but has not the secret).
    await env.DB.prepare(
      "UPDATE idempotency_keys SET headers = (SELECT headers FROM idempotency_keys WHERE key = ?1), body = (SELECT body FROM idempotency_keys WHERE key = ?1) WHERE key = ?2",
    )
      .bind(theirs, mine)
      .run();
    const refused = await send(mine);
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([409, "idempotency_in_progress"]);
    expect(await rowsFor(mine)).toBe(0);
    const rerun = await send(mine);
    expect([rerun.status, await rerun.json()]).toEqual([201, { run: 3 }]);
    expect(state.runs).toBe(3);
  });
});
