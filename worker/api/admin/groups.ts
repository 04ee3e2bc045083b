import { type Context, Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import { conflict, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam } from "../../http/validate";
import { findGroupForReview, pendingGroupsPage, reviewGroup } from "../../services/admin-reviews";
import { audit, auditList } from "../../services/audit";
import { deliverNotifications } from "../../services/notification-delivery";
import { notify, writtenIn } from "../../services/notifications";

async function review(c: Context<AdminEnv>, status: "approved" | "rejected") {
  const id = idParam(c.req.param("id"));
  const found = await findGroupForReview(c.var.db, id);
  if (!found) throw notFound("group_not_found");
  if (found.status !== "pending") throw conflict("group_already_reviewed");
  const creatorTold = notify(
    c.var.db,
    { userId: found.creatorId, type: "group.reviewed", params: { group: found.name, status }, url: "/farmers-hub?tab=groups" },
    { actorId: c.var.admin.id, afterChange: true },
  );
  const action = status === "approved" ? "group.approve" : "group.reject";
  const recorded = audit(c.var.db, { adminId: c.var.admin.id, action, targetType: "group", targetId: id }, { afterChange: true });
  const reviewed = await reviewGroup(c.var.db, id, status, c.var.admin.id, [...recorded, ...creatorTold]);
  if (!reviewed) throw conflict("group_already_reviewed");
  deliverNotifications(deliveryFrom(c), writtenIn(reviewed.results));
  const changed = reviewed.group;
  return c.json({
    group: { id: changed.id, name: changed.name, description: changed.description, creator_id: changed.creatorId, status: changed.status },
  });
}

export const groupRoutes = new Hono<AdminEnv>()
  .get("/group-requests", async (c) => {
    const paging = readPaging(c);
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "group.list", "group", { status: "pending", limit: paging.limit, cursor: paging.cursor }),
      pendingGroupsPage(c.var.db, paging),
    ]);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
  })
  .put("/group-requests/:id/approve", (c) => review(c, "approved"))
  .put("/group-requests/:id/reject", (c) => review(c, "rejected"));
