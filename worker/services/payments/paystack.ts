// The Paystack adapter (PAYMENT_PROVIDER = "paystack"): JSON over HTTPS with the secret key as a Bearer token. Every
// answer is `{status, message, data}`; `status: false` or a non-2xx status is a refusal. Tests run it against a local
// stand-in that replays Paystack's documented shapes (worker/services/payments/paystack.test.ts).
import {
  type AccountLookup,
  type Bank,
  type BankList,
  byName,
  type PaymentCheck,
  type PaymentOpening,
  type PaymentProvider,
  PROVIDER_TIMEOUT_MS,
  type ProviderUnavailable,
  type RecipientResult,
  type RefundCheck,
  type RefundResult,
  TRANSFER_ACCOUNT_MINUTES,
  type TransferAccount,
  type TransferCheck,
  type TransferResult,
} from "./provider";

export const PAYSTACK_HOST = "https://api.paystack.co";

/** At most this many pages of 100 banks (Nigeria has about 250 on Paystack's list). */
const MAX_BANK_PAGES = 10;
/** The bank list changes rarely; each isolate keeps it this long per base URL. */
const BANKS_TTL_MS = 60 * 60_000;
const bankCache = new Map<string, { at: number; banks: Bank[] }>();

type Answer = { ok: true; status: number; body: { status?: unknown; message?: unknown; data?: unknown; meta?: unknown } | null };

const unavailable = (error: string): ProviderUnavailable => ({ ok: false, reason: "unavailable", error });

/** Enough of an answer to diagnose it from the logs, never the whole body. */
const describe = (answer: Answer) =>
  `HTTP ${answer.status}${typeof answer.body?.message === "string" ? `: ${answer.body.message.slice(0, 200)}` : ""}`;

export function paystack(secretKey: string, baseUrl: string | undefined): PaymentProvider {
  const base = (baseUrl?.trim() || PAYSTACK_HOST).replace(/\/+$/, "");

  /** One call (a GET, or a POST of JSON): the status and the parsed body, or why there is neither (never throws). */
  async function get(path: string, signal?: AbortSignal, json?: unknown): Promise<Answer | ProviderUnavailable> {
    const timeout = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${secretKey}`, accept: "application/json" };
      if (json !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${base}${path}`, {
        method: json === undefined ? "GET" : "POST",
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await response.text();
      let body: Answer["body"] = null;
      try {
        body = JSON.parse(text) as Answer["body"];
      } catch {
        body = null;
      }
      return { ok: true, status: response.status, body: body && typeof body === "object" ? body : null };
    } catch (error) {
      return unavailable(`request failed: ${timeout.aborted ? "timed out" : error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function fetchBanks(signal?: AbortSignal): Promise<BankList> {
    const banks = new Map<string, Bank>();
    let next: string | null = null;
    for (let page = 0; page < MAX_BANK_PAGES; page++) {
      const cursor: string = next ? `&next=${encodeURIComponent(next)}` : "";
      const answer = await get(`/bank?country=nigeria&use_cursor=true&perPage=100${cursor}`, signal);
      if (!answer.ok) return answer;
      if (answer.status !== 200 || answer.body?.status !== true || !Array.isArray(answer.body.data))
        return unavailable(`listing banks: ${describe(answer)}`);
      for (const item of answer.body.data as Record<string, unknown>[]) {
        if (typeof item?.code !== "string" || typeof item.name !== "string" || item.code === "" || item.name.trim() === "") continue;
        if (item.active === false || item.is_deleted === true || banks.has(item.code)) continue;
        banks.set(item.code, { code: item.code, name: item.name.trim() });
      }
      const meta = answer.body.meta as { next?: unknown } | undefined;
      next = typeof meta?.next === "string" && meta.next !== "" ? meta.next : null;
      if (!next) break;
    }
    if (banks.size === 0) return unavailable("listing banks: Paystack listed none");
    return { ok: true, banks: [...banks.values()].sort(byName) };
  }

  return {
    name: "paystack",
    async listBanks(signal) {
      const cached = bankCache.get(base);
      if (cached && Date.now() - cached.at < BANKS_TTL_MS) return { ok: true, banks: cached.banks };
      const list = await fetchBanks(signal);
      if (list.ok) bankCache.set(base, { at: Date.now(), banks: list.banks });
      return list;
    },

    async resolveAccount(bankCode, accountNumber, signal): Promise<AccountLookup> {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await get(`/bank/resolve?${query}`, signal);
      if (!answer.ok) return answer;
      const data = answer.body?.data as { account_name?: unknown } | undefined;
      if (answer.status === 200 && answer.body?.status === true && typeof data?.account_name === "string" && data.account_name.trim())
        return { ok: true, accountName: data.account_name.trim().replace(/\s+/g, " ").slice(0, 200) };
      // Paystack refuses an account it cannot resolve with a 4xx (422, or 400 for a bank code it does not know); a
      // wrong key (401/403), a rate limit (429) and its own trouble (5xx) are not the seller's account's fault.
      const sellersFault = answer.status >= 400 && answer.status < 500 && ![401, 403, 429].includes(answer.status);
      return sellersFault ? { ok: false, reason: "not_found", error: describe(answer) } : unavailable(`resolving: ${describe(answer)}`);
    },

    async initializePayment({ reference, amountKobo, email }, now, signal): Promise<PaymentOpening> {
      // Pay with Transfer first: `POST /charge` with `bank_transfer` answers the temporary account at once.
      const expiresAt = new Date(now.getTime() + TRANSFER_ACCOUNT_MINUTES * 60_000).toISOString();
      const amount = String(amountKobo);
      const charge = await get("/charge", signal, { email, amount, reference, bank_transfer: { account_expires_at: expiresAt } });
      if (!charge.ok) return charge;
      const transfer = charge.status === 200 && charge.body?.status === true ? transferAccountOf(charge.body.data, expiresAt) : null;
      if (transfer) return { ok: true, reference, transfer, checkoutUrl: null, accessCode: null };
      if (!refusedByProvider(charge.status)) return unavailable(`charging by transfer: ${describe(charge)}`);
      // Pay with Transfer is not enabled on the account (or refused this charge): Paystack's checkout page instead,
      // which offers the transfer too. The charge that was refused created no transaction, so the reference is free.
      const started = await get("/transaction/initialize", signal, {
        email,
        amount,
        reference,
        currency: "NGN",
        channels: ["bank_transfer", "ussd", "card"],
      });
      if (!started.ok) return started;
      const data = started.body?.data as { authorization_url?: unknown; access_code?: unknown } | undefined;
      if (started.status === 200 && started.body?.status === true && typeof data?.authorization_url === "string")
        return {
          ok: true,
          reference,
          transfer: null,
          checkoutUrl: data.authorization_url,
          accessCode: typeof data.access_code === "string" ? data.access_code : null,
        };
      return refusedByProvider(started.status)
        ? { ok: false, reason: "refused", error: describe(started) }
        : unavailable(`initializing: ${describe(started)}`);
    },

    async verifyPayment(reference, signal): Promise<PaymentCheck> {
      const answer = await get(`/transaction/verify/${encodeURIComponent(reference)}`, signal);
      if (!answer.ok) return answer;
      const data = answer.body?.data as Record<string, unknown> | undefined;
      if (answer.status === 200 && answer.body?.status === true && data && typeof data.status === "string") {
        const amount = data.amount;
        if (typeof amount !== "number" || !Number.isSafeInteger(amount)) return unavailable(`verifying: no amount in ${describe(answer)}`);
        return {
          ok: true,
          status: data.status,
          reference: typeof data.reference === "string" ? data.reference : reference,
          amountKobo: amount,
          currency: typeof data.currency === "string" ? data.currency : "",
          transactionId: typeof data.id === "number" || typeof data.id === "string" ? String(data.id) : null,
          channel: typeof data.channel === "string" ? data.channel : null,
          paidAt: typeof data.paid_at === "string" ? data.paid_at : null,
        };
      }
      // "Transaction reference not found" is a 400; a wrong key, a rate limit or a 5xx is not an answer about the payment.
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "not_found", error: describe(answer) }
        : unavailable(`verifying: ${describe(answer)}`);
    },

    async createRecipient({ name, accountNumber, bankCode }, signal): Promise<RecipientResult> {
      const answer = await get("/transferrecipient", signal, {
        type: "nuban",
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: "NGN",
      });
      if (!answer.ok) return answer;
      const data = answer.body?.data as { recipient_code?: unknown } | undefined;
      if (answer.status >= 200 && answer.status < 300 && answer.body?.status === true && typeof data?.recipient_code === "string")
        return { ok: true, recipientCode: data.recipient_code };
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "refused", error: describe(answer) }
        : unavailable(`creating a recipient: ${describe(answer)}`);
    },

    async transfer({ reference, amountKobo, recipientCode, reason }, signal): Promise<TransferResult> {
      const answer = await get("/transfer", signal, { source: "balance", amount: amountKobo, recipient: recipientCode, reference, reason });
      if (!answer.ok) return answer;
      const data = answer.body?.data as { transfer_code?: unknown; status?: unknown } | undefined;
      if (answer.status >= 200 && answer.status < 300 && answer.body?.status === true && typeof data?.transfer_code === "string")
        return { ok: true, transferCode: data.transfer_code, status: typeof data.status === "string" ? data.status : "pending" };
      // A 400 is Paystack refusing this transfer (a balance too low, a recipient it no longer accepts).
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "refused", error: describe(answer) }
        : unavailable(`transferring: ${describe(answer)}`);
    },

    async verifyTransfer(reference, signal): Promise<TransferCheck> {
      const answer = await get(`/transfer/verify/${encodeURIComponent(reference)}`, signal);
      if (!answer.ok) return answer;
      const data = answer.body?.data as Record<string, unknown> | undefined;
      if (answer.status === 200 && answer.body?.status === true && data && typeof data.status === "string") {
        const amount = data.amount;
        if (typeof amount !== "number" || !Number.isSafeInteger(amount))
          return unavailable(`verifying a transfer: no amount in ${describe(answer)}`);
        return {
          ok: true,
          status: data.status,
          amountKobo: amount,
          transferCode: typeof data.transfer_code === "string" ? data.transfer_code : null,
        };
      }
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "not_found", error: describe(answer) }
        : unavailable(`verifying a transfer: ${describe(answer)}`);
    },

    async refund({ reference, amountKobo, note }, signal): Promise<RefundResult> {
      const answer = await get("/refund", signal, {
        transaction: reference,
        amount: amountKobo,
        currency: "NGN",
        merchant_note: note.slice(0, 500),
      });
      if (!answer.ok) return answer;
      const data = answer.body?.data as { id?: unknown; status?: unknown } | undefined;
      if (
        answer.status >= 200 &&
        answer.status < 300 &&
        answer.body?.status === true &&
        (typeof data?.id === "number" || typeof data?.id === "string")
      )
        return { ok: true, refundId: String(data.id), status: typeof data.status === "string" ? data.status : "pending" };
      // A 400 is Paystack refusing this refund (more than is left of the transaction, a transaction it does not know).
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "refused", error: describe(answer) }
        : unavailable(`refunding: ${describe(answer)}`);
    },

    async fetchRefund(refundId, signal): Promise<RefundCheck> {
      const answer = await get(`/refund/${encodeURIComponent(refundId)}`, signal);
      if (!answer.ok) return answer;
      const data = answer.body?.data as { status?: unknown; amount?: unknown } | undefined;
      // Paystack writes a refund's amount as a number here (its refund webhooks write a string): either is read.
      const amount = typeof data?.amount === "string" && /^\d{1,15}$/.test(data.amount) ? Number(data.amount) : data?.amount;
      if (answer.status === 200 && answer.body?.status === true && typeof data?.status === "string") {
        if (typeof amount !== "number" || !Number.isSafeInteger(amount))
          return unavailable(`fetching a refund: no amount in ${describe(answer)}`);
        return { ok: true, status: data.status, amountKobo: amount };
      }
      // An id Paystack does not know is a 404 (or a 400); a wrong key, a rate limit or a 5xx says nothing of the refund.
      return refusedByProvider(answer.status)
        ? { ok: false, reason: "not_found", error: describe(answer) }
        : unavailable(`fetching a refund: ${describe(answer)}`);
    },
  };
}

/** A 4xx that is about the request itself, not a wrong key (401/403) or a rate limit (429). */
const refusedByProvider = (status: number) => status >= 400 && status < 500 && ![401, 403, 429].includes(status);

/** The temporary account in a `POST /charge` answer (`status: "pending_bank_transfer"`), or null when there is none. */
function transferAccountOf(data: unknown, askedExpiry: string): TransferAccount | null {
  const charge = data as
    | { account_number?: unknown; account_name?: unknown; bank?: { name?: unknown }; account_expires_at?: unknown }
    | undefined;
  if (typeof charge?.account_number !== "string" || !/^\d{10}$/.test(charge.account_number)) return null;
  const expires = typeof charge.account_expires_at === "string" ? new Date(charge.account_expires_at) : null;
  return {
    accountNumber: charge.account_number,
    bankName: typeof charge.bank?.name === "string" ? charge.bank.name : "Paystack-Titan",
    accountName: typeof charge.account_name === "string" ? charge.account_name : "Paystack Checkout",
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : askedExpiry,
  };
}
