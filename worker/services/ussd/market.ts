// Sell, Buy and My orders carried out (ADR 077): each through the web's own services and checks (the listing form's
// schema and createListing; createPurchaseRequest with the seller's notification; moveRequest and confirmReceipt with
// the other side's), in one write batch that also stores the answer, so a replay acts once. Held money released by
// the buyer's receipt or the seller's handover code: market-pay.ts.

export type { UssdEffects } from "./market-job";

import { and, eq, type SQL } from "drizzle-orm";
import { createListingFields, purchaseRequestBody, toKobo } from "../../api/marketplace-schemas";
import type { Database } from "../../db/client";
import { purchaseRequests } from "../../db/schema";
import { todayInNigeria } from "../../expiry";
import { checkListingProduct, productCategory, productName } from "../../products";
import { type StateSlug, stateName } from "../../states";
import { checkInputDetails, inputDetailColumns } from "../genuine-inputs";
import { createListing } from "../listings";
import { deliverNotifications } from "../notification-delivery";
import { notify, writtenIn } from "../notifications";
import { confirmReceipt, moveRequest, orderMoneyInPlay, refuseMove, type Side } from "../order-moves";
import { createPurchaseRequest, newOrderUrl } from "../purchase-requests";
import { type Job, raced, store, storeIf } from "./market-job";
import { handoverByUssd, releaseByReceipt } from "./market-pay";
import type { UssdAction } from "./menu-common";
import { quantityText } from "./menu-common";
import { answer } from "./screens";
import { USSD_TEXTS } from "./texts";

export async function marketAction(db: Database, job: Job): Promise<string> {
  if (job.action.kind === "sell") return sell(db, job, job.action);
  if (job.action.kind === "buy") return buy(db, job, job.action);
  if (job.action.kind === "handover") return handoverByUssd(db, job, job.action);
  return move(db, job, job.action);
}

/** A listing in review, through the web form's schema and product and input checks. */
async function sell(db: Database, job: Job, { draft }: Extract<UssdAction, { kind: "sell" }>) {
  const t = USSD_TEXTS[job.language];
  const category = productCategory(draft.product) ?? "crops";
  const parsed = createListingFields.safeParse({
    title: productName(draft.product, job.language),
    category,
    price: String(draft.priceNaira),
    priceUnit: draft.unit,
    quantity: String(draft.quantity),
    state: draft.state,
    product: draft.product,
  });
  const product = parsed.success ? checkListingProduct(category, parsed.data.product, null) : null;
  if (!parsed.success || typeof product !== "string") return answer(true, t.failed);
  let details: ReturnType<typeof checkInputDetails>;
  try {
    details = checkInputDetails(category, parsed.data, null, todayInNigeria(job.now));
  } catch {
    return answer(true, t.failed);
  }
  const done = answer(true, t.sellDone);
  const body = parsed.data;
  try {
    await createListing(
      db,
      {
        userId: job.caller.id,
        title: body.title,
        description: "",
        category: body.category,
        priceKobo: toKobo(body.price ?? 0),
        priceUnit: body.priceUnit ?? "kg",
        quantity: body.quantity ?? null,
        location: stateName(draft.state),
        state: draft.state as StateSlug,
        ...inputDetailColumns(details),
        product,
      },
      [],
      [job.pinReset, store(db, job, done)],
    );
  } catch (error) {
    return raced(db, job, error);
  }
  return done;
}

/** A purchase request on a listing Buy showed, with the seller's notification, as the web sends it. */
async function buy(db: Database, job: Job, action: Extract<UssdAction, { kind: "buy" }>) {
  const t = USSD_TEXTS[job.language];
  const { match } = action;
  if (job.caller.role !== "buyer") return answer(true, t.notBuyer);
  if (match.mine) return answer(true, t.alreadyOpen);
  const parsed = purchaseRequestBody.safeParse({
    quantity: action.quantity,
    ...(action.offerNaira === null ? {} : { offeredPrice: action.offerNaira }),
  });
  if (!parsed.success) return answer(true, t.failed);
  if (job.effects.mayRequest && !(await job.effects.mayRequest(job.caller.id))) return answer(true, t.tooManyRequests);
  if (match.quantity !== null && parsed.data.quantity > match.quantity)
    return answer(true, t.tooMuch(quantityText(match.quantity), t.units[match.unit]));
  const sellerTold = notify(
    db,
    {
      userId: match.sellerId,
      type: "purchase_request.created",
      params: { listing: match.title, buyer: job.caller.fullName, quantity: parsed.data.quantity, unit: match.unit },
      url: newOrderUrl(match.listingId, job.caller.id),
    },
    { actorId: job.caller.id },
  );
  const done = answer(true, t.buyDone(match.sellerName));
  let created: Awaited<ReturnType<typeof createPurchaseRequest>>;
  try {
    created = await createPurchaseRequest(
      db,
      {
        listingId: match.listingId,
        buyerId: job.caller.id,
        sellerId: match.sellerId,
        quantity: parsed.data.quantity,
        offeredPriceKobo: parsed.data.offeredPrice === undefined ? null : toKobo(parsed.data.offeredPrice),
        message: null,
      },
      [...sellerTold, job.pinReset, store(db, job, done)],
    );
  } catch (error) {
    return raced(db, job, error);
  }
  // The open-request index refused it: a replay that came first, or an open request sent from the web meanwhile.
  if (!created) return raced(db, job, null).catch(() => answer(true, t.alreadyOpen));
  if (job.effects.delivery) deliverNotifications(job.effects.delivery, writtenIn(created.results));
  return done;
}

/** A move of one of the caller's orders, with the web's state rules and the other side's notification. */
async function move(db: Database, job: Job, action: Extract<UssdAction, { kind: "move" }>) {
  const t = USSD_TEXTS[job.language];
  const { order, to } = action;
  const me = job.caller.id;
  const side: Side | null = order.sellerId === me ? "seller" : order.buyerId === me ? "buyer" : null;
  // Orders come from the caller's own list; anything else is refused as nonsense.
  if (side === null) return answer(true, t.invalid);
  const at = job.now.toISOString();
  const done = answer(true, t.moved(to));
  const other = side === "seller" ? order.buyerId : order.sellerId;
  const url = `/orders/${order.id}`;
  // A cancellation refused because the order's money is in play (ADR 088) says so, and what to do instead.
  const notFound = async () =>
    to === "cancelled" && (await orderMoneyInPlay(db, order.id, job.now)) ? answer(true, t.moneyInPlay) : answer(true, t.orderChanged);
  // Confirming receipt of an order whose money is held releases it to the seller, as on the web (ADR 091).
  if (side === "buyer" && to === "completed" && order.paymentStatus === "held" && !order.buyerConfirmed)
    return releaseByReceipt(db, job, order);
  if (side === "buyer" && to === "completed" && order.status === "completed") {
    if (order.buyerConfirmed) return notFound();
    const told = notify(
      db,
      { userId: other, type: "purchase_request.updated", params: { listing: order.title, status: "received" }, url },
      { actorId: me, afterChange: true },
    );
    const landed = and(
      eq(purchaseRequests.id, order.id),
      eq(purchaseRequests.buyerConfirmed, true),
      eq(purchaseRequests.updatedAt, at),
    ) as SQL;
    try {
      const { confirmed, results } = await confirmReceipt(db, order.id, [...told, job.pinReset, storeIf(db, job, done, landed)], job.now);
      if (!confirmed) return raced(db, job, null).catch(notFound);
      if (job.effects.delivery) deliverNotifications(job.effects.delivery, writtenIn(results));
      return done;
    } catch (error) {
      return raced(db, job, error);
    }
  }
  const unit = t.units[order.unit];
  const refusal = refuseMove(order, side, to, todayInNigeria(job.now));
  if (refusal === "listing_frozen" || refusal === "listing_not_open") return answer(true, t.listingClosed);
  if (refusal === "not_enough_stock") return answer(true, t.notEnough(quantityText(order.available ?? 0), unit));
  if (refusal !== null) return notFound();
  const told = notify(
    db,
    {
      userId: other,
      type: "purchase_request.updated",
      params: { listing: order.title, status: side === "buyer" && to === "completed" ? "received" : to },
      url,
    },
    { actorId: me, afterChange: true },
  );
  const landed = and(eq(purchaseRequests.id, order.id), eq(purchaseRequests.status, to), eq(purchaseRequests.updatedAt, at)) as SQL;
  const step = { id: order.id, listingId: order.listingId, quantity: order.quantity, from: order.status, to, side, reason: action.reason };
  try {
    const { moved, soldOut, results } = await moveRequest(db, step, [...told, job.pinReset, storeIf(db, job, done, landed)], job.now);
    if (!moved) return raced(db, job, null).catch(notFound);
    if (soldOut) job.effects.leavesPublicView?.(order.listingId);
    if (job.effects.delivery) deliverNotifications(job.effects.delivery, writtenIn(results));
    return done;
  } catch (error) {
    return raced(db, job, error);
  }
}
