import { env } from "cloudflare:workers";
import { base64url, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../../test/fast-users";
import { configured } from "../../../test/messaging";
import { insertSubscription, pushScenario, subscriberKeys, subscriptionCount } from "../../../test/push";
import { encryptPayload } from "./encrypt";
import { isAllowedPushEndpoint } from "./endpoints";
import { pushToUser } from "./index";
import { VAPID_TOKEN_SECONDS, vapidAuthorization, vapidJwk } from "./vapid";

// RFC 8291 appendix A: the worked example of one push message.
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const NOW = new Date("2026-11-23T03:00:00Z");
const message = { title: "New purchase request", body: "Ada wants 3 bags of maize", url: "/profile/requests", tag: "purchase-request-7" };

describe("push message encryption (RFC 8291, aes128gcm)", () => {
  it("reproduces the RFC's worked example byte for byte", async () => {
    const { d, ...publicJwk } = vapidJwk({ publicKey: RFC.asPublic, privateKey: RFC.asPrivate });
    const algorithm = { name: "ECDH", namedCurve: "P-256" };
    const senderKeys = {
      privateKey: await crypto.subtle.importKey("jwk", { ...publicJwk, d }, algorithm, true, ["deriveBits"]),
      publicKey: await crypto.subtle.importKey("jwk", publicJwk, algorithm, true, []),
    };
    const body = await encryptPayload(
      new TextEncoder().encode(RFC.plaintext),
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      {
        salt: base64url.decode(RFC.salt),
        senderKeys,
      },
    );
    expect(base64url.encode(body)).toBe(RFC.body);
  });

  it("uses a fresh salt and sender key for every message", async () => {
    const keys = await subscriberKeys();
    const plaintext = new TextEncoder().encode("same words");
    const [first, second] = [await encryptPayload(plaintext, keys), await encryptPayload(plaintext, keys)];
    expect(base64url.encode(first.slice(0, 16))).not.toBe(base64url.encode(second.slice(0, 16)));
    expect(base64url.encode(first.slice(21, 86))).not.toBe(base64url.encode(second.slice(21, 86)));
    expect([...first.slice(16, 21)]).toEqual([0, 0, 16, 0, 65]);
  });

  it("refuses a browser key that is not a point on P-256", async () => {
    const keys = await subscriberKeys();
    const bad = base64url.decode(keys.p256dh);
    bad[64] = (bad[64] ?? 0) ^ 1;
    await expect(encryptPayload(new Uint8Array(4), { ...keys, p256dh: base64url.encode(bad) })).rejects.toThrow();
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs an ES256 token for the endpoint's origin, valid 12 hours from the given time, with our subject", async () => {
    const config = { publicKey: env.VAPID_PUBLIC_KEY ?? "", privateKey: env.VAPID_PRIVATE_KEY ?? "", subject: "mailto:ops@gona.ng" };
    const header = await vapidAuthorization("https://fcm.googleapis.com/fcm/send/abc:def?x=1", config, NOW);
    const match = /^vapid t=(\S+), k=(\S+)$/.exec(header);
    expect(match?.[2]).toBe(config.publicKey);
    const token = match?.[1] ?? "";
    expect(decodeProtectedHeader(token)).toEqual({ typ: "JWT", alg: "ES256" });
    expect(decodeJwt(token)).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: NOW.getTime() / 1000 + VAPID_TOKEN_SECONDS,
      sub: config.subject,
    });
    expect(VAPID_TOKEN_SECONDS).toBeLessThanOrEqual(24 * 3600);
    const { d: _private, ...publicJwk } = vapidJwk(config);
    await expect(jwtVerify(token, await importJWK(publicJwk, "ES256"), { currentDate: NOW })).resolves.toBeTruthy();
  });
});

describe("push endpoint allow-list", () => {
  const production = { APP_ENV: "production", PUSH_TEST_ORIGINS: "http://127.0.0.1:9999" };
  const test = { APP_ENV: "test", PUSH_TEST_ORIGINS: "http://127.0.0.1:9999" };

  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://fcm.googleapis.com/wp/dGVzdA",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMHTs8",
      "https://api.push.apple.com/3/device/abc",
    ])
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
  });

  it("refuses http, other ports, unknown hosts, look-alikes, IP literals and userinfo tricks", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://evil.example/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://notify.windows.com/w/",
      "https://xnotify.windows.com/w/",
      "https://push.apple.com/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com@evil.example/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "ftp://fcm.googleapis.com/x",
      "javascript:alert(1)",
      "not a url",
      "",
    ])
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
  });

  it("allows a configured local stand-in only outside production", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:9999/a/b", test)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9999/a/b", { ...test, APP_ENV: "development" })).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9999/a/b", production)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9998/a/b", test)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9999/a/b", { APP_ENV: "test" })).toBe(false);
  });
});

describe("pushToUser", () => {
  /** The Worker's env with the stand-in allowed, as development configures a local push service. */
  const withStandIn = (origin: string, extra = "") => configured({ PUSH_TEST_ORIGINS: `${origin}${extra}` });

  it("sends an encrypted, VAPID-signed message the push service can verify and decrypt", async () => {
    const user = await fastUser("farmer");
    const keys = await subscriberKeys();
    const service = await pushScenario(keys, NOW, [201]);
    await insertSubscription(user.id, service.endpoint, keys);
    const result = await pushToUser(withStandIn(service.origin), user.id, message, { urgency: "high", ttl: 3600, topic: "pr-7", now: NOW });
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [push, ...more] = await service.received();
    expect(more).toEqual([]);
    expect(push?.vapid).toEqual({
      claims: { aud: service.origin, exp: NOW.getTime() / 1000 + VAPID_TOKEN_SECONDS, sub: "mailto:push-tests@gona.test" },
      key: env.VAPID_PUBLIC_KEY,
    });
    expect(push?.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "3600",
      urgency: "high",
      topic: "pr-7",
    });
    expect(push?.decryptError).toBeUndefined();
    expect(JSON.parse(push?.plaintext ?? "null")).toEqual(message);
  });

  it("deletes a subscription the push service says is gone (410, 404) and keeps one after a 500", async () => {
    const user = await fastUser("buyer");
    const ids: Record<string, number> = {};
    let origin = "";
    for (const answer of [410, 404, 500] as const) {
      const keys = await subscriberKeys();
      const service = await pushScenario(keys, NOW, [answer]);
      origin = service.origin;
      ids[answer] = await insertSubscription(user.id, service.endpoint, keys);
    }
    const result = await pushToUser(withStandIn(origin), user.id, message, { urgency: "normal", ttl: 60, now: NOW });
    expect(result).toEqual({ sent: 0, removed: 2, failed: 1 });
    expect(await subscriptionCount("id IN (?, ?)", ids[410], ids[404])).toBe(0);
    expect(await subscriptionCount("id = ?", ids[500])).toBe(1);
  });

  it("never throws: a refused connection and a disallowed endpoint are counted as failures and kept", async () => {
    const user = await fastUser("supplier");
    const keys = await subscriberKeys();
    // A port that nothing listens on: the fetch itself throws.
    const down = "http://127.0.0.1:1";
    await insertSubscription(user.id, `${down}/wpush/v2/abc`, keys);
    await insertSubscription(user.id, "https://evil.example/push/abc", keys);
    const result = await pushToUser(withStandIn(down), user.id, message, { urgency: "normal", ttl: 60, now: NOW });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 2 });
    expect(await subscriptionCount("user_id = ?", user.id)).toBe(2);
  });

  it("does nothing (and throws nothing) without VAPID keys or subscriptions", async () => {
    const user = await fastUser("farmer");
    const keys = await subscriberKeys();
    const service = await pushScenario(keys, NOW);
    await insertSubscription(user.id, service.endpoint, keys);
    const unconfigured = configured({ PUSH_TEST_ORIGINS: service.origin, VAPID_PRIVATE_KEY: undefined });
    expect(await pushToUser(unconfigured, user.id, message, { urgency: "normal", ttl: 60, now: NOW })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(await service.received()).toEqual([]);
    const nobody = await fastUser("farmer");
    expect(await pushToUser(withStandIn(service.origin), nobody.id, message, { urgency: "normal", ttl: 60, now: NOW })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });
});
