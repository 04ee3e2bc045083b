// What the UI says for each API error code (worker/http/error-codes.ts); English is the reference.
import type { ApiErrorCode } from "../../../../worker/http/error-codes";

export const errorStrings = {
  bad_request: "Request refused",
  not_found: "Not found",
  sign_in_required: "Please sign in to continue",
  forbidden: "You are not allowed to do this",
  internal_error: "Something went wrong on our side. Please try again.",
  invalid_value: "This value is not valid",
} as const satisfies Record<ApiErrorCode, string>;
