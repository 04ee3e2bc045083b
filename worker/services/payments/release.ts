// Releasing the money when the goods change hands (ADR 088, docs/payments.md): the buyer's handover code, the seller's
// tries at it, the one batch that releases a held payment (the ledger, the order completed, both sides told), and the
// payout to the seller's account that follows it.
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { ledgerEntries, listings, type Payment, payments, payoutAccounts, purchaseRequests } from "../../db/schema";
import { notify } from "../notifications";
import { type LedgerEntry, releaseEntries } from "./money";
import type { PaymentProvider } from "./provider";

/** Codes a seller may type per payment, right or wrong; the next is refused however long they wait (ADR 088). */
export const HANDOVER_TRIES = 5;

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * The buyer's handover code for a payment: 6 digits from the HMAC-SHA256 of its reference keyed with the app's secret.
 * Derived, never stored: the same payment always gives the same code, and nobody without the secret can work it out.
 */
export async function handoverCode(secret: string, reference: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new DataView(await crypto.subtle.sign("HMAC", key, encode(`handover:${reference}`)));
  // 2^32 is 4,294 times 10^6 and a bit: the bias towards low codes is below one in four thousand.
  return String(mac.getUint32(0) % 1_000_000).padStart(6, "0");
}

/** Whether a typed code is the payment's, compared in constant time. */
export async function isHandoverCode(secret: string, reference: string, typed: string): Promise<boolean> {
  const expected = await handoverCode(secret, reference);
  if (typed.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ typed.charCodeAt(i);
  return difference === 0;
}

/**
 * Counts one try at a held payment's code, in the write itself: the count goes up only while it is below the limit.
 * The tries made so far (this one included), or null when the payment is no longer held or every try is used.
 */
export async function countHandoverTry(db: Database, paymentId: number): Promise<number | null> {
  const row = await db
    .update(payments)
    .set({ handoverTries: sql`${payments.handoverTries} + 1` })
    .where(sql`${payments.id} = ${paymentId} AND ${payments.status} = 'held' AND ${payments.handoverTries} < ${HANDOVER_TRIES}`)
    .returning({ tries: payments.handoverTries })
    .get();
  return row?.tries ?? null;
}

/** The order a release completes: what its statements and notifications need. */
export interface ReleasedOrder {
  id: number;
  listingId: number;
  listingTitle: string;
  quantity: number;
  buyerId: number;
  sellerId: number;
}

/** A payout reference: Gona's, unique per release attempt or dispute decision (Paystack takes letters, digits, - and _). */
export function payoutReference(paymentId: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `gona-payout-${paymentId}-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** True inside a batch only when the release (or decision) that drew `reference` is the one that landed on the payment. */
export const wonBy = (paymentId: number, reference: string) =>
  sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${paymentId} AND ${payments.transferReference} = ${reference})`;

/** Ledger entries that only the batch whose `reference` landed on the payment writes (so a losing race writes none). */
export function guardedEntry(db: Database, paymentId: number, reference: string) {
  return ({ kind, amountKobo }: LedgerEntry) =>
    db.insert(ledgerEntries).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          paymentId: payments.id,
          kind: sql<typeof kind>`${kind}`.as("kind"),
          amountKobo: sql<number>`${amountKobo}`.as("amount_kobo"),
          createdAt: sql<string>`${NOW}`.as("created_at"),
        })
        .from(payments)
        .where(sql`${payments.id} = ${paymentId} AND ${payments.transferReference} = ${reference}`),
    );
}

/**
 * Releases a held payment in one batch: the payment `held → released` (its WHERE is the guard: a second release, or a
 * racing one, changes nothing), then, only for the release that won (its fresh payout reference is on the row), the
 * ledger's `held −x` and `released +x` (so the payment's entries still sum to zero), the order completed and confirmed
 * by the buyer (an accepted order's reserved stock leaving the listing), and both sides told. `reference` is the payout
 * reference, or null when the payment was not held any more; `results` carry the notifications written. `also` adds
 * statements at the batch's end, given the guard that holds only for the release that won.
 */
export async function releasePayment(
  db: Database,
  payment: Payment,
  order: ReleasedOrder,
  also: (won: SQL) => BatchItem<"sqlite">[] = () => [],
) {
  const reference = payoutReference(payment.id);
  const won = wonBy(payment.id, reference);
  const paidOut = payment.amountKobo - payment.feeKobo;
  const entry = guardedEntry(db, payment.id, reference);
  const told = (userId: number, side: "buyer" | "seller") =>
    notify(
      db,
      {
        userId,
        type: "payment.released",
        params: { listing: order.listingTitle, amount: paidOut / 100, side },
        url: `/orders/${order.id}`,
      },
      // Nobody's own action: both sides hear of it, the one who typed or confirmed too.
      { actorId: 0, when: won },
    );
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .update(payments)
      .set({ status: "released", releasedAt: NOW, transferReference: reference, transferStatus: "pending", updatedAt: NOW })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.status} = 'held'`)
      .returning({ id: payments.id }),
    ...releaseEntries(payment.amountKobo, payment.feeKobo).map(entry),
    // Delivered: an accepted order's reserved quantity leaves the listing for good (as order-moves.ts completes one).
    db
      .update(listings)
      .set({ reservedQuantity: sql`max(0, round(${listings.reservedQuantity} - ${order.quantity}, 3))` })
      .where(
        sql`${listings.id} = ${order.listingId} AND ${listings.quantity} IS NOT NULL AND ${won} AND EXISTS (SELECT 1 FROM ${purchaseRequests} WHERE ${purchaseRequests.id} = ${order.id} AND ${purchaseRequests.status} = 'accepted' AND ${purchaseRequests.holdsStock} = 1)`,
      ),
    db
      .update(purchaseRequests)
      .set({
        status: "completed",
        completedAt: sql`coalesce(${purchaseRequests.completedAt}, ${NOW})`,
        buyerConfirmed: true,
        holdsStock: false,
        updatedAt: NOW,
      })
      .where(sql`${purchaseRequests.id} = ${order.id} AND ${purchaseRequests.status} IN ('accepted', 'completed') AND ${won}`),
    ...told(order.buyerId, "buyer"),
    ...told(order.sellerId, "seller"),
    ...also(won),
  ];
  const [released, ...results] = await db.batch(statements);
  return { reference: (released as unknown[]).length > 0 ? reference : null, results };
}

export type TransferStatus = "pending" | "success" | "failed";

/**
 * Pays the seller what a released payment holds for them (the amount less the fee), to their payout account: the
 * provider's recipient is made once per account and kept. A failure leaves the payment released (the goods changed
 * hands) with `transfer_status = 'failed'` and why, which payout-retry.ts sends again (ADR 096). Never throws.
 */
export async function payOut(
  db: Database,
  provider: PaymentProvider | null,
  payment: Payment,
  reference: string,
  signal?: AbortSignal,
  amountKobo = payment.amountKobo - payment.feeKobo,
) {
  const status = await attemptPayout(db, provider, payment, reference, amountKobo, signal);
  await db
    .update(payments)
    .set({ transferStatus: status.status, transferCode: status.code, transferError: status.error ?? null, updatedAt: NOW })
    .where(sql`${payments.id} = ${payment.id} AND ${payments.transferReference} = ${reference}`);
  return status.status;
}

/** One transfer to the seller's payout account under `reference`; a failure says why (payout-retry.ts keeps it). */
export async function attemptPayout(
  db: Database,
  provider: PaymentProvider | null,
  payment: Payment,
  reference: string,
  amountKobo: number,
  signal?: AbortSignal,
): Promise<{ status: TransferStatus; code: string | null; error?: string }> {
  const failed = (why: string) => {
    console.error("Payout failed", payment.reference, reference, why);
    return { status: "failed" as const, code: null, error: why };
  };
  if (!provider) return failed("payments are not configured");
  const account = await db.select().from(payoutAccounts).where(sql`${payoutAccounts.userId} = ${payment.sellerId}`).get();
  if (!account) return failed("the seller has no payout account");
  let recipientCode = account.recipientCode;
  if (!recipientCode) {
    const made = await provider.createRecipient(
      { name: account.accountName, accountNumber: account.accountNumber, bankCode: account.bankCode },
      signal,
    );
    if (!made.ok) return failed(`creating the recipient: ${made.error}`);
    recipientCode = made.recipientCode;
    // Kept for the next payout, unless the seller changed the account meanwhile.
    await db
      .update(payoutAccounts)
      .set({ recipientCode })
      .where(
        sql`${payoutAccounts.userId} = ${account.userId} AND ${payoutAccounts.accountNumber} = ${account.accountNumber} AND ${payoutAccounts.bankCode} = ${account.bankCode}`,
      );
  }
  const sent = await provider.transfer({ reference, amountKobo, recipientCode, reason: `Gona order ${payment.requestId}` }, signal);
  if (!sent.ok) return failed(`transferring: ${sent.error}`);
  return { status: sent.status === "success" ? "success" : "pending", code: sent.transferCode };
}
