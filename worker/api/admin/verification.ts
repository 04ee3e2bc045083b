import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { verificationRequests } from "../../db/schema";
import type { AdminEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import { conflict, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam, readJson } from "../../http/validate";
import {
  findVerificationRequest,
  pendingVerificationsPage,
  reviewVerification,
  verificationRequestQuery,
} from "../../services/admin-reviews";
import { audit, auditList, auditStatement } from "../../services/audit";
import { deliverNotifications } from "../../services/notification-delivery";
import { notify, writtenIn } from "../../services/notifications";
import { verificationReviewBody } from "./schemas";

const documentPath = (id: number) => `/api/admin/verification-requests/${id}/document`;

const APPROVED_NOTES = "Verified by admin";
const REJECTED_NOTES = "Verification rejected";
const DOCUMENT_EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

export const verificationRoutes = new Hono<AdminEnv>()
  .get("/verification-requests", async (c) => {
    const paging = readPaging(c);
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "verification.list", "verification_request", {
        status: "pending",
        limit: paging.limit,
        cursor: paging.cursor,
      }),
      pendingVerificationsPage(c.var.db, paging),
    ]);
    return c.json(pageOf(c, rows, paging.limit, (row) => row.id).map((row) => ({ ...row, document_path: documentPath(row.id) })));
  })
  .get("/verification-requests/:id/document", async (c) => {
    const id = idParam(c.req.param("id"));
    // Someone's private papers: opening them is recorded, in the batch that finds them (a missing request, no row).
    const [, [row]] = await c.var.db.batch([
      auditStatement(
        c.var.db,
        { adminId: c.var.admin.id, action: "verification.document_view", targetType: "verification_request", targetId: id },
        { when: sql`EXISTS (SELECT 1 FROM ${verificationRequests} WHERE ${verificationRequests.id} = ${id})` },
      ),
      verificationRequestQuery(c.var.db, id),
    ]);
    if (!row) throw notFound("verification_request_not_found");
    const object = await c.env.BUCKET.get(row.documentKey);
    if (!object) throw notFound("document_not_found");
    const extension = DOCUMENT_EXTENSIONS[row.documentContentType];
    const headers = new Headers({
      "Content-Type": extension ? row.documentContentType : "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    if (extension) {
      // Shown in the browser's own viewer, but sandboxed: no script, no same-origin access.
      headers.set("Content-Disposition", `inline; filename="verification-${id}.${extension}"`);
      headers.set("Content-Security-Policy", "sandbox");
    } else {
      headers.set("Content-Disposition", `attachment; filename="verification-${id}.bin"`);
    }
    return new Response(object.body, { status: 200, headers });
  })
  .put("/verification-requests/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, verificationReviewBody);
    const request = await findVerificationRequest(c.var.db, id);
    if (!request) throw notFound("verification_request_not_found");
    if (request.status !== "pending") throw conflict("verification_already_reviewed");
    const reviewedAt = new Date().toISOString();
    const adminNotes = body.adminNotes || (body.status === "approved" ? APPROVED_NOTES : REJECTED_NOTES);
    const userTold = notify(
      c.var.db,
      { userId: request.userId, type: "verification.reviewed", params: { status: body.status }, url: "/profile/verification" },
      { actorId: c.var.admin.id, afterChange: true },
    );
    const review = { status: body.status, adminNotes, reviewedBy: c.var.admin.id, reviewedAt, badge: body.badgeType ?? "verified" };
    const action = body.status === "approved" ? "verification.approve" : "verification.reject";
    const entry = { adminId: c.var.admin.id, action, targetType: "verification_request", targetId: id, note: adminNotes } as const;
    const recorded = audit(c.var.db, entry, { afterChange: true });
    const { landed, results } = await reviewVerification(c.var.db, request, review, [...recorded, ...userTold]);
    if (!landed) throw conflict("verification_already_reviewed");
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    return c.json({ request: { id, status: body.status, admin_notes: adminNotes, reviewed_at: reviewedAt } });
  });
