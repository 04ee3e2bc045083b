// Nigerian Pidgin: what the UI says for each API error code (mirrors ../en/errors.ts key by key).
import type { Catalog } from "../../i18n";

export const errorStrings: Catalog["errors"] = {
  bad_request: "Dem no gree collect di request",
  not_found: "We no see am",
  sign_in_required: "Abeg enter first make you continue",
  forbidden: "Dem no allow you do dis one",
  internal_error: "Wahala dey for our side. Abeg try again.",
  invalid_value: "Wetin you put no correct",
};
