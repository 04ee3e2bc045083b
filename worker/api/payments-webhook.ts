// Paystack's webhooks (PRODUCT.md "Payments", ADR 083): `POST /api/payments/paystack/webhook`. The signature over the
// raw body is checked before anything else (401, nothing changes); `charge.success` makes its payment held once the
// provider's verify call agrees (worker/services/payments/webhook.ts); `transfer.success`, `.failed` and `.reversed`
// keep a payout's state true the same way (transfer-events.ts), and `refund.*` a dispute's refund (refund-events.ts); events Gona does not use are answered 200.
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { badRequest, HttpError } from "../http/errors";
import { MAX_JSON_BYTES } from "../http/validate";
import { eventKey, signatureValid } from "../services/payments/money";
import { isRefundEvent } from "../services/payments/refund-events";
import { TRANSFER_EVENTS, type TransferEvent, transferSettled } from "../services/payments/transfer-events";
import { chargeSucceeded } from "../services/payments/webhook";
import { providerOf, providerTrouble } from "./payments";
import { refundEventReceived } from "./refund-webhook";

const received = { received: true } as const;
const isTransferEvent = (event: string): event is TransferEvent["event"] => (TRANSFER_EVENTS as readonly string[]).includes(event);

/**
 * One Paystack event, as raw bytes with its signature header: checked, recorded and acted on (the webhook route below,
 * and /dev/payments' "Pay", which sends what Paystack would). Answers the webhook's JSON or throws its HttpError.
 */
export async function receivePaystackEvent(c: Context<AppEnv>, raw: Uint8Array<ArrayBuffer>, signature: string | undefined) {
  const secret = c.env.PAYSTACK_SECRET_KEY;
  if (!secret) {
    // Without the key no signature can be checked: a 503 makes Paystack retry once the key is set.
    console.error("Payments are not configured: the webhook needs the secret PAYSTACK_SECRET_KEY");
    throw new HttpError(503, "payments_unavailable");
  }
  if (raw.byteLength > MAX_JSON_BYTES) throw badRequest("body_too_large");
  if (!(await signatureValid(raw, signature, secret))) throw new HttpError(401, "webhook_signature_invalid");

  let body: { event?: unknown; data?: Record<string, unknown> | null } | null;
  try {
    body = JSON.parse(new TextDecoder().decode(raw)) as typeof body;
  } catch {
    throw badRequest("body_not_json");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body) || typeof body.event !== "string")
    throw badRequest("body_not_object");
  const data = body.data && typeof body.data === "object" ? body.data : {};
  if (isRefundEvent(body.event)) return refundEventReceived(c, body.event, data, raw);
  if (isTransferEvent(body.event)) {
    const settled = await transferSettled(
      c.var.db,
      providerOf(c),
      {
        key: await eventKey(body.event, data.id ?? data.transfer_code, raw),
        event: body.event,
        reference: typeof data.reference === "string" ? data.reference.slice(0, 100) : null,
      },
      c.req.raw.signal,
    );
    if (settled.outcome === "provider_unavailable") throw providerTrouble(c, "verifying a payout", settled.error);
    return c.json(received, 200);
  }
  // A successful charge and the payouts' outcomes move something; every other event is answered and left (docs/payments.md).
  if (body.event !== "charge.success") return c.json(received, 200);
  const result = await chargeSucceeded(
    c.var.db,
    providerOf(c),
    {
      key: await eventKey(body.event, data.id, raw),
      event: body.event,
      reference: typeof data.reference === "string" ? data.reference.slice(0, 100) : null,
      amountKobo: data.amount,
      currency: data.currency,
    },
    c.req.raw.signal,
  );
  // The provider could not say whether the money arrived: not a 200, so Paystack sends the event again later.
  if (result.outcome === "provider_unavailable") throw providerTrouble(c, "verifying a payment", result.error);
  return c.json(received, 200);
}

/** Mounted under /api/payments. */
export const paystackWebhookRoutes = new Hono<AppEnv>().post("/paystack/webhook", async (c) => {
  if (Number(c.req.header("content-length") ?? "0") > MAX_JSON_BYTES) throw badRequest("body_too_large");
  // A body that streams past the cap errors while read: refused as too large, never an unhandled error.
  const raw = await c.req.arrayBuffer().catch(() => {
    throw new HttpError(413, "body_too_large");
  });
  return receivePaystackEvent(c, new Uint8Array(raw), c.req.header("x-paystack-signature"));
});
