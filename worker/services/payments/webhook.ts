// What a provider's `charge.success` does (ADR 083): after the route checked the signature, the event is recorded
// once and, when the provider's own verify call agrees on the amount and currency, the payment becomes held and the
// ledger gets its entries — all in one D1 batch whose writes check the state they start from, so a replayed or racing
// event changes nothing after the first.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, type Payment, paymentEvents, payments } from "../../db/schema";
import { heldEntries } from "./money";
import type { PaymentProvider } from "./provider";

/** The parts of a charge event Gona reads (Paystack's `data`); the rest of the body is ignored. */
export interface ChargeEvent {
  key: string;
  event: string;
  reference: string | null;
  amountKobo: unknown;
  currency: unknown;
}

/** What became of an event: recorded with it, for the operator (and the tests). */
export type EventOutcome = "held" | "replayed" | "unknown_reference" | "amount_mismatch" | "not_pending";

/** `provider_unavailable`: the provider could not be asked, or does not confirm the payment: nothing recorded, retry. */
export type ChargeResult = { outcome: EventOutcome } | { outcome: "provider_unavailable"; error: string };

/** Records an event that moves nothing; a second copy of it inserts nothing. */
function recordOnly(db: Database, provider: string, charge: ChargeEvent, outcome: EventOutcome, paymentId: number | null) {
  return db
    .insert(paymentEvents)
    .values({ provider, eventKey: charge.key, event: charge.event, reference: charge.reference, paymentId, outcome })
    .onConflictDoNothing({ target: paymentEvents.eventKey });
}

const matches = (payment: Payment, amountKobo: unknown, currency: unknown) =>
  amountKobo === payment.amountKobo && currency === payment.currency;

export async function chargeSucceeded(
  db: Database,
  provider: PaymentProvider,
  charge: ChargeEvent,
  signal?: AbortSignal,
): Promise<ChargeResult> {
  const seen = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.eventKey, charge.key)).get();
  if (seen) return { outcome: "replayed" };
  const payment = charge.reference ? await db.select().from(payments).where(eq(payments.reference, charge.reference)).get() : undefined;
  if (!payment) {
    await recordOnly(db, provider.name, charge, "unknown_reference", null);
    return { outcome: "unknown_reference" };
  }
  if (payment.status !== "pending") {
    await recordOnly(db, provider.name, charge, "not_pending", payment.id);
    return { outcome: "not_pending" };
  }
  // The event's own figures first (cheap), then the provider's record: a forged or stale body moves nothing.
  if (!matches(payment, charge.amountKobo, charge.currency)) {
    console.error(
      "Payment webhook: the event's amount or currency differs from the payment",
      payment.reference,
      charge.amountKobo,
      charge.currency,
    );
    await recordOnly(db, provider.name, charge, "amount_mismatch", payment.id);
    return { outcome: "amount_mismatch" };
  }
  const check = await provider.verifyPayment(payment.reference, signal);
  if (!check.ok && check.reason === "unavailable") return { outcome: "provider_unavailable", error: check.error };
  if (!check.ok || check.status !== "success") {
    // The provider does not (yet) confirm the money arrived. Not recorded: the event is answered with an error, so the
    // provider sends it again and the next copy is verified afresh.
    const said = check.ok ? `status ${check.status}` : check.error;
    return { outcome: "provider_unavailable", error: `the provider does not confirm ${payment.reference}: ${said}` };
  }
  if (!matches(payment, check.amountKobo, check.currency)) {
    console.error("Payment webhook: the provider's record differs from the payment", payment.reference, check.amountKobo, check.currency);
    await recordOnly(db, provider.name, charge, "amount_mismatch", payment.id);
    return { outcome: "amount_mismatch" };
  }

  const [buyerPaid, fee, held] = heldEntries(payment.amountKobo, payment.feeKobo);
  if (!buyerPaid || !fee || !held) throw new Error("heldEntries gave fewer than three entries");
  const [recorded] = await db.batch([
    recordOnly(db, provider.name, charge, "held", payment.id).returning({ id: paymentEvents.id }),
    db
      .update(payments)
      .set({
        status: "held",
        providerTransactionId: check.transactionId,
        channel: check.channel,
        paidAt: check.paidAt ?? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(sql`${payments.id} = ${payment.id} AND ${payments.status} = 'pending'`),
    // The entries, only for a payment now held whose buyer's payment is not yet in the ledger (held, the guard, goes last).
    ...[buyerPaid, fee, held].map((entry) =>
      db.insert(ledgerEntries).select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            paymentId: payments.id,
            kind: sql<typeof entry.kind>`${entry.kind}`.as("kind"),
            amountKobo: sql<number>`${entry.amountKobo}`.as("amount_kobo"),
            createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
          })
          .from(payments)
          .where(
            sql`${payments.id} = ${payment.id} AND ${payments.status} = 'held' AND NOT EXISTS (SELECT 1 FROM ${ledgerEntries} WHERE ${ledgerEntries.paymentId} = ${payment.id} AND ${ledgerEntries.kind} = 'held')`,
          ),
      ),
    ),
  ]);
  // Another copy of the event won the race: its batch did the work, this one changed nothing.
  return { outcome: recorded.length > 0 ? "held" : "replayed" };
}
