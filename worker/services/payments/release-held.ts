// The one way a held payment is released (ADR 088, ADR 091): the web's handover and confirmation of receipt, USSD's
// confirmation and handover, and SMS `CODE <code>` all come here, so the guarded batch of release.ts runs once per
// payment however many of them race, and the payout to the seller follows the one that won.
import { eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { type Payment, payments } from "../../db/schema";
import { type DeliveryContext, deliverNotifications } from "../notification-delivery";
import { writtenIn } from "../notifications";
import { findRequestForMove } from "../order-moves";
import type { PaymentProvider } from "./provider";
import { countHandoverTry, HANDOVER_TRIES, isHandoverCode, payOut, releasePayment } from "./release";

/** What a release needs beyond D1: where its notifications go, and the provider that pays the seller. */
export interface ReleaseContext {
  db: Database;
  /** Absent in a test that only reads D1: the notifications are written but not pushed. */
  delivery?: DeliveryContext;
  provider: PaymentProvider | null;
  signal?: AbortSignal;
}

/**
 * Releases the order's held payment and pays the seller; answers whether this call released it (false: another
 * release came first, or it was not held). `also` adds statements to the release's batch, each guarded by `won` (true
 * only for the release that won), such as a USSD answer stored with it.
 */
export async function releaseHeld(
  ctx: ReleaseContext,
  orderId: number,
  payment: Payment | null | undefined,
  also?: (won: SQL) => BatchItem<"sqlite">[],
): Promise<boolean> {
  if (!payment) return false;
  const order = await findRequestForMove(ctx.db, orderId);
  if (!order) return false;
  const { reference, results } = await releasePayment(ctx.db, payment, { ...order, id: orderId }, also);
  if (!reference) return false;
  if (ctx.delivery) deliverNotifications(ctx.delivery, writtenIn(results));
  // The goods changed hands whatever the provider says: a payout it refuses is recorded for the operator to retry.
  await payOut(ctx.db, ctx.provider, payment, reference, ctx.signal);
  return true;
}

/** What the seller typing the buyer's code led to. */
export type HandoverOutcome = { kind: "released" } | { kind: "not_held" } | { kind: "locked" } | { kind: "wrong"; triesLeft: number };

/**
 * The seller types the buyer's 6-digit code for an order whose payment is held (the caller checked it is the seller's
 * and held): the try is counted in the write (HANDOVER_TRIES, then locked for good), a right code releases the money.
 * The web's handover, USSD's and SMS `CODE <code>` share it.
 */
export async function handOver(
  ctx: ReleaseContext,
  secret: string,
  orderId: number,
  payment: Payment,
  code: string,
): Promise<HandoverOutcome> {
  const tries = await countHandoverTry(ctx.db, payment.id);
  if (tries === null) {
    // Not counted: the payment is no longer held (released or refunded meanwhile), or every try is used.
    const now = await ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)).get();
    return now?.status === "held" ? { kind: "locked" } : { kind: "not_held" };
  }
  if (!(await isHandoverCode(secret, payment.reference, code))) return { kind: "wrong", triesLeft: HANDOVER_TRIES - tries };
  // The buyer confirming at the same moment may have released it first: then this one changed nothing.
  return (await releaseHeld(ctx, orderId, payment)) ? { kind: "released" } : { kind: "not_held" };
}
