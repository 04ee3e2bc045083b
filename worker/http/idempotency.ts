// Retry-safe writes (PRODUCT.md, "Retry-safe writes"; ADR 075). A POST, PUT, PATCH or DELETE under /api that carries
// `Idempotency-Key` is run once per caller and key: the first answer is kept 24 hours and sent again, with
// `Idempotent-Replayed: true`, to the same request (method, path with query, body bytes); the same key on another
// request is refused (422), and while the first is still running a retry waits (409). On 2G a form post often times
// out after the server has acted: the retry then lands on the first answer instead of acting twice.
import { and, eq, lt, or, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv } from "./context";
import { badRequest, HttpError } from "./errors";
import { keyedDigest, seal, unseal } from "./idempotency-seal";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a first try that never finished (its Worker died) keeps the key before a retry may run it again. */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
/** Answers larger than this are not kept (no write answers with so much); the key is then free again. */
export const MAX_REPLAYED_BODY_BYTES = 256 * 1024;

const KEY = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The middleware, after `authenticate` (the caller is the signed-in user, or `anonymous`). */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !WRITES.has(c.req.method)) return next();
  if (!KEY.test(key)) throw badRequest("idempotency_key_invalid");
  let bytes: ArrayBuffer;
  try {
    // Kept by Hono, so the route reads the same body again (c.req.json(), formData(), parseBody()).
    bytes = await c.req.arrayBuffer();
  } catch {
    // A body that cannot be read (cut off, or past its cap) gets the route's own answer; there is nothing to keep.
    return next();
  }
  const url = new URL(c.req.url);
  const secret = c.env.JWT_SECRET;
  const fingerprint = await fingerprintOf(secret, c.req.method, `${url.pathname}${url.search}`, c.req.header("content-type") ?? "", bytes);
  const caller = c.var.user ? `user:${c.var.user.id}` : "anonymous";
  const db = c.var.db;
  const now = new Date();

  if (!(await claim(db, caller, key, fingerprint, now))) {
    const first = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)))
      .get();
    // Gone between the two statements (swept, or its first try failed and let it go): the client may simply retry.
    if (!first) throw inProgress();
    if (first.fingerprint !== fingerprint) throw new HttpError(422, "idempotency_key_reused");
    if (first.status === null) throw inProgress();
    const answer = await replay(secret, rowOf(caller, key), first.status, first.headers, first.body);
    if (answer) return answer;
    // Sealed under another secret (rotated) or altered: it cannot be sent again, and the retry after this runs afresh.
    await forget(db, caller, key);
    throw inProgress();
  }

  try {
    await next();
  } catch (error) {
    // Hono turns a route's Error into an answer; anything else thrown lets the key go, so the retry can run.
    await forget(db, caller, key).catch(() => undefined);
    throw error;
  }
  await remember(db, secret, caller, key, c.res);
});

/** What a sealed answer is bound to: the row it was kept in. */
const rowOf = (caller: string, key: string) => `${caller}\u0000${key}`;

async function forget(db: Database, caller: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
}

const inProgress = () => new HttpError(409, "idempotency_in_progress", { headers: { "Retry-After": "2" } });

/**
 * HMAC-SHA-256 (hex, keyed with the server's secret: the body may hold a password) of the method, the path with its
 * query, and the body. A multipart body is taken by its parts (name, value, or a file's name, type and bytes, in
 * order), not its bytes: a browser writes a new boundary each time it sends the same form again.
 */
async function fingerprintOf(secret: string, method: string, target: string, type: string, body: ArrayBuffer): Promise<string> {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [encoder.encode(`${method} ${target}\n`)];
  const parts = /^multipart\/form-data/i.test(type) ? await formParts(type, body) : null;
  if (parts) {
    for (const [name, value] of parts) {
      if (typeof value === "string") pieces.push(encoder.encode(`${JSON.stringify(["field", name, value])}\n`));
      else {
        pieces.push(encoder.encode(`${JSON.stringify(["file", name, value.name, value.type, value.size])}\n`));
        pieces.push(new Uint8Array(await value.arrayBuffer()));
      }
    }
  } else pieces.push(new Uint8Array(body));
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.byteLength;
  }
  return keyedDigest(secret, whole);
}

/** The parts of a multipart body, or null when it does not parse (then its bytes stand for it). */
async function formParts(type: string, body: ArrayBuffer): Promise<[string, FormDataEntryValue][] | null> {
  try {
    return [...(await new Response(body, { headers: { "content-type": type } }).formData()).entries()];
  } catch {
    return null;
  }
}

/**
 * Takes the key in one statement: a new row, or one whose answer has expired, or one whose first try died (same
 * request, lease over). Concurrent first tries race on the primary key; exactly one gets its row back.
 */
async function claim(db: Database, caller: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
  const createdAt = now.toISOString();
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString();
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const rows = await db
    .insert(idempotencyKeys)
    .values({ caller, key, fingerprint, status: null, headers: null, body: null, createdAt, lockedUntil })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: { fingerprint, status: null, headers: null, body: null, createdAt, lockedUntil },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expired),
        and(
          sql`${idempotencyKeys.status} IS NULL`,
          lt(idempotencyKeys.lockedUntil, createdAt),
          eq(idempotencyKeys.fingerprint, fingerprint),
        ),
      ),
    })
    .returning({ caller: idempotencyKeys.caller })
    .all();
  return rows.length > 0;
}

/**
 * Keeps the answer for replay, sealed (it may carry a session token). A 5xx or a 429 is not an answer to keep (the
 * retry should run again), nor is an answer too large or not text: the key is let go. A failure here is logged, and
 * the answer still goes out.
 */
async function remember(db: Database, secret: string, caller: string, key: string, response: Response): Promise<void> {
  const mine = and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  try {
    const text = response.body === null || /^(application\/json|text\/)/i.test(response.headers.get("content-type") ?? "");
    // Only a text answer is read here: the bytes of any other are left whole for the client.
    const body = response.body === null || !text ? "" : await response.clone().text();
    const keep =
      response.status < 500 && response.status !== 429 && text && new TextEncoder().encode(body).byteLength <= MAX_REPLAYED_BODY_BYTES;
    if (!keep) {
      await db.delete(idempotencyKeys).where(mine);
      return;
    }
    const row = rowOf(caller, key);
    const headers = await seal(secret, JSON.stringify(headerPairs(response.headers)), row);
    await db
      .update(idempotencyKeys)
      .set({ status: response.status, headers, body: await seal(secret, body, row) })
      .where(mine);
  } catch (error) {
    console.error("Could not keep an idempotent answer", { caller, error: String(error) });
  }
}

/** The answer's headers as pairs, each Set-Cookie on its own. */
function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of headers) if (name !== "set-cookie") pairs.push([name, value]);
  for (const cookie of headers.getSetCookie()) pairs.push(["set-cookie", cookie]);
  return pairs;
}

/** The kept answer again, or null when its seal does not open. */
async function replay(secret: string, row: string, status: number, sealedHeaders: string | null, sealedBody: string | null) {
  const headers = sealedHeaders === null ? null : await unseal(secret, sealedHeaders, row);
  const body = sealedBody === null ? null : await unseal(secret, sealedBody, row);
  if (headers === null || body === null) return null;
  const replayed = new Headers();
  for (const [name, value] of JSON.parse(headers) as [string, string][]) replayed.append(name, value);
  replayed.set(REPLAYED_HEADER, "true");
  const empty = status === 204 || status === 304 || body === "";
  return new Response(empty ? null : body, { status, headers: replayed });
}

/** The Cron Trigger's sweep: every key older than the window goes. */
export async function sweepIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const result = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired)).run();
  return result.meta.changes;
}
