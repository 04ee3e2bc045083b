// Retry-safe writes (issue 37, PRODUCT.md "Retry-safe writes", ADR 075): a write resent with its Idempotency-Key acts
// once and gets the first answer again.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, unique } from "../../test/http";
import { approvedListingWithBuyer, createListing, listingForm } from "../../test/marketplace";
import worker from "../api-worker";
import { PRICE_ROLLUP_CRON } from "../services/price-rollup";

const key = () => `key-${crypto.randomUUID()}`;

async function listingsOf(userId: number) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM listings WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

async function requestsOn(listingId: number) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM purchase_requests WHERE listing_id = ?")
    .bind(listingId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function sendListing(token: string, idempotencyKey: string, title = "Yellow maize") {
  // A fresh FormData each time, as a browser resending the form writes a new multipart boundary.
  return call("POST", "/api/listings/user/listing", {
    token,
    rawBody: listingForm({ title, category: "crops", price: "900", priceUnit: "bag", quantity: "12" }),
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

describe("Idempotency-Key", () => {
  it("creates one listing for a form sent three times, each answered with the first answer", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    const first = await sendListing(farmer.token, sent);
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    for (let retry = 0; retry < 2; retry++) {
      const again = await sendListing(farmer.token, sent);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(again.headers.get("content-type")).toMatch(/^application\/json/);
      expect(again.json).toEqual(first.json);
    }
    expect(await listingsOf(farmer.user.id)).toBe(1);
    // Without a key, a second send is a second listing (as before).
    expect((await createListing(farmer.token, { title: "Yellow maize" })).status).toBe(201);
    expect(await listingsOf(farmer.user.id)).toBe(2);
  });

  it("answers a retried purchase request with its 201, where a plain second request is refused", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const path = `/api/listings/user/listing${listingId}/request`;
    const sent = key();
    const first = await call("POST", path, { token: buyer.token, body: { quantity: 2 }, headers: { "Idempotency-Key": sent } });
    expect(first.status).toBe(201);
    const retried = await call("POST", path, { token: buyer.token, body: { quantity: 2 }, headers: { "Idempotency-Key": sent } });
    expect([retried.status, retried.headers.get("Idempotent-Replayed"), retried.json]).toEqual([201, "true", first.json]);
    const plain = await call("POST", path, { token: buyer.token, body: { quantity: 2 } });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(await requestsOn(listingId)).toBe(1);
  });

  it("refuses the same key on a different request with 422 and changes nothing", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    expect((await sendListing(farmer.token, sent, "Yellow maize")).status).toBe(201);
    const other = await sendListing(farmer.token, sent, "White sorghum");
    expect([other.status, other.json.code]).toEqual([422, "idempotency_key_reused"]);
    const elsewhere = await call("PUT", "/api/users/profile", {
      token: farmer.token,
      body: { fullName: "Amina Bello" },
      headers: { "Idempotency-Key": sent },
    });
    expect([elsewhere.status, elsewhere.json.code]).toEqual([422, "idempotency_key_reused"]);
    expect(await listingsOf(farmer.user.id)).toBe(1);
    const me = await env.DB.prepare("SELECT full_name FROM users WHERE id = ?").bind(farmer.user.id).first<{ full_name: string }>();
    expect(me?.full_name).toBe("Test farmer");
  });

  it("keeps each caller's keys apart", async () => {
    const [one, two] = [await fastAccount("farmer"), await fastAccount("farmer")];
    const shared = key();
    expect((await sendListing(one.token, shared)).status).toBe(201);
    const theirs = await sendListing(two.token, shared);
    expect([theirs.status, theirs.headers.get("Idempotent-Replayed")]).toEqual([201, null]);
    expect([await listingsOf(one.user.id), await listingsOf(two.user.id)]).toEqual([1, 1]);
  });

  it("replays a refusal too: the retry of a 400 is the same 400, and nothing was created", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    const bad = { title: "", category: "crops", price: "-1", priceUnit: "bag" };
    const first = await call("POST", "/api/listings/user/listing", {
      token: farmer.token,
      rawBody: listingForm(bad),
      headers: { "Idempotency-Key": sent },
    });
    expect(first.status).toBe(400);
    const again = await call("POST", "/api/listings/user/listing", {
      token: farmer.token,
      rawBody: listingForm(bad),
      headers: { "Idempotency-Key": sent },
    });
    expect([again.status, again.headers.get("Idempotent-Replayed"), again.json]).toEqual([400, "true", first.json]);
    expect(await listingsOf(farmer.user.id)).toBe(0);
  });

  it("answers 409 with Retry-After while the first is still running, and lets a retry run once a dead first try's lease is over", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    const first = await sendListing(farmer.token, sent);
    // The same request, as if its first try were still running...
    await env.DB.prepare("UPDATE idempotency_keys SET status = NULL, headers = NULL, body = NULL, locked_until = ? WHERE key = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), sent)
      .run();
    const waiting = await sendListing(farmer.token, sent);
    expect([waiting.status, waiting.json.code, waiting.headers.get("Retry-After")]).toEqual([409, "idempotency_in_progress", "2"]);
    // Another request under that key is refused as such, running or not.
    const other = await sendListing(farmer.token, sent, "White sorghum");
    expect([other.status, other.json.code]).toEqual([422, "idempotency_key_reused"]);
    expect(await listingsOf(farmer.user.id)).toBe(1);
    // ...and as if it had died without an answer: its lease over, the retry runs and its answer is kept.
    await env.DB.prepare("UPDATE idempotency_keys SET locked_until = ? WHERE key = ?")
      .bind(new Date(Date.now() - 1_000).toISOString(), sent)
      .run();
    const rerun = await sendListing(farmer.token, sent);
    expect([rerun.status, rerun.headers.get("Idempotent-Replayed")]).toEqual([201, null]);
    expect(rerun.json.id).not.toBe(first.json.id);
    expect((await sendListing(farmer.token, sent)).json).toEqual(rerun.json);
  });

  it("acts once when the same request arrives five times at once", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendListing(farmer.token, sent)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await listingsOf(farmer.user.id)).toBe(1);
    const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.json.id);
    expect(new Set(created).size).toBe(1);
  });

  it("refuses a malformed key with 400 before anything runs", async () => {
    const farmer = await fastAccount("farmer");
    for (const bad of ["", " ", "a b", "x".repeat(256), "a\u007fb", "tab\there"]) {
      const answer = await call("POST", "/api/listings/user/listing", {
        token: farmer.token,
        rawBody: listingForm({ title: "Yellow maize", category: "crops", price: "900", priceUnit: "bag" }),
        headers: { "Idempotency-Key": bad },
      });
      expect([bad, answer.status, answer.json?.code]).toEqual([bad, 400, "idempotency_key_invalid"]);
    }
    expect(await listingsOf(farmer.user.id)).toBe(0);
    // 255 visible characters are a key.
    expect((await sendListing(farmer.token, "k".repeat(255))).status).toBe(201);
  });

  it("forgets a key after 24 hours: an old key acts again, and the hourly cron sweeps old keys", async () => {
    const farmer = await fastAccount("farmer");
    const [old, recent] = [key(), key()];
    expect((await sendListing(farmer.token, old)).status).toBe(201);
    expect((await sendListing(farmer.token, recent)).status).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE key = ?").bind(dayAgo, old).run();
    const again = await sendListing(farmer.token, old);
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, null]);
    expect(await listingsOf(farmer.user.id)).toBe(3);

    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE key = ?").bind(dayAgo, old).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: PRICE_ROLLUP_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT key FROM idempotency_keys WHERE key IN (?, ?)").bind(old, recent).all<{ key: string }>();
    expect(left.results.map((row) => row.key)).toEqual([recent]);
  });

  it("keeps a retried sign-in's answer where a copy of the table alone reveals neither its token nor a fast hash of its password", async () => {
    const farmer = await fastAccount("farmer");
    const sent = key();
    const body = { email: farmer.email, password: farmer.password };
    const signIn = () =>
      call("POST", "/api/auth/login", { body, headers: { "Idempotency-Key": sent, "cf-connecting-ip": unique().address } });
    const first = await signIn();
    expect(first.status).toBe(200);
    const again = await signIn();
    expect([again.status, again.headers.get("Idempotent-Replayed"), again.json]).toEqual([200, "true", first.json]);
    expect(again.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
    const row = await env.DB.prepare("SELECT * FROM idempotency_keys WHERE caller = 'anonymous' AND key = ?")
      .bind(sent)
      .first<Record<string, unknown>>();
    const kept = JSON.stringify(row);
    expect(kept).not.toContain(first.json.token);
    expect(kept).not.toContain(farmer.email);
    // Not SHA-256 of the request as sent: a password cannot be tried against the kept fingerprint at a fast hash's speed.
    const plain = new TextEncoder().encode(`POST /api/auth/login\n${JSON.stringify(body)}`);
    const unkeyed = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", plain)), (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
    expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.fingerprint).not.toBe(unkeyed);
  });

  it("leaves reads and unkeyed writes alone", async () => {
    const farmer = await fastAccount("farmer");
    const read = await call("GET", "/api/notifications", { token: farmer.token, headers: { "Idempotency-Key": "not checked on a read" } });
    expect([read.status, read.headers.get("Idempotent-Replayed")]).toEqual([200, null]);
    expect((await createListing(farmer.token)).status).toBe(201);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE caller = ?")
      .bind(`user:${farmer.user.id}`)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
