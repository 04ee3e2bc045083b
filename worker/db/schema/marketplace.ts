// The marketplace: listings, their photos and the purchase requests buyers send.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  MODERATION_REASONS,
  PRICE_UNITS,
  REGISTRATION_BODIES,
  REJECT_REASONS,
  REQUEST_STATUSES,
} from "../../domain";
import { PRODUCT_SLUGS } from "../../products";
import { STATE_SLUGS } from "../../states";
import { createdAt, now } from "./columns";
import { users } from "./users";

export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: LISTING_CATEGORIES }).notNull(),
    priceKobo: integer("price_kobo").notNull().default(0),
    priceUnit: text("price_unit", { enum: PRICE_UNITS }).notNull().default("kg"),
    /** What is still available to new requests (null: the seller states no stock); accepted orders hold the rest. */
    quantity: real("quantity"),
    /** What accepted orders hold until they complete (taken out for good) or are cancelled (given back). */
    reservedQuantity: real("reserved_quantity").notNull().default(0),
    location: text("location").notNull().default(""),
    /** A slug of worker/states.ts: chosen by the seller, else derived from the location; null when neither names one. */
    state: text("state", { enum: STATE_SLUGS }),
    /** A slug of worker/products.ts for crops and seeds (required there); null for other categories. */
    product: text("product", { enum: PRODUCT_SLUGS }),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    isFrozen: integer("is_frozen", { mode: "boolean" }).notNull().default(false),
    /** Its seller is suspended: kept on the listing so the public rule reads no other row (set and cleared with the suspension). */
    sellerSuspended: integer("seller_suspended", { mode: "boolean" }).notNull().default(false),
    /** Why an admin last rejected or froze it (with an optional note), shown to its seller; cleared on resubmission. */
    moderationReason: text("moderation_reason", { enum: MODERATION_REASONS }),
    moderationNote: text("moderation_note"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
    deletedAt: text("deleted_at"),
    // Genuine inputs (seeds and chemicals only; null elsewhere): the product's registration details.
    registrationNumber: text("registration_number"),
    registrationBody: text("registration_body", { enum: REGISTRATION_BODIES }),
    manufacturer: text("manufacturer"),
    batchNumber: text("batch_number"),
    /** YYYY-MM-DD; from the day after it the listing is not public (its owner and admins still see it). */
    expiryDate: text("expiry_date"),
    variety: text("variety"),
    /**
     * Goes up with every change of what an admin judges (its fields and photos; triggers in migration 0026), so an
     * approval names the version the admin looked at and a listing changed since then is not approved unseen.
     */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("listings_user_id_idx").on(t.userId, t.id),
    // Public browse: approved, not frozen, not deleted, newest first; with and without a category.
    index("listings_public_idx").on(t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_category_idx").on(t.category, t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_status_idx").on(t.status, t.id),
    index("listings_public_state_idx").on(t.state, t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_product_idx").on(t.product, t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_price_idx").on(t.priceKobo, t.id).where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_category_price_idx")
      .on(t.category, t.priceKobo, t.id)
      .where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
    index("listings_public_state_price_idx")
      .on(t.state, t.priceKobo, t.id)
      .where(sql`status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL`),
  ],
);

export const listingImages = sqliteTable(
  "listing_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    r2Key: text("r2_key").notNull(),
    thumbKey: text("thumb_key"),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("listing_images_listing_id_idx").on(t.listingId, t.position), uniqueIndex("listing_images_r2_key_unique").on(t.r2Key)],
);

export const purchaseRequests = sqliteTable(
  "purchase_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    /**
     * The listing's owner, copied at insert (a listing never changes owner) so a seller's received requests are a
     * page of one index. Null only in the instant between a raw insert and its trigger (migration 0025).
     */
    sellerId: integer("seller_id").references(() => users.id),
    quantity: real("quantity").notNull(),
    offeredPriceKobo: integer("offered_price_kobo"),
    /** The agreed price per unit, fixed when the seller accepts: later listing edits never change past revenue. */
    unitPriceKobo: integer("unit_price_kobo"),
    /** Why a data repair refused this request (out-of-range quantity or price); null for ordinary requests. */
    flaggedReason: text("flagged_reason"),
    message: text("message"),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    /** When each move happened, the order's timeline as both sides see it (null: not (yet) in that state). */
    acceptedAt: text("accepted_at"),
    rejectedAt: text("rejected_at"),
    cancelledAt: text("cancelled_at"),
    completedAt: text("completed_at"),
    /** The buyer marked it completed ("I received it"), rather than the seller. */
    buyerConfirmed: integer("buyer_confirmed", { mode: "boolean" }).notNull().default(false),
    /** Whether this accepted order holds stock (its listing stated a quantity when it was accepted). */
    holdsStock: integer("holds_stock", { mode: "boolean" }).notNull().default(false),
    rejectReason: text("reject_reason", { enum: REJECT_REASONS }),
    rejectNote: text("reject_note"),
    /**
     * The short code the seller's SMS alert carries, answered by `YES <code>` / `NO <code>` (ADR 079): 5 digits, unique
     * among the seller's pending requests; null for requests from before it existed.
     */
    smsCode: text("sms_code"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    // A buyer has at most one open request per listing; the index makes a racing second one fail too.
    uniqueIndex("purchase_requests_one_open_idx").on(t.listingId, t.buyerId).where(sql`status IN ('pending', 'accepted')`),
    // An SMS code names one pending request of its seller (YES/NO by SMS); a colliding insert is retried with another.
    uniqueIndex("purchase_requests_seller_code_idx").on(t.sellerId, t.smsCode).where(sql`status = 'pending'`),
    index("purchase_requests_listing_id_idx").on(t.listingId, t.id),
    index("purchase_requests_buyer_id_idx").on(t.buyerId, t.id),
    index("purchase_requests_seller_id_idx").on(t.sellerId, t.id),
    index("purchase_requests_status_idx").on(t.status),
  ],
);
