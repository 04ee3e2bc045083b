// One dispute with its order's history and conversation (ADR 098): what the admin reads before deciding.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { paymentDisputes } from "../../db/schema";
import type { AdminEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam } from "../../http/validate";
import { auditStatement } from "../../services/audit";
import { disputeMessageDto } from "../../services/payments/dispute-messages";
import { disputeTimeline, type TimelineRows, timelineQueries } from "../../services/payments/dispute-timeline";
import { disputeDto, disputesQuery } from "./disputes";

/** GET /api/admin/disputes/{id}: the dispute, its order's history and its conversation, in one D1 round trip. */
export const disputeViewRoutes = new Hono<AdminEnv>().get("/disputes/:id", async (c: Context<AdminEnv>) => {
  const db = c.var.db;
  const id = idParam(c.req.param("id"));
  const [rows, , ...history] = await db.batch([
    disputesQuery(c, undefined, { limit: 1, cursor: id + 1 }),
    // Recorded only for a dispute that exists (reading a money matter is in the audit trail, as the list is).
    auditStatement(
      db,
      { adminId: c.var.admin.id, action: "dispute.view", targetType: "dispute", targetId: id },
      { when: sql`EXISTS (SELECT 1 FROM ${paymentDisputes} WHERE ${paymentDisputes.id} = ${id})` },
    ),
    ...timelineQueries(db, id),
  ]);
  const row = rows.find((entry) => entry.id === id);
  if (!row) throw notFound("dispute_not_found");
  const timeline = disputeTimeline(row, history as unknown as TimelineRows);
  return c.json({ ...disputeDto(row), timeline, messages: (history as unknown as TimelineRows)[6].map(disputeMessageDto) });
});
