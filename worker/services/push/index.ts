// Web Push delivery: one encrypted, VAPID-signed POST per subscription of a user, best effort.
import { eq, inArray } from "drizzle-orm";
import { database } from "../../db/client";
import { type PushSubscription, pushSubscriptions } from "../../db/schema";
import type { Env } from "../../env";
import { encryptPayload } from "./encrypt";
import { isAllowedPushEndpoint } from "./endpoints";
import { type VapidConfig, vapidAuthorization } from "./vapid";

export { isAllowedPushEndpoint } from "./endpoints";

export type PushUrgency = "very-low" | "low" | "normal" | "high";

export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens (a path on this site). */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

export interface PushOptions {
  /** "high" for what someone waits on (a purchase request), "normal" otherwise. */
  urgency: PushUrgency;
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  /** Replaces an undelivered message with the same topic (up to 32 base64url characters). */
  topic?: string;
  now?: Date;
}

export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
}

/** The VAPID configuration, or null when the keys are not set (push is then off). */
export function vapidConfig(env: Env): VapidConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
}

const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const SEND_TIMEOUT_MS = 10_000;

/** Long bodies are cut to this many characters, so the message always fits one record. */
const MAX_BODY_CHARACTERS = 500;

/** The JSON the service worker reads. */
export function pushPayload(message: PushMessage): Uint8Array {
  const characters = Array.from(message.body);
  const body = characters.length > MAX_BODY_CHARACTERS ? `${characters.slice(0, MAX_BODY_CHARACTERS).join("")}…` : message.body;
  return new TextEncoder().encode(JSON.stringify({ title: message.title, body, url: message.url, tag: message.tag }));
}

/** One push request; answers the push service's status. Throws when the request itself fails (network, timeout). */
export async function sendPush(
  subscription: Pick<PushSubscription, "endpoint" | "p256dh" | "auth">,
  payload: Uint8Array,
  vapid: VapidConfig,
  options: PushOptions,
): Promise<number> {
  const body = await encryptPayload(payload, subscription);
  const headers: Record<string, string> = {
    Authorization: await vapidAuthorization(subscription.endpoint, vapid, options.now ?? new Date()),
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(Math.max(0, Math.floor(options.ttl))),
    Urgency: options.urgency,
  };
  if (options.topic && TOPIC.test(options.topic)) headers.Topic = options.topic;
  const response = await fetch(subscription.endpoint, {
    method: "POST",
    headers,
    body,
    // A redirect would lead the request off the allow-listed host.
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Sends the message to every device of the user. Never throws: a subscription the push service says is gone
 * (404, 410) is deleted, any other failure is logged and the subscription kept for the next message.
 */
export async function pushToUser(env: Env, userId: number, message: PushMessage, options: PushOptions): Promise<PushResult> {
  const result: PushResult = { sent: 0, removed: 0, failed: 0 };
  try {
    const vapid = vapidConfig(env);
    if (!vapid) return result;
    const db = database(env.DB);
    const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();
    if (subscriptions.length === 0) return result;
    const payload = pushPayload(message);
    const gone: number[] = [];
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          // Checked again at send time: the list may have shrunk since the endpoint was stored.
          if (!isAllowedPushEndpoint(subscription.endpoint, env)) throw new Error("endpoint no longer allowed");
          const status = await sendPush(subscription, payload, vapid, options);
          if (status >= 200 && status < 300) result.sent++;
          else if (status === 404 || status === 410) gone.push(subscription.id);
          else {
            result.failed++;
            console.warn("Push refused", { status, subscription: subscription.id, host: new URL(subscription.endpoint).host });
          }
        } catch (error) {
          result.failed++;
          console.warn("Push failed", { subscription: subscription.id, error: String(error) });
        }
      }),
    );
    if (gone.length > 0) {
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      result.removed = gone.length;
    }
  } catch (error) {
    console.error("Push delivery failed", { userId, error: String(error) });
  }
  return result;
}
