// The Paystack adapter (PAYMENT_PROVIDER = "paystack"): JSON over HTTPS with the secret key as a Bearer token. Every
// answer is `{status, message, data}`; `status: false` or a non-2xx status is a refusal. Tests run it against a local
// stand-in that replays Paystack's documented shapes (worker/services/payments/paystack.test.ts).
import {
  type AccountLookup,
  type Bank,
  type BankList,
  byName,
  type PaymentProvider,
  PROVIDER_TIMEOUT_MS,
  type ProviderUnavailable,
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

  /** One GET: the status and the parsed body, or why there is neither (never throws). */
  async function get(path: string, signal?: AbortSignal): Promise<Answer | ProviderUnavailable> {
    const timeout = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
    try {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${secretKey}`, accept: "application/json" },
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
  };
}
