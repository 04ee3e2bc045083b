// Each signed-in user's choice of push (and, for a few types, SMS) per notification type
// (mounted at /api/notifications/preferences, before the notifications list so this path is not read as an id).
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/validate";
import { type PreferenceChanges, readPreferences, savePreferences } from "../services/notification-preferences";
import { preferencesBody } from "./community-schemas";

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
