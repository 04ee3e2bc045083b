// What a USSD answer reads, as statements for its one read batch (ADR 076, ADR 077): the stored answer of a replay,
// the caller, and whatever data the walk reaches (a price, Sell's hint, Buy's listings, My orders). Statements a
// walk does not need are kept in the batch with a false condition, so its shape never changes.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { listings, notificationPreferences, payments, priceSummary, purchaseRequests, users, ussdAnswers, ussdPins } from "../../db/schema";
import { OPEN_REQUEST_STATUSES, type PriceUnit, type RequestStatus, SMS_NOTIFICATION_TYPES } from "../../domain";
import { isPublicListing } from "../listings";
import { BUY_MATCHES } from "./menu-buy";
import type { UssdMatch, UssdOrder } from "./menu-common";
import type { DataNeed } from "./screens";

/** The most orders My orders lists (ten screens of three). */
export const MAX_USSD_ORDERS = 30;

const SMS_TYPES = [...SMS_NOTIFICATION_TYPES];
const buyers = alias(users, "buyer");
const sellers = alias(users, "seller");
const never = sql`0`;
const latestPaymentStatus = sql`(SELECT ${payments.status} FROM ${payments} WHERE ${payments.requestId} = ${purchaseRequests.id} ORDER BY ${payments.id} DESC LIMIT 1)`;

export interface ReadRequest {
  sessionId: string;
  phone: string;
  text: string;
}

/** The caller's id as SQL (0 for a number Gona does not know, which matches no row). */
const callerId = (phone: string): SQL<number> =>
  sql<number>`coalesce((SELECT ${users.id} FROM ${users} WHERE ${users.phone} = ${phone} AND ${users.phoneConfirmed} = 1), 0)`;

export function readStatements(
  db: Database,
  request: ReadRequest,
  price: { product: string; state: string } | null,
  need: DataNeed | null = null,
  today = "",
) {
  const mine = and(eq(users.phone, request.phone), eq(users.phoneConfirmed, true));
  const me = callerId(request.phone);
  return [
    db
      .select({ answer: ussdAnswers.answer })
      .from(ussdAnswers)
      .where(and(eq(ussdAnswers.sessionId, request.sessionId), eq(ussdAnswers.phone, request.phone), eq(ussdAnswers.text, request.text))),
    db
      .select({
        id: users.id,
        language: users.language,
        fullName: users.fullName,
        role: users.role,
        suspendedAt: users.suspendedAt,
        pinHash: ussdPins.pinHash,
        failures: ussdPins.failures,
        pausedUntil: ussdPins.pausedUntil,
        smsOn: sql<number>`(SELECT COUNT(*) FROM ${notificationPreferences} WHERE ${notificationPreferences.userId} = ${users.id} AND ${notificationPreferences.sms} = 1 AND ${inArray(notificationPreferences.type, SMS_TYPES)})`,
      })
      .from(users)
      .leftJoin(ussdPins, eq(ussdPins.userId, users.id))
      .where(mine)
      .limit(1),
    db
      .select({ unit: priceSummary.unit, count: priceSummary.listingsCount, medianKobo: priceSummary.medianKobo })
      .from(priceSummary)
      .where(
        price === null
          ? never
          : and(eq(priceSummary.region, price.state), eq(priceSummary.days, 30), eq(priceSummary.product, price.product)),
      )
      .orderBy(desc(priceSummary.listingsCount), priceSummary.unit)
      .limit(1),
    // Sell's hint: the country-wide 30-day median of the product in the unit chosen.
    db
      .select({ medianKobo: priceSummary.medianKobo })
      .from(priceSummary)
      .where(
        need?.what === "hint"
          ? and(
              eq(priceSummary.region, "all"),
              eq(priceSummary.days, 30),
              eq(priceSummary.product, need.product),
              eq(priceSummary.unit, need.unit),
            )
          : never,
      )
      .limit(1),
    // Buy: the product's open listings in the state, cheapest first, never the caller's own.
    db
      .select({
        listingId: listings.id,
        sellerId: listings.userId,
        sellerName: users.fullName,
        title: listings.title,
        priceKobo: listings.priceKobo,
        unit: listings.priceUnit,
        quantity: listings.quantity,
        mine: sql<number>`EXISTS (SELECT 1 FROM ${purchaseRequests} WHERE ${purchaseRequests.listingId} = ${listings.id} AND ${purchaseRequests.buyerId} = ${me} AND ${inArray(purchaseRequests.status, OPEN_REQUEST_STATUSES)})`,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(
        need?.what === "matches"
          ? and(
              isPublicListing(today),
              sql`${listings.product} = ${need.product}`,
              sql`${listings.state} = ${need.state}`,
              sql`${listings.userId} <> ${me}`,
            )
          : never,
      )
      .orderBy(asc(listings.priceKobo), desc(listings.id))
      .limit(BUY_MATCHES),
    // My orders: requests waiting for the caller's answer as a seller (and their orders whose money is held, for the
    // handover code), and the caller's open orders as a buyer.
    db
      .select({
        id: purchaseRequests.id,
        status: purchaseRequests.status,
        quantity: purchaseRequests.quantity,
        offeredPriceKobo: purchaseRequests.offeredPriceKobo,
        listingPriceKobo: sql<number>`${listings.priceKobo}`.as("listing_price_kobo"),
        unit: sql<string>`${listings.priceUnit}`.as("listing_unit"),
        product: sql<string | null>`${listings.product}`.as("listing_product"),
        title: sql<string>`${listings.title}`.as("listing_title"),
        listingId: purchaseRequests.listingId,
        buyerId: purchaseRequests.buyerId,
        buyerName: sql<string>`${buyers.fullName}`.as("buyer_name"),
        sellerId: sql<number>`${listings.userId}`.as("listing_seller_id"),
        sellerName: sql<string>`${sellers.fullName}`.as("seller_name"),
        buyerConfirmed: purchaseRequests.buyerConfirmed,
        // Aliased: D1's batch() maps rows by column name, and requests and listings share some.
        available: sql<number | null>`${listings.quantity}`.as("listing_available"),
        listingStatus: sql<string>`${listings.status}`.as("listing_status"),
        isFrozen: sql<number>`${listings.isFrozen}`.as("listing_frozen"),
        deletedAt: sql<string | null>`${listings.deletedAt}`.as("listing_deleted_at"),
        expiryDate: sql<string | null>`${listings.expiryDate}`.as("listing_expiry"),
        sellerSuspended: sql<number>`${listings.sellerSuspended}`.as("listing_seller_suspended"),
        // The order's latest payment: held money is released by the buyer's receipt or the seller's handover code.
        paymentStatus: sql<string | null>`${latestPaymentStatus}`.as("payment_status"),
      })
      .from(purchaseRequests)
      .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
      .innerJoin(buyers, eq(buyers.id, purchaseRequests.buyerId))
      .innerJoin(sellers, eq(sellers.id, listings.userId))
      .where(
        need?.what === "orders"
          ? or(
              and(eq(purchaseRequests.sellerId, me), eq(purchaseRequests.status, "pending")),
              and(
                eq(purchaseRequests.sellerId, me),
                inArray(purchaseRequests.status, ["accepted", "completed"]),
                sql`${latestPaymentStatus} = 'held'`,
              ),
              and(
                eq(purchaseRequests.buyerId, me),
                or(
                  inArray(purchaseRequests.status, OPEN_REQUEST_STATUSES),
                  and(eq(purchaseRequests.status, "completed"), eq(purchaseRequests.buyerConfirmed, false)),
                ),
              ),
            )
          : never,
      )
      .orderBy(desc(purchaseRequests.id))
      .limit(MAX_USSD_ORDERS),
  ] as const;
}

type Rows<I extends number> = Awaited<ReturnType<ReturnType<typeof readStatements>[I]["all"]>>;

export const matchesOf = (rows: Rows<4>): UssdMatch[] =>
  rows.map((row) => ({ ...row, unit: row.unit as PriceUnit, mine: Boolean(row.mine) }));

export const ordersOf = (rows: Rows<5>): UssdOrder[] =>
  rows.map((row) => ({
    ...row,
    status: row.status as RequestStatus,
    unit: row.unit as PriceUnit,
    buyerConfirmed: Boolean(row.buyerConfirmed),
    isFrozen: Boolean(row.isFrozen),
    sellerSuspended: Boolean(row.sellerSuspended),
    sellerId: row.sellerId,
  }));
