// The Paystack adapter's refund lookup (ADR 097) against the local stand-in (test/provider-stand-in.ts) answering with
// the shapes Paystack documents for `GET /refund/:id`: the exact request it makes, and what it makes of each answer.
import { describe, expect, inject, it } from "vitest";
import { providerScenario } from "../../../test/messaging";
import { devProvider } from "./dev-provider";
import { paystack } from "./paystack";

const KEY = "sk_test_stand_in_0123456789abcdef";

describe("asking Paystack what became of a refund", () => {
  it("fetches the refund by its id and answers its state and amount in kobo", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Refund retrieved",
          data: {
            integration: 428626,
            transaction: 1004723697,
            dispute: null,
            settlement: null,
            domain: "live",
            amount: 100050,
            deducted_amount: 100050,
            fully_deducted: true,
            currency: "NGN",
            channel: "bank_transfer",
            status: "processed",
            refunded_by: "admin@gona.ng",
            refunded_at: "2026-11-28T10:00:00.000Z",
            expected_at: "2026-12-06T10:00:00.000Z",
            customer_note: "Refund for transaction gona-7-abcdefghijkl",
            merchant_note: "Two bags were wet",
            id: 3018284,
            createdAt: "2026-11-27T12:00:00.000Z",
            updatedAt: "2026-11-28T10:00:00.000Z",
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).fetchRefund("3018284")).toEqual({ ok: true, status: "processed", amountKobo: 100050 });
    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect([request?.method, request?.path, request?.headers.authorization, request?.body ?? ""]).toEqual([
      "GET",
      "/refund/3018284",
      `Bearer ${KEY}`,
      "",
    ]);
  });

  it("tells a refund Paystack does not know (404) from a provider in trouble, and a body without an amount", async () => {
    const unknown = await providerScenario([{ status: 404, body: { status: false, message: "Refund not found" } }]);
    expect(await paystack(KEY, unknown.baseUrl).fetchRefund("999")).toMatchObject({ ok: false, reason: "not_found" });
    for (const answer of [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
      { status: 200, body: { status: true, message: "Refund retrieved", data: { status: "processed" } } },
    ]) {
      const scenario = await providerScenario([answer]);
      expect(await paystack(KEY, scenario.baseUrl).fetchRefund("3018284"), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
    }
    expect(await paystack(KEY, inject("providerDown")).fetchRefund("3018284")).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("the development provider without a database knows no refund", async () => {
    expect(await devProvider().fetchRefund("1")).toMatchObject({ ok: false, reason: "not_found" });
  });
});
