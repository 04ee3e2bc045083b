// A seller's payout account (PRODUCT.md "Payments", ADR 082) through the real Worker and D1: the banks, saving an
// account (the NUBAN check digit, the provider's name enquiry), reading and removing it, who may, and what a provider
// in trouble answers. The development provider answers by default; Paystack's adapter answers from a local stand-in.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call, ORIGIN, withinOneRateWindow } from "../../test/http";
import { configured, providerScenario } from "../../test/messaging";
import worker from "../api-worker";
import type { Env } from "../env";
import { devAccountName } from "../services/payments/dev-provider";
import { withCheckDigit } from "../services/payments/nuban";

const GTBANK = "058";
const VALID = withCheckDigit(GTBANK, "012345678"); // 0123456785

const put = (token: string, body: unknown) => call("PUT", "/api/users/payout-account", { token, body });
const get = (token: string) => call("GET", "/api/users/payout-account", { token });

async function storedRow(userId: number) {
  return env.DB.prepare("SELECT bank_code, bank_name, account_number, account_name, recipient_code FROM payout_accounts WHERE user_id = ?")
    .bind(userId)
    .first<{ bank_code: string; bank_name: string; account_number: string; account_name: string; recipient_code: string | null }>();
}

/** The Worker with other configuration, as wrangler.toml and the secrets would set it. */
async function callWith(config: Partial<Env>, method: string, path: string, token?: string, body?: unknown) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  if (body !== undefined) headers.set("content-type", "application/json");
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, configured(config), ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

describe("GET /api/payments/banks", () => {
  it("lists Nigeria's banks as {code, name} by name, to anyone, cacheable", async () => {
    const banks = await call("GET", "/api/payments/banks");
    expect(banks.status).toBe(200);
    expect(banks.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(banks.json).toContainEqual({ code: GTBANK, name: "Guaranty Trust Bank" });
    for (const bank of banks.json) expect(Object.keys(bank).sort()).toEqual(["code", "name"]);
    const names = banks.json.map((bank: { name: string }) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe("PUT /api/users/payout-account", () => {
  it("saves a farmer's account with the holder's name from the bank, and never sends the full number back", async () => {
    const farmer = await fastUser("farmer");
    const saved = await put(farmer.token, { bank_code: GTBANK, account_number: VALID });

    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      payout_account: {
        bank_code: GTBANK,
        bank_name: "Guaranty Trust Bank",
        account_number_last4: "6785",
        account_name: devAccountName(VALID),
      },
    });
    expect(saved.text).not.toContain(VALID);
    expect(await get(farmer.token)).toMatchObject({ status: 200, json: saved.json });
    expect(await storedRow(farmer.id)).toEqual({
      bank_code: GTBANK,
      bank_name: "Guaranty Trust Bank",
      account_number: VALID,
      account_name: devAccountName(VALID),
      recipient_code: null,
    });
  });

  it("takes the number as people write it (spaces, dashes) and a supplier's account too", async () => {
    const supplier = await fastUser("supplier");
    const kuda = withCheckDigit("50211", "200000001");
    const saved = await put(supplier.token, {
      bank_code: "50211",
      account_number: ` ${kuda.slice(0, 4)} ${kuda.slice(4, 7)}-${kuda.slice(7)} `,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.payout_account).toMatchObject({ bank_code: "50211", bank_name: "Kuda Bank", account_number_last4: kuda.slice(-4) });
    expect((await storedRow(supplier.id))?.account_number).toBe(kuda);
  });

  it("leaves a wallet whose account number is the phone number to the provider's check", async () => {
    const farmer = await fastUser("farmer");
    const saved = await put(farmer.token, { bank_code: "999992", account_number: "8031234567" });
    expect(saved.status).toBe(200);
    expect(saved.json.payout_account.bank_name).toBe("OPay Digital Services Limited (OPay)");
  });

  it("refuses a wrong check digit with account_number_invalid and keeps the account saved before", async () => {
    const farmer = await fastUser("farmer");
    await put(farmer.token, { bank_code: GTBANK, account_number: VALID });
    const before = await storedRow(farmer.id);

    const refused = await put(farmer.token, { bank_code: GTBANK, account_number: "0123456780" });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: "account_number_invalid", field_codes: { account_number: "account_number_invalid" } });
    // The same digits are valid at First Bank: the check digit belongs to the bank.
    expect((await put(farmer.token, { bank_code: "011", account_number: VALID })).json.code).toBe("account_number_invalid");
    expect(await storedRow(farmer.id)).toEqual(before);
  });

  it("refuses what is not a 10-digit number, an unknown bank and missing or extra fields, saving nothing", async () => {
    const farmer = await fastUser("farmer");
    const cases: [unknown, string][] = [
      [{ bank_code: GTBANK, account_number: "012345678" }, "account_number_format"],
      [{ bank_code: GTBANK, account_number: "01234567855" }, "account_number_format"],
      [{ bank_code: GTBANK, account_number: "012345678O" }, "account_number_format"],
      [{ bank_code: GTBANK, account_number: 123456785 }, "account_number_format"],
      [{ bank_code: GTBANK }, "account_number_format"],
      [{ bank_code: "998", account_number: VALID }, "bank_code_unknown"],
      [{ bank_code: "", account_number: VALID }, "bank_code_unknown"],
      [{ account_number: VALID }, "bank_code_unknown"],
      [{ bank_code: GTBANK, account_number: VALID, account_name: "SOMEONE ELSE" }, "unknown_field"],
    ];
    for (const [body, code] of cases) {
      const refused = await put(farmer.token, body);
      expect([refused.status, refused.json.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect(await storedRow(farmer.id)).toBeNull();
  });

  it("answers 422 account_not_resolved when the bank does not know the account, saving nothing", async () => {
    const farmer = await fastUser("farmer");
    // The development provider knows no account with an all-zero serial.
    const refused = await put(farmer.token, { bank_code: GTBANK, account_number: withCheckDigit(GTBANK, "000000000") });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "account_not_resolved", field_codes: { account_number: "account_not_resolved" } });
    expect(await storedRow(farmer.id)).toBeNull();
  });

  it("keeps one account per seller: a new one replaces it, and the provider's recipient goes with the old number", async () => {
    const farmer = await fastUser("farmer");
    await put(farmer.token, { bank_code: GTBANK, account_number: VALID });
    await env.DB.prepare("UPDATE payout_accounts SET recipient_code = 'RCP_dev_1' WHERE user_id = ?").bind(farmer.id).run();

    await put(farmer.token, { bank_code: GTBANK, account_number: VALID });
    expect((await storedRow(farmer.id))?.recipient_code).toBe("RCP_dev_1");

    const other = withCheckDigit("057", "104567890");
    const changed = await put(farmer.token, { bank_code: "057", account_number: other });
    expect(changed.json.payout_account).toMatchObject({ bank_name: "Zenith Bank", account_number_last4: other.slice(-4) });
    expect(await storedRow(farmer.id)).toMatchObject({ account_number: other, recipient_code: null });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM payout_accounts WHERE user_id = ?")
      .bind(farmer.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

describe("name enquiries per seller", () => {
  it("are at most 5 a minute, then 429 too_many_account_checks, saving nothing more", () =>
    withinOneRateWindow(60, async () => {
      const farmer = await fastUser("farmer");
      for (let i = 0; i < 5; i++) {
        const saved = await put(farmer.token, { bank_code: GTBANK, account_number: withCheckDigit(GTBANK, `01234567${i}`) });
        expect(saved.status, `enquiry ${i + 1}`).toBe(200);
      }
      const refused = await put(farmer.token, { bank_code: GTBANK, account_number: withCheckDigit(GTBANK, "012345679") });
      expect([refused.status, refused.json.code, refused.headers.get("retry-after")]).toEqual([429, "too_many_account_checks", "60"]);
      expect((await storedRow(farmer.id))?.account_number).toBe(withCheckDigit(GTBANK, "012345674"));
    }));
});

describe("GET and DELETE /api/users/payout-account", () => {
  it("answers null before an account is saved and after it is removed", async () => {
    const farmer = await fastUser("farmer");
    expect((await get(farmer.token)).json).toEqual({ payout_account: null });
    await put(farmer.token, { bank_code: GTBANK, account_number: VALID });

    const removed = await call("DELETE", "/api/users/payout-account", { token: farmer.token });
    expect(removed.status).toBe(204);
    expect((await get(farmer.token)).json).toEqual({ payout_account: null });
    expect(await storedRow(farmer.id)).toBeNull();
    expect((await call("DELETE", "/api/users/payout-account", { token: farmer.token })).status).toBe(204);
  });
});

describe("who may hold a payout account", () => {
  it("refuses buyers and admins with payout_account_sellers_only, and asks the signed-out to sign in", async () => {
    for (const role of ["buyer", "admin"] as const) {
      const user = await fastUser(role);
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", { bank_code: GTBANK, account_number: VALID }],
        ["DELETE", undefined],
      ] as const) {
        const refused = await call(method, "/api/users/payout-account", { token: user.token, body });
        expect([refused.status, refused.json.code], `${role} ${method}`).toEqual([403, "payout_account_sellers_only"]);
      }
      expect(await storedRow(user.id)).toBeNull();
    }
    const anonymous = await call("PUT", "/api/users/payout-account", { body: { bank_code: GTBANK, account_number: VALID } });
    expect([anonymous.status, anonymous.json.code]).toEqual([401, "sign_in_required"]);
  });
});

describe("through Paystack (a local stand-in)", () => {
  const banksAnswer = {
    status: 200,
    body: {
      status: true,
      message: "Banks retrieved",
      data: [
        { id: 9, name: "Guaranty Trust Bank", slug: "guaranty-trust-bank", code: GTBANK, active: true, is_deleted: false, type: "nuban" },
      ],
      meta: { next: null, previous: null, perPage: 100 },
    },
  };
  const paystackEnv = (baseUrl: string): Partial<Env> => ({
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: "sk_test_route_stand_in",
    PAYSTACK_BASE_URL: baseUrl,
  });

  it("saves the name Paystack resolves", async () => {
    const farmer = await fastUser("farmer");
    const paystack = await providerScenario([
      banksAnswer,
      {
        status: 200,
        body: {
          status: true,
          message: "Account number resolved",
          data: { account_number: VALID, account_name: "ADEBAYO OLUWASEUN", bank_id: 9 },
        },
      },
    ]);
    const saved = await callWith(paystackEnv(paystack.baseUrl), "PUT", "/api/users/payout-account", farmer.token, {
      bank_code: GTBANK,
      account_number: VALID,
    });
    expect(saved).toEqual({
      status: 200,
      json: {
        payout_account: {
          bank_code: GTBANK,
          bank_name: "Guaranty Trust Bank",
          account_number_last4: "6785",
          account_name: "ADEBAYO OLUWASEUN",
        },
      },
    });
    expect((await paystack.requests()).map((request) => request.path)).toEqual([
      "/bank?country=nigeria&use_cursor=true&perPage=100",
      `/bank/resolve?account_number=${VALID}&bank_code=${GTBANK}`,
    ]);
  });

  it("answers 422 account_not_resolved on Paystack's refusal, and 502 payment_provider_unavailable when it is down", async () => {
    const farmer = await fastUser("farmer");
    const body = { bank_code: GTBANK, account_number: VALID };
    const refusing = await providerScenario([
      banksAnswer,
      { status: 422, body: { status: false, message: "Could not resolve account name. Check parameters or try again." } },
    ]);
    const refused = await callWith(paystackEnv(refusing.baseUrl), "PUT", "/api/users/payout-account", farmer.token, body);
    expect([refused.status, refused.json.code]).toEqual([422, "account_not_resolved"]);

    const down = paystackEnv(inject("providerDown"));
    const unreachable = await callWith(down, "PUT", "/api/users/payout-account", farmer.token, body);
    expect([unreachable.status, unreachable.json.code]).toEqual([502, "payment_provider_unavailable"]);
    const noBanks = await callWith(down, "GET", "/api/payments/banks");
    expect([noBanks.status, noBanks.json.code]).toEqual([502, "payment_provider_unavailable"]);
    expect(await storedRow(farmer.id)).toBeNull();
  });

  it("answers 503 payments_unavailable when Paystack is chosen without its key, or the development provider in production", async () => {
    const noKey = await callWith({ PAYMENT_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: undefined }, "GET", "/api/payments/banks");
    expect([noKey.status, noKey.json.code]).toEqual([503, "payments_unavailable"]);
    const devInProduction = await callWith({ PAYMENT_PROVIDER: "dev", APP_ENV: "production" }, "GET", "/api/payments/banks");
    expect([devInProduction.status, devInProduction.json.code]).toEqual([503, "payments_unavailable"]);
  });
});
