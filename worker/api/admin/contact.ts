import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam } from "../../http/validate";
import { contactMessagesPage, markContactMessageRead } from "../../services/admin";

export const contactRoutes = new Hono<AdminEnv>()
  .get("/contact-messages", async (c) => {
    const paging = readPaging(c);
    const rows = await contactMessagesPage(c.var.db, c.req.query("unread") === "1", paging);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
  })
  .put("/contact-messages/:id/read", async (c) => {
    // Idempotent: the first read time is kept.
    const message = await markContactMessageRead(c.var.db, idParam(c.req.param("id")));
    if (!message) throw notFound("message_not_found");
    return c.json({ message });
  });
