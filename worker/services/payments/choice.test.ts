// Which provider PAYMENT_PROVIDER picks, and the development provider's answers (plain Node: no I/O).
import { describe, expect, it } from "vitest";
import type { Env } from "../../env";
import { DEV_BANKS, devAccountName, devProvider } from "./dev-provider";
import { paymentProviderFor } from "./index";
import { withCheckDigit } from "./nuban";

const env = (vars: Record<string, string | undefined>) => vars as unknown as Env;

describe("choosing the payment provider", () => {
  it("uses the development provider locally and in tests, and refuses it in production", () => {
    expect(paymentProviderFor(env({ PAYMENT_PROVIDER: "dev", APP_ENV: "development" })).provider?.name).toBe("dev");
    expect(paymentProviderFor(env({ PAYMENT_PROVIDER: "dev", APP_ENV: "test" })).provider?.name).toBe("dev");
    expect(paymentProviderFor(env({ PAYMENT_PROVIDER: "dev", APP_ENV: "production" }))).toEqual({
      provider: null,
      missing: 'PAYMENT_PROVIDER is "dev" in production: set "paystack"',
    });
  });

  it("uses Paystack only with its secret key, and names an unknown provider", () => {
    expect(
      paymentProviderFor(env({ PAYMENT_PROVIDER: "paystack", APP_ENV: "production", PAYSTACK_SECRET_KEY: "sk_live_x" })).provider?.name,
    ).toBe("paystack");
    expect(paymentProviderFor(env({ PAYMENT_PROVIDER: "paystack", APP_ENV: "production" }))).toEqual({
      provider: null,
      missing: 'PAYMENT_PROVIDER is "paystack" but the secret PAYSTACK_SECRET_KEY is not set',
    });
    expect(paymentProviderFor(env({ PAYMENT_PROVIDER: "flutterwave", APP_ENV: "production" })).provider).toBeNull();
  });
});

describe("the development provider", () => {
  const dev = devProvider();

  it("lists real banks by Paystack's codes, sorted by name, each code once", async () => {
    const list = await dev.listBanks();
    if (!list.ok) throw new Error("the development provider always lists its banks");
    expect(list.banks.map((bank) => bank.name)).toEqual([...list.banks.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b)));
    expect(new Set(list.banks.map((bank) => bank.code)).size).toBe(DEV_BANKS.length);
    expect(list.banks).toContainEqual({ code: "058", name: "Guaranty Trust Bank" });
    expect(list.banks).toContainEqual({ code: "50211", name: "Kuda Bank" });
  });

  it("answers the same made-up holder for the same valid account, and another for another account", async () => {
    const account = withCheckDigit("058", "012345678");
    const first = await dev.resolveAccount("058", account);
    expect(first).toEqual({ ok: true, accountName: devAccountName(account) });
    expect(await dev.resolveAccount("058", account)).toEqual(first);
    expect(devAccountName(account)).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(devAccountName(withCheckDigit("058", "012345679"))).not.toBe(devAccountName(account));
  });

  it("cannot resolve a wrong check digit, an all-zero serial or a bank it does not list, as Paystack answers 422", async () => {
    const notFound = { ok: false, reason: "not_found", error: "Could not resolve account name. Check parameters or try again." };
    expect(await dev.resolveAccount("058", "0123456780")).toEqual(notFound);
    expect(await dev.resolveAccount("058", withCheckDigit("058", "000000000"))).toEqual(notFound);
    expect(await dev.resolveAccount("998", "0123456785")).toEqual(notFound);
  });

  it("resolves a wallet's 10-digit number (a phone number) that NUBAN does not cover", async () => {
    expect(await dev.resolveAccount("999992", "8031234567")).toMatchObject({ ok: true });
  });
});
