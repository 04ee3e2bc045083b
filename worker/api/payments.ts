// Payments (PRODUCT.md "Payments", ADR 082): the banks a seller can be paid into (GET /api/payments/banks, public)
// and the seller's own payout account (GET/PUT/DELETE /api/users/payout-account, farmers and suppliers). Saving an
// account checks the NUBAN check digit here, then asks the provider for the holder's name (a NIBSS name enquiry), so
// the seller sees whose account it is before any money moves.

import type { Context } from "hono";
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, HttpError } from "../http/errors";
import { rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { type Bank, checkNuban, type PaymentProvider, paymentProviderFor } from "../services/payments";
import { payoutAccountOf, removePayoutAccount, savePayoutAccount } from "../services/payments/payout-accounts";
import { payoutAccountBody } from "./market-schemas";

/** The provider could not help: logged for the operator, a 502/503 with a code for the client, never a 500. */
export function providerTrouble(c: Context<AppEnv>, what: string, error: string): HttpError {
  console.error(`Payment provider: ${what} failed`, c.req.method, c.req.path, error);
  return new HttpError(502, "payment_provider_unavailable");
}

export function providerOf(c: Context<AppEnv>): PaymentProvider {
  const choice = paymentProviderFor(c.env);
  if (choice.provider) return choice.provider;
  console.error("Payments are not configured:", choice.missing);
  throw new HttpError(503, "payments_unavailable");
}

async function banksOf(c: Context<AppEnv>, provider: PaymentProvider): Promise<Bank[]> {
  const list = await provider.listBanks(c.req.raw.signal);
  if (!list.ok) throw providerTrouble(c, "listing banks", list.error);
  return list.banks;
}

export const paymentRoutes = new Hono<AppEnv>().get("/banks", async (c) => {
  const banks = await banksOf(c, providerOf(c));
  // The same for everyone and rarely changed: browsers and caches may keep it an hour.
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(banks.map(({ code, name }) => ({ code, name })));
});

export const payoutAccountRoutes = new Hono<AppEnv>()
  .get("/payout-account", async (c) => {
    const user = requireUser(c);
    return c.json({ payout_account: await payoutAccountOf(c.var.db, user.id) });
  })
  .put("/payout-account", async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, payoutAccountBody);
    const provider = providerOf(c);
    const bank = (await banksOf(c, provider)).find((candidate) => candidate.code === input.bank_code);
    if (!bank) throw badRequest("bank_code_unknown", { bank_code: "bank_code_unknown" });
    if (checkNuban(bank.code, input.account_number) === "invalid")
      throw badRequest("account_number_invalid", { account_number: "account_number_invalid" });
    // Each name enquiry tells whose account a number is: a few per minute for typos, too few to look up strangers.
    await rateLimit(c.env.PAYOUT_ACCOUNT_LIMITER, `payout-account:${user.id}`, "too_many_account_checks");
    const lookup = await provider.resolveAccount(bank.code, input.account_number, c.req.raw.signal);
    if (!lookup.ok) {
      if (lookup.reason === "unavailable") throw providerTrouble(c, "resolving an account", lookup.error);
      throw new HttpError(422, "account_not_resolved", { fields: { account_number: "account_not_resolved" } });
    }
    const account = await savePayoutAccount(c.var.db, {
      userId: user.id,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: input.account_number,
      accountName: lookup.accountName,
    });
    return c.json({ payout_account: account });
  })
  .delete("/payout-account", async (c) => {
    const user = requireUser(c);
    await removePayoutAccount(c.var.db, user.id);
    return c.body(null, 204);
  });
