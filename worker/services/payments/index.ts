// Which payment provider this Worker talks to (PAYMENT_PROVIDER in wrangler.toml; the secret key in `.dev.vars` or
// `wrangler secret put`). See provider.ts for the seam and docs/payments.md for the whole picture.
import type { Env } from "../../env";
import { devProvider } from "./dev-provider";
import { paystack } from "./paystack";
import type { PaymentProvider } from "./provider";

export { checkNuban, isTenDigits } from "./nuban";
export type {
  AccountLookup,
  Bank,
  BankList,
  NewPaymentRequest,
  PaymentCheck,
  PaymentOpening,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  TransferAccount,
} from "./provider";

/** The configured provider, or why there is none (an unknown name, a missing secret, "dev" in production). */
export type PaymentProviderChoice = { provider: PaymentProvider } | { provider: null; missing: string };

export function paymentProviderFor(env: Env): PaymentProviderChoice {
  const name = env.PAYMENT_PROVIDER?.trim() || "dev";
  if (name === "dev") {
    // The development provider resolves any well-formed account: a deployed Worker must never pay into one of its names.
    if (env.APP_ENV === "production") return { provider: null, missing: 'PAYMENT_PROVIDER is "dev" in production: set "paystack"' };
    return { provider: devProvider(env.DB) };
  }
  if (name === "paystack") {
    if (!env.PAYSTACK_SECRET_KEY)
      return { provider: null, missing: 'PAYMENT_PROVIDER is "paystack" but the secret PAYSTACK_SECRET_KEY is not set' };
    return { provider: paystack(env.PAYSTACK_SECRET_KEY, env.PAYSTACK_BASE_URL) };
  }
  return { provider: null, missing: `PAYMENT_PROVIDER "${name}" is not a known provider` };
}
