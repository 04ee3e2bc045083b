import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { listings, purchaseRequests, users } from "../db/schema";
import type { RequestStatus } from "../domain";
import { requireRole } from "../http/auth";
import type { AppEnv } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { idParam, readJson } from "../http/validate";
import { requestStatusBody } from "./marketplace-schemas";

const buyers = alias(users, "buyer");
const sellers = alias(users, "seller");

/** The 429 a buyer gets past PURCHASE_REQUEST_LIMITER (10 requests per 60 s per buyer, wrangler.toml). */
export const PURCHASE_REQUEST_RATE_MESSAGE = "You are sending purchase requests too fast. Please wait a minute and try again.";

/** Which status a request may move to from each status (PRODUCT.md); anything else is a 409. */
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

/** SPEC.md's purchase request (listing_title, buyer_name, category, status, quantity, offered_price...), money in naira. */
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
    message: row.request.message,
    created_at: row.request.createdAt,
    updated_at: row.request.updatedAt,
  }));
}

export type PurchaseRequestDto = ReturnType<typeof purchaseRequestDtos>[number];

/** Mounted under /api/users: the seller's received requests, their decisions, and the buyer's sent requests. */
export const purchaseRequestRoutes = new Hono<AppEnv>()
  .get("/purchase-requests", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const { limit, cursor } = readPaging(c);
    const conditions = [eq(listings.userId, user.id)];
    if (cursor) conditions.push(lt(purchaseRequests.id, cursor));
    const db = c.var.db;
    const [rows, [total]] = await db.batch([
      selectPurchaseRequests(db)
        .where(and(...conditions))
        .orderBy(desc(purchaseRequests.id))
        .limit(limit + 1),
      db
        .select({ total: count() })
        .from(purchaseRequests)
        .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
        .where(eq(listings.userId, user.id)),
    ]);
    c.header("X-Total-Count", String(total?.total ?? 0));
    return c.json(purchaseRequestDtos(pageOf(c, rows, limit, (row) => row.request.id)));
  })

  .get("/purchase-requests/sent", async (c) => {
    const user = requireRole(c, "buyer");
    const { limit, cursor } = readPaging(c);
    const conditions = [eq(purchaseRequests.buyerId, user.id)];
    if (cursor) conditions.push(lt(purchaseRequests.id, cursor));
    const db = c.var.db;
    const [rows, [total]] = await db.batch([
      selectPurchaseRequests(db)
        .where(and(...conditions))
        .orderBy(desc(purchaseRequests.id))
        .limit(limit + 1),
      db.select({ total: count() }).from(purchaseRequests).where(eq(purchaseRequests.buyerId, user.id)),
    ]);
    c.header("X-Total-Count", String(total?.total ?? 0));
    return c.json(purchaseRequestDtos(pageOf(c, rows, limit, (row) => row.request.id)));
  })

  .put("/purchase-requests/:id", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const id = idParam(c.req.param("id"));
    const { status } = await readJson(c, requestStatusBody);
    const db = c.var.db;
    const found = await db
      .select({ status: purchaseRequests.status, sellerId: listings.userId })
      .from(purchaseRequests)
      .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
      .where(eq(purchaseRequests.id, id))
      .get();
    // Another seller's request is answered as missing: its existence is not theirs to know.
    if (!found || found.sellerId !== user.id) throw notFound("Purchase request not found");
    if (!REQUEST_TRANSITIONS[found.status].includes(status)) {
      throw conflict(`A ${found.status} request cannot be marked ${status}`);
    }
    // The status in the where clause makes a concurrent change lose cleanly instead of skipping a step.
    const updated = await db
      .update(purchaseRequests)
      .set({ status, updatedAt: new Date().toISOString() })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, found.status)))
      .returning({ id: purchaseRequests.id });
    if (updated.length === 0) throw conflict("This request was changed meanwhile; reload and try again");
    const rows = await selectPurchaseRequests(db).where(eq(purchaseRequests.id, id));
    return c.json(purchaseRequestDtos(rows)[0]);
  });
