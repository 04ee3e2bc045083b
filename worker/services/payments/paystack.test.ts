// The Paystack adapter against a local stand-in (test/provider-stand-in.ts) answering with the shapes Paystack
// documents for `GET /bank` and `GET /bank/resolve`: the exact requests it makes, and what it makes of each answer.
import { describe, expect, inject, it } from "vitest";
import { providerScenario } from "../../../test/messaging";
import { paystack } from "./paystack";

const KEY = "sk_test_stand_in_0123456789abcdef";

/** One bank as Paystack's list gives it. */
const bank = (id: number, name: string, code: string, more: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  code,
  longcode: "",
  gateway: null,
  pay_with_bank: false,
  active: true,
  is_deleted: false,
  country: "Nigeria",
  currency: "NGN",
  type: "nuban",
  createdAt: "2016-07-14T10:04:29.000Z",
  updatedAt: "2020-02-18T08:06:44.000Z",
  ...more,
});

describe("listing banks through Paystack", () => {
  it("follows the cursor pages with the secret key, and keeps the active banks sorted by name", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Banks retrieved",
          data: [bank(9, "Zenith Bank", "057"), bank(8, "Guaranty Trust Bank", "058"), bank(3, "Old Bank", "999", { active: false })],
          meta: { next: "YmFuazoxNjk=", previous: null, perPage: 100 },
        },
      },
      {
        status: 200,
        body: {
          status: true,
          message: "Banks retrieved",
          data: [bank(1, "Access Bank", "044"), bank(2, "Gone Bank", "998", { is_deleted: true }), bank(8, "GTBank again", "058")],
          meta: { next: null, previous: "YmFuazoxNjk=", perPage: 100 },
        },
      },
    ]);

    const list = await paystack(KEY, provider.baseUrl).listBanks();

    expect(list).toEqual({
      ok: true,
      banks: [
        { code: "044", name: "Access Bank" },
        { code: "058", name: "Guaranty Trust Bank" },
        { code: "057", name: "Zenith Bank" },
      ],
    });
    const requests = await provider.requests();
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", "/bank?country=nigeria&use_cursor=true&perPage=100"],
      ["GET", "/bank?country=nigeria&use_cursor=true&perPage=100&next=YmFuazoxNjk%3D"],
    ]);
    for (const request of requests) expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("keeps the list it fetched for the next caller instead of asking again", async () => {
    const provider = await providerScenario([
      { status: 200, body: { status: true, message: "Banks retrieved", data: [bank(1, "Access Bank", "044")], meta: { next: null } } },
    ]);
    const adapter = paystack(KEY, provider.baseUrl);
    await adapter.listBanks();
    expect(await adapter.listBanks()).toEqual({ ok: true, banks: [{ code: "044", name: "Access Bank" }] });
    expect(await provider.requests()).toHaveLength(1);
  });

  it("says the provider is unavailable on a wrong key, a 5xx or a connection refused, never a half list", async () => {
    const wrongKey = await providerScenario([{ status: 401, body: { status: false, message: "Invalid key" } }]);
    expect(await paystack("sk_test_wrong", wrongKey.baseUrl).listBanks()).toEqual({
      ok: false,
      reason: "unavailable",
      error: "listing banks: HTTP 401: Invalid key",
    });
    const broken = await providerScenario([{ status: 502, body: { message: "Bad gateway" } }]);
    expect(await paystack(KEY, broken.baseUrl).listBanks()).toMatchObject({ ok: false, reason: "unavailable" });
    const down = await paystack(KEY, inject("providerDown")).listBanks();
    expect(down).toMatchObject({ ok: false, reason: "unavailable" });
    expect(down.ok === false && down.error).toMatch(/^request failed/);
  });
});

describe("resolving an account through Paystack", () => {
  it("asks for the account at the bank with the secret key and answers the holder's name", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Account number resolved",
          data: { account_number: "0123456785", account_name: "ADEBAYO  OLUWASEUN MICHAEL ", bank_id: 9 },
        },
      },
    ]);

    const lookup = await paystack(KEY, provider.baseUrl).resolveAccount("058", "0123456785");

    expect(lookup).toEqual({ ok: true, accountName: "ADEBAYO OLUWASEUN MICHAEL" });
    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/bank/resolve?account_number=0123456785&bank_code=058");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("tells an account the bank does not know (Paystack's 422) from a provider in trouble", async () => {
    const unknown = await providerScenario([
      {
        status: 422,
        body: {
          status: false,
          message: "Could not resolve account name. Check parameters or try again.",
          meta: { nextStep: "Ensure that you're passing the correct bank code and account number" },
          type: "validation_error",
          code: "invalid_params",
        },
      },
    ]);
    expect(await paystack(KEY, unknown.baseUrl).resolveAccount("058", "0123456785")).toEqual({
      ok: false,
      reason: "not_found",
      error: "HTTP 422: Could not resolve account name. Check parameters or try again.",
    });

    const answers = [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 429, body: { status: false, message: "Too many requests" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
      { status: 200, body: { status: true, message: "Account number resolved", data: { account_name: "" } } },
    ];
    for (const answer of answers) {
      const scenario = await providerScenario([answer]);
      expect(await paystack(KEY, scenario.baseUrl).resolveAccount("058", "0123456785"), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
    }
    expect(await paystack(KEY, inject("providerDown")).resolveAccount("058", "0123456785")).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
  });
});
