// What /dev/payments drives (development only, PRODUCT.md "Payments"): the payments opened so far with what the
// development provider knows of each, and "the buyer transferred": the provider's record marked paid, and the signed
// charge.success event Paystack would send for it.
import { desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { devPaymentTransactions, payments } from "../../db/schema";
import { signBody } from "./money";

export interface DevPaymentDto {
  id: number;
  reference: string;
  request_id: number;
  /** Gona's state of the payment: pending, held, released, refunded or disputed. */
  status: string;
  /** The development provider's: pending until "paid", then success; null when another provider opened it. */
  provider_status: string | null;
  amount: number;
  created_at: string;
}

/** Newest first, `limit + 1` rows so the caller can tell whether another page follows. */
export async function listDevPayments(db: Database, limit: number, cursor?: number): Promise<DevPaymentDto[]> {
  const rows = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      requestId: payments.requestId,
      status: payments.status,
      providerStatus: devPaymentTransactions.status,
      amountKobo: payments.amountKobo,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(devPaymentTransactions, eq(devPaymentTransactions.reference, payments.reference))
    .where(cursor === undefined ? undefined : lt(payments.id, cursor))
    .orderBy(desc(payments.id))
    .limit(limit + 1)
    .all();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    request_id: row.requestId,
    status: row.status,
    provider_status: row.providerStatus,
    amount: row.amountKobo / 100,
    created_at: row.createdAt,
  }));
}

/**
 * The buyer's transfer arriving: the development provider's record of `reference` becomes a success (only once: a
 * second call finds it paid and answers "already"), and the answer is Paystack's `charge.success` body for it, raw and
 * signed with the key the webhook checks. "missing" when the development provider never opened that payment.
 */
export async function markDevPaymentPaid(
  db: Database,
  reference: string,
  secretKey: string,
): Promise<{ outcome: "paid"; raw: string; signature: string } | { outcome: "missing" | "already" }> {
  const paid = await db
    .update(devPaymentTransactions)
    .set({ status: "success", paidAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(sql`${devPaymentTransactions.reference} = ${reference} AND ${devPaymentTransactions.status} <> 'success'`)
    .returning()
    .get();
  if (!paid) {
    const known = await db
      .select({ id: devPaymentTransactions.id })
      .from(devPaymentTransactions)
      .where(eq(devPaymentTransactions.reference, reference))
      .get();
    return { outcome: known ? "already" : "missing" };
  }
  const raw = JSON.stringify({
    event: "charge.success",
    data: {
      id: paid.id,
      domain: "test",
      status: "success",
      reference: paid.reference,
      amount: paid.amountKobo,
      currency: paid.currency,
      channel: "bank_transfer",
      paid_at: paid.paidAt,
      customer: { email: paid.email },
    },
  });
  return { outcome: "paid", raw, signature: await signBody(raw, secretKey) };
}
