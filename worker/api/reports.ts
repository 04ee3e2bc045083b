import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, notFound } from "../http/errors";
import { rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { canSeeTarget, describeTargets, fileReport, reportDto } from "../services/reports";
import { reportBody } from "./community-schemas";

/** /api/reports: any signed-in user reports a listing, a person, a group message, a Q&A post or reply. */
export const reportRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const user = requireUser(c);
  await rateLimit(c.env.REPORT_LIMITER, `report:${user.id}`, "too_many_reports");
  const body = await readJson(c, reportBody);
  // The same answer for a hidden target as for a missing one: a report cannot tell whether a hidden listing exists.
  if (!(await canSeeTarget(c.var.db, user, body.target_type, body.target_id))) throw notFound("report_target_not_found");
  // Nobody reports themselves or what they wrote: an admin would have nothing to judge.
  const target = (await describeTargets(c.var.db, [{ type: body.target_type, id: body.target_id }]))(body.target_type, body.target_id);
  if (target.author_id === user.id) throw badRequest("report_own_content");
  const report = await fileReport(c.var.db, {
    reporterId: user.id,
    targetType: body.target_type,
    targetId: body.target_id,
    reason: body.reason,
    details: body.details || null,
  });
  if (!report) throw conflict("report_already_open");
  return c.json({ report: reportDto(report) }, 201);
});
