// Request bodies of the marketplace (listings and purchase requests), shared by the API and the forms that post them.
import { z } from "zod";
import {
  LISTING_CATEGORIES,
  MAX_QUANTITY,
  MAX_REJECT_NOTE,
  MAX_UNIT_PRICE_NAIRA,
  PRICE_UNITS,
  QUANTITY_DECIMALS,
  REJECT_REASONS,
  REQUEST_STATUSES,
} from "../domain";
import { type ApiErrorCode, msg } from "../http/error-codes";
import { PRODUCT_SLUGS } from "../products";
import { inputDetailFields } from "../services/genuine-inputs";
import { visibleText } from "../services/text";
import { STATE_SLUGS } from "../states";

/**
 * A number sent as JSON or as form text. With `required`, "" and null mean not given and are refused with that code;
 * without it, the caller decides what "" means.
 */
const numeric = (notNumber: ApiErrorCode, required?: ApiErrorCode) =>
  z.preprocess(
    (value) => {
      if (required && (value === "" || value === null)) return undefined;
      return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z.number({ error: (issue) => msg(required && issue.input === undefined ? required : notNumber) }),
  );

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** At most `places` decimal places; the tolerance absorbs binary fractions such as 0.1 + 0.2. */
const hasDecimals = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** A price per unit in naira: 0 to MAX_UNIT_PRICE_NAIRA (stored as whole kobo). */
export const nairaAmount = (codes: { notNumber: ApiErrorCode; negative: ApiErrorCode; tooLarge: ApiErrorCode }) =>
  numeric(codes.notNumber)
    .refine((value) => Number.isFinite(value) && value >= 0, msg(codes.negative))
    .refine((value) => value <= MAX_UNIT_PRICE_NAIRA, msg(codes.tooLarge));

const price = nairaAmount({ notNumber: "price_not_number", negative: "price_negative", tooLarge: "price_too_large" });

const quantityField = numeric("quantity_not_number")
  .refine((value) => Number.isFinite(value) && value >= 0, msg("quantity_negative"))
  .refine((value) => value <= MAX_QUANTITY, msg("quantity_too_large"))
  .refine((value) => hasDecimals(value, QUANTITY_DECIMALS), msg("quantity_too_precise"));

const text = (max: number, tooLong: ApiErrorCode) => z.string().trim().max(max, msg(tooLong));

export const listingTitle = visibleText(120, {
  required: "title_required",
  tooLong: "listing_title_too_long",
  notVisible: "title_not_visible",
});

/** A state slug; optional everywhere (the API derives it from the location when absent). */
const listingState = z.preprocess(emptyToUndefined, z.enum(STATE_SLUGS, msg("state_invalid")).optional());

/** A product slug; whether the listing's category takes it is the handler's check (checkListingProduct). */
const listingProduct = z.preprocess(emptyToUndefined, z.enum(PRODUCT_SLUGS, msg("product_invalid")).optional());

export const listingCategory = z.enum(LISTING_CATEGORIES, msg("category_invalid"));
export const priceUnit = z.enum(PRICE_UNITS, msg("price_unit_invalid"));

/** The text fields of POST /api/listings/user/listing (the images travel beside them in the multipart body). */
export const createListingFields = z.strictObject({
  title: listingTitle,
  description: z.preprocess(emptyToUndefined, text(5000, "description_too_long").optional()),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(LISTING_CATEGORIES, {
      error: (issue) => msg(issue.input === undefined ? "category_required" : "category_invalid"),
    }),
  ),
  price: z.preprocess(emptyToUndefined, price.optional()),
  priceUnit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  quantity: z.preprocess(emptyToUndefined, quantityField.optional()),
  location: z.preprocess(emptyToUndefined, text(120, "listing_location_too_long").optional()),
  state: listingState,
  // Genuine inputs (seeds and chemicals; rules per category in services/genuine-inputs.ts).
  ...inputDetailFields,
  product: listingProduct,
});

/** PUT /api/listings/user/listings/{id}: the editable fields (snake_case price_unit; priceUnit also accepted). */
export const updateListingBody = z.strictObject({
  title: listingTitle,
  description: z.preprocess(emptyToUndefined, text(5000, "description_too_long").optional()),
  location: z.preprocess(emptyToUndefined, text(120, "listing_location_too_long").optional()),
  category: listingCategory.optional(),
  price: z.preprocess(emptyToUndefined, price.optional()),
  price_unit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  priceUnit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  quantity: z.preprocess(emptyToUndefined, quantityField.optional()),
  // The quantity the edit form showed: orders accepted since then have changed it, so an unchanged field keeps theirs.
  quantity_seen: z.preprocess(emptyToUndefined, quantityField.optional()),
  state: listingState,
  // Genuine inputs (seeds and chemicals; rules per category in services/genuine-inputs.ts).
  ...inputDetailFields,
  product: listingProduct,
});

export const purchaseRequestBody = z.strictObject({
  quantity: numeric("quantity_not_number", "quantity_required")
    .refine((value) => Number.isFinite(value) && value > 0, msg("quantity_not_positive"))
    .refine((value) => value <= MAX_QUANTITY, msg("quantity_too_large"))
    .refine((value) => hasDecimals(value, QUANTITY_DECIMALS), msg("quantity_too_precise")),
  offeredPrice: z.preprocess(
    emptyToUndefined,
    nairaAmount({
      notNumber: "offered_price_not_number",
      negative: "offered_price_negative",
      tooLarge: "offered_price_too_large",
    }).optional(),
  ),
  message: z.preprocess(emptyToUndefined, text(1000, "purchase_message_too_long").optional()),
});

/** PUT /api/users/purchase-requests/{id}: the move, and for a rejection an optional reason and note. */
export const requestStatusBody = z.strictObject({
  status: z.enum(REQUEST_STATUSES, msg("request_status_invalid")),
  reason: z.preprocess(emptyToUndefined, z.enum(REJECT_REASONS, msg("reject_reason_invalid")).optional()),
  note: z.preprocess(emptyToUndefined, text(MAX_REJECT_NOTE, "reject_note_too_long").optional()),
});

/** Naira (as the API speaks) to kobo (as D1 stores). */
export const toKobo = (naira: number) => Math.round(naira * 100);
