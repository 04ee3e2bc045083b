import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam } from "../../http/validate";
import { contactMessagesPage, markContactMessageRead } from "../../services/admin";
import { audit, auditList } from "../../services/audit";

export const contactRoutes = new Hono<AdminEnv>()
  .get("/contact-messages", async (c) => {
    const paging = readPaging(c);
    const unread = c.req.query("unread") === "1";
    // Visitors' messages and how to reach them: the read is recorded in its own batch (issue #32).
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "contact_message.list", "contact_message", {
        unread,
        limit: paging.limit,
        cursor: paging.cursor,
      }),
      contactMessagesPage(c.var.db, unread, paging),
    ]);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
  })
  .put("/contact-messages/:id/read", async (c) => {
    // Idempotent: the first read time is kept, and only the first marking is recorded.
    const id = idParam(c.req.param("id"));
    const recorded = audit(
      c.var.db,
      { adminId: c.var.admin.id, action: "contact_message.read", targetType: "contact_message", targetId: id },
      { afterChange: true },
    );
    const message = await markContactMessageRead(c.var.db, id, recorded);
    if (!message) throw notFound("message_not_found");
    return c.json({ message });
  });
