// Payouts for the admin (issue #36, ADR 096): the released payments whose payout failed or is stuck on its way, and
// "send it again", which asks the provider first and sends only a payout that did not land (payout-retry.ts). A retry
// racing the hourly cron sends once: the claim is in the write itself.
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import { listings, payments, purchaseRequests, users } from "../../db/schema";
import type { AdminEnv, AppEnv } from "../../http/context";
import { conflict, HttpError, notFound } from "../../http/errors";
import { pageOf, readPaging } from "../../http/paging";
import { idParam } from "../../http/validate";
import { auditList, auditStatement } from "../../services/audit";
import { PAYOUT_AUTO_RETRIES, PAYOUT_STUCK_HOURS, payoutOwed, retryPayout } from "../../services/payments/payout-retry";
import { providerOf } from "../payments";

const seller = alias(users, "seller");

/** Failed payouts, and those still "pending" PAYOUT_STUCK_HOURS after they were sent, newest first (or one by id). */
export function payoutsQuery(db: Database, now: Date, paging: { limit: number; cursor: number | undefined }, onlyId?: number) {
  const stuckBefore = new Date(now.getTime() - PAYOUT_STUCK_HOURS * 3_600_000).toISOString();
  return db
    .select({
      id: sql<number>`${payments.id}`.as("payment_id"),
      orderId: payments.requestId,
      listingTitle: listings.title,
      sellerId: sql<number>`${seller.id}`.as("seller_user_id"),
      sellerName: sql<string>`${seller.fullName}`.as("seller_name"),
      // What the seller is owed: everything the ledger released to them (all that was held, or a part refund's rest).
      owedKobo:
        sql<number>`(SELECT coalesce(sum(amount_kobo), 0) FROM ledger_entries WHERE payment_id = ${payments.id} AND kind = 'released')`.as(
          "owed_kobo",
        ),
      reference: payments.transferReference,
      status: payments.transferStatus,
      retries: payments.transferRetries,
      error: payments.transferError,
      retryAt: payments.transferRetryAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, payments.requestId))
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .innerJoin(seller, eq(seller.id, payments.sellerId))
    .where(
      onlyId !== undefined
        ? sql`${payments.id} = ${onlyId} AND ${payoutOwed}`
        : sql`${payoutOwed} AND (${payments.transferStatus} = 'failed' OR (${payments.transferStatus} = 'pending' AND ${payments.updatedAt} <= ${stuckBefore})) ${paging.cursor !== undefined ? sql`AND ${payments.id} < ${paging.cursor}` : sql``}`,
    )
    .orderBy(desc(payments.id))
    .limit(paging.limit + 1);
}

type PayoutRow = Awaited<ReturnType<typeof payoutsQuery>>[number];

/** What the admin sees of a payout: amounts in naira; `state` is failed, stuck, pending or success. */
export const payoutDto = (row: PayoutRow, now: Date) => ({
  id: row.id,
  order_id: row.orderId,
  listing_title: row.listingTitle,
  seller: { id: row.sellerId, name: row.sellerName },
  amount: row.owedKobo / 100,
  reference: row.reference,
  state:
    row.status === "pending" && Date.parse(row.updatedAt) <= now.getTime() - PAYOUT_STUCK_HOURS * 3_600_000
      ? "stuck"
      : (row.status ?? "pending"),
  attempts: row.retries + 1,
  automatic_retries_left: Math.max(0, PAYOUT_AUTO_RETRIES - row.retries),
  last_error: row.error,
  next_retry_at: row.status === "failed" && row.retries < PAYOUT_AUTO_RETRIES ? row.retryAt : null,
  updated_at: row.updatedAt,
});

export const payoutAdminRoutes = new Hono<AdminEnv>()
  .get("/payouts", async (c) => {
    const paging = readPaging(c);
    const now = new Date();
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "payout.list", "payment", { limit: paging.limit, cursor: paging.cursor }),
      payoutsQuery(c.var.db, now, paging),
    ]);
    return c.json(
      pageOf(
        c,
        rows.map((row) => payoutDto(row, now)),
        paging.limit,
        (row) => row.id,
      ),
    );
  })
  .post("/payouts/:id/retry", async (c) => {
    const db = c.var.db;
    const id = idParam(c.req.param("id"));
    const now = new Date();
    const [before] = await payoutsQuery(db, now, { limit: 0, cursor: undefined }, id);
    if (!before) throw notFound("payout_not_found");
    const provider = providerOf(c as unknown as Context<AppEnv>);
    const outcome = await retryPayout(db, provider, id, { by: "admin", now }, c.req.raw.signal);
    if (outcome === "not_retryable") throw conflict("payout_not_retryable");
    if (outcome === "unavailable") throw new HttpError(503, "payment_provider_unavailable");
    await auditStatement(db, { adminId: c.var.admin.id, action: "payout.retry", targetType: "payment", targetId: id, note: outcome });
    const [after] = await payoutsQuery(db, new Date(), { limit: 0, cursor: undefined }, id);
    return c.json({ outcome, payout: after ? payoutDto(after, new Date()) : null });
  });
