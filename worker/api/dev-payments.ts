// /api/dev/payments (development only; mounted inside devRoutes, which answer 404 elsewhere): the payments opened so
// far, and "Pay", which marks one paid in the development provider and hands Paystack's signed charge.success event
// to the webhook's own handler: the same signature check, once-only record and verify call a real payment goes through.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { conflict, HttpError, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { listDevPayments, markDevPaymentPaid } from "../services/payments/dev-payments";
import { receivePaystackEvent } from "./payments-webhook";

export const devPaymentRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rows = await listDevPayments(c.var.db, limit, cursor);
    return c.json(pageOf(c, rows, limit, (row) => row.id));
  })
  .post("/:reference/pay", async (c) => {
    const secret = c.env.PAYSTACK_SECRET_KEY;
    if (!secret) throw new HttpError(503, "payments_unavailable");
    const paid = await markDevPaymentPaid(c.var.db, c.req.param("reference").slice(0, 100), secret);
    if (paid.outcome !== "paid") throw paid.outcome === "missing" ? notFound("payment_not_found") : conflict("payment_already_made");
    // The event through the webhook's own checks (signature, once only, the provider's verify call), as Paystack's
    // POST would arrive; its refusal, if any, is this call's answer.
    const delivered = await receivePaystackEvent(c, new TextEncoder().encode(paid.raw), paid.signature);
    return c.json({ paid: true, webhook_status: delivered.status }, 200);
  });
