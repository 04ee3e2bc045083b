// Disputes (PRODUCT.md "Payments", ADR 092): the admin's list of buyers' disputes of held money, and the decision on
// one: release it all to the seller, or refund the buyer all or part (the rest released). Decided once: the payment's
// `disputed` state is the guard in the write, so a second decision, or a racing one, answers 409 and changes nothing.
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { Hono } from "hono";
import { DISPUTE_STATUSES, listings, paymentDisputes, payments, purchaseRequests, users } from "../../db/schema";
import type { AdminEnv, AppEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import { badRequest, conflict, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam, readJson } from "../../http/validate";
import { auditList } from "../../services/audit";
import { deliverNotifications } from "../../services/notification-delivery";
import { writtenIn } from "../../services/notifications";
import { findRequestForMove } from "../../services/order-moves";
import { paymentProviderFor } from "../../services/payments";
import { recordRefund, resolveDispute } from "../../services/payments/disputes";
import { refundSplit } from "../../services/payments/money";
import { payOut } from "../../services/payments/release";
import { providerOf } from "../payments";
import { disputeDecisionBody } from "./schemas";

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");
const naira2 = (kobo: number | null) => (kobo === null ? null : kobo / 100);

/** Disputes, newest first, with the order, both sides, the reason and the amounts (naira). */
export function disputesQuery(c: Context<AdminEnv>, status: string | undefined, paging: { limit: number; cursor: number | undefined }) {
  return c.var.db
    .select({
      // Named apart: a D1 batch answers rows keyed by column name, where three "id"s would be one.
      id: sql<number>`${paymentDisputes.id}`.as("dispute_id"),
      orderId: paymentDisputes.requestId,
      listingTitle: listings.title,
      buyerId: sql<number>`${buyer.id}`.as("buyer_user_id"),
      buyerName: sql<string>`${buyer.fullName}`.as("buyer_name"),
      sellerId: sql<number>`${seller.id}`.as("seller_user_id"),
      sellerName: sql<string>`${seller.fullName}`.as("seller_name"),
      reason: paymentDisputes.reason,
      details: paymentDisputes.details,
      status: paymentDisputes.status,
      amountKobo: payments.amountKobo,
      feeKobo: payments.feeKobo,
      refundKobo: paymentDisputes.refundKobo,
      releasedKobo: paymentDisputes.releasedKobo,
      note: paymentDisputes.note,
      refundStatus: paymentDisputes.refundStatus,
      createdAt: paymentDisputes.createdAt,
      resolvedAt: paymentDisputes.resolvedAt,
    })
    .from(paymentDisputes)
    .innerJoin(payments, eq(payments.id, paymentDisputes.paymentId))
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, paymentDisputes.requestId))
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .innerJoin(buyer, eq(buyer.id, payments.buyerId))
    .innerJoin(seller, eq(seller.id, payments.sellerId))
    .where(
      sql`1 = 1 ${status ? sql`AND ${paymentDisputes.status} = ${status}` : sql``} ${paging.cursor !== undefined ? sql`AND ${paymentDisputes.id} < ${paging.cursor}` : sql``}`,
    )
    .orderBy(desc(paymentDisputes.id))
    .limit(paging.limit + 1);
}

type DisputeRow = Awaited<ReturnType<typeof disputesQuery>>[number];

export const disputeDto = (row: DisputeRow) => ({
  id: row.id,
  order_id: row.orderId,
  listing_title: row.listingTitle,
  buyer: { id: row.buyerId, name: row.buyerName },
  seller: { id: row.sellerId, name: row.sellerName },
  reason: row.reason,
  details: row.details,
  status: row.status,
  amount: row.amountKobo / 100,
  fee: row.feeKobo / 100,
  held: (row.amountKobo - row.feeKobo) / 100,
  refund: naira2(row.refundKobo),
  released: naira2(row.releasedKobo),
  note: row.note,
  refund_status: row.refundStatus,
  created_at: row.createdAt,
  resolved_at: row.resolvedAt,
});

export const disputeAdminRoutes = new Hono<AdminEnv>()
  .get("/disputes", async (c) => {
    const paging = readPaging(c);
    const status = c.req.query("status") || undefined;
    if (status !== undefined && !(DISPUTE_STATUSES as readonly string[]).includes(status)) throw badRequest("dispute_status_invalid");
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "dispute.list", "dispute", { status, limit: paging.limit, cursor: paging.cursor }),
      disputesQuery(c, status, paging),
    ]);
    return c.json(pageOf(c, rows.map(disputeDto), paging.limit, (row) => row.id));
  })
  .put("/disputes/:id", async (c) => {
    const db = c.var.db;
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, disputeDecisionBody);
    const dispute = await db.select().from(paymentDisputes).where(eq(paymentDisputes.id, id)).get();
    if (!dispute) throw notFound("dispute_not_found");
    if (dispute.status !== "open") throw conflict("dispute_already_resolved");
    const payment = await db.select().from(payments).where(eq(payments.id, dispute.paymentId)).get();
    if (!payment) throw notFound("dispute_not_found");
    if (body.action === "release" && body.amount !== undefined) throw badRequest("dispute_amount_only_when_refunding");
    // Up to all the buyer paid (ADR 098): beyond what is held, the refund comes out of Gona's fee.
    const refundKobo = body.action === "release" ? 0 : body.amount === undefined ? payment.amountKobo : Math.round(body.amount * 100);
    if (refundKobo > payment.amountKobo) throw badRequest("dispute_amount_too_large");
    // Payments must be configured before any money moves (503 otherwise), so the refund and payout can follow.
    const provider = providerOf(c as unknown as Context<AppEnv>);
    const order = await findRequestForMove(db, dispute.requestId);
    if (!order) throw notFound("dispute_not_found");
    const split = refundSplit(payment.amountKobo, payment.feeKobo, refundKobo);
    const { reference, results } = await resolveDispute(
      db,
      payment,
      { ...order, id: dispute.requestId },
      {
        ...split,
        adminId: c.var.admin.id,
        note: body.note,
      },
    );
    if (!reference) throw conflict("dispute_already_resolved");
    deliverNotifications(deliveryFrom(c as unknown as Context<AppEnv>), writtenIn(results));
    const signal = c.req.raw.signal;
    if (split.refundKobo > 0) {
      // Refused or unreachable: recorded as failed for the operator to retry; the decision stands.
      const refund = await provider.refund({ reference: payment.reference, amountKobo: split.refundKobo, note: body.note }, signal);
      if (!refund.ok) console.error("Refund failed", payment.reference, refund.error);
      await recordRefund(db, id, refund.ok ? { refundId: refund.refundId, status: refund.status } : { refundId: null, status: "failed" });
    }
    if (split.releasedKobo > 0) await payOut(db, paymentProviderFor(c.env).provider, payment, reference, signal, split.releasedKobo);
    const [row] = await disputesQuery(c, undefined, { limit: 1, cursor: id + 1 });
    return c.json(row ? disputeDto(row) : null);
  });
