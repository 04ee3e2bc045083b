// Each signed-in user's choice of push (and, for a few types, SMS) per notification type
// (mounted at /api/notifications/preferences, before the notifications list so this path is not read as an id).
import { Hono } from "hono";
import { z } from "zod";
import { NOTIFICATION_TYPES, type NotificationType } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { msg } from "../http/error-codes";
import { readJson } from "../http/validate";
import { offersSms, type PreferenceChanges, readPreferences, savePreferences } from "../services/notification-preferences";

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

const typeChange = z.strictObject({ push: z.boolean().optional(), sms: z.boolean().optional() });

/** A partial map: only the types (and the fields) that change. */
const preferencesBody = z.strictObject({
  preferences: z.record(z.string(), typeChange).superRefine((map, ctx) => {
    for (const [type, change] of Object.entries(map)) {
      if (!isType(type)) ctx.addIssue({ code: "custom", path: [type], message: msg("notification_type_unknown") });
      else if (change.sms !== undefined && !offersSms(type))
        ctx.addIssue({ code: "custom", path: [type, "sms"], message: msg("notification_sms_unavailable") });
    }
  }),
});

export const notificationPreferenceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    return c.json({ preferences: await readPreferences(c.var.db, user.id) });
  })
  .put("/", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, preferencesBody);
    return c.json({ preferences: await savePreferences(c.var.db, user.id, body.preferences as PreferenceChanges) });
  });
