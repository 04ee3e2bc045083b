// The Paystack adapter against a local stand-in (test/provider-stand-in.ts) answering with the shapes Paystack
// documents for `GET /bank`, `GET /bank/resolve`, `POST /charge`, `POST /transaction/initialize` and
// `GET /transaction/verify`, `POST /transferrecipient` and `POST /transfer`: the exact requests it makes, and what it makes of each answer.
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

describe("opening a payment through Paystack", () => {
  const NOW = new Date("2026-11-27T10:00:00.000Z");
  const payment = { reference: "gona-7-abcdefghijkl", amountKobo: 375_000, email: "buyer@example.ng" };

  it("asks for a temporary transfer account (POST /charge with bank_transfer) and answers it", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Charge attempted",
          data: {
            status: "pending_bank_transfer",
            display_text: "Please make a transfer to the account specified",
            reference: payment.reference,
            amount: 375000,
            transaction_date: "2026-11-27T10:00:00.000Z",
            account_name: "PAYSTACK CHECKOUT",
            account_number: "1260024985",
            bank: { slug: "paystack-titan", name: "Paystack-Titan", id: 171 },
            account_expires_at: "2026-11-27T10:30:00.000Z",
          },
        },
      },
    ]);

    const opened = await paystack(KEY, provider.baseUrl).initializePayment(payment, NOW);

    expect(opened).toEqual({
      ok: true,
      reference: payment.reference,
      transfer: {
        accountNumber: "1260024985",
        bankName: "Paystack-Titan",
        accountName: "PAYSTACK CHECKOUT",
        expiresAt: "2026-11-27T10:30:00.000Z",
      },
      checkoutUrl: null,
      accessCode: null,
    });
    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect([request?.method, request?.path]).toEqual(["POST", "/charge"]);
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "null")).toEqual({
      email: "buyer@example.ng",
      amount: "375000",
      reference: payment.reference,
      bank_transfer: { account_expires_at: "2026-11-27T10:30:00.000Z" },
    });
  });

  it("opens the checkout (POST /transaction/initialize) when Pay with Transfer is refused", async () => {
    const provider = await providerScenario([
      { status: 400, body: { status: false, message: "Bank transfer is not enabled for this business" } },
      {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: { authorization_url: "https://checkout.paystack.com/0peioxfhpn", access_code: "0peioxfhpn", reference: payment.reference },
        },
      },
    ]);

    const opened = await paystack(KEY, provider.baseUrl).initializePayment(payment, NOW);

    expect(opened).toEqual({
      ok: true,
      reference: payment.reference,
      transfer: null,
      checkoutUrl: "https://checkout.paystack.com/0peioxfhpn",
      accessCode: "0peioxfhpn",
    });
    const requests = await provider.requests();
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ["POST", "/charge"],
      ["POST", "/transaction/initialize"],
    ]);
    expect(JSON.parse(requests[1]?.body ?? "null")).toEqual({
      email: "buyer@example.ng",
      amount: "375000",
      reference: payment.reference,
      currency: "NGN",
      channels: ["bank_transfer", "ussd", "card"],
    });
  });

  it("says the provider is unavailable on a wrong key, a 5xx or no connection", async () => {
    for (const answer of [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
    ]) {
      const scenario = await providerScenario([answer]);
      expect(await paystack(KEY, scenario.baseUrl).initializePayment(payment, NOW), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
      expect(await scenario.requests()).toHaveLength(1);
    }
    expect(await paystack(KEY, inject("providerDown")).initializePayment(payment, NOW)).toMatchObject({ ok: false, reason: "unavailable" });
  });
});

describe("verifying a payment through Paystack", () => {
  it("reads the transaction's status, amount in kobo, currency and id", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Verification successful",
          data: {
            id: 4099260516,
            domain: "test",
            status: "success",
            reference: "gona-7-abcdefghijkl",
            amount: 375000,
            paid_at: "2026-11-27T10:04:11.000Z",
            channel: "bank_transfer",
            currency: "NGN",
            fees: 15625,
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).verifyPayment("gona-7-abcdefghijkl")).toEqual({
      ok: true,
      status: "success",
      reference: "gona-7-abcdefghijkl",
      amountKobo: 375000,
      currency: "NGN",
      transactionId: "4099260516",
      channel: "bank_transfer",
      paidAt: "2026-11-27T10:04:11.000Z",
    });
    const [request] = await provider.requests();
    expect([request?.method, request?.path]).toEqual(["GET", "/transaction/verify/gona-7-abcdefghijkl"]);
  });

  it("tells a reference Paystack does not know from a provider in trouble", async () => {
    const unknown = await providerScenario([{ status: 400, body: { status: false, message: "Transaction reference not found" } }]);
    expect(await paystack(KEY, unknown.baseUrl).verifyPayment("gona-1-x")).toEqual({
      ok: false,
      reason: "not_found",
      error: "HTTP 400: Transaction reference not found",
    });
    const broken = await providerScenario([{ status: 503, body: { message: "Service unavailable" } }]);
    expect(await paystack(KEY, broken.baseUrl).verifyPayment("gona-1-x")).toMatchObject({ ok: false, reason: "unavailable" });
  });
});

describe("paying a seller through Paystack", () => {
  const account = { name: "EZE FUNMILAYO", accountNumber: "0123456785", bankCode: "058" };
  const payout = {
    reference: "gona-payout-7-abcdefghijkl",
    amountKobo: 359_375,
    recipientCode: "RCP_t0ya41mp35flk40",
    reason: "Gona order 7",
  };

  it("makes the seller's account a transfer recipient (POST /transferrecipient) and answers its code", async () => {
    const provider = await providerScenario([
      {
        status: 201,
        body: {
          status: true,
          message: "Transfer recipient created successfully",
          data: {
            active: true,
            currency: "NGN",
            domain: "test",
            id: 46409734,
            name: "EZE FUNMILAYO",
            recipient_code: "RCP_t0ya41mp35flk40",
            type: "nuban",
            details: { account_number: "0123456785", account_name: "EZE FUNMILAYO", bank_code: "058", bank_name: "Guaranty Trust Bank" },
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).createRecipient(account)).toEqual({ ok: true, recipientCode: "RCP_t0ya41mp35flk40" });
    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect([request?.method, request?.path, request?.headers.authorization]).toEqual(["POST", "/transferrecipient", `Bearer ${KEY}`]);
    expect(JSON.parse(request?.body ?? "null")).toEqual({
      type: "nuban",
      name: "EZE FUNMILAYO",
      account_number: "0123456785",
      bank_code: "058",
      currency: "NGN",
    });
  });

  it("sends the transfer from the balance (POST /transfer) in kobo under Gona's reference, and answers its code and state", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Transfer has been queued",
          data: {
            reference: payout.reference,
            integration: 428626,
            domain: "test",
            amount: 359375,
            currency: "NGN",
            source: "balance",
            reason: "Gona order 7",
            recipient: 46409734,
            status: "pending",
            transfer_code: "TRF_1ptvuv321ahaa7q",
            id: 14938,
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).transfer(payout)).toEqual({
      ok: true,
      transferCode: "TRF_1ptvuv321ahaa7q",
      status: "pending",
    });
    const [request] = await provider.requests();
    expect([request?.method, request?.path]).toEqual(["POST", "/transfer"]);
    expect(JSON.parse(request?.body ?? "null")).toEqual({
      source: "balance",
      amount: 359375,
      recipient: "RCP_t0ya41mp35flk40",
      reference: payout.reference,
      reason: "Gona order 7",
    });
  });

  it("tells a refusal (a 400: the balance is too low, an invalid account) from a provider in trouble", async () => {
    const refused = await providerScenario([
      { status: 400, body: { status: false, message: "Your balance is not enough to fulfil this request" } },
      { status: 400, body: { status: false, message: "Account details are invalid" } },
    ]);
    const client = paystack(KEY, refused.baseUrl);
    expect(await client.transfer(payout)).toMatchObject({ ok: false, reason: "refused" });
    expect(await client.createRecipient(account)).toMatchObject({ ok: false, reason: "refused" });
    for (const answer of [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
    ]) {
      const scenario = await providerScenario([answer, answer]);
      expect(await paystack(KEY, scenario.baseUrl).transfer(payout), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
      expect(await paystack(KEY, scenario.baseUrl).createRecipient(account)).toMatchObject({ ok: false, reason: "unavailable" });
    }
    expect(await paystack(KEY, inject("providerDown")).transfer(payout)).toMatchObject({ ok: false, reason: "unavailable" });
  });
});
