// Orders: purchase requests and the moves on them, and the ratings a completed order earns.
import { MAX_UNIT_PRICE_NAIRA } from "../../domain";

export const ORDER_ERRORS = {
  purchase_request_not_found: "Purchase request not found",
  request_status_invalid: "Status must be accepted, rejected, completed or cancelled",
  request_status_change_not_allowed: "This request cannot be moved to that status",
  request_changed_meanwhile: "This request was changed meanwhile; reload and try again",
  listing_stock_changed: "Orders changed this listing's quantity while you were editing; check it and save again",
  buyers_only: "Only buyers can send purchase requests",
  own_listing_request: "You cannot send a purchase request on your own listing",
  listing_frozen: "This listing is frozen and is not taking requests",
  listing_not_open: "This listing is not open for requests",
  quantity_exceeds_stock: "Not that much is available on this listing",
  request_already_open: "You already have an open request on this listing",
  request_move_not_yours: "The other side of this order makes that move",
  not_enough_stock: "Not enough is left on this listing to accept this request",
  listing_sold_out: "This listing is sold out",
  reject_reason_invalid: "Reason must be out_of_stock, price_too_low, cannot_deliver or other",
  reject_note_too_long: "The note must be at most 500 characters",
  reason_only_when_rejecting: "A reason and note go only with a rejection",
  listing_not_pausable: "Only a live listing can be paused",
  listing_not_paused: "This listing is not paused",
  purchase_message_too_long: "Message must be at most 1000 characters",
  offered_price_not_number: "Offered price must be a number",
  offered_price_negative: "Offered price must be 0 or more",
  offered_price_too_large: `Offered price must be at most ₦${MAX_UNIT_PRICE_NAIRA.toLocaleString("en-US")}`,

  // Ratings, and the seller page they show on.
  stars_invalid: "Stars must be a whole number from 1 to 5",
  rating_comment_too_long: "The comment is too long (at most 500 characters)",
  rating_needs_completed_order: "Only a completed order can be rated",
  rating_already_given: "You have already rated this order; you can change your rating instead",
  rating_not_found: "You have not rated this order yet",
  rating_edit_window_closed: "A rating can only be changed within 14 days",
  seller_not_found: "Seller not found",
} as const;
