// The payment provider seam (ADR 082, docs/payments.md). Gona never holds money: a licensed provider does, and Gona
// only tells it what to do. Every call the product makes to a provider goes through this interface; PAYMENT_PROVIDER
// picks the implementation (index.ts): "dev", a development provider inside the Worker that answers as Paystack
// would, or "paystack", the adapter for Paystack's API. Each call says what became of it and never throws.

/** A bank a seller can be paid into, by the provider's code for it (Paystack's codes are the CBN's where it has one). */
export interface Bank {
  code: string;
  name: string;
}

/** The provider could not be asked or did not answer usefully: a configuration error, a network failure, a 5xx. */
export interface ProviderUnavailable {
  ok: false;
  reason: "unavailable";
  /** For the logs, never for users: enough of the provider's answer to diagnose it. */
  error: string;
}

export type BankList = { ok: true; banks: Bank[] } | ProviderUnavailable;

/** A name enquiry: the account's holder as the bank knows them, or the bank does not know the account. */
export type AccountLookup = { ok: true; accountName: string } | { ok: false; reason: "not_found"; error: string } | ProviderUnavailable;

export interface PaymentProvider {
  readonly name: "dev" | "paystack";
  /** Nigeria's banks and other institutions the provider pays into, sorted by name. */
  listBanks(signal?: AbortSignal): Promise<BankList>;
  /** The name on an account (NIBSS name enquiry through the provider), shown to the seller to confirm. */
  resolveAccount(bankCode: string, accountNumber: string, signal?: AbortSignal): Promise<AccountLookup>;
  /**
   * Opens a payment for an order: the temporary account the buyer transfers to (and, when the provider offers one,
   * its checkout page). `now` dates the transfer account's expiry, so nothing depends on the clock.
   */
  initializePayment(payment: NewPaymentRequest, now: Date, signal?: AbortSignal): Promise<PaymentOpening>;
  /** What the provider itself says became of a payment (never trusted from a webhook's body alone). */
  verifyPayment(reference: string, signal?: AbortSignal): Promise<PaymentCheck>;
  /** Registers a seller's payout account as a transfer recipient (Paystack `POST /transferrecipient`), once per account. */
  createRecipient(account: RecipientRequest, signal?: AbortSignal): Promise<RecipientResult>;
  /** Pays a seller from the provider's balance (Paystack `POST /transfer`); Gona's reference makes a retry the same transfer. */
  transfer(payout: TransferRequest, signal?: AbortSignal): Promise<TransferResult>;
  /** What the provider itself says became of a payout (Paystack `GET /transfer/verify/:reference`), before a webhook moves it. */
  verifyTransfer(reference: string, signal?: AbortSignal): Promise<TransferCheck>;
  /** Gives a paid transaction's money back to the buyer, all or part (Paystack `POST /refund`), after a dispute (ADR 092). */
  refund(request: RefundRequest, signal?: AbortSignal): Promise<RefundResult>;
  /** What the provider itself says became of a refund (Paystack `GET /refund/:id`), before a webhook or a retry moves it. */
  fetchRefund(refundId: string, signal?: AbortSignal): Promise<RefundCheck>;
}

/** The provider's own record of a refund: "processed", "failed", or on the way ("pending", "processing"…). */
export type RefundCheck =
  | { ok: true; status: string; amountKobo: number }
  | { ok: false; reason: "not_found"; error: string }
  | ProviderUnavailable;

/** A refund: kobo out of a paid transaction (by Gona's payment reference), with the note the merchant keeps. */
export interface RefundRequest {
  reference: string;
  amountKobo: number;
  note: string;
}

/** The provider's refund id and its state ("pending", "processing", "processed"…); refused when it will not make it. */
export type RefundResult =
  | { ok: true; refundId: string; status: string }
  | { ok: false; reason: "refused"; error: string }
  | ProviderUnavailable;

/** A seller's account as a transfer recipient needs it: the holder's name, the 10-digit number and the bank's code. */
export interface RecipientRequest {
  name: string;
  accountNumber: string;
  bankCode: string;
}

export type RecipientResult = { ok: true; recipientCode: string } | { ok: false; reason: "refused"; error: string } | ProviderUnavailable;

/** A payout: kobo to a recipient, under Gona's own reference, with the reason the seller's bank statement shows. */
export interface TransferRequest {
  reference: string;
  amountKobo: number;
  recipientCode: string;
  reason: string;
}

/** The provider's transfer code and its state ("success", "pending", "otp"…); refused when it will not send it. */
export type TransferResult =
  | { ok: true; transferCode: string; status: string }
  | { ok: false; reason: "refused"; error: string }
  | ProviderUnavailable;

/** The provider's own record of a payout: "success", "failed", "reversed", or on the way ("pending", "otp"…). */
export type TransferCheck =
  | { ok: true; status: string; amountKobo: number; transferCode: string | null }
  | { ok: false; reason: "not_found"; error: string }
  | ProviderUnavailable;

/** What Gona asks the provider to collect: kobo, in naira, under Gona's own reference. */
export interface NewPaymentRequest {
  reference: string;
  amountKobo: number;
  /** The provider needs an e-mail to send its receipt to (ADR 083: a made-up one for a buyer without one). */
  email: string;
}

/** The temporary bank account a buyer transfers to; it takes one transfer of the exact amount until it expires. */
export interface TransferAccount {
  accountNumber: string;
  bankName: string;
  accountName: string;
  /** ISO 8601, UTC. */
  expiresAt: string;
}

export type PaymentOpening =
  | { ok: true; reference: string; transfer: TransferAccount | null; checkoutUrl: string | null; accessCode: string | null }
  | { ok: false; reason: "refused"; error: string }
  | ProviderUnavailable;

/** The provider's own record of a payment (Paystack's `GET /transaction/verify/:reference`). */
export type PaymentCheck =
  | {
      ok: true;
      /** "success" only when the money arrived; anything else ("abandoned", "pending", "failed"…) is not paid. */
      status: string;
      reference: string;
      amountKobo: number;
      currency: string;
      transactionId: string | null;
      channel: string | null;
      paidAt: string | null;
    }
  | { ok: false; reason: "not_found"; error: string }
  | ProviderUnavailable;

/** How long a temporary transfer account takes payments (Paystack's own default for pay-with-transfer). */
export const TRANSFER_ACCOUNT_MINUTES = 30;

/** How long one provider call may take before it counts as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Sorted by name as a Nigerian reader would look for it, ignoring case. */
export const byName = (a: Bank, b: Bank) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });
