import { Hono } from "hono";
import { requireUser } from "../http/auth";
import { inBackground } from "../http/background";
import type { AppEnv } from "../http/context";
import { badRequest, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { idParam } from "../http/validate";
import { resolveLanguage } from "../languages";
import { announceToUser } from "../services/notification-delivery";
import { markAllRead, markRead, notificationDto, notificationsPage, unreadCount } from "../services/notifications";

/** Mounted under /api/notifications: the signed-in user's own notifications, and marking them read. */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const paging = readPaging(c);
    const unread = c.req.query("unread");
    if (unread !== undefined && unread !== "0" && unread !== "1") throw badRequest("unread_filter_invalid");
    const page = await notificationsPage(c.var.db, user.id, { ...paging, unreadOnly: unread === "1" });
    c.header("X-Unread-Count", String(page.unread));
    const language = resolveLanguage(c.req.raw, user.language);
    return c.json(pageOf(c, page.rows, paging.limit, (row) => row.id).map((row) => notificationDto(row, language)));
  })

  .get("/unread-count", (c) => {
    requireUser(c);
    // Counted with the session check.
    return c.json({ count: c.var.unread });
  })

  .put("/read-all", async (c) => {
    const user = requireUser(c);
    const updated = await markAllRead(c.var.db, user.id);
    // The user's other tabs show the new count at once.
    if (updated > 0)
      inBackground(c.executionCtx, "unread count to the user's tabs", () => announceToUser(c.env, user.id, { type: "unread", unread: 0 }));
    return c.json({ updated });
  })

  .put("/:id/read", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    // Another user's notification is answered as missing.
    const row = await markRead(c.var.db, user.id, id);
    if (!row) throw notFound("notification_not_found");
    inBackground(c.executionCtx, "unread count to the user's tabs", async () =>
      announceToUser(c.env, user.id, { type: "unread", unread: await unreadCount(c.var.db, user.id) }),
    );
    return c.json({ notification: notificationDto(row, resolveLanguage(c.req.raw, user.language)) });
  });
