import { env } from "cloudflare:workers";
import { base64url } from "jose";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { type Subscriber, subscriberKeys, subscriptionCount } from "../../test/push";
import { MAX_PUSH_SUBSCRIPTIONS, NOTIFICATION_TYPES } from "../domain";

const fcm = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
const body = (endpoint: string, keys: Subscriber) => ({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } });
const subscribe = (token: string, endpoint: string, keys: Subscriber) =>
  call("POST", "/api/push/subscriptions", { token, body: body(endpoint, keys) });
const owner = async (endpoint: string) =>
  (await env.DB.prepare("SELECT user_id, session_id, p256dh FROM push_subscriptions WHERE endpoint = ?")
    .bind(endpoint)
    .first<{ user_id: number; session_id: string | null; p256dh: string }>()) ?? null;

describe("push public key", () => {
  it("is public, and is the key the server signs with", async () => {
    const result = await call("GET", "/api/push/public-key");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    expect(base64url.decode(result.json.publicKey)).toHaveLength(65);
  });
});

describe("push subscriptions", () => {
  it("needs a signed-in user", async () => {
    const keys = await subscriberKeys();
    for (const [method, payload] of [
      ["GET", undefined],
      ["POST", body(fcm(), keys)],
      ["DELETE", { endpoint: fcm() }],
    ] as const) {
      const result = await call(method, "/api/push/subscriptions", { body: payload });
      expect(result.status, method).toBe(401);
    }
  });

  it("stores a device with the session that subscribed, and re-subscribing updates it", async () => {
    const account = await fastAccount("buyer");
    const endpoint = fcm();
    const first = await subscriberKeys();
    const created = await subscribe(account.token, endpoint, first);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ subscription: { endpoint } });
    const session = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(account.user.id).first<{ id: string }>();
    expect(await owner(endpoint)).toEqual({ user_id: account.user.id, session_id: session?.id, p256dh: first.p256dh });
    const second = await subscriberKeys();
    expect((await subscribe(account.token, endpoint, second)).status).toBe(201);
    expect(await owner(endpoint)).toMatchObject({ user_id: account.user.id, p256dh: second.p256dh });
    expect(await subscriptionCount("endpoint = ?", endpoint)).toBe(1);
    const listed = await call("GET", "/api/push/subscriptions", { token: account.token });
    expect(listed.json.subscriptions.map((row: { endpoint: string }) => row.endpoint)).toEqual([endpoint]);
  });

  it("refuses endpoints off the allow-list and malformed keys with a 400 and its code", async () => {
    const account = await fastAccount("farmer");
    const keys = await subscriberKeys();
    const offCurve = base64url.decode(keys.p256dh);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const cases: [unknown, string][] = [
      [body("https://evil.example/push/1", keys), "push_endpoint_not_allowed"],
      [body("http://fcm.googleapis.com/fcm/send/1", keys), "push_endpoint_not_allowed"],
      [body("https://169.254.169.254/latest", keys), "push_endpoint_not_allowed"],
      [body("http://127.0.0.1:8791/push", keys), "push_endpoint_not_allowed"],
      [body("", keys), "push_endpoint_invalid"],
      [{ ...body(fcm(), keys), keys: { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth } }, "push_key_invalid"],
      [{ ...body(fcm(), keys), keys: { p256dh: base64url.encode(offCurve), auth: keys.auth } }, "push_key_invalid"],
      [{ ...body(fcm(), keys), keys: { p256dh: keys.p256dh, auth: base64url.encode(new Uint8Array(15)) } }, "push_auth_invalid"],
      [{ ...body(fcm(), keys), keys: { p256dh: keys.p256dh, auth: "not base64!" } }, "push_auth_invalid"],
      [{ ...body(fcm(), keys), owner: 1 }, "unknown_field"],
    ];
    for (const [payload, code] of cases) {
      const result = await call("POST", "/api/push/subscriptions", { token: account.token, body: payload });
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.json.code, JSON.stringify(payload)).toBe(code);
    }
    expect(await subscriptionCount("user_id = ?", account.user.id)).toBe(0);
  });

  it("never takes another account's device unless the same browser subscription (same keys) comes with it", async () => {
    const [first, second] = [await fastAccount("farmer"), await fastAccount("buyer")];
    const endpoint = fcm();
    const keys = await subscriberKeys();
    expect((await subscribe(first.token, endpoint, keys)).status).toBe(201);
    const guessed = await subscribe(second.token, endpoint, await subscriberKeys());
    expect(guessed.status).toBe(409);
    expect(guessed.json.code).toBe("push_endpoint_taken");
    expect((await owner(endpoint))?.user_id).toBe(first.user.id);
    // The same browser, now signed in to the second account.
    expect((await subscribe(second.token, endpoint, keys)).status).toBe(201);
    expect((await owner(endpoint))?.user_id).toBe(second.user.id);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices per account, dropping the oldest`, async () => {
    const account = await fastAccount("supplier");
    const keys = await subscriberKeys();
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, fcm);
    for (const endpoint of endpoints) expect((await subscribe(account.token, endpoint, keys)).status).toBe(201);
    expect(await subscriptionCount("user_id = ?", account.user.id)).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(await owner(endpoints[0] ?? "")).toBeNull();
    expect(await owner(endpoints[1] ?? "")).toBeNull();
    expect((await owner(endpoints.at(-1) ?? ""))?.user_id).toBe(account.user.id);
  });

  it("deletes only the caller's own subscription", async () => {
    const [mine, theirs] = [await fastAccount("farmer"), await fastAccount("farmer")];
    const endpoint = fcm();
    await subscribe(mine.token, endpoint, await subscriberKeys());
    const other = await call("DELETE", "/api/push/subscriptions", { token: theirs.token, body: { endpoint } });
    expect(other.status).toBe(204);
    expect((await owner(endpoint))?.user_id).toBe(mine.user.id);
    const own = await call("DELETE", "/api/push/subscriptions", { token: mine.token, body: { endpoint } });
    expect(own.status).toBe(204);
    expect(await owner(endpoint)).toBeNull();
    const bad = await call("DELETE", "/api/push/subscriptions", { token: mine.token, body: { endpoint: 7 } });
    expect(bad.status).toBe(400);
  });

  it("signing out removes that device's subscriptions; changing the password removes every device's", async () => {
    const account = await fastAccount("buyer");
    const other = await call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    const [here, there, third] = [fcm(), fcm(), fcm()];
    await subscribe(account.token, here, await subscriberKeys());
    await subscribe(other.json.token, there, await subscriberKeys());
    await subscribe(other.json.token, third, await subscriberKeys());
    expect((await call("POST", "/api/auth/logout", { token: account.token })).status).toBe(200);
    expect(await owner(here)).toBeNull();
    expect(await subscriptionCount("user_id = ?", account.user.id)).toBe(2);
    const changed = await call("POST", "/api/auth/password", {
      token: other.json.token,
      body: { currentPassword: account.password, newPassword: "fresh-harvest-77", confirmPassword: "fresh-harvest-77" },
    });
    expect(changed.status).toBe(200);
    expect(await subscriptionCount("user_id = ?", account.user.id)).toBe(0);
  });
});

describe("expired sessions", () => {
  it("take their devices' subscriptions with them when the next sign-in sweeps them", async () => {
    const account = await fastAccount("farmer");
    const endpoint = fcm();
    await subscribe(account.token, endpoint, await subscriberKeys());
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?").bind(account.user.id).run();
    expect((await owner(endpoint))?.user_id).toBe(account.user.id);
    const login = await call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    expect(await owner(endpoint)).toBeNull();
  });
});

/** D1 round trips the API reports for one answer (Server-Timing). */
const roundTrips = (headers: Headers) => Number(/in (\d+) round trips/.exec(headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);

describe("D1 round trips", () => {
  it("stores a subscription and saves preferences in one batch each (plus the session lookup)", async () => {
    const account = await fastAccount("farmer");
    const stored = await subscribe(account.token, fcm(), await subscriberKeys());
    expect(roundTrips(stored.headers)).toBe(2);
    const saved = await call("PUT", "/api/notifications/preferences", {
      token: account.token,
      body: { preferences: { "listing.reviewed": { push: false }, "purchase_request.created": { sms: true } } },
    });
    expect(roundTrips(saved.headers)).toBe(2);
    expect(roundTrips((await call("GET", "/api/notifications/preferences", { token: account.token })).headers)).toBe(2);
  });
});

describe("notification preferences", () => {
  it("needs a signed-in user", async () => {
    expect((await call("GET", "/api/notifications/preferences")).status).toBe(401);
    expect((await call("PUT", "/api/notifications/preferences", { body: { preferences: {} } })).status).toBe(401);
  });

  it("starts with push on and SMS off, and offers SMS only for purchase requests", async () => {
    const account = await fastAccount("farmer");
    const result = await call("GET", "/api/notifications/preferences", { token: account.token });
    expect(result.status).toBe(200);
    expect(result.json.preferences["purchase_request.created"]).toEqual({ push: true, sms: false });
    expect(result.json.preferences["purchase_request.updated"]).toEqual({ push: true, sms: false });
    expect(result.json.preferences["listing.reviewed"]).toEqual({ push: true });
    expect(Object.keys(result.json.preferences)).toHaveLength(NOTIFICATION_TYPES.length);
  });

  it("saves a partial map, keeps what it leaves out, and answers the whole map", async () => {
    const account = await fastAccount("supplier");
    const put = (preferences: unknown) => call("PUT", "/api/notifications/preferences", { token: account.token, body: { preferences } });
    const first = await put({ "listing.reviewed": { push: false }, "purchase_request.created": { push: false } });
    expect(first.status).toBe(200);
    expect(first.json.preferences["listing.reviewed"]).toEqual({ push: false });
    const second = await put({ "purchase_request.created": { sms: true } });
    expect(second.json.preferences["purchase_request.created"]).toEqual({ push: false, sms: true });
    const read = await call("GET", "/api/notifications/preferences", { token: account.token });
    expect(read.json.preferences).toEqual(second.json.preferences);
    expect(read.json.preferences["hub_post.replied"]).toEqual({ push: true });
  });

  it("refuses unknown types, SMS where it is not offered, and wrong types with a 400", async () => {
    const account = await fastAccount("buyer");
    const cases: [unknown, string][] = [
      [{ preferences: { "listing.deleted": { push: false } } }, "notification_type_unknown"],
      [{ preferences: { "listing.reviewed": { sms: true } } }, "notification_sms_unavailable"],
      [{ preferences: { "listing.reviewed": { push: "no" } } }, "wrong_type"],
      [{ preferences: { "listing.reviewed": { email: true } } }, "unknown_field"],
      [{ preferences: [] }, "wrong_type"],
      [{}, "value_required"],
    ];
    for (const [payload, code] of cases) {
      const result = await call("PUT", "/api/notifications/preferences", { token: account.token, body: payload });
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.json.code, JSON.stringify(payload)).toBe(code);
    }
    const read = await call("GET", "/api/notifications/preferences", { token: account.token });
    expect(read.json.preferences["listing.reviewed"]).toEqual({ push: true });
  });
});
