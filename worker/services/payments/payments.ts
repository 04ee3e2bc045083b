// A buyer's payment for an order (ADR 083, docs/payments.md): the facts a payment needs, the conditional insert that
// opens one (one per order while its money is on the way or held), and the payment as the API shows it.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, type Payment, payments, payoutAccounts, purchaseRequests, users } from "../../db/schema";
import { isSafeKobo, lineKobo, quantityThousandths } from "../money";
import { feeKobo } from "./money";
import type { TransferAccount } from "./provider";

/** What opening a payment looks at: the order, its buyer's e-mail, and whether its seller can be paid. */
export async function orderForPayment(db: Database, requestId: number) {
  const row = await db
    .select({
      id: purchaseRequests.id,
      status: purchaseRequests.status,
      buyerId: purchaseRequests.buyerId,
      sellerId: listings.userId,
      quantity: purchaseRequests.quantity,
      priceKobo: sql<number>`coalesce(${purchaseRequests.unitPriceKobo}, ${purchaseRequests.offeredPriceKobo}, ${listings.priceKobo})`,
      buyerEmail: users.email,
      sellerCanBePaid: sql<number>`EXISTS (SELECT 1 FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${listings.userId})`,
    })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .innerJoin(users, eq(users.id, purchaseRequests.buyerId))
    .where(eq(purchaseRequests.id, requestId))
    .get();
  if (!row) return undefined;
  // The order's total exactly as its page shows it (purchase-requests.ts): quantity in thousandths times the agreed price.
  const total = lineKobo(quantityThousandths(row.quantity), BigInt(row.priceKobo));
  return { ...row, sellerCanBePaid: Boolean(row.sellerCanBePaid), amountKobo: isSafeKobo(total) && total > 0n ? Number(total) : null };
}

/** The payment of an order whose money is on the way or held (at most one, by the partial unique index). */
export function openPaymentOf(db: Database, requestId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), inArray(payments.status, ["pending", "held", "disputed"])))
    .orderBy(desc(payments.id))
    .get();
}

/**
 * An order's parties and its latest payment in any state (what its page shows), in one query: undefined when there is
 * no such order, `payment` null when it has none.
 */
export async function latestPaymentOf(db: Database, requestId: number) {
  const row = await db
    .select({ buyerId: purchaseRequests.buyerId, sellerId: listings.userId, payment: payments })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .leftJoin(payments, sql`${payments.id} = (SELECT max(p.id) FROM ${payments} p WHERE p.request_id = ${purchaseRequests.id})`)
    .where(eq(purchaseRequests.id, requestId))
    .get();
  return row;
}

/**
 * The e-mail the provider sends its receipt to: the buyer's own, or, for a buyer who registered by phone, an address
 * at Gona's domain that names the account and reaches nobody (ADR 083). Paystack requires one.
 */
export const receiptEmail = (buyerId: number, email: string | null) => email ?? `buyer-${buyerId}@pay.gona.ng`;

export interface NewPayment {
  requestId: number;
  buyerId: number;
  sellerId: number;
  reference: string;
  amountKobo: number;
  provider: string;
  transfer: TransferAccount | null;
  checkoutUrl: string | null;
  accessCode: string | null;
}

/**
 * Stores a payment the provider opened, in one statement whose WHERE re-checks what the route checked: the order is
 * still accepted, the caller is its buyer, the seller still has a payout account. The partial unique index refuses a
 * second open payment for the order (a racing call): then nothing is stored and null comes back.
 */
export async function storePayment(db: Database, payment: NewPayment): Promise<Payment | null> {
  const fee = feeKobo(payment.amountKobo);
  await db.run(sql`
    INSERT INTO ${payments} (request_id, buyer_id, seller_id, reference, amount_kobo, fee_kobo, currency, status, provider,
      checkout_url, access_code, transfer_account_number, transfer_bank_name, transfer_account_name, transfer_expires_at)
    SELECT ${payment.requestId}, ${payment.buyerId}, ${payment.sellerId}, ${payment.reference}, ${payment.amountKobo}, ${fee},
      'NGN', 'pending', ${payment.provider}, ${payment.checkoutUrl}, ${payment.accessCode},
      ${payment.transfer?.accountNumber ?? null}, ${payment.transfer?.bankName ?? null}, ${payment.transfer?.accountName ?? null},
      ${payment.transfer?.expiresAt ?? null}
    FROM ${purchaseRequests}
    WHERE ${purchaseRequests.id} = ${payment.requestId} AND ${purchaseRequests.status} = 'accepted'
      AND ${purchaseRequests.buyerId} = ${payment.buyerId}
      AND EXISTS (SELECT 1 FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${payment.sellerId})
    ON CONFLICT DO NOTHING`);
  // The reference is new: a row under it is the one this call stored.
  return (await db.select().from(payments).where(eq(payments.reference, payment.reference)).get()) ?? null;
}

/** A payment as the API shows it (PRODUCT.md "Payments"): naira amounts, the transfer account or the checkout. */
export function paymentDto(row: Payment) {
  const transfer =
    row.transferAccountNumber && row.transferBankName && row.transferAccountName && row.transferExpiresAt
      ? {
          account_number: row.transferAccountNumber,
          bank_name: row.transferBankName,
          account_name: row.transferAccountName,
          expires_at: row.transferExpiresAt,
        }
      : null;
  return {
    reference: row.reference,
    status: row.status,
    amount: row.amountKobo / 100,
    fee: row.feeKobo / 100,
    /** Who pays the fee: the seller, out of the payout (ADR 083); the buyer pays `amount`, the order's total. */
    fee_paid_by: "seller" as const,
    currency: "NGN" as const,
    bank_transfer: transfer,
    checkout_url: row.checkoutUrl,
  };
}

export type PaymentDto = ReturnType<typeof paymentDto>;
