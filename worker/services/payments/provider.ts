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
  // The next slices of issue #36 add: initialize a payment by bank transfer, verify it, create a transfer recipient,
  // transfer to a seller, refund.
}

/** How long one provider call may take before it counts as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Sorted by name as a Nigerian reader would look for it, ignoring case. */
export const byName = (a: Bank, b: Bank) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });
