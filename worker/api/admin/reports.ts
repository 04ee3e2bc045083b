import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import { groupMessages } from "../../db/schema";
import { type ModerationReason, REPORT_STATUSES, type ReportReason, type ReportStatus } from "../../domain";
import type { AdminEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam, readJson } from "../../http/validate";
import { audit, auditList } from "../../services/audit";
import { deliverNotifications } from "../../services/notification-delivery";
import { notify, writtenIn } from "../../services/notifications";
import {
  type Decision,
  decisionLanded,
  describeTargets,
  findReport,
  freezeForReport,
  openReportersOf,
  removeContent,
  reportDto,
  reportsPage,
  reportsPageQuery,
  resolveReport,
} from "../../services/reports";
import { closeUserSockets } from "../../services/room-sessions";
import { announceRemoval } from "../../services/rooms";
import { suspendStatements } from "../../services/suspension";
import { findUserById } from "../../services/users";
import { decisionBody } from "./schemas";

/** The moderation reason a freeze gives when the admin chose none: what the reporter said, where the list has it. */
const reasonFromReport = (reason: ReportReason): ModerationReason => (reason === "counterfeit" ? "counterfeit_suspected" : "other");

export const reportAdminRoutes = new Hono<AdminEnv>()
  .get("/reports", async (c) => {
    const paging = readPaging(c);
    const status = c.req.query("status") || "open";
    if (!(REPORT_STATUSES as readonly string[]).includes(status)) throw badRequest("report_status_invalid");
    // Who reported whom, in their own words: the read is recorded in the batch of its first query (issue #32).
    const [, page] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "report.list", "report", { status, limit: paging.limit, cursor: paging.cursor }),
      reportsPageQuery(c.var.db, status as ReportStatus, paging),
    ]);
    const rows = await reportsPage(c.var.db, page);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id));
  })
  .put("/reports/:id", async (c) => {
    const db = c.var.db;
    const admin = c.var.admin;
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, decisionBody);
    const report = await findReport(db, id);
    if (!report) throw notFound("report_not_found");
    if (report.status !== "open") throw conflict("report_already_resolved");
    const { targetType, targetId } = report;
    const target = (await describeTargets(db, [{ type: targetType, id: targetId }]))(targetType, targetId);
    const decision: Decision = {
      reportId: id,
      targetType,
      targetId,
      action: body.action,
      note: body.note || null,
      adminId: admin.id,
      at: new Date().toISOString(),
    };
    const landed = decisionLanded(decision);
    const effects: BatchItem<"sqlite">[] = [];
    const entry = { adminId: admin.id, action: `report.${body.action}`, targetType, targetId, note: decision.note } as const;
    let suspended: number | null = null;
    if (body.action === "freeze_listing") {
      if (targetType !== "listing") throw badRequest("report_action_not_for_target");
      const moderation = { reason: body.reason ?? reasonFromReport(report.reason), note: decision.note };
      effects.push(...audit(db, entry, { afterChange: true }), freezeForReport(db, targetId, decision.at, moderation, landed));
      if (target.author_id !== null) {
        const params = { listing: target.title, frozen: true };
        effects.push(
          ...notify(
            db,
            { userId: target.author_id, type: "listing.frozen", params, url: `/listings/${targetId}` },
            { actorId: admin.id, afterChange: true },
          ),
        );
      }
    } else if (body.action === "remove_content") {
      if (targetType === "listing" || targetType === "user") throw badRequest("report_action_not_for_target");
      effects.push(...audit(db, entry, { afterChange: true }), removeContent(db, targetType, targetId, decision.at, landed));
    } else if (body.action === "suspend_user") {
      const author = target.author_id === null ? undefined : await findUserById(db, target.author_id);
      if (!author) throw badRequest("report_action_not_for_target");
      if (author.id === admin.id) throw forbidden("cannot_suspend_self");
      if (author.role === "admin") throw forbidden("cannot_suspend_admin");
      suspended = author.id;
      effects.push(
        ...audit(db, { ...entry, targetType: "user", targetId: author.id }, { afterChange: true }),
        ...suspendStatements(db, author.id, decision.at, landed),
      );
    } else {
      effects.push(...audit(db, entry, { afterChange: true }));
    }
    // Every reporter still waiting on this target hears the outcome, in their own language at read time.
    for (const reporter of await openReportersOf(db, targetType, targetId)) {
      effects.push(
        ...notify(
          db,
          { userId: reporter.reporterId, type: "report.resolved", params: { action: body.action }, url: "/notifications" },
          { actorId: admin.id, when: landed },
        ),
      );
    }
    const { landed: resolved, results } = await resolveReport(db, decision, effects);
    if (!resolved) throw conflict("report_already_resolved");
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    // After the session rows are gone (same batch), so a reconnecting socket is refused.
    if (suspended !== null) await closeUserSockets(c.env, db, suspended);
    // A removed chat message leaves the screens of everyone in the room now, not at their next load.
    if (body.action === "remove_content" && targetType === "group_message") {
      const message = await db.select({ groupId: groupMessages.groupId }).from(groupMessages).where(eq(groupMessages.id, targetId)).get();
      if (message) await announceRemoval(c.env, message.groupId, targetId);
    }
    const stored = await findReport(db, id);
    return c.json({ report: stored ? reportDto(stored) : null });
  });
