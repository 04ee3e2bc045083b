import { type Context, Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam, readJson } from "../../http/validate";
import { isId } from "../../ids";
import { fitsLikePattern, type UserFilters, usersPage } from "../../services/admin";
import { audit, auditList } from "../../services/audit";
import { normalizeNigerianPhone } from "../../services/phone";
import { closeUserSockets } from "../../services/room-sessions";
import { suspendUser, unsuspendUser } from "../../services/suspension";
import { findUserById, userDto } from "../../services/users";
import { noteBody } from "./schemas";

/** The user as the admin panel lists them: the public shape plus whether they are suspended. */
const adminUserDto = (user: Parameters<typeof userDto>[0]) => ({ ...userDto(user), suspended_at: user.suspendedAt ?? null });

async function changeSuspension(c: Context<AdminEnv>, suspend: boolean) {
  const db = c.var.db;
  const admin = c.var.admin;
  const id = idParam(c.req.param("id"));
  const { note } = await readJson(c, noteBody);
  // A suspension ends every session of the account at once: the admin says why, and the audit log keeps it.
  if (suspend && !note) throw badRequest("suspend_reason_required", { note: "suspend_reason_required" });
  const user = await findUserById(db, id);
  if (!user) throw notFound("user_not_found");
  const entry = { adminId: admin.id, targetType: "user", targetId: id, note: note || null } as const;
  const at = new Date().toISOString();
  if (suspend) {
    if (user.id === admin.id) throw forbidden("cannot_suspend_self");
    if (user.role === "admin") throw forbidden("cannot_suspend_admin");
    const landed = await suspendUser(db, id, at, (when) => audit(db, { ...entry, action: "user.suspend" }, { when }));
    if (!landed) throw conflict("user_already_suspended");
    // The session rows went in the same batch; now the sockets they opened.
    await closeUserSockets(c.env, db, id);
  } else if (!(await unsuspendUser(db, id, at, audit(db, { ...entry, action: "user.unsuspend" }, { afterChange: true })))) {
    throw conflict("user_not_suspended");
  }
  const changed = await findUserById(db, id);
  if (!changed) throw notFound("user_not_found");
  return c.json({ user: adminUserDto(changed) });
}

export const userRoutes = new Hono<AdminEnv>()
  .get("/users", async (c) => {
    const paging = readPaging(c);
    const filters: UserFilters = {};
    const q = (c.req.query("q") ?? "").trim();
    if (q && !fitsLikePattern(q)) throw badRequest("search_too_long", { q: "search_too_long" });
    if (q) Object.assign(filters, { q, phone: normalizeNigerianPhone(q) });
    const id = c.req.query("id");
    if (id !== undefined) {
      if (!isId(id)) throw badRequest("user_id_invalid", { id: "user_id_invalid" });
      filters.id = Number(id);
    }
    // Every account's e-mail and phone: the read is recorded in its own batch (issue #32), with what was searched.
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "user.list", "user", { q, id, limit: paging.limit, cursor: paging.cursor }),
      usersPage(c.var.db, filters, paging),
    ]);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id).map(adminUserDto));
  })
  .put("/users/:id/suspend", (c) => changeSuspension(c, true))
  .put("/users/:id/unsuspend", (c) => changeSuspension(c, false));
