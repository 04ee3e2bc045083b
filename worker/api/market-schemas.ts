// Request bodies of the market routes that only the API reads (a listing's photo order, price alerts, the payout
// account, paying and the handover), shared by their handlers and the route book (worker/api/descriptors/market.ts):
// one schema, read by both (ADR 094). The listing and purchase-request bodies the forms share are in marketplace-schemas.ts.
import { z } from "zod";
import { DISPUTE_REASONS } from "../db/schema";
import { MAX_LISTING_IMAGES, PRICE_UNITS } from "../domain";
import { msg } from "../http/error-codes";
import { PRODUCT_SLUGS } from "../products";
import { STATE_SLUGS } from "../states";

export const imageOrderBody = z.strictObject({
  image_ids: z
    .array(
      z.number(msg("image_order_mismatch")).int(msg("image_order_mismatch")).positive(msg("image_order_mismatch")),
      msg("image_order_mismatch"),
    )
    .max(MAX_LISTING_IMAGES, msg("image_order_mismatch")),
});

export const priceAlertBody = z.strictObject({
  product: z.enum(PRODUCT_SLUGS, msg("product_invalid")),
  unit: z.enum(PRICE_UNITS, msg("price_unit_invalid")),
  /** Absent, null or empty: all of Nigeria. */
  state: z.union([z.enum(STATE_SLUGS), z.literal(""), z.null()], msg("state_invalid")).optional(),
  threshold_pct: z
    .number(msg("price_alert_threshold_invalid"))
    .int(msg("price_alert_threshold_invalid"))
    .min(1, msg("price_alert_threshold_invalid"))
    .max(100, msg("price_alert_threshold_invalid")),
});

export const payoutAccountBody = z.strictObject({
  bank_code: z.string(msg("bank_code_unknown")).trim().min(1, msg("bank_code_unknown")).max(16, msg("bank_code_unknown")),
  // People write account numbers in groups ("0123 456 785"); the digits are what count.
  account_number: z
    .string(msg("account_number_format"))
    .max(32, msg("account_number_format"))
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{10}$/, msg("account_number_format"))),
});

/** No fields today: a body, when sent, must be an empty object (a later choice of channel would go here). */
export const payBody = z.strictObject({});

export const handoverBody = z.strictObject({
  // Read aloud or off a phone: spaces between the digits are forgiven.
  code: z
    .string(msg("handover_code_format"))
    .max(32, msg("handover_code_format"))
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, msg("handover_code_format"))),
});

/** Longest details a buyer may write with a dispute, and an admin's note on the decision. */
export const MAX_DISPUTE_TEXT = 1000;

export const disputeBody = z.strictObject({
  reason: z.enum(DISPUTE_REASONS, msg("dispute_reason_invalid")),
  details: z
    .string(msg("dispute_details_too_long"))
    .trim()
    .max(MAX_DISPUTE_TEXT, msg("dispute_details_too_long"))
    .optional()
    .transform((value) => value || null),
});

/** A side's message in a dispute's conversation (ADR 098): 1 to 1,000 characters once trimmed. */
export const disputeMessageBody = z.strictObject({
  message: z
    .string(msg("dispute_message_required"))
    .trim()
    .min(1, msg("dispute_message_required"))
    .max(MAX_DISPUTE_TEXT, msg("dispute_message_too_long")),
});
