import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";

describe("an API error's body", () => {
  it("carries the values a client needs beside error and code", () => {
    const error = new HttpError(401, "phone_confirmation_required", { extra: { challenge: "abc" } });
    expect(error.body()).toEqual({ challenge: "abc", error: error.message, code: "phone_confirmation_required" });
  });

  it("keeps those values when fields are named too, and never lets them replace error or code", () => {
    const error = new HttpError(400, "code_invalid", {
      fields: { code: "code_invalid" },
      extra: { tries_left: "2", code: "not_this", error: "nor this" },
    });
    expect(error.body()).toEqual({
      tries_left: "2",
      error: error.message,
      code: "code_invalid",
      fields: { code: error.message },
      field_codes: { code: "code_invalid" },
    });
  });
});
