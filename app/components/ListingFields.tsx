import { type ChangeEvent, useEffect, useState } from "react";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { InputDetailsFields } from "~/components/InputDetailsFields";
import { PriceHint } from "~/components/prices/PriceHint";
import { useLanguage, useStrings } from "~/lib/i18n";
import {
  LISTING_FIELDS,
  type ListingFieldDefinition,
  type ListingFieldNaming,
  type ListingFieldValues,
  listingFieldLabel,
  listingFieldOptions,
  listingFieldPlaceholder,
  listingWireName,
} from "~/lib/listing-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { PRODUCT_CATEGORIES } from "../../worker/products";

interface Props {
  values: ListingFieldValues;
  /** Field errors from the API, keyed by the names this form posts. */
  errors?: Record<string, string>;
  /** Which API's field names the form posts (create: camelCase; edit: snake_case). */
  naming?: ListingFieldNaming;
  /** Set when several forms share a page (My Listings): ids become `<stem>-<idSuffix>`. */
  idSuffix?: string | number;
}

type FieldProps = Required<Pick<Props, "values" | "errors" | "naming">> &
  Pick<Props, "idSuffix"> & {
    field: ListingFieldDefinition;
    /** The category chosen in this form: crops and seeds need a product (the API refuses them without one). */
    category: string;
    onCategory: (category: string) => void;
  };

function ListingField({ field, values, errors, naming, idSuffix, category, onCategory }: FieldProps) {
  const t = useStrings();
  const language = useLanguage();
  const hydrated = useHydrated();
  const name = listingWireName(field, naming);
  const id = idSuffix === undefined ? field.name : `${field.editIdStem ?? field.name}-${idSuffix}`;
  // The product is required only with some categories: said beside its label for the category chosen, and enforced by
  // the browser only once scripts follow a change of category (without them, the server says so after the submit).
  const needsProduct = field.name === "product" && PRODUCT_CATEGORIES.includes(category);
  const required = field.name === "product" ? hydrated && needsProduct : field.required;
  const common = {
    id,
    name,
    label: listingFieldLabel(t, field.name),
    error: errors[name],
    required,
    markRequired: field.name === "product" ? needsProduct : field.required,
  };
  // A category chosen before the page hydrated (a slow phone) is in the select but not yet in state: follow the select.
  useEffect(() => {
    if (field.name !== "category") return;
    const chosen = (document.getElementById(id) as HTMLSelectElement | null)?.value;
    if (chosen) onCategory(chosen);
  }, [field.name, id, onCategory]);
  const value = values[field.name];
  switch (field.kind) {
    case "text":
      return (
        <Field {...common} maxLength={field.maxLength} placeholder={listingFieldPlaceholder(t, field.name)} defaultValue={value ?? ""} />
      );
    case "textarea":
      return <TextareaField {...common} rows={field.rows} maxLength={field.maxLength} defaultValue={value ?? ""} />;
    case "number":
      return (
        <Field {...common} type="number" min={field.min} max={field.max} step={field.step} inputMode="decimal" defaultValue={value ?? ""} />
      );
    case "date":
      return <Field {...common} type="date" defaultValue={value ?? ""} />;
    case "select":
      return (
        <SelectField
          {...common}
          options={listingFieldOptions(t, field, language)}
          defaultValue={value || field.initial}
          onChange={
            field.name === "category" ? (event: ChangeEvent<HTMLSelectElement>) => onCategory(event.currentTarget.value) : undefined
          }
        />
      );
  }
}

const wireName = (name: string, naming: ListingFieldNaming) => {
  const field = LISTING_FIELDS.find((entry) => entry.name === name);
  return field ? listingWireName(field, naming) : name;
};

/** The fields of a listing form, in LISTING_FIELDS' order; consecutive half-width fields share a row. */
export function ListingFields({ values, errors = {}, naming = "create", idSuffix }: Props) {
  const [category, setCategory] = useState(values.category || "crops");
  const rows: ListingFieldDefinition[][] = [];
  for (const field of LISTING_FIELDS) {
    const last = rows[rows.length - 1];
    if (field.half && last?.length === 1 && last[0]?.half) last.push(field);
    else rows.push([field]);
  }
  const render = (field: ListingFieldDefinition) => (
    <ListingField
      key={field.name}
      field={field}
      values={values}
      errors={errors}
      naming={naming}
      idSuffix={idSuffix}
      category={category}
      onCategory={setCategory}
    />
  );
  return (
    <>
      {rows.map((row) =>
        row.length === 2 ? (
          <div key={row.map((field) => field.name).join("+")} className="grid grid-2">
            {row.map(render)}
          </div>
        ) : (
          row.map(render)
        ),
      )}
      <PriceHint
        initial={{ product: values.product ?? "", unit: values.priceUnit ?? "", state: values.state ?? "" }}
        names={{ product: wireName("product", naming), unit: wireName("priceUnit", naming), state: wireName("state", naming) }}
      />
      {/* Genuine inputs: seed and chemical registration details. */}
      <InputDetailsFields values={values} errors={errors} idSuffix={idSuffix} />
    </>
  );
}
