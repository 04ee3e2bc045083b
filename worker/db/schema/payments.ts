// Payments (PRODUCT.md "Payments", ADR 082, docs/payments.md): a licensed provider holds the money; Gona keeps what it
// needs to instruct the provider. First, each seller's payout account: where the provider sends their money.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DISPUTE_REASONS, DISPUTE_STATUSES } from "../../domain";
import { createdAt, now } from "./columns";
import { purchaseRequests } from "./marketplace";
import { users } from "./users";

export const PAYMENT_STATUSES = ["pending", "held", "released", "refunded", "disputed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One per seller (farmer or supplier): the bank (the provider's code and its name as listed when saved), the full
 * 10-digit account number (transfers need it; the API only ever shows its last 4 digits), the holder's name as the
 * bank's name enquiry gave it, and the provider's transfer recipient once one is created (a later slice).
 */
export const payoutAccounts = sqliteTable(
  "payout_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** The provider's transfer recipient (Paystack `RCP_…`), made when the first payout is sent; null until then. */
    recipientCode: text("recipient_code"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [check("payout_accounts_number_digits", sql`length(${t.accountNumber}) = 10 AND ${t.accountNumber} NOT GLOB '*[^0-9]*'`)],
);

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

/**
 * A buyer's payment for an order (ADR 083): what the provider was asked to collect under Gona's reference, and its
 * state. Money is integer kobo; the seller pays the fee (`fee_kobo`), so the buyer pays `amount_kobo`, the order's
 * total. One per order while the money is on its way or held (a partial unique index).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => purchaseRequests.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    reference: text("reference").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    feeKobo: integer("fee_kobo").notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** Which provider holds it ("dev" or "paystack"): a payment is always settled where it was made. */
    provider: text("provider").notNull(),
    /** Paystack's checkout (`authorization_url`, `access_code`), when the buyer pays there rather than by transfer. */
    checkoutUrl: text("checkout_url"),
    accessCode: text("access_code"),
    /** The temporary account the buyer transfers to, and when it stops taking payments. */
    transferAccountNumber: text("transfer_account_number"),
    transferBankName: text("transfer_bank_name"),
    transferAccountName: text("transfer_account_name"),
    transferExpiresAt: text("transfer_expires_at"),
    /** The provider's transaction once paid (from its verify call), how it was paid, and when. */
    providerTransactionId: text("provider_transaction_id"),
    channel: text("channel"),
    paidAt: text("paid_at"),
    /** Wrong or right, each code the seller typed at the handover (ADR 088); the 6th is refused by the write itself. */
    handoverTries: integer("handover_tries").notNull().default(0),
    /**
     * Wrong codes by SMS `CODE <code>` that were compared with this payment's code (ADR 099): an SMS names no order, so
     * one wrong code is one try at every held payment of the seller, counted here and never in `handoverTries`.
     */
    smsHandoverTries: integer("sms_handover_tries").notNull().default(0),
    /** When the money was released to the seller (by the buyer's code at the handover, or the buyer confirming receipt). */
    releasedAt: text("released_at"),
    /**
     * The payout to the seller once released: Gona's reference for it (drawn by the release that won, so it also marks
     * which release it was), the provider's transfer code, and its state: pending, success or failed (ADR 088).
     */
    transferReference: text("transfer_reference"),
    transferCode: text("transfer_code"),
    transferStatus: text("transfer_status"),
    /**
     * Retrying a payout the provider did not make (ADR 096): how many times it was sent again, the last reason it
     * failed, and when the hourly cron may send it again (the backoff); after the cap it waits for an admin.
     */
    transferRetries: integer("transfer_retries").notNull().default(0),
    transferError: text("transfer_error"),
    transferRetryAt: text("transfer_retry_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("payments_reference_unique").on(t.reference),
    // One payment per order while its money is on the way or held; a racing second one is refused by the index.
    uniqueIndex("payments_one_open_idx").on(t.requestId).where(sql`status IN ('pending', 'held', 'disputed')`),
    index("payments_request_idx").on(t.requestId, t.id),
    check("payments_amount_positive", sql`${t.amountKobo} > 0`),
    check("payments_fee_range", sql`${t.feeKobo} >= 0 AND ${t.feeKobo} <= ${t.amountKobo}`),
    check("payments_currency_ngn", sql`${t.currency} = 'NGN'`),
    check("payments_status_known", sql`${t.status} IN ('pending', 'held', 'released', 'refunded', 'disputed')`),
  ],
);

/**
 * Each provider event Gona acted on or looked at, once: its key is unique (ADR 083), so a replayed event inserts
 * nothing and the batch it came with changes nothing. `outcome` says what became of it, for the operator.
 */
export const paymentEvents = sqliteTable("payment_events", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  provider: text("provider").notNull(),
  eventKey: text("event_key").notNull().unique(),
  event: text("event").notNull(),
  reference: text("reference"),
  paymentId: integer("payment_id").references(() => payments.id),
  outcome: text("outcome").notNull(),
  createdAt: createdAt(),
});

/**
 * The ledger of what the provider was told to move for each payment (ADR 083), in signed kobo: money leaving a place
 * is negative, money arriving positive, so each payment's entries sum to zero.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    kind: text("kind", { enum: ["buyer_paid", "fee", "held", "released", "refunded", "transfer_failed"] }).notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_payment_idx").on(t.paymentId, t.id),
    // The buyer pays once and the fee is set aside once per payment, whatever races or replays; a dispute's refund
    // beyond what was held takes part of the fee back as a negative `fee` entry, once, under its decision's guard (ADR 098).
    uniqueIndex("ledger_entries_once_idx").on(t.paymentId, t.kind).where(sql`kind = 'buyer_paid' OR (kind = 'fee' AND amount_kobo >= 0)`),
    check("ledger_entries_kind_known", sql`${t.kind} IN ('buyer_paid', 'fee', 'held', 'released', 'refunded', 'transfer_failed')`),
  ],
);

/**
 * The development provider's own record of the payments it was asked to collect (PAYMENT_PROVIDER = "dev" only):
 * `/dev/payments` marks one paid, as a buyer's transfer would; its verify call reads it. Never used by Paystack.
 */
export const devPaymentTransactions = sqliteTable("dev_payment_transactions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  reference: text("reference").notNull().unique(),
  amountKobo: integer("amount_kobo").notNull(),
  currency: text("currency").notNull().default("NGN"),
  email: text("email").notNull(),
  /** "pending" until paid, then "success" (Paystack's words). */
  status: text("status").notNull().default("pending"),
  paidAt: text("paid_at"),
  createdAt: createdAt(),
});

/**
 * The development provider's record of the payouts it was asked to make (PAYMENT_PROVIDER = "dev" only), as Paystack's
 * `POST /transfer` would keep them: Gona's reference (once), the recipient, the amount in kobo and the reason.
 */
export const devPaymentTransfers = sqliteTable("dev_payment_transfers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  reference: text("reference").notNull().unique(),
  recipientCode: text("recipient_code").notNull(),
  amountKobo: integer("amount_kobo").notNull(),
  reason: text("reason").notNull(),
  status: text("status").notNull().default("success"),
  createdAt: createdAt(),
});

/**
 * Every payout reference a payment had before a retry replaced it (ADR 096): Paystack takes a reference once, so a
 * retry of a failed payout goes out under a new one, and the older one's late webhooks still find their payment here.
 */
export const paymentTransfers = sqliteTable(
  "payment_transfers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    reference: text("reference").notNull().unique(),
    /** What Gona last knew of it: failed when replaced, or what a late webhook (verified) said after. */
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_transfers_payment_idx").on(t.paymentId)],
);

export type Payment = typeof payments.$inferSelect;

export { DISPUTE_REASONS, DISPUTE_STATUSES, type DisputeReason, type DisputeStatus } from "../../domain";

/**
 * A buyer's dispute of a held payment (ADR 092): opened while the money is held (the payment becomes `disputed`), and
 * decided once by an admin, who releases it to the seller or refunds the buyer (all, or part with the rest released).
 * One per payment. `refund_kobo` and `released_kobo` are what the decision moved: their sum is what was held, plus
 * the part of a refund taken back from the fee (ADR 098).
 */
export const paymentDisputes = sqliteTable(
  "payment_disputes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    requestId: integer("request_id")
      .notNull()
      .references(() => purchaseRequests.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason", { enum: DISPUTE_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("open"),
    refundKobo: integer("refund_kobo"),
    releasedKobo: integer("released_kobo"),
    note: text("note"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: text("resolved_at"),
    /** The refund at the provider: Gona's record of its answer (the refund's id and state: pending, processed, failed). */
    refundCode: text("refund_code"),
    refundStatus: text("refund_status"),
    /** Retries of a failed refund so far (ADR 097): each claims the retry in its own write, and they are bounded. */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_disputes_payment_unique").on(t.paymentId),
    index("payment_disputes_status_idx").on(t.status, t.id),
    check("payment_disputes_reason_known", sql`${t.reason} IN ('not_received', 'not_as_described', 'damaged', 'wrong_quantity', 'other')`),
    check("payment_disputes_status_known", sql`${t.status} IN ('open', 'released', 'refunded')`),
    check("payment_disputes_amounts", sql`${t.refundKobo} IS NULL OR (${t.refundKobo} >= 0 AND ${t.releasedKobo} >= 0)`),
  ],
);

export type PaymentDispute = typeof paymentDisputes.$inferSelect;

/** The development provider's record of the refunds it was asked to make (PAYMENT_PROVIDER = "dev" only). */
export const devPaymentRefunds = sqliteTable("dev_payment_refunds", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  transactionReference: text("transaction_reference").notNull(),
  amountKobo: integer("amount_kobo").notNull(),
  note: text("note"),
  status: text("status").notNull().default("processed"),
  createdAt: createdAt(),
});
