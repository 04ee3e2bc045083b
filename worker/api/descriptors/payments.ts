// Route descriptors (ADR 090): paying for an order through Gona (issue #36): payout accounts, the payment, the
// handover, disputes and their conversation, and the provider's webhook.
import { disputeBody, disputeMessageBody, handoverBody, payBody, payoutAccountBody } from "../market-schemas";
import type { RouteDescriptor } from "../route-descriptor";

export const PAYMENT_ROUTES: readonly RouteDescriptor[] = [
  {
    method: "GET",
    path: "/api/payments/banks",
    access: "public",
    tag: "payments",
    summary: "Banks a payout account can be in",
    description:
      "public → `[{code, name}]`: the banks a seller can be paid into, by the payment provider's codes, sorted by name (cacheable an hour); 502 `payment_provider_unavailable`, 503 `payments_unavailable`",
  },
  {
    method: "GET",
    path: "/api/users/payout-account",
    access: { roles: ["farmer", "supplier"] },
    refusal: "payout_account_sellers_only",
    tag: "payments",
    summary: "The seller's payout account",
    description:
      "farmers and suppliers → `{payout_account: {bank_code, bank_name, account_number_last4, account_name} | null}`; 403 `payout_account_sellers_only` for buyers and admins",
  },
  {
    method: "PUT",
    path: "/api/users/payout-account",
    body: payoutAccountBody,
    access: { roles: ["farmer", "supplier"] },
    refusal: "payout_account_sellers_only",
    tag: "payments",
    summary: "Set the seller's payout account",
    description:
      "farmers and suppliers, `{bank_code, account_number}` (10 digits; spaces and dashes are dropped) → `{payout_account}` with the holder's name from the bank's name enquiry, replacing any earlier account; 400 `account_number_format`, `bank_code_unknown`, `account_number_invalid` (the NUBAN check digit), 422 `account_not_resolved`, 429 `too_many_account_checks` (5 name enquiries a minute per seller), 502 `payment_provider_unavailable`, 403 `payout_account_sellers_only`",
  },
  {
    method: "DELETE",
    path: "/api/users/payout-account",
    access: { roles: ["farmer", "supplier"] },
    refusal: "payout_account_sellers_only",
    tag: "payments",
    summary: "Remove the payout account",
    description: "farmers and suppliers → 204: the payout account removed (204 too when there was none)",
  },
  {
    method: "GET",
    path: "/api/users/purchase-requests/:id/payment",
    access: "signed-in",
    tag: "payments",
    summary: "An order's payment, for its buyer or seller",
    description:
      "the order's buyer or seller → `{payment}` (its latest, any state; the seller's copy without `bank_transfer` and `checkout_url`); 404 `payment_not_found` when it has none, `purchase_request_not_found` to anyone else",
  },
  {
    method: "POST",
    path: "/api/users/purchase-requests/:id/payment",
    body: payBody,
    access: "signed-in",
    tag: "payments",
    summary: "Pay for an accepted order (its buyer)",
    description:
      'the order\'s buyer, on an accepted order whose seller has a payout account → 201 `{payment: {reference, status, amount, fee, fee_paid_by: "seller", currency: "NGN", bank_transfer: {account_number, bank_name, account_name, expires_at} | null, checkout_url}}` (a second call while pending: 200, the same payment); 403 `payment_buyer_only` (the seller), 404 to anyone else, 409 `payment_order_not_accepted` / `payment_seller_cannot_be_paid` / `payment_already_made`, 502 `payment_provider_unavailable` (ADR 083)',
  },
  {
    method: "POST",
    path: "/api/users/purchase-requests/:id/handover",
    body: handoverBody,
    access: "signed-in",
    tag: "payments",
    summary: "Release the held money with the buyer's handover code (the order's seller)",
    description:
      "the order's seller, `{code}` (the buyer's 6 digits) → the order, `completed` with `payment_status: \"released\"`, and the total less the fee transferred to the seller; 400 `handover_code_format` / `handover_code_wrong` (with `tries_left`), 429 `handover_locked` after 5 tries (no `Retry-After`), 403 `handover_seller_only`, 404 to anyone else, 409 `payment_not_held` (ADR 088)",
  },
  {
    method: "POST",
    path: "/api/users/purchase-requests/:id/dispute",
    access: "signed-in",
    tag: "payments",
    summary: "Report a problem with an order whose money is held (the order's buyer)",
    body: disputeBody,
    description:
      'the order\'s buyer, `{reason: not_received|not_as_described|damaged|wrong_quantity|other, details?}` → 201 the order, `payment_status: "disputed"`: the handover and the confirmation of receipt no longer release it (409 `payment_disputed`) until an admin decides; 403 `dispute_buyer_only`, 404 to anyone else, 409 `payment_not_held` / `dispute_already_open` (ADR 092)',
  },
  {
    method: "GET",
    path: "/api/users/purchase-requests/:id/dispute/messages",
    access: "signed-in",
    tag: "payments",
    summary: "A dispute's conversation (the order's buyer or seller)",
    description:
      "the order's buyer or seller → `{dispute: {id, status, reason}, messages: [{id, side: buyer|seller, author: {id, name}, message, created_at}]}`, oldest first; 404 `dispute_not_found` when the order has none, `purchase_request_not_found` to anyone else (ADR 098)",
  },
  {
    method: "POST",
    path: "/api/users/purchase-requests/:id/dispute/messages",
    access: "signed-in",
    tag: "payments",
    summary: "Write in a dispute's conversation (the order's buyer or seller, while it is open)",
    body: disputeMessageBody,
    description:
      "the order's buyer or seller, `{message}` (1 to 1,000 characters) → 201 the message; the other side is told (`payment.disputed`, stage `message`); 400 `dispute_message_required` / `dispute_message_too_long`, 404 `dispute_not_found` or, to anyone else, `purchase_request_not_found`, 409 `dispute_not_open` once decided (ADR 098)",
  },
  {
    method: "POST",
    path: "/api/payments/paystack/webhook",
    bodyMedia: "application/json",
    access: "provider",
    tag: "payments",
    summary: "Events from the payment provider (signed)",
    description:
      "Paystack's events, admitted by `x-paystack-signature` (hex HMAC-SHA512 of the raw body with `PAYSTACK_SECRET_KEY`; 401 `webhook_signature_invalid` otherwise); a verified `charge.success` holds the payment once; `transfer.success`, `transfer.failed` and `transfer.reversed` set a released payment's `transfer_status` to what the provider's transfer verify says; other events 200 (docs/payments.md)",
  },
];
