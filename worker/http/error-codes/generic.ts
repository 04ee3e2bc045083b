// Generic answers, the codes of validation issues a schema gives no message of its own, and the request itself.
export const GENERIC_ERRORS = {
  bad_request: "Request refused",
  not_found: "Not found",
  sign_in_required: "Please sign in to continue",
  forbidden: "You are not allowed to do this",
  internal_error: "Something went wrong on our side. Please try again.",
  invalid_request: "Invalid request",
  invalid_value: "This value is not valid",
  value_required: "This value is required",
  wrong_type: "This value has the wrong type",
  value_too_long: "This value is too long",
  value_too_short: "This value is too short",
  value_too_large: "This number is too large",
  value_too_small: "This number is too small",
  invalid_format: "This value is not in the expected format",
  unknown_field: "Unknown field",

  // The request itself: body, ids and paging.
  body_too_large: "Request body is too large",
  body_unreadable: "The request body could not be read",
  body_not_json: "Request body must be valid JSON",
  body_not_object: "Request body must be a JSON object",
  invalid_id: "Invalid id",
  invalid_limit: "limit must be a whole number from 1 to 100",
  invalid_cursor: "cursor is not valid",
  invalid_after: "after is not valid",

  // Idempotency keys (worker/http/idempotency.ts).
  idempotency_key_invalid: "The Idempotency-Key header must be 1 to 255 visible ASCII characters",
  idempotency_key_reused: "This Idempotency-Key was already used for a different request",
  idempotency_in_progress: "The first request with this Idempotency-Key is still being processed. Please try again in a moment.",
} as const;
