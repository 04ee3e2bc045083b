// Web Push: the application server's public key, and the signed-in user's device subscriptions (mounted at /api/push).
import { Hono } from "hono";
import { base64url } from "jose";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { isAllowedPushEndpoint } from "../services/push";
import { importSubscriberKey } from "../services/push/encrypt";
import { deleteSubscription, listSubscriptions, saveSubscription } from "../services/push/subscriptions";
import { endpointBody, subscriptionBody } from "./community-schemas";

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
