// What Paystack's transfer webhooks do (issue #36, docs/payments.md "Payouts after the release"): `transfer.success`,
// `transfer.failed` and `transfer.reversed` keep a released payment's `transfer_status` true. As for a charge, the
// event's body is never trusted alone: the provider's own verify call says what became of the payout, the event is
// recorded once, and an event for a payout Gona never asked for moves nothing.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentEvents, payments } from "../../db/schema";
import { olderPayoutSettled, payoutOf } from "./payout-retry";
import type { PaymentProvider } from "./provider";
import type { TransferStatus } from "./release";

export const TRANSFER_EVENTS = ["transfer.success", "transfer.failed", "transfer.reversed"] as const;

/** The parts of a transfer event Gona reads (Paystack's `data.reference` is the payout reference Gona chose). */
export interface TransferEvent {
  key: string;
  event: (typeof TRANSFER_EVENTS)[number];
  reference: string | null;
}

export type TransferOutcome = "transfer_success" | "transfer_failed" | "transfer_pending" | "unknown_reference" | "replayed";
export type TransferEventResult = { outcome: TransferOutcome } | { outcome: "provider_unavailable"; error: string };

/**
 * The provider's word for a payout, as Gona keeps it: paid, not paid (failed, or sent and then reversed: the money is
 * back in the provider's balance and the seller still waits), or still on the way.
 */
export function transferStatusOf(providerStatus: string): TransferStatus {
  if (providerStatus === "success") return "success";
  if (providerStatus === "failed" || providerStatus === "reversed") return "failed";
  return "pending";
}

export async function transferSettled(
  db: Database,
  provider: PaymentProvider,
  event: TransferEvent,
  signal?: AbortSignal,
): Promise<TransferEventResult> {
  const record = (outcome: TransferOutcome, paymentId: number | null) =>
    db
      .insert(paymentEvents)
      .values({ provider: provider.name, eventKey: event.key, event: event.event, reference: event.reference, paymentId, outcome })
      .onConflictDoNothing({ target: paymentEvents.eventKey })
      .returning({ id: paymentEvents.id });
  const seen = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(sql`${paymentEvents.eventKey} = ${event.key}`).get();
  if (seen) return { outcome: "replayed" };
  // The payout it is now, or an older one a retry replaced (ADR 096): its late word is kept, never the payment's state.
  const payment = event.reference ? await payoutOf(db, event.reference) : null;
  if (!payment || !event.reference) {
    await record("unknown_reference", null);
    return { outcome: "unknown_reference" };
  }
  const check = await provider.verifyTransfer(event.reference, signal);
  if (!check.ok && check.reason === "unavailable") return { outcome: "provider_unavailable", error: check.error };
  if (!check.ok) {
    await record("unknown_reference", payment.id);
    return { outcome: "unknown_reference" };
  }
  const status = transferStatusOf(check.status);
  const outcome = `transfer_${status}` as const;
  if (!payment.current) {
    await db.batch([record(outcome, payment.id), ...olderPayoutSettled(db, payment.id, event.reference, check.status)]);
    return { outcome };
  }
  // The event row and the payment's state in one batch; a twin event racing this one inserts no row and, verified the
  // same way, writes the same state.
  await db.batch([
    record(outcome, payment.id),
    db
      .update(payments)
      .set({
        transferStatus: status,
        transferCode: check.transferCode ?? sql`${payments.transferCode}`,
        updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.transferReference} = ${event.reference}`),
  ]);
  return { outcome };
}
