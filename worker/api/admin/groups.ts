import { type Context, Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam } from "../../http/validate";
import { pendingGroupsPage, reviewGroup } from "../../services/admin";

async function review(c: Context<AdminEnv>, status: "approved" | "rejected") {
  const id = idParam(c.req.param("id"));
  const changed = await reviewGroup(c.var.db, id, status, c.var.admin.id);
  if (changed === "missing") throw notFound("group_not_found");
  if (changed === "reviewed") throw conflict("group_already_reviewed");
  return c.json({
    group: { id: changed.id, name: changed.name, description: changed.description, creator_id: changed.creatorId, status: changed.status },
  });
}

export const groupRoutes = new Hono<AdminEnv>()
  .get("/group-requests", async (c) => {
    const paging = readPaging(c);
    const rows = await pendingGroupsPage(c.var.db, paging);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
  })
  .put("/group-requests/:id/approve", (c) => review(c, "approved"))
  .put("/group-requests/:id/reject", (c) => review(c, "rejected"));
