// A listing's fields, each defined once (ADR 080): its names on the wire, its stored column, its value's type and
// limits with their error codes, whether an edit may change it, and how the listing forms draw it. The API's create
// and edit schemas (worker/api/marketplace-schemas.ts), the multipart form's accepted names, the stored columns of a
// create and an edit, the listing's answer (worker/services/listing-dtos.ts) and the page forms
// (app/lib/listing-fields.ts) are all derived from LISTING_FIELD_SPECS. Plain data with no zod, so pages import it too.
import type { listings } from "./db/schema";
import { LISTING_CATEGORIES, MAX_QUANTITY, PRICE_UNITS, QUANTITY_DECIMALS, REGISTRATION_BODIES } from "./domain";
import type { ApiErrorCode } from "./http/error-codes";
import { PRODUCT_SLUGS } from "./products";
import { STATE_SLUGS } from "./states";

type ListingRow = typeof listings.$inferSelect;

/** What a field's value is, with the codes its refusals carry (a new field may use the generic ones). */
export type ListingValueSpec =
  /** Text, trimmed; `notVisible`: refused unless it has a visible letter or digit (and then required). */
  | { type: "text"; max: number; tooLong: ApiErrorCode; notVisible?: ApiErrorCode }
  /** Naira as the API speaks (0 to MAX_UNIT_PRICE_NAIRA), stored as whole kobo. */
  | { type: "naira"; notNumber: ApiErrorCode; negative: ApiErrorCode; tooLarge: ApiErrorCode }
  /** A number from 0 to `max` with at most `decimals` places. */
  | {
      type: "amount";
      max: number;
      decimals: number;
      notNumber: ApiErrorCode;
      negative: ApiErrorCode;
      tooLarge: ApiErrorCode;
      tooPrecise: ApiErrorCode;
    }
  /** One of `values`. */
  | { type: "choice"; values: readonly string[]; invalid: ApiErrorCode }
  /** A calendar day written YYYY-MM-DD. */
  | { type: "date"; invalid: ApiErrorCode };

/** How the listing forms draw a field (its label is `marketplace.listingFields.<name>` in each catalog). */
export type ListingFormSpec =
  | { control: "text"; half?: boolean }
  | { control: "textarea"; rows: number }
  | { control: "number"; half?: boolean }
  | { control: "date"; half?: boolean }
  | { control: "select"; labels: "categories" | "units" | "states" | "products"; initial: string; half?: boolean; idStem?: string };

export interface ListingFieldSpec {
  /** The field's name: its catalog label and form value key and, for every field added from now on, its one name on the wire. */
  readonly name: string;
  /** Older fields' spellings where they differ from `name`: what create and edit accept (forms post the first) and the answer's key. */
  readonly wire?: { readonly create?: readonly string[]; readonly edit?: readonly string[]; readonly answer?: string };
  /** The listings column it is stored in. */
  readonly column: keyof ListingRow & keyof typeof listings.$inferInsert;
  readonly value: ListingValueSpec;
  /** "always": create and edit refuse it missing; "create": create refuses it missing, an edit may leave it out (not blank it). */
  readonly required?: { readonly when: "always" | "create"; readonly code: ApiErrorCode };
  /** "" and null clear the stored value (null); without it "" means not given. */
  readonly clearable?: boolean;
  /** What a create that leaves it out stores (default: null). */
  readonly createDefault?: string | number;
  /** Stored by a rule of the listing handlers (named here) rather than as sent: the derived mappings leave it out. */
  readonly rule?: string;
  /** Whether the owner's edit (PUT) may change it; default true. */
  readonly editable?: boolean;
  /** How the listing forms draw it; absent: not drawn by the listing fields (the registration details have their own group). */
  readonly form?: ListingFormSpec;
}

const detailText = (max: number, tooLong: ApiErrorCode) => ({ type: "text", max, tooLong }) as const;

/** In form order; a new field is one entry here (plus its column, its migration and its label in the five catalogs). */
export const LISTING_FIELD_SPECS = [
  {
    name: "title",
    column: "title",
    value: { type: "text", max: 120, tooLong: "listing_title_too_long", notVisible: "title_not_visible" },
    required: { when: "always", code: "title_required" },
    form: { control: "text" },
  },
  {
    name: "description",
    column: "description",
    value: { type: "text", max: 5000, tooLong: "description_too_long" },
    createDefault: "",
    form: { control: "textarea", rows: 4 },
  },
  {
    name: "category",
    column: "category",
    value: { type: "choice", values: LISTING_CATEGORIES, invalid: "category_invalid" },
    required: { when: "create", code: "category_required" },
    form: { control: "select", labels: "categories", initial: "crops" },
  },
  // Crops and seeds name a product (the API refuses them without one); other categories leave it blank.
  {
    name: "product",
    column: "product",
    value: { type: "choice", values: PRODUCT_SLUGS, invalid: "product_invalid" },
    rule: "crops and seeds need one of their category, others none (checkListingProduct)",
    form: { control: "select", labels: "products", initial: "" },
  },
  {
    name: "price",
    column: "priceKobo",
    value: { type: "naira", notNumber: "price_not_number", negative: "price_negative", tooLarge: "price_too_large" },
    createDefault: 0,
    form: { control: "number", half: true },
  },
  {
    name: "priceUnit",
    wire: { create: ["priceUnit"], edit: ["price_unit", "priceUnit"], answer: "price_unit" },
    column: "priceUnit",
    value: { type: "choice", values: PRICE_UNITS, invalid: "price_unit_invalid" },
    createDefault: "kg",
    form: { control: "select", labels: "units", initial: "kg", half: true, idStem: "unit" },
  },
  {
    name: "quantity",
    column: "quantity",
    value: {
      type: "amount",
      max: MAX_QUANTITY,
      decimals: QUANTITY_DECIMALS,
      notNumber: "quantity_not_number",
      negative: "quantity_negative",
      tooLarge: "quantity_too_large",
      tooPrecise: "quantity_too_precise",
    },
    rule: "an edit that left the quantity shown keeps what orders made of it (quantity_seen)",
    form: { control: "number", half: true },
  },
  {
    name: "location",
    column: "location",
    value: { type: "text", max: 120, tooLong: "listing_location_too_long" },
    createDefault: "",
    form: { control: "text", half: true },
  },
  // Optional: left blank, the API takes the state the location names.
  {
    name: "state",
    column: "state",
    value: { type: "choice", values: STATE_SLUGS, invalid: "state_invalid" },
    rule: "left out, the state the location names (stateFromLocation)",
    form: { control: "select", labels: "states", initial: "", half: true },
  },
  // Genuine inputs: seeds' and chemicals' registration details (rules per category in services/genuine-inputs.ts).
  ...(
    [
      ["registration_number", "registrationNumber", detailText(60, "registration_number_too_long")],
      ["registration_body", "registrationBody", { type: "choice", values: REGISTRATION_BODIES, invalid: "registration_body_invalid" }],
      ["manufacturer", "manufacturer", detailText(120, "manufacturer_too_long")],
      ["batch_number", "batchNumber", detailText(60, "batch_number_too_long")],
      ["expiry_date", "expiryDate", { type: "date", invalid: "expiry_date_invalid" }],
      ["variety", "variety", detailText(120, "variety_too_long")],
    ] as const
  ).map(([name, column, value]) => ({ name, column, value, clearable: true, rule: "checkInputDetails" }) as const),
] as const satisfies readonly ListingFieldSpec[];

export type ListingFieldSpecs = typeof LISTING_FIELD_SPECS;
type Spec = ListingFieldSpecs[number];

/** The names each API accepts for a field, the name its form posts first, and its key in answers. */
export const createNames = (spec: ListingFieldSpec): readonly string[] => spec.wire?.create ?? [spec.name];
export const editNames = (spec: ListingFieldSpec): readonly string[] => spec.wire?.edit ?? [spec.name];
export const answerName = (spec: ListingFieldSpec): string => spec.wire?.answer ?? spec.name;
export const isEditable = (spec: ListingFieldSpec) => spec.editable !== false;

/** Every name the create API (multipart form) accepts for a listing field. */
export const createFieldNames = (specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS): readonly string[] => specs.flatMap(createNames);
export const CREATE_FIELD_NAMES = createFieldNames();

// The types the specs give, so the derived schemas, mappings and answers are typed field by field.
type Wire<S, K extends "create" | "edit"> = S extends { wire: { [P in K]: readonly (infer N)[] } }
  ? N
  : S extends { name: infer N }
    ? N
    : never;
type AnswerKey<S> = S extends { wire: { answer: infer N } } ? N : S extends { name: infer N } ? N : never;
type ValueOf<V> = V extends { type: "choice"; values: readonly (infer T)[] } ? T : V extends { type: "naira" | "amount" } ? number : string;
/** A field's parsed value in a request: null only where blank clears it. */
export type SentValue<S> = S extends { value: infer V; clearable: true }
  ? ValueOf<V> | null
  : S extends { value: infer V }
    ? ValueOf<V>
    : never;
type IsRequired<S, K extends "create" | "edit"> = S extends { required: { when: infer W } }
  ? K extends "create"
    ? true
    : W extends "always"
      ? true
      : false
  : false;

/** A parsed create or edit body: each spelling of each field. */
export type ListingBody<K extends "create" | "edit"> = {
  [S in Spec as IsRequired<S, K> extends true ? Wire<S, K> : never]: SentValue<S>;
} & { [S in Spec as IsRequired<S, K> extends true ? never : Wire<S, K>]?: SentValue<S> };

/** The listing's fields as every answer shows them (price in naira, the rest as stored). */
export type ListingFieldsAnswer = {
  [S in Spec as AnswerKey<S>]: S extends { value: { type: "naira" } } ? number : ListingRow[S["column"]];
};

type Column<S> = S extends { column: infer C } ? C : never;
/** The columns a create stores from the fields (those with a rule come from the handler). */
export type NewListingFields = Pick<typeof listings.$inferInsert, Column<Spec>>;
/** The columns an edit may change. */
export type ListingFieldsEdit = Partial<Pick<ListingRow, Column<Exclude<Spec, { editable: false }>>>>;
type RuleColumn = Column<Extract<Spec, { rule: string }>>;

const toStored = (spec: ListingFieldSpec, value: unknown) => (spec.value.type === "naira" ? Math.round((value as number) * 100) : value);

/** The first spelling of `names` the body carries (undefined: none). */
function sent(body: Record<string, unknown>, names: readonly string[]) {
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

/** The columns a create stores as sent, with their defaults; the handler adds the fields with a rule. */
export function createColumns(
  body: ListingBody<"create">,
  specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS,
): Omit<NewListingFields, RuleColumn> {
  const columns: Record<string, unknown> = {};
  for (const spec of specs) {
    if (spec.rule) continue;
    const value = sent(body, createNames(spec)) ?? spec.createDefault ?? null;
    columns[spec.column] = value === null ? null : toStored(spec, value);
  }
  return columns as Omit<NewListingFields, RuleColumn>;
}

/** The columns an edit changes as sent (fields left out stay); the handler adds the fields with a rule. */
export function editColumns(
  body: ListingBody<"edit">,
  specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS,
): Omit<ListingFieldsEdit, RuleColumn> {
  const columns: Record<string, unknown> = {};
  for (const spec of specs) {
    if (spec.rule || !isEditable(spec)) continue;
    const value = sent(body, editNames(spec));
    if (value !== undefined) columns[spec.column] = value === null ? null : toStored(spec, value);
  }
  return columns as Omit<ListingFieldsEdit, RuleColumn>;
}

/** A stored listing's fields as answers show them. */
export function answerFields(listing: ListingRow, specs: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS): ListingFieldsAnswer {
  const fields: Record<string, unknown> = {};
  for (const spec of specs) {
    const stored = (listing as Record<string, unknown>)[spec.column];
    fields[answerName(spec)] = spec.value.type === "naira" ? (stored as number) / 100 : stored;
  }
  return fields as ListingFieldsAnswer;
}
