// Paystack's refund events at the webhook (ADR 097): after the route checked the signature, each is recorded once and
// the refund asked of the provider before a dispute's refund state moves (worker/services/payments/refund-events.ts).
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { deliverNotifications } from "../services/notification-delivery";
import { writtenIn } from "../services/notifications";
import { eventKey } from "../services/payments/money";
import { type RefundEventName, refundSettled } from "../services/payments/refund-events";
import { providerOf, providerTrouble } from "./payments";

export async function refundEventReceived(
  c: Context<AppEnv>,
  event: RefundEventName,
  data: Record<string, unknown>,
  raw: Uint8Array<ArrayBuffer>,
) {
  const reference = data.transaction_reference ?? data.reference;
  // Paystack's refund events carry no id of their own: the whole body names the event (a replay is byte for byte).
  const settled = await refundSettled(
    c.var.db,
    providerOf(c),
    { key: await eventKey(event, data.id, raw), event, reference: typeof reference === "string" ? reference.slice(0, 100) : null },
    c.req.raw.signal,
  );
  // The provider could not say what became of the refund: not a 200, so Paystack sends the event again later.
  if (settled.outcome === "provider_unavailable") throw providerTrouble(c, "fetching a refund", settled.error);
  deliverNotifications(deliveryFrom(c), writtenIn(settled.results));
  return c.json({ received: true } as const, 200);
}
