// Web Push: the application server's public key, and the signed-in user's device subscriptions (mounted at /api/push).
import { Hono } from "hono";
import { base64url } from "jose";
import { z } from "zod";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { msg } from "../http/error-codes";
import { badRequest, conflict, HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { isAllowedPushEndpoint } from "../services/push";
import { importSubscriberKey } from "../services/push/encrypt";
import { deleteSubscription, listSubscriptions, saveSubscription } from "../services/push/subscriptions";

/** Decodes base64url text to exactly `bytes` bytes, or null. */
function decodedLength(value: string): number {
  try {
    return base64url.decode(value).length;
  } catch {
    return -1;
  }
}

const endpointField = z.string(msg("push_endpoint_invalid")).min(1, msg("push_endpoint_invalid")).max(2048, msg("push_endpoint_invalid"));

/** What `PushSubscription.toJSON()` gives in the browser: the endpoint and its RFC 8291 keys (expirationTime is ignored). */
const subscriptionBody = z.strictObject({
  endpoint: endpointField,
  expirationTime: z.number().nullish(),
  keys: z.strictObject(
    {
      p256dh: z
        .string(msg("push_key_invalid"))
        .max(100, msg("push_key_invalid"))
        .refine((value) => /^[\w-]+$/.test(value) && decodedLength(value) === 65, msg("push_key_invalid")),
      auth: z
        .string(msg("push_auth_invalid"))
        .max(40, msg("push_auth_invalid"))
        .refine((value) => /^[\w-]+$/.test(value) && decodedLength(value) === 16, msg("push_auth_invalid")),
    },
    msg("push_key_invalid"),
  ),
});

const endpointBody = z.strictObject({ endpoint: endpointField });

export const pushRoutes = new Hono<AppEnv>()
  .get("/public-key", (c) => {
    const publicKey = c.env.VAPID_PUBLIC_KEY;
    if (!publicKey || !c.env.VAPID_PRIVATE_KEY || !c.env.VAPID_SUBJECT) throw new HttpError(503, "push_unavailable");
    // The key changes only when the deployment's secret does.
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ publicKey });
  })
  .get("/subscriptions", async (c) => {
    const user = requireUser(c);
    const rows = await listSubscriptions(c.var.db, user.id);
    return c.json({ subscriptions: rows.map((row) => ({ endpoint: row.endpoint, created_at: row.createdAt })) });
  })
  .post("/subscriptions", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, subscriptionBody);
    if (!isAllowedPushEndpoint(body.endpoint, c.env))
      throw badRequest("push_endpoint_not_allowed", { endpoint: "push_endpoint_not_allowed" });
    try {
      // The point must lie on the curve, or every message to it would fail.
      await importSubscriberKey(base64url.decode(body.keys.p256dh));
    } catch {
      throw badRequest("push_key_invalid", { "keys.p256dh": "push_key_invalid" });
    }
    const result = await saveSubscription(c.var.db, {
      userId: user.id,
      sessionId: c.var.sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    if (result === "taken") throw conflict("push_endpoint_taken");
    return c.json({ subscription: { endpoint: body.endpoint } }, 201);
  })
  .delete("/subscriptions", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, endpointBody);
    await deleteSubscription(c.var.db, user.id, body.endpoint);
    return c.body(null, 204);
  });
