// Purchase requests: the one query that joins a request to its listing, buyer and seller, the answer
// every route gives, and the status moves a seller may make.
import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { listings, purchaseRequests, users } from "../db/schema";
import type { RequestStatus } from "../domain";
import { koboToNaira, lineKobo, quantityThousandths } from "./money";

const buyers = alias(users, "buyer");
const sellers = alias(users, "seller");

/** The 429 a buyer gets past PURCHASE_REQUEST_LIMITER (10 requests per 60 s per buyer, wrangler.toml). */
/** Which status a request may move to from each status; anything else is a 409. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["accepted", "rejected"],
  accepted: ["completed"],
  rejected: [],
  completed: [],
};

/** A request with its listing, buyer and seller, in one query: add where/order/limit. */
export function selectPurchaseRequests(db: Database) {
  return db
    .select({
      request: purchaseRequests,
      listingTitle: listings.title,
      category: listings.category,
      listingPriceKobo: listings.priceKobo,
      priceUnit: listings.priceUnit,
      sellerId: listings.userId,
      listingDeletedAt: listings.deletedAt,
      // Aliased: D1's batch() maps rows by column name, and buyer and seller share users' column names.
      buyerName: sql<string>`${buyers.fullName}`.as("buyer_name"),
      buyerPhone: sql<string | null>`${buyers.phone}`.as("buyer_phone"),
      buyerBadge: sql<string | null>`${buyers.verificationBadge}`.as("buyer_badge"),
      sellerName: sql<string>`${sellers.fullName}`.as("seller_name"),
      sellerPhone: sql<string | null>`${sellers.phone}`.as("seller_phone"),
    })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .innerJoin(buyers, eq(buyers.id, purchaseRequests.buyerId))
    .innerJoin(sellers, eq(sellers.id, listings.userId));
}

type PurchaseRequestRow = Awaited<ReturnType<ReturnType<typeof selectPurchaseRequests>["all"]>>[number];

/** A purchase request as the API shows it (listing_title, buyer_name, category, status, quantity, offered_price...), money in naira. */
export function purchaseRequestDtos(rows: PurchaseRequestRow[]) {
  return rows.map((row) => ({
    id: row.request.id,
    listing_id: row.request.listingId,
    listing_title: row.listingTitle,
    listing_deleted: row.listingDeletedAt !== null,
    category: row.category,
    listing_price: row.listingPriceKobo / 100,
    price_unit: row.priceUnit,
    buyer_id: row.request.buyerId,
    buyer_name: row.buyerName,
    buyer_phone: row.buyerPhone,
    buyer_verified: row.buyerBadge === "verified",
    seller_id: row.sellerId,
    seller_name: row.sellerName,
    seller_phone: row.sellerPhone,
    status: row.request.status,
    quantity: row.request.quantity,
    offered_price: row.request.offeredPriceKobo === null ? null : row.request.offeredPriceKobo / 100,
    // The agreed price per unit, null until the seller accepts; the total uses it, else the offer, else the listing's price.
    unit_price: row.request.unitPriceKobo === null ? null : row.request.unitPriceKobo / 100,
    total: koboToNaira(
      lineKobo(
        quantityThousandths(row.request.quantity),
        BigInt(row.request.unitPriceKobo ?? row.request.offeredPriceKobo ?? row.listingPriceKobo),
      ),
    ),
    message: row.request.message,
    created_at: row.request.createdAt,
    updated_at: row.request.updatedAt,
  }));
}

export type PurchaseRequestDto = ReturnType<typeof purchaseRequestDtos>[number];

interface Page {
  limit: number;
  cursor: number | undefined;
}

/** One page (plus one row) of the requests on a seller's listings, newest first, and their total, in one round trip. */
export async function receivedRequestsPage(db: Database, sellerId: number, { limit, cursor }: Page) {
  const conditions = [eq(listings.userId, sellerId)];
  if (cursor) conditions.push(lt(purchaseRequests.id, cursor));
  const [rows, [total]] = await db.batch([
    selectPurchaseRequests(db)
      .where(and(...conditions))
      .orderBy(desc(purchaseRequests.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(purchaseRequests)
      .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
      .where(eq(listings.userId, sellerId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One page (plus one row) of the requests a buyer sent, newest first, and their total, in one round trip. */
export async function sentRequestsPage(db: Database, buyerId: number, { limit, cursor }: Page) {
  const conditions = [eq(purchaseRequests.buyerId, buyerId)];
  if (cursor) conditions.push(lt(purchaseRequests.id, cursor));
  const [rows, [total]] = await db.batch([
    selectPurchaseRequests(db)
      .where(and(...conditions))
      .orderBy(desc(purchaseRequests.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(purchaseRequests).where(eq(purchaseRequests.buyerId, buyerId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One request as the API shows it, or undefined. */
export async function findPurchaseRequest(db: Database, id: number): Promise<PurchaseRequestDto | undefined> {
  const rows = await selectPurchaseRequests(db).where(eq(purchaseRequests.id, id));
  return purchaseRequestDtos(rows)[0];
}

/** A request's status, the seller who may answer it, its buyer and listing title, or undefined. */
export function findRequestForSeller(db: Database, id: number) {
  return db
    .select({ status: purchaseRequests.status, sellerId: listings.userId, buyerId: purchaseRequests.buyerId, listingTitle: listings.title })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .where(eq(purchaseRequests.id, id))
    .get();
}

/**
 * Moves a request from `from` to `to`, with the statements to run in the same batch (the buyer's notification,
 * guarded to follow only a move that landed); `moved` is false when it was changed meanwhile. The status in the
 * where clause makes a concurrent change lose cleanly instead of skipping a step.
 */
export async function moveRequestStatus(
  db: Database,
  id: number,
  from: RequestStatus,
  to: RequestStatus,
  also: BatchItem<"sqlite">[] = [],
  now = new Date(),
) {
  // Accepting fixes the price: the offer if the buyer made one, else the listing's price at this moment.
  const agreed =
    to === "accepted"
      ? {
          unitPriceKobo: sql<number>`coalesce(${purchaseRequests.offeredPriceKobo}, (SELECT ${listings.priceKobo} FROM ${listings} WHERE ${listings.id} = ${purchaseRequests.listingId}))`,
        }
      : {};
  const [updated, ...rest] = await db.batch([
    db
      .update(purchaseRequests)
      .set({ status: to, updatedAt: now.toISOString(), ...agreed })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, from)))
      .returning({ id: purchaseRequests.id }),
    ...also,
  ]);
  return { moved: updated.length > 0, results: rest };
}

/** Stores a buyer's request on a listing (money in kobo), with the statements to run in the same batch; returns its id. */
export async function createPurchaseRequest(
  db: Database,
  values: { listingId: number; buyerId: number; quantity: number; offeredPriceKobo: number | null; message: string | null },
  also: BatchItem<"sqlite">[] = [],
) {
  const [[created], ...rest] = await db.batch([db.insert(purchaseRequests).values(values).returning({ id: purchaseRequests.id }), ...also]);
  if (!created) throw new Error("The purchase request was not stored");
  return { id: created.id, results: rest };
}
