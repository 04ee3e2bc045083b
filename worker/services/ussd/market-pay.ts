// Held money from a feature phone (ADR 088, ADR 091): the buyer's "I received it" on an order whose payment is held,
// and the seller typing the buyer's 6-digit code, both through the one release the web uses (release-held.ts).
import type { Database } from "../../db/client";
import { latestPaymentOf } from "../payments/payments";
import { handOver, type ReleaseContext, releaseHeld } from "../payments/release-held";
import { type Job, raced, store, storeIf } from "./market-job";
import type { UssdAction, UssdOrder } from "./menu-common";
import { answer } from "./screens";
import { USSD_TEXTS } from "./texts";

const releaseContext = (db: Database, job: Job): ReleaseContext => ({
  db,
  delivery: job.effects.delivery,
  provider: job.effects.payments?.provider ?? null,
});

/** The buyer confirms receipt of an order whose money is held: released in one batch with the stored answer. */
export async function releaseByReceipt(db: Database, job: Job, order: UssdOrder): Promise<string> {
  const t = USSD_TEXTS[job.language];
  const changed = async () => answer(true, t.orderChanged);
  const found = await latestPaymentOf(db, order.id);
  if (found?.buyerId !== job.caller.id || found.payment?.status !== "held") return changed();
  const done = answer(true, t.releasedDone);
  try {
    const released = await releaseHeld(releaseContext(db, job), order.id, found.payment, (won) => [
      job.pinReset,
      storeIf(db, job, done, won),
    ]);
    // A handover or a second confirmation came first: the money is released once, by that one.
    if (!released) return raced(db, job, null).catch(changed);
    return done;
  } catch (error) {
    return raced(db, job, error);
  }
}

/** The seller types the buyer's code on an order whose money is held: the web's rules, tries counted in the write. */
export async function handoverByUssd(db: Database, job: Job, action: Extract<UssdAction, { kind: "handover" }>): Promise<string> {
  const t = USSD_TEXTS[job.language];
  const secret = job.effects.payments?.secret;
  if (!secret) return answer(true, t.failed);
  const found = await latestPaymentOf(db, action.order.id);
  // Orders come from the caller's own list; anything else is refused as nonsense.
  if (!found || found.sellerId !== job.caller.id) return answer(true, t.invalid);
  let text = t.notHeld;
  if (found.payment?.status === "held") {
    const outcome = await handOver(releaseContext(db, job), secret, action.order.id, found.payment, action.code);
    if (outcome.kind === "released") text = t.codeReleased;
    else if (outcome.kind === "wrong") text = t.codeWrong(outcome.triesLeft);
    else if (outcome.kind === "locked") text = t.codeLocked;
  }
  const done = answer(true, text);
  try {
    // Stored, so the gateway resending this request answers the same without another try.
    await db.batch([job.pinReset, store(db, job, done)]);
  } catch (error) {
    return raced(db, job, error);
  }
  return done;
}
