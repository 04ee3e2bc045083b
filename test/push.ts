// Shared by the Web Push tests: a browser's subscription keys, and scenarios on the push service stand-in
// (test/push-service-stand-in.ts).
import { env } from "cloudflare:workers";
import { base64url } from "jose";
import { inject } from "vitest";
import type { PushScenario, ReceivedPush } from "./push-service-stand-in";

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret, base64url. */
export async function subscriberKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return {
    p256dh: base64url.encode(publicKey),
    auth: base64url.encode(crypto.getRandomValues(new Uint8Array(16))),
    privateKey: jwk.d ?? "",
  };
}

export type Subscriber = Awaited<ReturnType<typeof subscriberKeys>>;

/** A subscriber on the stand-in: its endpoint, and what the push service received for it. */
export async function pushScenario(subscriber: Subscriber, now: Date, answers: PushScenario["answers"] = []) {
  const origin = inject("pushServiceStandIn");
  const id = crypto.randomUUID();
  const scenario: PushScenario = {
    subscriber: { privateKey: subscriber.privateKey, authSecret: subscriber.auth },
    vapid: { publicKey: env.VAPID_PUBLIC_KEY ?? "", subject: env.VAPID_SUBJECT ?? "" },
    now: now.toISOString(),
    answers,
  };
  const put = await fetch(`${origin}/__push/${id}`, { method: "PUT", body: JSON.stringify(scenario) });
  if (put.status !== 204) throw new Error(`the push stand-in refused the scenario: ${put.status}`);
  return {
    origin,
    endpoint: `${origin}/${id}/wpush/v2/${crypto.randomUUID()}`,
    received: async () => (await (await fetch(`${origin}/__push/${id}`)).json()) as ReceivedPush[],
  };
}

/** Stores a subscription as the route does, straight in D1. */
export async function insertSubscription(userId: number, endpoint: string, keys: Subscriber, sessionId: string | null = null) {
  const row = await env.DB.prepare(
    "INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(userId, sessionId, endpoint, keys.p256dh, keys.auth)
    .first<{ id: number }>();
  if (!row) throw new Error("subscription not stored");
  return row.id;
}

export async function subscriptionCount(where: string, ...values: unknown[]) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM push_subscriptions WHERE ${where}`)
    .bind(...values)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
