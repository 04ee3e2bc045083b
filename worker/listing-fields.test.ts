import { describe, expect, it } from "vitest";
import { LISTING_FIELDS, listingFormFields, listingWireName } from "../app/lib/listing-fields";
import { createListingFields, listingBodySchema, updateListingBody } from "./api/marketplace-schemas";
import type { listings } from "./db/schema";
import { INPUT_FIELD_NAMES } from "./domain";
import {
  answerFields,
  answerName,
  CREATE_FIELD_NAMES,
  createColumns,
  createFieldNames,
  createNames,
  editColumns,
  editNames,
  LISTING_FIELD_SPECS,
  type ListingBody,
  type ListingFieldSpec,
  type ListingFieldsAnswer,
} from "./listing-fields";
import type { ListingDto } from "./services/listing-dtos";

const SPECS: readonly ListingFieldSpec[] = LISTING_FIELD_SPECS;
type Row = typeof listings.$inferSelect;

// Compile-time: every answer carries the fields' keys with their types (a field the DTO lost fails to compile).
const answerInDto: (dto: ListingDto) => ListingFieldsAnswer = (dto) => dto;
void answerInDto;

/** A value each spec accepts, as a form would send it. */
function validSample(spec: ListingFieldSpec): string {
  switch (spec.value.type) {
    case "text":
      return "Sample";
    case "naira":
      return "12.5";
    case "amount":
      return "3";
    case "choice":
      return spec.value.values[0] ?? "";
    case "date":
      return "2099-01-31";
  }
}

/** A stored listing row with a distinct value in each field's column. */
function storedRow(specs: readonly ListingFieldSpec[]): Row {
  return Object.fromEntries(
    specs.map((spec, index) => [spec.column, spec.value.type === "naira" ? 1250 : `stored-${index}`]),
  ) as unknown as Row;
}

/**
 * A field added only to the definition (as "harvest date" would be): each derived artifact must carry it, with no
 * other change. Its column is not in the table, so this scratch entry is cast; a real one is checked by the compiler.
 */
const HARVEST_DATE = {
  name: "harvest_date",
  column: "harvestDate",
  value: { type: "date", invalid: "invalid_format" },
  form: { control: "date", half: true },
} as unknown as ListingFieldSpec;

describe("a listing's fields, defined once (ADR 080)", () => {
  it("name each field once, with one column, and no spelling shared by two fields", () => {
    const names = SPECS.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    const columns = SPECS.map((spec) => spec.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const api of [createNames, editNames]) {
      const spellings = SPECS.flatMap(api);
      expect(new Set(spellings).size, api.name).toBe(spellings.length);
    }
  });

  it("give the create and edit schemas exactly the fields' spellings", () => {
    expect(Object.keys(createListingFields.shape).sort()).toEqual([...CREATE_FIELD_NAMES].sort());
    // The edit API also takes the quantity its form showed (not a field: what the form saw of it).
    expect(Object.keys(updateListingBody.shape).sort()).toEqual([...SPECS.flatMap(editNames), "quantity_seen"].sort());
    // SPEC.md's spellings stay: create camelCase priceUnit, edit snake_case price_unit and priceUnit.
    expect(CREATE_FIELD_NAMES).toContain("priceUnit");
    expect(Object.keys(updateListingBody.shape)).toEqual(expect.arrayContaining(["price_unit", "priceUnit"]));
  });

  it("store every field sent, in its column, on create and on edit, and answer it under its answer name", () => {
    const plain = SPECS.filter((spec) => !spec.rule);
    const createBody = createListingFields.parse(
      Object.fromEntries(SPECS.flatMap((spec) => createNames(spec).map((name) => [name, validSample(spec)]))),
    );
    const created = createColumns(createBody) as Record<string, unknown>;
    expect(Object.keys(created).sort()).toEqual(plain.map((spec) => spec.column).sort());
    expect(created.priceKobo).toBe(1250);
    const editBody = updateListingBody.parse(Object.fromEntries(SPECS.map((spec) => [editNames(spec)[0], validSample(spec)])));
    const edited = editColumns(editBody) as Record<string, unknown>;
    expect(Object.keys(edited).sort()).toEqual(plain.map((spec) => spec.column).sort());
    expect(edited.priceKobo).toBe(1250);
    const answer = answerFields(storedRow(SPECS)) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(SPECS.map(answerName).sort());
    expect(answer.price).toBe(12.5);
    expect(answer.price_unit).toBe(`stored-${SPECS.findIndex((spec) => spec.name === "priceUnit")}`);
  });

  it("draw every field in the forms, or in the registration details' group", () => {
    const drawn = LISTING_FIELDS.map((field) => field.name as string);
    for (const spec of SPECS) {
      if (spec.form) expect(drawn, spec.name).toContain(spec.name);
      else expect(INPUT_FIELD_NAMES as readonly string[], spec.name).toContain(spec.name);
    }
    for (const field of LISTING_FIELDS) {
      const spec = SPECS.find((entry) => entry.name === field.name);
      expect(listingWireName(field, "create")).toBe(spec && createNames(spec)[0]);
      expect(listingWireName(field, "edit")).toBe(spec && editNames(spec)[0]);
    }
  });

  it("carry a field added to the definition alone into both schemas, both mappings, the answer and the forms", () => {
    const specs = [...SPECS, HARVEST_DATE];
    const create = listingBodySchema("create", specs);
    const edit = listingBodySchema("edit", specs);
    // One name on the wire: the same in create, edit and answers.
    expect(Object.keys(create.shape)).toContain("harvest_date");
    expect(Object.keys(edit.shape)).toContain("harvest_date");
    expect(createFieldNames(specs)).toContain("harvest_date");
    const base = { title: "Yam", category: "crops" };
    const createBody = create.parse({ ...base, harvest_date: "2026-12-01" }) as ListingBody<"create">;
    expect(createColumns(createBody, specs)).toMatchObject({ harvestDate: "2026-12-01" });
    expect((createColumns(create.parse(base) as ListingBody<"create">, specs) as Record<string, unknown>).harvestDate).toBeNull();
    const editBody = edit.parse({ title: "Yam", harvest_date: "2026-12-02" }) as ListingBody<"edit">;
    expect(editColumns(editBody, specs)).toMatchObject({ harvestDate: "2026-12-02" });
    // Its limits and codes come with it: not a date, refused with the code the definition names.
    const refused = create.safeParse({ ...base, harvest_date: "2026-02-30" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("This value is not in the expected format");
    expect(answerFields({ ...storedRow(SPECS), harvestDate: "2026-12-01" } as Row, specs)).toMatchObject({ harvest_date: "2026-12-01" });
    const form = listingFormFields(specs).find((field) => (field.name as string) === "harvest_date");
    expect(form).toMatchObject({ kind: "date", wire: { create: "harvest_date", edit: "harvest_date" }, half: true });
  });
});
