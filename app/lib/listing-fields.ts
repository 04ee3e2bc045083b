// A listing's fields, defined once: the create form, the My Listings edit form and the admin panel all read
// their order, labels, limits and wire names from here, so adding a field is one entry in LISTING_FIELDS.
import {
  INPUT_FIELD_NAMES,
  type InputFieldName,
  LISTING_CATEGORIES,
  MAX_QUANTITY,
  MAX_UNIT_PRICE_NAIRA,
  PRICE_UNITS,
} from "../../worker/domain";
import type { Language } from "../../worker/languages";
import { PRODUCT_SLUGS, PRODUCTS, productName } from "../../worker/products";
import { NIGERIAN_STATES, STATE_SLUGS } from "../../worker/states";
import type { Catalog } from "./i18n";
import type { Listing } from "./marketplace";

export type ListingFieldName = keyof Catalog["marketplace"]["listingFields"];

interface Common {
  name: ListingFieldName;
  /** The snake_case name the edit API (PUT) takes and listings come back with, when it differs from `name`. */
  editName?: string;
  /** The id stem My Listings uses (`<stem>-<listing id>`) when it differs from `name`. */
  editIdStem?: string;
  required?: boolean;
  /** Half-width: two half fields in a row share one line on wide screens. */
  half?: boolean;
}

export type ListingFieldDefinition = Common &
  (
    | { kind: "text"; maxLength: number }
    | { kind: "textarea"; maxLength: number; rows: number }
    | { kind: "number"; min: string; max: string; step: string }
    | { kind: "select"; values: readonly string[]; labels: "categories" | "units" | "states" | "products"; initial: string }
  );

/** In form order. The limits match the API's listing schema (title and location 120, description 5000, price and quantity bounds). */
export const LISTING_FIELDS: readonly ListingFieldDefinition[] = [
  { name: "title", kind: "text", maxLength: 120, required: true },
  { name: "description", kind: "textarea", maxLength: 5000, rows: 4 },
  {
    name: "category",
    kind: "select",
    required: true,
    initial: "crops",
    values: LISTING_CATEGORIES,
    labels: "categories",
  },
  // Crops and seeds name a product (the API refuses them without one); other categories leave it blank.
  { name: "product", kind: "select", initial: "", values: PRODUCT_SLUGS, labels: "products" },
  { name: "price", kind: "number", min: "0", max: String(MAX_UNIT_PRICE_NAIRA), step: "0.01", half: true },
  {
    name: "priceUnit",
    editName: "price_unit",
    editIdStem: "unit",
    kind: "select",
    initial: "kg",
    half: true,
    values: PRICE_UNITS,
    labels: "units",
  },
  { name: "quantity", kind: "number", min: "0", max: String(MAX_QUANTITY), step: "0.001", half: true },
  { name: "location", kind: "text", maxLength: 120, half: true },
  // Optional: left blank, the API takes the state the location names.
  { name: "state", kind: "select", initial: "", half: true, values: STATE_SLUGS, labels: "states" },
];

/** Which API a form posts to: create takes camelCase names, the edit API snake_case ones. */
export type ListingFieldNaming = "create" | "edit";

export const listingWireName = (field: ListingFieldDefinition, naming: ListingFieldNaming) =>
  naming === "edit" ? (field.editName ?? field.name) : field.name;

/** The form label of a field. */
export const listingFieldLabel = (t: Catalog, name: ListingFieldName): string => t.marketplace.listingFields[name].label;

/** A text field's example value, if it has one. */
export function listingFieldPlaceholder(t: Catalog, name: ListingFieldName): string | undefined {
  const entry: { label: string; placeholder?: string } = t.marketplace.listingFields[name];
  return entry.placeholder;
}

/** The short label of a field, for table headers and fact lists. */
export function listingFieldShortLabel(t: Catalog, name: ListingFieldName): string {
  const entry: { label: string; short?: string } = t.marketplace.listingFields[name];
  return entry.short ?? entry.label;
}

/** A select field's choices: the API's values, each labelled in the catalog's language (states by their proper names). */
export function listingFieldOptions(
  t: Catalog,
  field: Extract<ListingFieldDefinition, { kind: "select" }>,
  language: Language = "en",
): { value: string; label: string }[] {
  if (field.labels === "products") {
    // Product names are crop names in worker/products.ts (one list for the API and the forms); the placeholder asks.
    const choose = t.marketplace.listingFields.product.placeholder;
    return [
      { value: "", label: choose },
      ...PRODUCTS.map((product) => ({ value: product.slug, label: productName(product.slug, language) })),
    ];
  }
  if (field.labels === "states") {
    return [
      { value: "", label: t.marketplace.search.chooseState },
      ...NIGERIAN_STATES.map((state) => ({ value: state.slug, label: state.name })),
    ];
  }
  const labels: Record<string, string> = t.marketplace[field.labels];
  return field.values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** A form's values: the listing fields, and the registration details of seeds and chemicals (same name in both APIs). */
export type ListingFieldValues = Partial<Record<ListingFieldName | InputFieldName, string>>;

/** A stored listing as the edit form's starting values (the API answers with the edit API's names). */
export function listingFieldValues(listing: Listing): ListingFieldValues {
  const stored = listing as unknown as Record<string, unknown>;
  const values: ListingFieldValues = {};
  for (const field of LISTING_FIELDS) {
    const value = stored[listingWireName(field, "edit")];
    values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  for (const name of INPUT_FIELD_NAMES) values[name] = stored[name] == null ? "" : String(stored[name]);
  return values;
}

/** A posted form's listing values (by either API's names), to refill the form after a refusal. */
export function listingFieldValuesFrom(form: FormData, naming: ListingFieldNaming): ListingFieldValues {
  const values: ListingFieldValues = {};
  for (const field of LISTING_FIELDS) {
    const value = form.get(listingWireName(field, naming));
    if (typeof value === "string") values[field.name] = value;
  }
  for (const name of INPUT_FIELD_NAMES) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
