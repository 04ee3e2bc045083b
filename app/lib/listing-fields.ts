// The listing forms' fields (the create form, the My Listings edit form and the admin panel read their order, labels,
// limits and wire names from here), derived from the one definition of a listing's fields, LISTING_FIELD_SPECS in
// worker/listing-fields.ts (ADR 080): a field added there appears here with the limits the API enforces.
import { INPUT_FIELD_NAMES, type InputFieldName, MAX_UNIT_PRICE_NAIRA } from "../../worker/domain";
import type { Language } from "../../worker/languages";
import {
  createNames,
  editNames,
  LISTING_FIELD_SPECS,
  type ListingFieldSpec,
  type ListingFieldSpecs,
  type ListingFormSpec,
} from "../../worker/listing-fields";
import { PRODUCTS, productName } from "../../worker/products";
import { NIGERIAN_STATES } from "../../worker/states";
import type { Catalog } from "./i18n";
import type { Listing } from "./marketplace";

export type ListingFieldName = keyof Catalog["marketplace"]["listingFields"];

/** The names of the fields the forms draw: each needs its label in every catalog (a missing one fails to compile). */
type DrawnName = Extract<ListingFieldSpecs[number], { form: object }>["name"];
const LABELLED: Record<DrawnName, unknown> = {} as Catalog["marketplace"]["listingFields"];
void LABELLED;

interface Common {
  name: ListingFieldName;
  /** The names the create and edit APIs take for it (forms post the first). */
  wire: { create: string; edit: string };
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
    | { kind: "date" }
    | { kind: "select"; values: readonly string[]; labels: "categories" | "units" | "states" | "products"; initial: string }
  );

/** A drawn field as the form components take it: the spec's control with the value's limits. */
function formField(spec: ListingFieldSpec, form: ListingFormSpec): ListingFieldDefinition {
  const common: Common = {
    name: spec.name as ListingFieldName,
    wire: { create: createNames(spec)[0] ?? spec.name, edit: editNames(spec)[0] ?? spec.name },
    ...(form.control === "select" && form.idStem ? { editIdStem: form.idStem } : {}),
    ...(spec.required ? { required: true } : {}),
    ...("half" in form && form.half ? { half: true } : {}),
  };
  const value = spec.value;
  if ((form.control === "text" || form.control === "textarea") && value.type === "text") {
    return form.control === "text"
      ? { ...common, kind: "text", maxLength: value.max }
      : { ...common, kind: "textarea", maxLength: value.max, rows: form.rows };
  }
  if (form.control === "number" && value.type === "naira")
    return { ...common, kind: "number", min: "0", max: String(MAX_UNIT_PRICE_NAIRA), step: "0.01" };
  if (form.control === "number" && value.type === "amount") {
    return { ...common, kind: "number", min: "0", max: String(value.max), step: (10 ** -value.decimals).toFixed(value.decimals) };
  }
  if (form.control === "date" && value.type === "date") return { ...common, kind: "date" };
  if (form.control === "select" && value.type === "choice") {
    return { ...common, kind: "select", values: value.values, labels: form.labels, initial: form.initial };
  }
  throw new Error(`listing field ${spec.name}: a ${form.control} cannot hold a ${value.type}`);
}

/** In form order, with the limits the API enforces (they are the same facts). */
export const listingFormFields = (specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS): ListingFieldDefinition[] =>
  specs.flatMap((spec) => (spec.form ? [formField(spec, spec.form)] : []));
export const LISTING_FIELDS: readonly ListingFieldDefinition[] = listingFormFields();

/** Which API a form posts to: create takes camelCase names, the edit API snake_case ones. */
export type ListingFieldNaming = "create" | "edit";

export const listingWireName = (field: ListingFieldDefinition, naming: ListingFieldNaming) => field.wire[naming];

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
