// Purchase requests: the one query that joins a request to its listing, buyer and seller, the answer
// every route gives, and the status moves a seller may make.
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { listingImages, listings, type PaymentStatus, payments, payoutAccounts, purchaseRequests, users } from "../db/schema";
import type { ContactPreference } from "../domain";
import { reachableByPhone } from "./contact";
import { COUNT_CAP, capped, countRows } from "./counts";
import { mediaUrl } from "./listings";
import { koboToNaira, lineKobo, quantityThousandths } from "./money";
import { autoReleaseAt } from "./payments/auto-release";
import { handoverCode } from "./payments/release";
import { requestRatings } from "./ratings";

const buyers = alias(users, "buyer");
const sellers = alias(users, "seller");

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
      // A number only claimed is never shown to the other side (ADR 050).
      buyerPhone: sql<string | null>`CASE WHEN ${buyers.phoneConfirmed} = 1 THEN ${buyers.phone} END`.as("buyer_phone"),
      buyerContact: sql<ContactPreference>`${buyers.contactPreference}`.as("buyer_contact"),
      buyerBadge: sql<string | null>`${buyers.verificationBadge}`.as("buyer_badge"),
      sellerName: sql<string>`${sellers.fullName}`.as("seller_name"),
      sellerPhone: sql<string | null>`CASE WHEN ${sellers.phoneConfirmed} = 1 THEN ${sellers.phone} END`.as("seller_phone"),
      sellerContact: sql<ContactPreference>`${sellers.contactPreference}`.as("seller_contact"),
      sellerBadge: sql<string | null>`${sellers.verificationBadge}`.as("seller_badge"),
      listingThumbKey: sql<
        string | null
      >`(SELECT coalesce(${listingImages.thumbKey}, ${listingImages.r2Key}) FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id} ORDER BY ${listingImages.position} LIMIT 1)`.as(
        "listing_thumb_key",
      ),
      // Both sides' ratings of the request in one column (a unique-index lookup), split by requestRatings().
      ratingsJson: sql<
        string | null
      >`(SELECT json_group_array(json_object('rater_id', r.rater_id, 'stars', r.stars, 'comment', r.comment, 'created_at', r.created_at)) FROM ratings r WHERE r.request_id = ${purchaseRequests.id})`.as(
        "ratings_json",
      ),
      sellerRole: sql<string>`${sellers.role}`.as("seller_role"),
      // The order's latest payment's state (ADR 083), from the payments index on (request_id, id); null when none.
      paymentStatus:
        sql<PaymentStatus | null>`(SELECT ${payments.status} FROM ${payments} WHERE ${payments.requestId} = ${purchaseRequests.id} ORDER BY ${payments.id} DESC LIMIT 1)`.as(
          "payment_status",
        ),
      // The latest payment's reference: the buyer's handover code is derived from it (ADR 088); never sent as such.
      paymentReference: sql<
        string | null
      >`(SELECT ${payments.reference} FROM ${payments} WHERE ${payments.requestId} = ${purchaseRequests.id} ORDER BY ${payments.id} DESC LIMIT 1)`.as(
        "payment_reference",
      ),
      // Whether the latest payment owes the seller a payout (released, or a part refund's rest) that failed, so Gona is
      // retrying it (ADR 096).
      payoutFailed:
        sql<number>`coalesce((SELECT ${payments.status} IN ('released', 'refunded') AND ${payments.transferStatus} = 'failed' FROM ${payments} WHERE ${payments.requestId} = ${purchaseRequests.id} ORDER BY ${payments.id} DESC LIMIT 1), 0)`.as(
          "payout_failed",
        ),
      // Whether the buyer can pay through Gona: the seller has a payout account (ADR 082), one primary-key lookup.
      sellerCanBePaid: sql<number>`EXISTS (SELECT 1 FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${listings.userId})`.as(
        "seller_can_be_paid",
      ),
    })
    .from(purchaseRequests)
    .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
    .innerJoin(buyers, eq(buyers.id, purchaseRequests.buyerId))
    .innerJoin(sellers, eq(sellers.id, listings.userId));
}

type RequestRecord = typeof purchaseRequests.$inferSelect;

function timelineOf(request: RequestRecord) {
  const steps: { status: RequestRecord["status"]; at: string | null }[] = [
    { status: "pending", at: request.createdAt },
    { status: "accepted", at: request.acceptedAt },
    { status: "rejected", at: request.rejectedAt },
    { status: "completed", at: request.completedAt },
    { status: "cancelled", at: request.cancelledAt },
  ];
  return steps.filter((step): step is { status: RequestRecord["status"]; at: string } => step.at !== null);
}

type PurchaseRequestRow = Awaited<ReturnType<ReturnType<typeof selectPurchaseRequests>["all"]>>[number];

/**
 * The buyer's handover codes for the rows `viewerId` bought whose money is held (ADR 088), by request id: only the
 * buyer ever sees one, and only while the money is held.
 */
export async function handoverCodesFor(rows: PurchaseRequestRow[], viewerId: number | undefined, secret: string | undefined) {
  const codes = new Map<number, string>();
  if (viewerId === undefined || !secret) return codes;
  for (const row of rows)
    if (row.request.buyerId === viewerId && row.paymentStatus === "held" && row.paymentReference)
      codes.set(row.request.id, await handoverCode(secret, row.paymentReference));
  return codes;
}

/** A purchase request as the API shows it (listing_title, buyer_name, category, status, quantity, offered_price...), money in naira. */
export function purchaseRequestDtos(rows: PurchaseRequestRow[], handoverCodes?: ReadonlyMap<number, string>) {
  return rows.map((row) => ({
    id: row.request.id,
    listing_id: row.request.listingId,
    listing_title: row.listingTitle,
    listing_deleted: row.listingDeletedAt !== null,
    listing_thumbnail_url: row.listingThumbKey === null || row.listingDeletedAt !== null ? null : mediaUrl(row.listingThumbKey),
    category: row.category,
    listing_price: row.listingPriceKobo / 100,
    price_unit: row.priceUnit,
    buyer_id: row.request.buyerId,
    buyer_name: row.buyerName,
    // Each side sees the other's number unless that person is reached through requests only (ADR 066).
    buyer_phone: reachableByPhone({ phone: row.buyerPhone, contact: row.buyerContact }) ? row.buyerPhone : null,
    buyer_verified: row.buyerBadge === "verified",
    seller_id: row.sellerId,
    seller_name: row.sellerName,
    seller_phone: reachableByPhone({ phone: row.sellerPhone, contact: row.sellerContact }) ? row.sellerPhone : null,
    seller_verified: row.sellerBadge === "verified",
    seller_role: row.sellerRole,
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
    /** True when the buyer completed it ("I received it") rather than the seller. */
    buyer_confirmed: row.request.buyerConfirmed,
    reason: row.request.rejectReason,
    reason_note: row.request.rejectNote,
    created_at: row.request.createdAt,
    updated_at: row.request.updatedAt,
    accepted_at: row.request.acceptedAt,
    rejected_at: row.request.rejectedAt,
    cancelled_at: row.request.cancelledAt,
    completed_at: row.request.completedAt,
    /** Each state it has been in, oldest first, with its time. */
    timeline: timelineOf(row.request),
    /** null, pending, held, released, refunded or disputed (PRODUCT.md "Payments"). */
    payment_status: row.paymentStatus,
    /** True when the money was released but the transfer to the seller's account failed: Gona retries it (ADR 096). */
    payout_failed: Boolean(row.payoutFailed),
    /** True when the seller has a payout account, so the buyer of an accepted order can pay safely through Gona. */
    seller_can_be_paid: Boolean(row.sellerCanBePaid),
    /** The buyer's 6 digits to give the seller when the goods are in hand, while the money is held; null otherwise. */
    handover_code: handoverCodes?.get(row.request.id) ?? null,
    /** When held money goes to the seller without the buyer: 7 days after the seller marked it delivered (ADR 095). */
    payment_releases_at:
      row.paymentStatus === "held" && row.request.status === "completed" && row.request.completedAt
        ? autoReleaseAt(row.request.completedAt)
        : null,
    ...requestRatings(row.ratingsJson, row.request.buyerId),
  }));
}

export type PurchaseRequestDto = ReturnType<typeof purchaseRequestDtos>[number];

interface Page {
  limit: number;
  cursor: number | undefined;
}

/** Whose requests a list shows: a seller's received (on their listings) or a buyer's sent. */
export type RequestSide = "received" | "sent";

/**
 * One page (plus one row) of a seller's received or a buyer's sent requests, newest first, and their capped total,
 * each from its own index (`seller_id, id` or `buyer_id, id`), as statements for one batch.
 */
export function requestsQueries(db: Database, side: RequestSide, userId: number, { limit, cursor }: Page) {
  const column = side === "received" ? purchaseRequests.sellerId : purchaseRequests.buyerId;
  const conditions = [eq(column, userId)];
  if (cursor) conditions.push(lt(purchaseRequests.id, cursor));
  return [
    selectPurchaseRequests(db)
      .where(and(...conditions))
      .orderBy(desc(purchaseRequests.id))
      .limit(limit + 1),
    countRows(
      db,
      db
        .select({ one: sql`1` })
        .from(purchaseRequests)
        .where(eq(column, userId))
        .limit(COUNT_CAP + 1)
        .as(side),
    ),
  ] as const;
}

/** One page (plus one row) of a seller's received or a buyer's sent requests and their total, in one round trip. */
export async function requestsPage(db: Database, side: RequestSide, userId: number, page: Page) {
  const [rows, total] = await db.batch(requestsQueries(db, side, userId, page));
  return { rows, total: capped(total) };
}

/** One request as the API shows it to `viewerId` (its buyer also gets the handover code, with the secret), or undefined. */
export async function findPurchaseRequest(
  db: Database,
  id: number,
  viewerId?: number,
  secret?: string,
): Promise<PurchaseRequestDto | undefined> {
  const rows = await selectPurchaseRequests(db).where(eq(purchaseRequests.id, id));
  return purchaseRequestDtos(rows, await handoverCodesFor(rows, viewerId, secret))[0];
}

/**
 * The page of the order a buyer just sent on a listing, as SQL for a statement later in the batch that inserts it
 * (its id is not known before): the buyer's one pending request on that listing (the open-request index allows one).
 */
export const newOrderUrl = (listingId: number, buyerId: number): SQL =>
  sql`'/orders/' || (SELECT ${purchaseRequests.id} FROM ${purchaseRequests} WHERE ${purchaseRequests.listingId} = ${listingId} AND ${purchaseRequests.buyerId} = ${buyerId} AND ${purchaseRequests.status} = 'pending' ORDER BY ${purchaseRequests.id} DESC LIMIT 1)`;

/** Draws of an SMS code before giving up (a seller with 1,000 pending requests clashes 1 time in 90). */
const SMS_CODE_DRAWS = 5;

/** A request's SMS code: 5 digits, never starting with 0 (easy to say and to type on a keypad; ADR 079). */
export function newSmsCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(10_000 + (n % 90_000));
}

/**
 * Stores a buyer's request on a listing (money in kobo), with the statements to run in the same batch; returns its
 * id, or null when the buyer already has an open request on the listing (the unique open-request index refused it).
 * The request gets its SMS code here, so every way of sending one (web, USSD) carries it.
 */
export async function createPurchaseRequest(
  db: Database,
  values: {
    listingId: number;
    buyerId: number;
    sellerId: number;
    quantity: number;
    offeredPriceKobo: number | null;
    message: string | null;
  },
  also: BatchItem<"sqlite">[] = [],
) {
  let stored: unknown[] | null = null;
  // The SMS code is unique among the seller's pending requests (the index refuses a clash): another draw then.
  for (let draw = 1; stored === null; draw++) {
    try {
      const insert = db.insert(purchaseRequests).values({ ...values, smsCode: newSmsCode() });
      stored = await db.batch([insert.returning({ id: purchaseRequests.id }), ...also]);
    } catch (error) {
      const text = String((error as { cause?: unknown })?.cause ?? error);
      if (text.includes("purchase_requests.listing_id, purchase_requests.buyer_id")) return null;
      if (!text.includes("purchase_requests.seller_id, purchase_requests.sms_code") || draw >= SMS_CODE_DRAWS) throw error;
    }
  }
  const [[created], ...rest] = stored as [{ id: number }[], ...unknown[]];
  if (!created) throw new Error("The purchase request was not stored");
  return { id: created.id, results: rest };
}
