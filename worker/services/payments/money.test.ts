// The arithmetic of paying (ADR 083) in plain Node: the fee in kobo, the ledger's zero sum, the webhook signature.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  disputeEntries,
  eventKey,
  feeKobo,
  heldEntries,
  ledgerSum,
  newPaymentReference,
  refundSplit,
  releaseEntries,
  signatureValid,
  signBody,
} from "./money";

describe("the fee on a payment", () => {
  it("is 1.5 % rounded up to the kobo below ₦2,500", () => {
    expect(feeKobo(100_000)).toBe(1_500); // ₦1,000 → ₦15
    expect(feeKobo(100_001)).toBe(1_501); // 1,500.015 kobo rounds up
    expect(feeKobo(249_999)).toBe(3_750); // 3,749.985 kobo rounds up
    expect(feeKobo(1)).toBe(1);
  });

  it("adds ₦100 from ₦2,500 and never passes ₦2,000", () => {
    expect(feeKobo(250_000)).toBe(3_750 + 10_000);
    expect(feeKobo(1_000_000)).toBe(15_000 + 10_000); // ₦10,000 → ₦250
    // 1.5 % + ₦100 reaches ₦2,000 at ₦126,666.67: above it the fee stays ₦2,000.
    expect(feeKobo(12_666_666)).toBe(199_999 + 1);
    expect(feeKobo(12_666_667)).toBe(200_000);
    expect(feeKobo(500_000_000)).toBe(200_000);
    expect(feeKobo(Number.MAX_SAFE_INTEGER)).toBe(200_000);
  });

  it("refuses what is not a positive whole number of kobo", () => {
    for (const amount of [0, -100, 1.5, Number.NaN, 2 ** 60]) expect(() => feeKobo(amount)).toThrow(RangeError);
  });
});

describe("the ledger of a payment", () => {
  it("writes buyer paid, fee and held, summing to zero", () => {
    const entries = heldEntries(1_000_000, feeKobo(1_000_000));
    expect(entries).toEqual([
      { kind: "buyer_paid", amountKobo: -1_000_000 },
      { kind: "fee", amountKobo: 25_000 },
      { kind: "held", amountKobo: 975_000 },
    ]);
    expect(ledgerSum(entries)).toBe(0n);
  });

  it("sums to zero for every amount, exactly, up to the largest safe kobo", () => {
    for (const amount of [1, 99, 250_000, 12_666_667, 987_654_321, Number.MAX_SAFE_INTEGER])
      expect(ledgerSum(heldEntries(amount, feeKobo(amount)))).toBe(0n);
  });

  it("still sums to zero once released: what was held leaves the hold and arrives with the seller", () => {
    expect(releaseEntries(1_000_000, 25_000)).toEqual([
      { kind: "held", amountKobo: -975_000 },
      { kind: "released", amountKobo: 975_000 },
    ]);
    for (const amount of [1, 99, 250_000, 12_666_667, 987_654_321, Number.MAX_SAFE_INTEGER]) {
      const fee = feeKobo(amount);
      const entries = [...heldEntries(amount, fee), ...releaseEntries(amount, fee)];
      expect(ledgerSum(entries)).toBe(0n);
      // Nothing stays held: the seller has the amount less the fee.
      expect(ledgerSum(entries.filter((entry) => entry.kind === "held"))).toBe(0n);
      expect(entries.find((entry) => entry.kind === "released")?.amountKobo).toBe(amount - fee);
    }
  });

  it("splits a dispute's refund up to all the buyer paid: the hold first, then the fee; every split sums to zero (ADR 098)", () => {
    const amount = 1_000_000;
    const fee = feeKobo(amount);
    const held = amount - fee;
    expect(refundSplit(amount, fee, 0)).toEqual({ refundKobo: 0, releasedKobo: held, feeBackKobo: 0 });
    expect(refundSplit(amount, fee, 100_050)).toEqual({ refundKobo: 100_050, releasedKobo: held - 100_050, feeBackKobo: 0 });
    expect(refundSplit(amount, fee, held)).toEqual({ refundKobo: held, releasedKobo: 0, feeBackKobo: 0 });
    expect(refundSplit(amount, fee, held + 1)).toEqual({ refundKobo: held + 1, releasedKobo: 0, feeBackKobo: 1 });
    expect(refundSplit(amount, fee, amount)).toEqual({ refundKobo: amount, releasedKobo: 0, feeBackKobo: fee });
    for (const refund of [0, 1, 100_050, held - 1, held, held + 1, amount - 1, amount]) {
      const split = refundSplit(amount, fee, refund);
      const entries = [...heldEntries(amount, fee), ...disputeEntries(split)];
      expect(ledgerSum(entries), String(refund)).toBe(0n);
      // Nothing stays held, the buyer is back where they were less what they did not get, Gona keeps fee − feeBack.
      expect(ledgerSum(entries.filter((entry) => entry.kind === "held"))).toBe(0n);
      expect(ledgerSum(entries.filter((entry) => entry.kind === "fee"))).toBe(BigInt(fee - split.feeBackKobo));
      expect(split.refundKobo + split.releasedKobo + fee - split.feeBackKobo).toBe(amount);
    }
    for (const bad of [-1, amount + 1, 1.5, Number.NaN]) expect(() => refundSplit(amount, fee, bad)).toThrow(RangeError);
  });

  it("refuses a fee larger than the amount", () => {
    expect(() => heldEntries(100, 101)).toThrow(RangeError);
  });
});

describe("a payment's reference", () => {
  it("names the order and is different every time", () => {
    const first = newPaymentReference(42);
    expect(first).toMatch(/^gona-42-[a-z0-9]{12}$/);
    expect(newPaymentReference(42)).not.toBe(first);
  });
});

describe("the webhook's signature", () => {
  const key = "sk_test_unit_0123456789";
  const body = '{"event":"charge.success","data":{"id":1,"reference":"gona-1-abc","amount":100000,"currency":"NGN"}}';
  const bytes = new TextEncoder().encode(body);
  const nodeMac = createHmac("sha512", key).update(body).digest("hex");

  it("is the lowercase hex HMAC-SHA512 of the raw body with the secret key, as Node computes it", async () => {
    expect(await signBody(body, key)).toBe(nodeMac);
    expect(await signatureValid(bytes, nodeMac, key)).toBe(true);
    expect(await signatureValid(bytes, nodeMac.toUpperCase(), key)).toBe(true);
  });

  it("fails for another key, another body, the same JSON re-serialised, a missing or malformed header", async () => {
    expect(await signatureValid(bytes, createHmac("sha512", "sk_test_other").update(body).digest("hex"), key)).toBe(false);
    const reserialised = new TextEncoder().encode(JSON.stringify(JSON.parse(body), null, 1));
    expect(await signatureValid(reserialised, nodeMac, key)).toBe(false);
    const flipped = `${nodeMac.slice(0, -1)}${nodeMac.endsWith("0") ? "1" : "0"}`;
    expect(await signatureValid(bytes, flipped, key)).toBe(false);
    for (const header of [null, undefined, "", nodeMac.slice(0, 127), `${nodeMac}00`, "z".repeat(128)])
      expect(await signatureValid(bytes, header, key)).toBe(false);
    expect(await signatureValid(bytes, nodeMac, "")).toBe(false);
  });
});

describe("an event's key", () => {
  it("is the event and the provider's id, or the body's SHA-256 when there is no id", async () => {
    const bytes = new TextEncoder().encode("{}");
    expect(await eventKey("charge.success", 302961, bytes)).toBe("charge.success:302961");
    expect(await eventKey("charge.success", "TRF_1ab", bytes)).toBe("charge.success:TRF_1ab");
    expect(await eventKey("charge.success", undefined, bytes)).toBe(
      "sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a",
    );
    expect(await eventKey("x", { nested: 1 }, bytes)).toMatch(/^sha256:/);
  });
});
