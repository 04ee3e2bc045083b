import { describe, expect, it } from "vitest";
import type { ServerCatalog } from "./catalogs.server";
import { CATALOGS } from "./catalogs.server";
import { apiErrorMessage, apiFieldErrors } from "./forms";

const en = CATALOGS.en;

// A catalog whose error words differ from the API's English, so a test sees which one was shown.
const other = { ...en, errors: { ...en.errors, forbidden: "Ba a yarda ba", invalid_value: "Ƙimar ba daidai ba ce" } } as ServerCatalog;

describe("apiErrorMessage", () => {
  it("shows the catalog's words for the error's code, not the API's English", () => {
    expect(apiErrorMessage(other, { error: "You are not allowed to do this", code: "forbidden" }, "fallback")).toBe("Ba a yarda ba");
  });

  it("shows the screen's fallback when the code is missing or unknown", () => {
    expect(apiErrorMessage(other, { error: "Something English" }, "fallback")).toBe("fallback");
    expect(apiErrorMessage(other, { error: "Something English", code: "no_such_code" }, "fallback")).toBe("fallback");
    expect(apiErrorMessage(other, { error: "x", code: "toString" }, "fallback")).toBe("fallback");
    expect(apiErrorMessage(other, null, "fallback")).toBe("fallback");
    expect(apiErrorMessage(other, "not json", "fallback")).toBe("fallback");
  });
});

describe("apiFieldErrors", () => {
  it("translates each field by its code and keeps the English message only when the code is unknown", () => {
    const error = {
      error: "Request refused",
      code: "bad_request",
      fields: { title: "Title is required", price: "Too big", phone: "Odd phone" },
      field_codes: { title: "invalid_value", price: "no_such_code" },
    };
    expect(apiFieldErrors(other, error)).toEqual({ title: "Ƙimar ba daidai ba ce", price: "Too big", phone: "Odd phone" });
  });

  it("answers a field that has only a code, and nothing for a body without fields", () => {
    expect(apiFieldErrors(other, { error: "x", field_codes: { email: "invalid_value" } })).toEqual({ email: "Ƙimar ba daidai ba ce" });
    expect(apiFieldErrors(other, { error: "x" })).toEqual({});
    expect(apiFieldErrors(other, undefined)).toEqual({});
  });
});
