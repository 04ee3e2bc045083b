// Request bodies of the marketplace (listings and purchase requests), shared by the API and the forms that post them.
import { z } from "zod";
import { MAX_QUANTITY, MAX_REJECT_NOTE, MAX_UNIT_PRICE_NAIRA, QUANTITY_DECIMALS, REJECT_REASONS, REQUEST_STATUSES } from "../domain";
import { type ApiErrorCode, msg } from "../http/error-codes";
import {
  createNames,
  editNames,
  isEditable,
  LISTING_FIELD_SPECS,
  type ListingBody,
  type ListingFieldSpec,
  type ListingValueSpec,
} from "../listing-fields";
import { visibleText } from "../services/text";

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

const text = (max: number, tooLong: ApiErrorCode) => z.string().trim().max(max, msg(tooLong));

/** "" and null clear a value that may be cleared (an edit form sends every field); undefined leaves it as stored. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A value as its spec says, before optionality: its type, limits and their codes. */
function valueSchema(spec: ListingValueSpec): z.ZodType {
  switch (spec.type) {
    case "text":
      return text(spec.max, spec.tooLong);
    case "naira":
      return nairaAmount(spec);
    case "amount":
      return numeric(spec.notNumber)
        .refine((value) => Number.isFinite(value) && value >= 0, msg(spec.negative))
        .refine((value) => value <= spec.max, msg(spec.tooLarge))
        .refine((value) => hasDecimals(value, spec.decimals), msg(spec.tooPrecise));
    case "choice":
      return z.enum(spec.values as [string, ...string[]], msg(spec.invalid));
    case "date":
      return z.string().trim().refine(isCalendarDay, msg(spec.invalid));
  }
}

/** A field's schema in the create or the edit API, from its spec (ADR 080). */
function fieldSchema(spec: ListingFieldSpec, api: "create" | "edit"): z.ZodType {
  const { value, required } = spec;
  if (required && value.type === "text" && value.notVisible) {
    if (required.when === "always" || api === "create") {
      return visibleText(value.max, { required: required.code, tooLong: value.tooLong, notVisible: value.notVisible });
    }
  }
  if (required && (required.when === "always" || api === "create")) {
    // Missing, "" and null are refused with the field's own code; anything else not valid with the value's.
    const given = z.custom((sent) => sent !== undefined, msg(required.code));
    return z.preprocess(emptyToUndefined, given).pipe(valueSchema(value));
  }
  // Required on create only: an edit may leave it out but not blank it.
  if (required) return valueSchema(value).optional();
  if (spec.clearable) return z.preprocess(blankToNull, valueSchema(value).nullable().optional());
  return z.preprocess(emptyToUndefined, valueSchema(value).optional());
}

/** The create or edit body: every spelling of every field (only the editable ones for an edit), in the specs' order. */
export function listingBodySchema<K extends "create" | "edit">(api: K, specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS) {
  const shape: Record<string, z.ZodType> = {};
  for (const spec of specs) {
    if (api === "edit" && !isEditable(spec)) continue;
    for (const name of api === "create" ? createNames(spec) : editNames(spec)) shape[name] = fieldSchema(spec, api);
  }
  return z.strictObject(shape) as unknown as z.ZodObject<{ [N in keyof ListingBody<K>]-?: z.ZodType<ListingBody<K>[N]> }, z.core.$strict>;
}

/** The text fields of POST /api/listings/user/listing (the images travel beside them in the multipart body). */
export const createListingFields = listingBodySchema("create");

/** A field's spec by its name. */
function specNamed(name: string): ListingFieldSpec {
  const spec = (LISTING_FIELD_SPECS as readonly ListingFieldSpec[]).find((entry) => entry.name === name);
  if (!spec) throw new Error(`no listing field ${name}`);
  return spec;
}

/** PUT /api/listings/user/listings/{id}: the editable fields (snake_case price_unit; priceUnit also accepted). */
export const updateListingBody = listingBodySchema("edit").extend({
  // The quantity the edit form showed: orders accepted since then have changed it, so an unchanged field keeps theirs.
  quantity_seen: fieldSchema(specNamed("quantity"), "edit") as z.ZodType<number | undefined>,
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
