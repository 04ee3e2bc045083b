// The moves of an order (a purchase request) and the stock they hold: each move is one D1 batch whose statements
// all check the state they start from, so a move that lost a race to another changes nothing at all.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { listings, payments, purchaseRequests } from "../db/schema";
import { OPEN_REQUEST_STATUSES, type RejectReason, type RequestStatus } from "../domain";
import { isExpired } from "../expiry";

export type Side = "seller" | "buyer";

/** Which status a request may move to from each status; anything else is a 409. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["accepted", "rejected", "cancelled"],
  accepted: ["completed", "cancelled"],
  rejected: [],
  completed: [],
  cancelled: [],
};

/** Which moves each side of an order makes: the seller decides and delivers, the buyer cancels or confirms receipt. */
export const MOVES_BY_SIDE: Record<Side, readonly RequestStatus[]> = {
  seller: ["accepted", "rejected", "completed"],
  buyer: ["cancelled", "completed"],
};

/** What the rules of a move look at: the order's state and quantity, and its listing's. */
export interface MoveFacts {
  status: RequestStatus;
  quantity: number;
  available: number | null;
  listingStatus: string;
  isFrozen: boolean;
  deletedAt: string | null;
  expiryDate: string | null;
  sellerSuspended: boolean;
}

export type MoveRefusal =
  | "request_status_change_not_allowed"
  | "request_move_not_yours"
  | "listing_frozen"
  | "listing_not_open"
  | "not_enough_stock";

/**
 * Why `side` may not move an order to `status` on `today` (YYYY-MM-DD, Nigerian time), or null: the transition, the
 * side's own moves, and for an acceptance a listing still open for deals (not frozen, paused, deleted, expired or
 * hidden; sold out is answered by the stock) with enough stock. The web's route and USSD both ask it.
 */
export function refuseMove(found: MoveFacts, side: Side, status: RequestStatus, today: string): MoveRefusal | null {
  if (status === "pending" || !REQUEST_TRANSITIONS[found.status].includes(status)) return "request_status_change_not_allowed";
  if (!MOVES_BY_SIDE[side].includes(status)) return "request_move_not_yours";
  if (status !== "accepted") return null;
  if (found.isFrozen) return "listing_frozen";
  const open = found.listingStatus === "approved" || found.listingStatus === "sold";
  if (!open || found.deletedAt !== null || found.sellerSuspended || isExpired(found.expiryDate, today)) return "listing_not_open";
  if (found.available !== null && found.available < found.quantity) return "not_enough_stock";
  return null;
}

/** A request with what its moves need: both parties, its listing's title and stock; or undefined. */
export function findRequestForMove(db: Database, id: number) {
  return db
    .select({
      status: purchaseRequests.status,
      quantity: purchaseRequests.quantity,
      buyerId: purchaseRequests.buyerId,
      buyerConfirmed: purchaseRequests.buyerConfirmed,
      listingId: purchaseRequests.listingId,
      sellerId: listings.userId,
      listingTitle: listings.title,
      available: listings.quantity,
      priceUnit: listings.priceUnit,
      // Whether the listing is still open for a deal (an acceptance needs it; closing an order does not).
      listingStatus: listings.status,
      isFrozen: listings.isFrozen,
      deletedAt: listings.deletedAt,
      expiryDate: listings.expiryDate,
      sellerSuspended: listings.sellerSuspended,
    })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .where(eq(purchaseRequests.id, id))
    .get();
}

/** The buyer's open (pending or accepted) request on a listing, if any. */
export function findOpenRequest(db: Database, listingId: number, buyerId: number) {
  return db
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(
      and(
        eq(purchaseRequests.listingId, listingId),
        eq(purchaseRequests.buyerId, buyerId),
        inArray(purchaseRequests.status, OPEN_REQUEST_STATUSES),
      ),
    )
    .get();
}

/**
 * The buyer confirms receipt of an order the seller already marked completed: the order stays completed and now says
 * the buyer confirmed it; `also` (the seller's notification, guarded by `afterChange`) runs in the same batch. False
 * when the order is no longer completed-and-unconfirmed (a second confirmation, or a race).
 */
export async function confirmReceipt(db: Database, id: number, also: BatchItem<"sqlite">[] = [], now = new Date()) {
  const [updated, ...rest] = await db.batch([
    db
      .update(purchaseRequests)
      .set({ buyerConfirmed: true, updatedAt: now.toISOString() })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, "completed"), eq(purchaseRequests.buyerConfirmed, false)))
      .returning({ id: purchaseRequests.id }),
    ...also,
  ]);
  return { confirmed: updated.length > 0, results: rest };
}

/** Enough of a unit: quantities have at most 3 decimals, and the sums are rounded to them. */
const EPSILON = 0.0005;
const round3 = (value: ReturnType<typeof sql>) => sql`round(${value}, 3)`;

export interface Move {
  id: number;
  listingId: number;
  quantity: number;
  from: RequestStatus;
  to: RequestStatus;
  /** Who makes it: a completion by the buyer is their confirmation of receipt. */
  side: Side;
  reason?: RejectReason | null;
  note?: string | null;
}

/**
 * Whether money is in play for an order at `at`: a payment held or disputed, or one the buyer opened whose transfer
 * account has not expired (money sent to it would arrive). An order in that state cannot be cancelled (ADR 088): its
 * money is released by the handover or the buyer's confirmation, never left with a cancelled order.
 */
export const moneyInPlay = (orderId: number, at: string) =>
  sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.requestId} = ${orderId} AND (${payments.status} IN ('held', 'disputed') OR (${payments.status} = 'pending' AND (${payments.transferExpiresAt} IS NULL OR ${payments.transferExpiresAt} > ${at}))))`;

/** Whether money is in play for an order now (see `moneyInPlay`). */
export async function orderMoneyInPlay(db: Database, orderId: number, now = new Date()): Promise<boolean> {
  const row = await db
    .select({ inPlay: sql<number>`${moneyInPlay(orderId, now.toISOString())}` })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.id, orderId))
    .get();
  return Boolean(row?.inPlay);
}

/**
 * Moves a request, with its stock, in one batch: the listing's change first (guarded on the request still being in
 * `from`, and for an acceptance on enough being available), then the request (guarded on its status, and for an
 * acceptance on the stock change having landed: `changes()`), then `also` (notifications guarded by `afterChange`).
 * `moved` is false when nothing changed: another move came first, or (accepting) the stock ran short. `soldOut` is
 * true when an acceptance took the last of the listing's stock.
 */
export async function moveRequest(db: Database, move: Move, also: BatchItem<"sqlite">[] = [], now = new Date()) {
  const at = now.toISOString();
  const stillFrom = sql`EXISTS (SELECT 1 FROM ${purchaseRequests} WHERE ${purchaseRequests.id} = ${move.id} AND ${purchaseRequests.status} = ${move.from})`;
  const tracked = and(eq(listings.id, move.listingId), isNotNull(listings.quantity), stillFrom);
  // Completion and cancellation move stock only for an order whose acceptance reserved some.
  const held = and(
    eq(listings.id, move.listingId),
    isNotNull(listings.quantity),
    sql`EXISTS (SELECT 1 FROM ${purchaseRequests} WHERE ${purchaseRequests.id} = ${move.id} AND ${purchaseRequests.status} = ${move.from} AND ${purchaseRequests.holdsStock} = 1)`,
  );
  const q = move.quantity;
  const stock: BatchItem<"sqlite">[] = [];
  let stockGuard = sql`1`;
  if (move.to === "accepted") {
    // Reserve: out of what is available, into what is held; nothing left makes an approved listing sold out.
    stock.push(
      db
        .update(listings)
        .set({
          quantity: round3(sql`${listings.quantity} - ${q}`),
          reservedQuantity: round3(sql`${listings.reservedQuantity} + ${q}`),
          status: sql`CASE WHEN ${listings.status} = 'approved' AND round(${listings.quantity} - ${q}, 3) <= 0 THEN 'sold' ELSE ${listings.status} END`,
        })
        .where(and(tracked, sql`${listings.quantity} >= ${q - EPSILON}`))
        .returning({ status: listings.status }),
    );
    // A listing without stated stock has nothing to reserve; with stock, the reservation must have landed.
    stockGuard = sql`((SELECT ${listings.quantity} FROM ${listings} WHERE ${listings.id} = ${move.listingId}) IS NULL OR changes() > 0)`;
  } else if (move.from === "accepted" && move.to === "completed") {
    // Delivered: the held quantity leaves the listing for good.
    stock.push(
      db
        .update(listings)
        .set({ reservedQuantity: sql`max(0, round(${listings.reservedQuantity} - ${q}, 3))` })
        .where(held),
    );
  } else if (move.from === "accepted" && move.to === "cancelled") {
    // Released: the held quantity is available again, and a listing sold out by it is back on sale.
    stock.push(
      db
        .update(listings)
        .set({
          quantity: round3(sql`${listings.quantity} + ${q}`),
          reservedQuantity: sql`max(0, round(${listings.reservedQuantity} - ${q}, 3))`,
          status: sql`CASE WHEN ${listings.status} = 'sold' AND round(${listings.quantity} + ${q}, 3) > 0 THEN 'approved' ELSE ${listings.status} END`,
        })
        .where(and(held, sql`NOT ${moneyInPlay(move.id, at)}`)),
    );
  }
  const stamp =
    move.to === "accepted"
      ? {
          acceptedAt: at,
          // Set after the reservation in the same batch: a listing with stated stock had it taken out.
          holdsStock: sql<boolean>`(SELECT ${listings.quantity} FROM ${listings} WHERE ${listings.id} = ${purchaseRequests.listingId}) IS NOT NULL`,
          // Accepting fixes the price: the offer if the buyer made one, else the listing's price at this moment.
          unitPriceKobo: sql<number>`coalesce(${purchaseRequests.offeredPriceKobo}, (SELECT ${listings.priceKobo} FROM ${listings} WHERE ${listings.id} = ${purchaseRequests.listingId}))`,
        }
      : move.to === "rejected"
        ? { rejectedAt: at, rejectReason: move.reason ?? null, rejectNote: move.note ?? null }
        : move.to === "cancelled"
          ? { cancelledAt: at, holdsStock: false }
          : { completedAt: at, buyerConfirmed: move.side === "buyer", holdsStock: false };
  const [listing, updated, ...rest] = await db.batch([
    // A batch needs a first statement; when the stock does not change, a no-op read stands in.
    stock[0] ?? db.select({ one: sql<number>`1` }).from(listings).where(eq(listings.id, move.listingId)),
    db
      .update(purchaseRequests)
      .set({ status: move.to, updatedAt: at, ...stamp })
      .where(
        and(
          eq(purchaseRequests.id, move.id),
          eq(purchaseRequests.status, move.from),
          stockGuard,
          // A cancellation never lands while the order's money is in play, even one racing the payment.
          move.to === "cancelled" ? sql`NOT ${moneyInPlay(move.id, at)}` : undefined,
        ),
      )
      .returning({ id: purchaseRequests.id }),
    ...also,
  ]);
  const moved = (updated as unknown[]).length > 0;
  // Whether the reservation took the last of the stock (the listing is now sold, out of public view).
  const soldOut = moved && move.to === "accepted" && (listing as { status?: string }[])[0]?.status === "sold";
  return { moved, soldOut, results: rest };
}
