import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CATALOGS as UI_CATALOGS } from "../../app/lib/catalogs.server";
import { asApiError } from "../in-process-api";
import { API_ERRORS, type ApiErrorCode, codeOfMessage, ERROR_AREAS, msg } from "./error-codes";
import { badRequest, HttpError } from "./errors";
import { parseWith } from "./validate";

// Each language's UI messages for the API's codes: a new language is one more line here.
const CATALOGS: [string, Record<string, string>][] = Object.entries(UI_CATALOGS).map(([language, catalog]) => [language, catalog.errors]);

const CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The 400 body a schema's refusal of `input` answers with. */
function refusal(schema: z.ZodType, input: unknown) {
  try {
    parseWith(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, ...error.body() };
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("API error codes", () => {
  it("are stable snake_case names", () => {
    expect(CODES.length).toBeGreaterThan(100);
    expect(CODES.filter((code) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code))).toEqual([]);
  });

  it("each live in one area's module, so no area's code hides another's", () => {
    const areaCodes = ERROR_AREAS.flatMap((area) => Object.keys(area));
    expect(areaCodes.filter((code, index) => areaCodes.indexOf(code) !== index)).toEqual([]);
    expect(areaCodes.sort()).toEqual([...CODES].sort());
  });

  it("each have their own English message, so a schema's message names exactly one code", () => {
    const messages = Object.values(API_ERRORS);
    expect(messages.filter((message) => message.trim() === "")).toEqual([]);
    expect(new Set(messages).size).toBe(messages.length);
    for (const code of CODES) expect(codeOfMessage(msg(code))).toBe(code);
  });

  it.each(CATALOGS)("have a UI message in the %s catalog, and the catalog has no other", (_language, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual([...CODES].sort());
    expect(Object.entries(catalog).filter(([, text]) => typeof text !== "string" || text.trim() === "")).toEqual([]);
  });
});

describe("validation errors", () => {
  const schema = z.strictObject({
    title: z.string(msg("title_required")).min(1, msg("title_required")),
    name: z.string().max(3),
    count: z.number().max(10),
    tags: z.array(z.string()).min(1),
  });

  it("name a code for every field: the schema's own, else one by the kind of problem", () => {
    const body = refusal(schema, { name: "long name", count: 11, tags: [] });
    expect(body).toEqual({
      status: 400,
      error: "Title is required",
      code: "title_required",
      fields: { title: "Title is required", name: expect.any(String), count: expect.any(String), tags: expect.any(String) },
      field_codes: { title: "title_required", name: "value_too_long", count: "value_too_large", tags: "value_too_short" },
    });
  });

  it("tell a missing value from a wrong one, and name unknown fields", () => {
    const plain = z.strictObject({ name: z.string(), age: z.number().min(1) });
    expect(refusal(plain, { age: 0 }).field_codes).toEqual({ name: "value_required", age: "value_too_small" });
    expect(refusal(plain, { name: 4, age: 2 }).field_codes).toEqual({ name: "wrong_type" });
    expect(refusal(plain, { name: "a", age: 2, extra: 1 }).field_codes).toEqual({ body: "unknown_field" });
    expect(refusal(z.strictObject({ email: z.email() }), { email: "no" }).field_codes).toEqual({ email: "invalid_format" });
    expect(refusal(z.strictObject({ kind: z.enum(["a", "b"]) }), { kind: "c" }).field_codes).toEqual({ kind: "invalid_value" });
  });

  it("keep a field's message with detail beside its code", () => {
    const error = badRequest("answer_all_questions", { answers: { code: "answer_all_questions", message: "Answer all 3 questions" } });
    expect(error.body()).toEqual({
      error: API_ERRORS.answer_all_questions,
      code: "answer_all_questions",
      fields: { answers: "Answer all 3 questions" },
      field_codes: { answers: "answer_all_questions" },
    });
  });
});

describe("asApiError (the pages' view of a failed call)", () => {
  it("keeps the API's code, fields and field codes", () => {
    const body = {
      error: "Title is required",
      code: "title_required",
      fields: { title: "Title is required" },
      field_codes: { title: "title_required" },
    };
    expect(asApiError(body, 400)).toEqual(body);
  });

  it("gives a failure without a JSON error body a generic code", () => {
    expect(asApiError(null, 502)).toEqual({ error: API_ERRORS.internal_error, code: "internal_error" });
    expect(asApiError("text", 400)).toEqual({ error: API_ERRORS.bad_request, code: "bad_request" });
    expect(asApiError({ error: "Refused upstream", code: "no_such_code" }, 403)).toEqual({
      error: "Refused upstream",
      code: "bad_request",
    });
  });
});
