import { Hono } from "hono";
import { AUDIT_ACTIONS, type AuditAction } from "../../domain";
import type { AdminEnv } from "../../http/context";
import { badRequest } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { isId } from "../../ids";
import { type AuditFilters, auditLogPage } from "../../services/audit";

// Read only: the log has no route that edits or deletes it (and the database refuses both).
export const auditRoutes = new Hono<AdminEnv>().get("/audit-log", async (c) => {
  const paging = readPaging(c);
  const filters: AuditFilters = {};
  const adminId = c.req.query("admin_id");
  if (adminId) {
    if (!isId(adminId)) throw badRequest("admin_id_invalid");
    filters.adminId = Number(adminId);
  }
  const action = c.req.query("action");
  if (action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) throw badRequest("audit_action_invalid");
    filters.action = action as AuditAction;
  }
  const rows = await auditLogPage(c.var.db, filters, paging);
  return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
});
