// The development payment provider (PAYMENT_PROVIDER = "dev"): answers inside the Worker as Paystack's API would, so
// `npm start` and the tests run the whole payments loop offline. Its banks are real, with Paystack's codes; a name
// enquiry answers a made-up but stable Nigerian name for any account number whose NUBAN check digit is right, and
// "could not resolve" for a wrong check digit or an all-zero serial (so the refusal can be tried). Never in production.
import { checkNuban } from "./nuban";
import {
  type AccountLookup,
  type Bank,
  byName,
  type PaymentCheck,
  type PaymentOpening,
  type PaymentProvider,
  type RecipientResult,
  type RefundCheck,
  type RefundResult,
  TRANSFER_ACCOUNT_MINUTES,
  type TransferCheck,
  type TransferResult,
} from "./provider";

/** Nigerian banks and institutions sellers use most, by the codes Paystack's `GET /bank?country=nigeria` gives them. */
export const DEV_BANKS: readonly Bank[] = [
  { code: "044", name: "Access Bank" },
  { code: "063", name: "Access Bank (Diamond)" },
  { code: "035A", name: "ALAT by WEMA" },
  { code: "023", name: "Citibank Nigeria" },
  { code: "050", name: "Ecobank Nigeria" },
  { code: "070", name: "Fidelity Bank" },
  { code: "011", name: "First Bank of Nigeria" },
  { code: "214", name: "First City Monument Bank" },
  { code: "00103", name: "Globus Bank" },
  { code: "058", name: "Guaranty Trust Bank" },
  { code: "301", name: "Jaiz Bank" },
  { code: "082", name: "Keystone Bank" },
  { code: "50211", name: "Kuda Bank" },
  { code: "303", name: "Lotus Bank" },
  { code: "50515", name: "Moniepoint MFB" },
  { code: "999992", name: "OPay Digital Services Limited (OPay)" },
  { code: "999991", name: "PalmPay" },
  { code: "076", name: "Polaris Bank" },
  { code: "101", name: "Providus Bank" },
  { code: "221", name: "Stanbic IBTC Bank" },
  { code: "068", name: "Standard Chartered Bank" },
  { code: "232", name: "Sterling Bank" },
  { code: "100", name: "Suntrust Bank" },
  { code: "302", name: "TAJ Bank" },
  { code: "102", name: "Titan Bank" },
  { code: "032", name: "Union Bank of Nigeria" },
  { code: "033", name: "United Bank For Africa" },
  { code: "215", name: "Unity Bank" },
  { code: "035", name: "Wema Bank" },
  { code: "057", name: "Zenith Bank" },
];

const FIRST_NAMES = [
  "OLUWASEUN",
  "CHIOMA",
  "ABUBAKAR",
  "AISHA",
  "EMEKA",
  "FUNMILAYO",
  "IBRAHIM",
  "NGOZI",
  "TUNDE",
  "HAUWA",
  "OBINNA",
  "BLESSING",
];
const SURNAMES = [
  "ADEBAYO",
  "OKAFOR",
  "MUSA",
  "BELLO",
  "NWOSU",
  "ADEYEMI",
  "YUSUF",
  "EZE",
  "OKONKWO",
  "DANJUMA",
  "OGUNLEYE",
  "ABDULLAHI",
  "IGWE",
];

/** The made-up holder of a development account: the same digits always give the same name. */
export function devAccountName(accountNumber: string): string {
  const digits = [...accountNumber].map(Number);
  const sum = digits.reduce((total, digit) => total + digit, 0);
  const serial = Number(accountNumber.slice(0, 9));
  return `${SURNAMES[serial % SURNAMES.length]} ${FIRST_NAMES[sum % FIRST_NAMES.length]}`;
}

/** Paystack's message when a name enquiry fails (HTTP 422 from `GET /bank/resolve`). */
const NOT_RESOLVED = "Could not resolve account name. Check parameters or try again.";

/** The bank and name Paystack's temporary transfer accounts show (a dedicated account at Paystack-Titan). */
export const DEV_TRANSFER_BANK = "Paystack-Titan";
export const DEV_TRANSFER_ACCOUNT_NAME = "Gona Checkout";

/** A made-up temporary account number for a payment: 10 digits, the same for the same reference (FNV-1a). */
export function devTransferAccountNumber(reference: string): string {
  let hash = 0x811c9dc5;
  for (const char of reference) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `99${String(hash % 100_000_000).padStart(8, "0")}`;
}

/**
 * The development provider's own record of each payment (table `dev_payment_transactions`): what it was asked to
 * collect, and whether the buyer "paid" (`/dev/payments`, or a test, marks it). Without a database it opens payments
 * but knows of none when asked to verify.
 */
export function devProvider(db?: D1Database): PaymentProvider {
  return {
    name: "dev",
    listBanks: async () => ({ ok: true, banks: [...DEV_BANKS].sort(byName) }),
    resolveAccount: async (bankCode, accountNumber): Promise<AccountLookup> => {
      const known = DEV_BANKS.some((bank) => bank.code === bankCode);
      if (!known || checkNuban(bankCode, accountNumber) === "invalid" || /^0{9}/.test(accountNumber))
        return { ok: false, reason: "not_found", error: NOT_RESOLVED };
      return { ok: true, accountName: devAccountName(accountNumber) };
    },
    initializePayment: async ({ reference, amountKobo, email }, now): Promise<PaymentOpening> => {
      await db
        ?.prepare(
          "INSERT INTO dev_payment_transactions (reference, amount_kobo, currency, email) VALUES (?, ?, 'NGN', ?) ON CONFLICT (reference) DO NOTHING",
        )
        .bind(reference, amountKobo, email)
        .run();
      const expiresAt = new Date(now.getTime() + TRANSFER_ACCOUNT_MINUTES * 60_000).toISOString();
      const transfer = {
        accountNumber: devTransferAccountNumber(reference),
        bankName: DEV_TRANSFER_BANK,
        accountName: DEV_TRANSFER_ACCOUNT_NAME,
        expiresAt,
      };
      return { ok: true, reference, transfer, checkoutUrl: null, accessCode: null };
    },
    verifyPayment: async (reference): Promise<PaymentCheck> => {
      const row = await db
        ?.prepare("SELECT id, amount_kobo, currency, status, paid_at FROM dev_payment_transactions WHERE reference = ?")
        .bind(reference)
        .first<{ id: number; amount_kobo: number; currency: string; status: string; paid_at: string | null }>();
      // Paystack's answer for a reference it never saw (HTTP 400 "Transaction reference not found").
      if (!row) return { ok: false, reason: "not_found", error: "Transaction reference not found" };
      return {
        ok: true,
        status: row.status,
        reference,
        amountKobo: row.amount_kobo,
        currency: row.currency,
        transactionId: String(row.id),
        channel: "bank_transfer",
        paidAt: row.paid_at,
      };
    },
    createRecipient: async ({ accountNumber, bankCode }): Promise<RecipientResult> => {
      if (!DEV_BANKS.some((bank) => bank.code === bankCode) || checkNuban(bankCode, accountNumber) === "invalid")
        return { ok: false, reason: "refused", error: "Account details are invalid" };
      // Paystack's recipient codes look like RCP_ and 15 characters; the same account gives the same code here.
      return { ok: true, recipientCode: `RCP_dev${bankCode}${accountNumber}` };
    },
    transfer: async ({ reference, amountKobo, recipientCode, reason }): Promise<TransferResult> => {
      if (!db) return { ok: true, transferCode: `TRF_dev_${reference}`, status: "success" };
      // Paystack refuses a second transfer under a reference it already took; here a retry answers the first.
      const row = await db
        .prepare(
          "INSERT INTO dev_payment_transfers (reference, recipient_code, amount_kobo, reason) VALUES (?, ?, ?, ?) ON CONFLICT (reference) DO UPDATE SET reference = excluded.reference RETURNING id, status",
        )
        .bind(reference, recipientCode, amountKobo, reason)
        .first<{ id: number; status: string }>();
      return { ok: true, transferCode: `TRF_dev${row?.id ?? 0}`, status: row?.status ?? "success" };
    },
    verifyTransfer: async (reference): Promise<TransferCheck> => {
      if (!db) return { ok: false, reason: "not_found", error: "Transfer not found" };
      const row = await db
        .prepare("SELECT id, status, amount_kobo FROM dev_payment_transfers WHERE reference = ?")
        .bind(reference)
        .first<{ id: number; status: string; amount_kobo: number }>();
      if (!row) return { ok: false, reason: "not_found", error: "Transfer not found" };
      return { ok: true, status: row.status, amountKobo: row.amount_kobo, transferCode: `TRF_dev${row.id}` };
    },
    refund: async ({ reference, amountKobo, note }): Promise<RefundResult> => {
      if (!db) return { ok: true, refundId: `dev-refund-${reference}`, status: "processed" };
      // Paystack refuses a refund of a transaction it never took, or more than is left of it (a failed refund took nothing).
      const paid = await db
        .prepare(
          "SELECT t.amount_kobo - coalesce((SELECT sum(r.amount_kobo) FROM dev_payment_refunds r WHERE r.transaction_reference = t.reference AND r.status != 'failed'), 0) AS left FROM dev_payment_transactions t WHERE t.reference = ? AND t.status = 'success'",
        )
        .bind(reference)
        .first<{ left: number }>();
      if (!paid) return { ok: false, reason: "refused", error: "Transaction not found" };
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || amountKobo > paid.left)
        return { ok: false, reason: "refused", error: "Refund amount cannot be more than the transaction amount" };
      const row = await db
        .prepare("INSERT INTO dev_payment_refunds (transaction_reference, amount_kobo, note) VALUES (?, ?, ?) RETURNING id, status")
        .bind(reference, amountKobo, note)
        .first<{ id: number; status: string }>();
      return { ok: true, refundId: String(row?.id ?? 0), status: row?.status ?? "processed" };
    },
    fetchRefund: async (refundId): Promise<RefundCheck> => {
      // Paystack's answer for an id it never gave (HTTP 404 "Refund not found"); the ids here are the rows' own.
      const row = /^\d{1,15}$/.test(refundId)
        ? await db
            ?.prepare("SELECT status, amount_kobo FROM dev_payment_refunds WHERE id = ?")
            .bind(Number(refundId))
            .first<{ status: string; amount_kobo: number }>()
        : null;
      if (!row) return { ok: false, reason: "not_found", error: "Refund not found" };
      return { ok: true, status: row.status, amountKobo: row.amount_kobo };
    },
  };
}
