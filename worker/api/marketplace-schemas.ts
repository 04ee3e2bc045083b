// Request bodies of the marketplace (listings and purchase requests), shared by the API and the forms that post them.
import { z } from "zod";
import { LISTING_CATEGORIES, MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA, PRICE_UNITS, QUANTITY_DECIMALS, REQUEST_STATUSES } from "../domain";
import { visibleText } from "../services/text";

/** A number sent as JSON or as form text ("" means not given). */
const numeric = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z.number({ error: `${label} must be a number` }),
  );

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** At most `places` decimal places; the tolerance absorbs binary fractions such as 0.1 + 0.2. */
const hasDecimals = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** A price per unit in naira: 0 to MAX_UNIT_PRICE_NAIRA (stored as whole kobo). */
export const nairaAmount = (label: string) =>
  numeric(label)
    .refine((value) => Number.isFinite(value) && value >= 0, `${label} must be 0 or more`)
    .refine((value) => value <= MAX_UNIT_PRICE_NAIRA, `${label} must be at most ₦${MAX_UNIT_PRICE_NAIRA.toLocaleString("en-US")}`);

const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`;
const QUANTITY_DECIMALS_MESSAGE = `Quantity can have at most ${QUANTITY_DECIMALS} decimal places`;

const quantityField = numeric("Quantity")
  .refine((value) => Number.isFinite(value) && value >= 0, "Quantity must be 0 or more")
  .refine((value) => value <= MAX_QUANTITY, QUANTITY_TOO_LARGE)
  .refine((value) => hasDecimals(value, QUANTITY_DECIMALS), QUANTITY_DECIMALS_MESSAGE);

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const listingTitle = visibleText("Title", 120);

export const listingCategory = z.enum(LISTING_CATEGORIES, { error: "Category must be one of the six categories" });
export const priceUnit = z.enum(PRICE_UNITS, { error: "Unit must be one of kg, ton, bag, piece, hour, day, month, acre" });

/** The text fields of POST /api/listings/user/listing (the images travel beside them in the multipart body). */
export const createListingFields = z.strictObject({
  title: listingTitle,
  description: z.preprocess(emptyToUndefined, text(5000, "Description").optional()),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(LISTING_CATEGORIES, {
      error: (issue) => (issue.input === undefined ? "Category is required" : "Category must be one of the six categories"),
    }),
  ),
  price: z.preprocess(emptyToUndefined, nairaAmount("Price").optional()),
  priceUnit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  quantity: z.preprocess(emptyToUndefined, quantityField.optional()),
  location: z.preprocess(emptyToUndefined, text(120, "Location").optional()),
});

/** PUT /api/listings/user/listings/{id}: the editable fields (snake_case price_unit; priceUnit also accepted). */
export const updateListingBody = z.strictObject({
  title: listingTitle,
  description: z.preprocess(emptyToUndefined, text(5000, "Description").optional()),
  location: z.preprocess(emptyToUndefined, text(120, "Location").optional()),
  category: listingCategory.optional(),
  price: z.preprocess(emptyToUndefined, nairaAmount("Price").optional()),
  price_unit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  priceUnit: z.preprocess(emptyToUndefined, priceUnit.optional()),
  quantity: z.preprocess(emptyToUndefined, quantityField.optional()),
});

export const purchaseRequestBody = z.strictObject({
  quantity: z.preprocess(
    (value) => {
      if (value === "" || value === null) return undefined;
      return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? "Quantity is required" : "Quantity must be a number") })
      .refine((value) => Number.isFinite(value) && value > 0, "Quantity must be more than 0")
      .refine((value) => value <= MAX_QUANTITY, QUANTITY_TOO_LARGE)
      .refine((value) => hasDecimals(value, QUANTITY_DECIMALS), QUANTITY_DECIMALS_MESSAGE),
  ),
  offeredPrice: z.preprocess(emptyToUndefined, nairaAmount("Offered price").optional()),
  message: z.preprocess(emptyToUndefined, text(1000, "Message").optional()),
});

export const requestStatusBody = z.strictObject({
  status: z.enum(REQUEST_STATUSES, { error: "Status must be accepted, rejected or completed" }),
});

/** Naira (as the API speaks) to kobo (as D1 stores). */
export const toKobo = (naira: number) => Math.round(naira * 100);
