// Every error the API answers with: a stable snake_case code (what clients and the translated UI key on)
// and the English message sent beside it. A code added here needs a message in every UI catalog
// (app/lib/strings/*/errors.ts); the catalog types make a missing one a compile error.

export const API_ERRORS = {
  bad_request: "Request refused",
  not_found: "Not found",
  sign_in_required: "Please sign in to continue",
  forbidden: "You are not allowed to do this",
  internal_error: "Something went wrong on our side. Please try again.",
  invalid_value: "This value is not valid",
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && Object.hasOwn(API_ERRORS, value);
}
