// Route descriptors (ADR 090): Gona Market: listings and their photos, sellers, orders and ratings, and the fair-price
// guide (paying for an order is in ./payments.ts).
import { imageOrderBody, priceAlertBody } from "../market-schemas";
import { createListingFields, purchaseRequestBody, requestStatusBody, updateListingBody } from "../marketplace-schemas";
import { ratingBody } from "../rating-schemas";
import type { RouteDescriptor } from "../route-descriptor";

export const MARKET_ROUTES: readonly RouteDescriptor[] = [
  {
    method: "GET",
    path: "/api/media/:key{.+}",
    access: "public",
    tag: "media",
    summary: "A stored listing photo",
    description: "a listing photo from R2: stored type, `nosniff`, `Content-Security-Policy: sandbox`, cached a year (immutable), ETag/304",
  },
  {
    method: "GET",
    path: "/api/listings",
    access: "public",
    tag: "listings",
    summary: "Search and browse approved listings",
    description:
      "public listings (approved, not frozen, not deleted); `q` searches title, description and location (FTS5, word prefixes; each word also matches its glossary equivalents, e.g. masara, agbado, ọka, corn ↔ maize); `state` a state slug (`kano`, `akwa-ibom`, `fct`...; else 400 `state_invalid`); `location` matches words of the location in any order, a state's name in it filtering by that state; `sort` `newest`, `price_asc`, `price_desc` or `relevance` (bm25, title words weigh most; the default when `q` has words, else newest; else 400 `sort_invalid`); `X-Total-Count` (exact up to 1,000, then 1000 with `X-Total-Count-Capped: true`); the `Link` cursor follows the order",
  },
  {
    method: "GET",
    path: "/api/listings/user/my-listings",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "The seller's own listings",
    description:
      "the caller's listings of every status (farmer, supplier, admin); `X-Total-Count` (exact up to 1,000, then 1000 with `X-Total-Count-Capped: true`)",
  },
  {
    method: "POST",
    path: "/api/listings/user/listing",
    body: createListingFields,
    bodyMedia: "multipart/form-data",
    access: { roles: ["farmer", "supplier"] },
    tag: "listings",
    summary: "Create a listing (sent for review)",
    description:
      "multipart `title`, `category` (required), `description`, `price`, `priceUnit`, `quantity`, `location`, `state` (optional slug; when absent, the state the location names, else null), up to 5 `images` (JPEG/PNG/GIF/WebP by their bytes, 5 MB each, at most 10,000 px a side: else 415/413/400) and optional matching `thumbnails`; farmer/supplier; 201 with the listing, status pending",
  },
  {
    method: "POST",
    path: "/api/listings/user/:listingRef{listing[1-9][0-9]{0,15}}/request",
    body: purchaseRequestBody,
    access: "signed-in",
    tag: "orders",
    summary: "Send a purchase request for a listing (buyers)",
    description:
      "no slash between `listing` and the id; buyers only; `{quantity (>0, ≤ 1,000,000 and ≤ the listing's available quantity), offeredPrice? (≤ ₦100,000,000), message?}`; 409 on an own, frozen or unapproved listing (`listing_sold_out` when sold out), a quantity above what is available (`quantity_exceeds_stock`), or a second open request by the same buyer (`request_already_open`); 429 after 10 a minute per buyer",
  },
  {
    method: "PUT",
    path: "/api/listings/user/listings/:id",
    body: updateListingBody,
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Edit one's own listing",
    description:
      "owner edits `{title, description, location, state, category, price, price_unit, quantity}` (a new location without a state re-derives it); an approved, sold-out or paused listing whose only changes are `price` or `quantity` keeps its state (the change is logged in `listing_changes`; a sold-out listing given stock again is live again), any other change sends it back to pending; editing a rejected listing resubmits it (pending, the admin's reason cleared). Optional `quantity_seen`: the quantity the edit form showed; if `quantity` equals it the stored quantity is kept (orders accepted since keep their reservation), and a changed `quantity` is 409 `listing_stock_changed` when the stored one is no longer `quantity_seen` (My Listings sends it)",
  },
  {
    method: "PUT",
    path: "/api/listings/user/listings/:id/pause",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Pause one's own listing",
    description: "owner only; approved → `paused` (out of browse, no requests); else 409 `listing_not_pausable`",
  },
  {
    method: "PUT",
    path: "/api/listings/user/listings/:id/resume",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Resume a paused listing",
    description: "owner only; paused → approved (or `sold` when nothing is available); else 409 `listing_not_paused`",
  },
  {
    method: "DELETE",
    path: "/api/listings/user/listings/:id",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Delete one's own listing",
    description: "owner soft-deletes; its photos leave R2, its purchase requests stay",
  },
  {
    method: "GET",
    path: "/api/listings/:id",
    access: "public",
    tag: "listings",
    summary: "One listing",
    description:
      "one listing; pending, rejected or frozen ones only for their owner and admins, else 404. `seller_phone` is null for a signed-out caller, and for everyone but the seller and admins when the seller is reached through requests only (the same in every listing, seller-page and order answer); `seller_reachable_by_phone` says whether a signed-in user would see one",
  },
  {
    method: "POST",
    path: "/api/listings/user/listings/:id/images",
    bodyMedia: "multipart/form-data",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Add a photo to one's own listing",
    description:
      "owner adds photos (multipart `images`, optional `thumbnails`; the same checks as a new listing; more than 5 in all → 400 `too_many_images`) → 201 listing; a reviewed or rejected listing goes back to pending",
  },
  {
    method: "PUT",
    path: "/api/listings/user/listings/:id/images/order",
    body: imageOrderBody,
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Reorder a listing's photos",
    description:
      "owner sends `{image_ids}`: exactly the listing's photo ids in the new order (else 400 `image_order_mismatch`) → listing, back to pending unless the order is unchanged",
  },
  {
    method: "DELETE",
    path: "/api/listings/user/listings/:id/images/:imageId",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "listings",
    summary: "Remove a photo from a listing",
    description:
      "owner removes a photo (its R2 objects go after the rows) → listing, back to pending; a photo of another listing → 404 `listing_image_not_found`",
  },
  {
    method: "GET",
    path: "/api/prices/alerts",
    access: "signed-in",
    tag: "prices",
    summary: "The user's price alerts",
    description: "the signed-in user's price alerts `[{id, product, unit, state, threshold_pct, ...}]`",
  },
  {
    method: "POST",
    path: "/api/prices/alerts",
    body: priceAlertBody,
    access: "signed-in",
    tag: "prices",
    summary: "Create or update a price alert",
    description:
      "`{product, unit, state?, threshold_pct}` → 201; the same product, unit and state again updates the threshold (200); at most 20 per user. When the hourly rollup finds the 30-day median moved past the threshold since the user was last told, one `price.alert` notification goes out",
  },
  {
    method: "DELETE",
    path: "/api/prices/alerts/:id",
    access: "signed-in",
    tag: "prices",
    summary: "Delete a price alert",
    description: "→ 204; another user's alert is 404",
  },
  {
    method: "GET",
    path: "/api/prices/products",
    access: "public",
    tag: "prices",
    summary: "Products with enough prices to guide",
    description: "the products that have prices to guide, with their units",
  },
  {
    method: "GET",
    path: "/api/prices/summary",
    access: "public",
    tag: "prices",
    summary: "This week's median prices, optionally in one state",
    description: "`?state=`: each product's median this week (kobo and naira), optionally in one state",
  },
  {
    method: "GET",
    path: "/api/prices",
    access: "public",
    tag: "prices",
    summary: "One product's price history and median",
    description:
      "`?product=&unit=&state=&days=`: the 30-day median, its range and the weekly rows for one product and unit (docs/prices.md)",
  },
  {
    method: "GET",
    path: "/api/users/purchase-requests",
    access: { roles: ["farmer", "supplier", "admin"] },
    tag: "orders",
    summary: "Requests received by the seller",
    description: "requests on the caller's listings (sellers); `X-Total-Count` (capped as above)",
  },
  {
    method: "GET",
    path: "/api/users/purchase-requests/sent",
    access: { roles: ["buyer"] },
    tag: "orders",
    summary: "Requests the buyer sent",
    description: "the buyer's own requests with their status; `X-Total-Count` (capped as above)",
  },
  {
    method: "GET",
    path: "/api/users/purchase-requests/:id",
    access: "signed-in",
    tag: "orders",
    summary: "One order, for its buyer or seller",
    description: "one order for its buyer or seller (404 for anyone else)",
  },
  {
    method: "PUT",
    path: "/api/users/purchase-requests/:id",
    body: requestStatusBody,
    access: "signed-in",
    tag: "orders",
    summary: "Move an order: the seller accepts, rejects or delivers; the buyer cancels or confirms receipt",
    description:
      "`{status, reason?, note?}`. The seller: pending → accepted or rejected (`reason` one of `out_of_stock`, `price_too_low`, `cannot_deliver`, `other`, `note` ≤ 500 characters; only with a rejection, else 400), accepted → completed. The buyer: pending or accepted → cancelled, accepted → completed (\"I received it\": `buyer_confirmed` true), and on an order the seller completed, `completed` once more sets `buyer_confirmed` (409 after that). Any other move 409; the other side's move 403 `request_move_not_yours`; anyone else 404. Accepting records the agreed `unit_price` (the offer, else the listing's price then) and reserves the quantity (409 `not_enough_stock` when less is available); each move is one D1 batch",
  },
  {
    method: "POST",
    path: "/api/users/purchase-requests/:id/rating",
    body: ratingBody,
    access: "signed-in",
    tag: "orders",
    summary: "Rate the other side of a completed order",
    description:
      "`{stars: 1-5, comment?}` (≤ 500 characters) → 201 `{id, request_id, rater_id, ratee_id, stars, comment, created_at, updated_at, editable_until}`; either party of a completed request (the buyer rates the seller, the seller the buyer), once each: 409 `rating_already_given` after, 409 `rating_needs_completed_order` before completion, 404 for anyone else; the rated user is notified (`rating.received`). Requests show both sides' `buyer_rating` and `seller_rating` (`{stars, comment, created_at, editable_until}` or null)",
  },
  {
    method: "PUT",
    path: "/api/users/purchase-requests/:id/rating",
    body: ratingBody,
    access: "signed-in",
    tag: "orders",
    summary: "Change one's rating",
    description:
      "`{stars, comment?}` changes your rating for 14 days after you gave it (409 `rating_edit_window_closed` after; 404 `rating_not_found` if you have not rated)",
  },
  {
    method: "GET",
    path: "/api/sellers/:id",
    access: "public",
    tag: "listings",
    summary: "A seller's public profile",
    description:
      "a seller's public page, for anyone: `{seller: {id, full_name, is_verified, member_since, state, completed_deals, rating: {average, count}, verification: {document_type, verified_at} | null}, listings: [their 24 newest public listings], reviews: [their 10 latest reviews from buyers: {stars, comment, reviewer_name, listing_id, created_at}]}`, in one D1 batch; 404 `seller_not_found` for a buyer, an admin or an unknown id",
  },
];
