// The Paystack adapter's refund (ADR 092) against the local stand-in (test/provider-stand-in.ts) answering with the
// shapes Paystack documents for `POST /refund`: the exact request it makes, and what it makes of each answer.
import { describe, expect, inject, it } from "vitest";
import { providerScenario } from "../../../test/messaging";
import { devProvider } from "./dev-provider";
import { paystack } from "./paystack";

const KEY = "sk_test_stand_in_0123456789abcdef";
const refund = { reference: "gona-7-abcdefghijkl", amountKobo: 100_050, note: "Two bags were wet" };

describe("refunding a buyer through Paystack", () => {
  it("asks for the refund of the transaction by Gona's reference, in kobo, and answers the refund's id and state", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Refund has been queued for processing",
          data: {
            transaction: {
              id: 1004723697,
              domain: "live",
              reference: refund.reference,
              amount: 375000,
              paid_at: "2026-11-27T10:00:00.000Z",
            },
            integration: 428626,
            deducted_amount: 0,
            channel: null,
            merchant_note: "Two bags were wet",
            customer_note: "Refund for transaction gona-7-abcdefghijkl",
            status: "pending",
            refunded_by: "admin@gona.ng",
            expected_at: "2026-12-06T10:00:00.000Z",
            currency: "NGN",
            domain: "live",
            amount: 100050,
            fully_deducted: false,
            id: 3018284,
            createdAt: "2026-11-27T12:00:00.000Z",
            updatedAt: "2026-11-27T12:00:00.000Z",
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).refund(refund)).toEqual({ ok: true, refundId: "3018284", status: "pending" });
    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect([request?.method, request?.path, request?.headers.authorization]).toEqual(["POST", "/refund", `Bearer ${KEY}`]);
    expect(JSON.parse(request?.body ?? "null")).toEqual({
      transaction: refund.reference,
      amount: 100050,
      currency: "NGN",
      merchant_note: "Two bags were wet",
    });
  });

  it("tells a refusal (a 400: more than is left, an unknown transaction) from a provider in trouble", async () => {
    const refused = await providerScenario([
      { status: 400, body: { status: false, message: "Refund amount cannot be more than the transaction amount" } },
    ]);
    expect(await paystack(KEY, refused.baseUrl).refund(refund)).toMatchObject({ ok: false, reason: "refused" });
    for (const answer of [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 500, body: { status: false, message: "An error occurred" } },
    ]) {
      const scenario = await providerScenario([answer]);
      expect(await paystack(KEY, scenario.baseUrl).refund(refund), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
    }
    expect(await paystack(KEY, inject("providerDown")).refund(refund)).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("the development provider without a database answers a processed refund, as Paystack's shape does", async () => {
    expect(await devProvider().refund(refund)).toEqual({ ok: true, refundId: `dev-refund-${refund.reference}`, status: "processed" });
  });
});
