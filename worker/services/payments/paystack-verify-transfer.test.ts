// The Paystack adapter's `GET /transfer/verify/:reference` against the local stand-in (test/provider-stand-in.ts),
// answered with the shape Paystack documents: what a transfer webhook is checked against before it moves anything.
import { describe, expect, inject, it } from "vitest";
import { providerScenario } from "../../../test/messaging";
import { paystack } from "./paystack";

const KEY = "sk_test_stand_in_0123456789abcdef";
const REFERENCE = "gona-payout-7-abcdefghijkl";

describe("verifying a payout through Paystack", () => {
  it("reads the transfer's status, amount in kobo and code, asking with Gona's payout reference and the secret key", async () => {
    const provider = await providerScenario([
      {
        status: 200,
        body: {
          status: true,
          message: "Transfer retrieved",
          data: {
            amount: 359375,
            currency: "NGN",
            domain: "test",
            failures: null,
            id: 14938,
            reason: "Gona order #7",
            reference: REFERENCE,
            source: "balance",
            status: "reversed",
            transfer_code: "TRF_2x5j67tnnw1t98k",
            createdAt: "2026-11-27T10:10:00.000Z",
            updatedAt: "2026-11-27T10:12:00.000Z",
          },
        },
      },
    ]);

    expect(await paystack(KEY, provider.baseUrl).verifyTransfer(REFERENCE)).toEqual({
      ok: true,
      status: "reversed",
      amountKobo: 359375,
      transferCode: "TRF_2x5j67tnnw1t98k",
    });
    const [request] = await provider.requests();
    expect([request?.method, request?.path, request?.headers.authorization]).toEqual([
      "GET",
      `/transfer/verify/${REFERENCE}`,
      `Bearer ${KEY}`,
    ]);
  });

  it("tells a reference Paystack does not know from a provider in trouble", async () => {
    const unknown = await providerScenario([{ status: 404, body: { status: false, message: "Transfer not found" } }]);
    expect(await paystack(KEY, unknown.baseUrl).verifyTransfer(REFERENCE)).toEqual({
      ok: false,
      reason: "not_found",
      error: "HTTP 404: Transfer not found",
    });
    for (const answer of [
      { status: 401, body: { status: false, message: "Invalid key" } },
      { status: 502, body: { message: "Bad gateway" } },
      { status: 200, body: { status: true, message: "Transfer retrieved", data: { status: "success" } } },
    ]) {
      const scenario = await providerScenario([answer]);
      expect(await paystack(KEY, scenario.baseUrl).verifyTransfer(REFERENCE), `HTTP ${answer.status}`).toMatchObject({
        ok: false,
        reason: "unavailable",
      });
    }
    expect(await paystack(KEY, inject("providerDown")).verifyTransfer(REFERENCE)).toMatchObject({ ok: false, reason: "unavailable" });
  });
});
