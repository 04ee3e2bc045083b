import { describe, expect, it } from "vitest";
import { createListingFields, updateListingBody } from "../../worker/api/marketplace-schemas";
import { INPUT_FIELD_NAMES } from "../../worker/domain";
import { CATALOGS } from "./catalogs.server";
import type { Catalog } from "./i18n";
import {
  LISTING_FIELDS,
  listingFieldLabel,
  listingFieldOptions,
  listingFieldShortLabel,
  listingFieldValues,
  listingFieldValuesFrom,
  listingWireName,
} from "./listing-fields";
import type { Listing } from "./marketplace";

const en = CATALOGS.en;

const VALID = { title: "White maize", category: "crops" };

describe("listing field definitions", () => {
  it("post exactly the names each API accepts", () => {
    // The registration details of seeds and chemicals are their own group of the form, by the same names in both APIs.
    const createNames = [...LISTING_FIELDS.map((field) => listingWireName(field, "create")), ...INPUT_FIELD_NAMES];
    expect(createNames.sort()).toEqual(Object.keys(createListingFields.shape).sort());
    for (const name of INPUT_FIELD_NAMES) expect(Object.keys(updateListingBody.shape)).toContain(name);
    const editNames = LISTING_FIELDS.map((field) => listingWireName(field, "edit"));
    for (const name of editNames) expect(Object.keys(updateListingBody.shape)).toContain(name);
    expect(editNames).toContain("price_unit");
  });

  it("give every field a label and the API's length limits", () => {
    for (const field of LISTING_FIELDS) {
      expect(listingFieldLabel(en, field.name)).toMatch(/\w/);
      if (field.kind !== "text" && field.kind !== "textarea") continue;
      const fits = { ...VALID, [field.name]: "a".repeat(field.maxLength) };
      const tooLong = { ...VALID, [field.name]: "a".repeat(field.maxLength + 1) };
      expect(createListingFields.safeParse(fits).success, field.name).toBe(true);
      expect(createListingFields.safeParse(tooLong).success, field.name).toBe(false);
    }
  });

  it("label every select choice from the catalog they are given", () => {
    const categories = Object.fromEntries(Object.keys(en.marketplace.categories).map((key) => [key, `cat:${key}`]));
    const units = Object.fromEntries(Object.keys(en.marketplace.units).map((key) => [key, `unit:${key}`]));
    const other = { ...en, marketplace: { ...en.marketplace, categories, units } } as unknown as Catalog;
    for (const field of LISTING_FIELDS) {
      if (field.kind !== "select") continue;
      const options = listingFieldOptions(other, field);
      if (field.labels === "states") {
        // States are proper names from worker/states.ts, after a blank choice (the API then reads the location).
        expect(options[0]).toEqual({ value: "", label: en.marketplace.search.chooseState });
        expect(options.slice(1).map((option) => option.value)).toEqual([...field.values]);
        expect(options.find((option) => option.value === "akwa-ibom")?.label).toBe("Akwa Ibom");
        continue;
      }
      if (field.labels === "products") {
        // Products are named in worker/products.ts, in the language asked for, after a blank choice.
        expect(options.slice(1).map((option) => option.value)).toEqual([...field.values]);
        expect(listingFieldOptions(other, field, "ha").find((option) => option.value === "maize")?.label).toBe("Masara");
        continue;
      }
      expect(options.map((option) => option.value)).toEqual([...field.values]);
      for (const option of options) expect(option.label).toBe(`${field.labels === "categories" ? "cat" : "unit"}:${option.value}`);
      for (const value of field.values) expect(Object.keys(en.marketplace[field.labels]), value).toContain(value);
    }
    expect(listingFieldShortLabel(en, "price")).toBe(en.marketplace.listingFields.price.short);
    expect(listingFieldShortLabel(en, "title")).toBe(en.marketplace.listingFields.title.label);
  });

  it("give the number fields the API's bounds", () => {
    for (const field of LISTING_FIELDS) {
      if (field.kind !== "number") continue;
      const atMax = { ...VALID, [field.name]: field.max };
      const aboveMax = { ...VALID, [field.name]: String(Number(field.max) + Number(field.step)) };
      const stepped = { ...VALID, [field.name]: field.step };
      for (const schema of [createListingFields, updateListingBody]) {
        expect(schema.safeParse(atMax).success, `${field.name} at ${field.max}`).toBe(true);
        expect(schema.safeParse(aboveMax).success, `${field.name} above ${field.max}`).toBe(false);
        expect(schema.safeParse(stepped).success, `${field.name} at one step`).toBe(true);
      }
    }
  });

  it("read a stored listing and a refused edit form into the same values", () => {
    const listing = {
      title: "Yam",
      description: "Big tubers",
      category: "crops",
      price: 4200,
      price_unit: "bag",
      quantity: null,
      location: "Makurdi",
      state: "benue",
      product: "yam",
      registration_number: null,
      expiry_date: null,
    } as unknown as Listing;
    const values = listingFieldValues(listing);
    // Any field this listing does not carry (one added to the definition later) starts blank.
    const blank = Object.fromEntries(LISTING_FIELDS.map((field) => [field.name, ""]));
    expect(values).toEqual({
      ...blank,
      title: "Yam",
      description: "Big tubers",
      category: "crops",
      product: "yam",
      price: "4200",
      priceUnit: "bag",
      quantity: "",
      location: "Makurdi",
      state: "benue",
      registration_number: "",
      registration_body: "",
      manufacturer: "",
      batch_number: "",
      expiry_date: "",
      variety: "",
    });
    const form = new FormData();
    for (const field of LISTING_FIELDS) form.set(listingWireName(field, "edit"), values[field.name] ?? "");
    for (const name of INPUT_FIELD_NAMES) form.set(name, values[name] ?? "");
    expect(listingFieldValuesFrom(form, "edit")).toEqual(values);
  });
});
