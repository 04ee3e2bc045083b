// "Retry refund" (ADR 097): an admin asks for a decided dispute's failed refund to be tried again. The retry is claimed
// in the write and verified with the provider first (worker/services/payments/refund-retry.ts); 409 with a code when
// the refund is not failed (or another retry holds it) or its retries are spent.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { paymentDisputes } from "../../db/schema";
import type { AdminEnv, AppEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import { conflict, notFound } from "../../http/errors";
import { idParam } from "../../http/validate";
import { deliverNotifications } from "../../services/notification-delivery";
import { writtenIn } from "../../services/notifications";
import { MAX_REFUND_RETRIES, retryRefund } from "../../services/payments/refund-retry";
import { providerOf, providerTrouble } from "../payments";

export const refundRetryRoutes = new Hono<AdminEnv>().post("/disputes/:id/refund/retry", async (c) => {
  const id = idParam(c.req.param("id"));
  const app = c as unknown as Context<AppEnv>;
  const retry = await retryRefund(c.var.db, providerOf(app), id, c.var.admin.id, c.req.raw.signal);
  if (retry.outcome === "not_found") throw notFound("dispute_not_found");
  if (retry.outcome === "not_retryable") throw conflict("refund_not_retryable");
  if (retry.outcome === "exhausted") throw conflict("refund_retries_exhausted");
  if (retry.outcome === "provider_unavailable") throw providerTrouble(app, "retrying a refund", retry.error);
  deliverNotifications(deliveryFrom(app), writtenIn(retry.results));
  const row = await c.var.db
    .select({ code: paymentDisputes.refundCode, status: paymentDisputes.refundStatus, attempts: paymentDisputes.refundAttempts })
    .from(paymentDisputes)
    .where(eq(paymentDisputes.id, id))
    .get();
  return c.json({
    id,
    outcome: retry.outcome,
    refund_code: row?.code ?? null,
    refund_status: row?.status ?? null,
    attempts: row?.attempts ?? 0,
    attempts_left: Math.max(0, MAX_REFUND_RETRIES - (row?.attempts ?? 0)),
  });
});
