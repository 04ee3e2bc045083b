// The arithmetic of paying for an order (ADR 083), pure so plain Node tests it: the fee in kobo, the ledger entries of
// a payment (each payment's entries sum to zero), the payment's reference, and the webhook's signature check.

/** Gona's fee on a payment, in kobo: what Paystack charges for a local payment, passed on at cost (ADR 083). */
export const FEE_PERCENT_THOUSANDTHS = 15n; // 1.5 %
/** Added from ₦2,500 up (Paystack waives its ₦100 below that). */
export const FEE_FLAT_KOBO = 10_000n;
export const FEE_FLAT_FROM_KOBO = 250_000n;
/** The fee never passes ₦2,000. */
export const FEE_CAP_KOBO = 200_000n;

/** The fee the seller pays on a payment of `amountKobo` (1.5 % rounded up to the kobo, + ₦100 from ₦2,500, at most ₦2,000). */
export function feeKobo(amountKobo: number): number {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw new RangeError(`not an amount in kobo: ${amountKobo}`);
  const amount = BigInt(amountKobo);
  let fee = (amount * FEE_PERCENT_THOUSANDTHS + 999n) / 1000n;
  if (amount >= FEE_FLAT_FROM_KOBO) fee += FEE_FLAT_KOBO;
  if (fee > FEE_CAP_KOBO) fee = FEE_CAP_KOBO;
  // A tiny payment never pays more than itself in fees.
  if (fee > amount) fee = amount;
  return Number(fee);
}

export const LEDGER_KINDS = ["buyer_paid", "fee", "held", "released", "refunded", "transfer_failed"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed kobo: money leaving a place is negative, money arriving positive; a payment's entries sum to zero. */
  amountKobo: number;
}

/**
 * The entries written when the provider confirms the buyer's money arrived: the buyer paid the amount (it left them),
 * the fee is set aside, and the rest is held for the seller.
 */
export function heldEntries(amountKobo: number, feeKoboValue: number): LedgerEntry[] {
  if (feeKoboValue < 0 || feeKoboValue > amountKobo) throw new RangeError("the fee must be between 0 and the amount");
  return [
    { kind: "buyer_paid", amountKobo: -amountKobo },
    { kind: "fee", amountKobo: feeKoboValue },
    { kind: "held", amountKobo: amountKobo - feeKoboValue },
  ];
}

/**
 * The entries written when the money is released to the seller (ADR 088): what was held leaves the hold and arrives
 * with the seller, so a released payment's entries still sum to zero.
 */
export function releaseEntries(amountKobo: number, feeKoboValue: number): LedgerEntry[] {
  const held = amountKobo - feeKoboValue;
  return [
    { kind: "held", amountKobo: -held },
    { kind: "released", amountKobo: held },
  ];
}

/**
 * How a dispute's decision splits a payment (ADR 098): the buyer may get back anything from 0 up to all they paid;
 * what is held pays the refund first and the seller gets the rest of it; a refund beyond what was held comes out of
 * Gona's fee (`feeBackKobo`, written as a negative `fee` entry), so the payment's entries still sum to zero.
 */
export function refundSplit(amountKobo: number, feeKoboValue: number, refundKobo: number) {
  if (!Number.isSafeInteger(refundKobo) || refundKobo < 0 || refundKobo > amountKobo)
    throw new RangeError(`a refund must be whole kobo between 0 and the amount: ${refundKobo}`);
  const held = amountKobo - feeKoboValue;
  return { refundKobo, releasedKobo: held - Math.min(refundKobo, held), feeBackKobo: Math.max(0, refundKobo - held) };
}

/**
 * What a decision moves, in kobo (ADR 098, `refundSplit`): to the buyer (up to all they paid), to the seller (what is
 * held less the refund, never below 0), and back out of Gona's fee (the part of a refund beyond what was held).
 */
export interface DisputeSplit {
  refundKobo: number;
  releasedKobo: number;
  feeBackKobo?: number;
}

/**
 * The ledger of a decision: the hold emptied, the refund to the buyer, the rest to the seller, and the part of the
 * refund beyond the hold taken back from the fee (a negative `fee` entry), so it sums to zero.
 */
export function disputeEntries({ refundKobo, releasedKobo, feeBackKobo = 0 }: DisputeSplit): LedgerEntry[] {
  return [
    { kind: "held" as const, amountKobo: -(refundKobo - feeBackKobo + releasedKobo) },
    ...(feeBackKobo > 0 ? [{ kind: "fee" as const, amountKobo: -feeBackKobo }] : []),
    ...(refundKobo > 0 ? [{ kind: "refunded" as const, amountKobo: refundKobo }] : []),
    ...(releasedKobo > 0 ? [{ kind: "released" as const, amountKobo: releasedKobo }] : []),
  ];
}

/** The sum of entries, exact (BigInt), as the ledger check reads it: zero for every payment. */
export const ledgerSum = (entries: readonly LedgerEntry[]) => entries.reduce((sum, entry) => sum + BigInt(entry.amountKobo), 0n);

/** A new payment's reference: Gona's prefix, the order, and 12 random characters (Paystack allows letters, digits, -). */
export function newPaymentReference(requestId: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `gona-${requestId}-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/**
 * Whether `signature` (the `x-paystack-signature` header) is the lowercase hex HMAC-SHA512 of the raw body keyed with
 * the secret key. WebCrypto's verify compares in constant time; a missing or malformed header is simply false.
 */
export async function signatureValid(
  rawBody: ArrayBuffer | Uint8Array<ArrayBuffer>,
  signature: string | null | undefined,
  secretKey: string,
): Promise<boolean> {
  if (!signature || !HEX_SHA512.test(signature) || !secretKey) return false;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secretKey), { name: "HMAC", hash: "SHA-512" }, false, [
    "verify",
  ]);
  const expected = new Uint8Array(64);
  for (let i = 0; i < 64; i++) expected[i] = Number.parseInt(signature.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify("HMAC", key, expected, rawBody);
}

/** The lowercase hex HMAC-SHA512 of a body: how Paystack (and the development provider) sign a webhook. */
export async function signBody(rawBody: string | Uint8Array<ArrayBuffer>, secretKey: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secretKey), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
  const data = typeof rawBody === "string" ? new TextEncoder().encode(rawBody) : rawBody;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, data));
  return [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A webhook event's key, recorded once: the event's name and the provider's id for what it is about (Paystack's
 * bodies carry no event id of their own; a retry repeats both), or, for a body without an id, the SHA-256 of its bytes.
 */
export async function eventKey(event: string, dataId: unknown, rawBody: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  if ((typeof dataId === "number" && Number.isSafeInteger(dataId)) || (typeof dataId === "string" && /^[\w.-]{1,64}$/.test(dataId)))
    return `${event.slice(0, 64)}:${dataId}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", rawBody));
  return `sha256:${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
