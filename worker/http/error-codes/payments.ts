// Payments: a seller's payout account (PRODUCT.md "Payments", ADR 082), paying for an order and the provider's
// webhooks (ADR 083).
export const PAYMENT_ERRORS = {
  payout_account_sellers_only: "Only farmers and suppliers can add a bank account to be paid into",
  bank_code_unknown: "Choose your bank from the list",
  account_number_format: "Enter the 10-digit account number (NUBAN)",
  account_number_invalid: "This account number is not valid at the bank you chose. Check the 10 digits and the bank.",
  account_not_resolved: "Your bank could not find this account. Check the number and the bank.",
  payment_provider_unavailable: "We could not reach the payment provider. Please try again in a few minutes.",
  payments_unavailable: "Payments are not set up on this server",

  // Paying for an order, and the provider's webhooks.
  payment_buyer_only: "Only the buyer pays for an order",
  payment_order_not_accepted: "Only an order the seller has accepted can be paid",
  payment_seller_cannot_be_paid: "This seller does not take payment through Gona yet. Pay them as you agree.",
  payment_already_made: "This order is already paid",
  payment_amount_invalid: "This order's total cannot be paid through Gona",
  payment_not_found: "This order has no payment yet",
  webhook_signature_invalid: "The signature is missing or wrong",

  // Releasing the money at the handover (ADR 088).
  handover_seller_only: "Only the seller enters the buyer's code",
  handover_code_format: "Enter the buyer's 6-digit code",
  handover_code_wrong: "This is not the buyer's code. Check it with the buyer.",
  handover_locked: "Too many wrong codes for this order. The buyer can still confirm they received the goods.",
  payment_not_held: "No payment is held for this order",
  order_payment_in_progress:
    "This order cannot be cancelled while its payment is open or the money is held. Confirm receipt when the goods arrive, or contact Gona.",

  // Disputes and refunds (ADR 092).
  dispute_buyer_only: "Only the buyer can report a problem with an order's payment",
  dispute_reason_invalid: "Choose what went wrong",
  dispute_details_too_long: "Keep the details under 1,000 characters",
  dispute_already_open: "A problem with this order's payment is already reported. An admin is looking at it.",
  payment_disputed: "The buyer reported a problem with this order. The money stays held until an admin decides.",
  dispute_not_found: "No such dispute",
  dispute_already_resolved: "This dispute is already decided",
  refund_not_retryable: "This refund is not waiting to be tried again: only a failed refund is retried, once at a time",
  refund_retries_exhausted: "This refund was tried again as often as Gona allows. Refund the buyer from the provider's dashboard.",
  dispute_action_invalid: "Choose release or refund",
  dispute_amount_invalid: "Enter an amount in naira above zero, with at most 2 decimals",
  dispute_amount_too_large: "The refund cannot be more than the buyer paid for the order",
  dispute_amount_only_when_refunding: "An amount is only given with a refund",
  dispute_note_required: "Write a note explaining the decision",
  dispute_status_invalid: "Choose open, released or refunded",
  dispute_note_too_long: "Keep the note under 1,000 characters",
  dispute_not_open: "This dispute is decided: no more messages can be added",
  dispute_message_required: "Write a message",
  dispute_message_too_long: "Keep the message under 1,000 characters",

  // Payouts the admin sends again (ADR 096).
  payout_not_found: "No such payout",
  payout_not_retryable: "This payout cannot be sent again: it was paid, is on its way, or is being retried already",
} as const;
