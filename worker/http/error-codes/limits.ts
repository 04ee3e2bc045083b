// Rate limits: a connection, account or phone number asking too often (a count that is too high, such as
// too_many_images, belongs to its own area).
const WAIT = "Please wait a minute and try again.";

export const LIMIT_ERRORS = {
  too_many_sign_ups: `Too many sign-ups from this connection. ${WAIT}`,
  too_many_sign_in_attempts: `Too many sign-in attempts from this connection. ${WAIT}`,
  too_many_account_sign_in_attempts: `Too many sign-in attempts for this account. ${WAIT}`,
  sign_in_rate_limited: `Too many sign-in attempts. ${WAIT}`,
  too_many_password_attempts: `Too many attempts. ${WAIT}`,
  too_many_contact_messages: `Too many messages from this connection. ${WAIT}`,
  too_many_posts: `You are posting too fast. ${WAIT}`,
  too_many_groups: `You are creating groups too fast. ${WAIT}`,
  too_many_chat_messages: "You are sending messages too fast. Please wait a moment and try again.",
  too_many_purchase_requests: `You are sending purchase requests too fast. ${WAIT}`,
  too_many_questions: `You have asked many questions in a short time. ${WAIT}`,
  too_many_gateway_messages: `Too many messages from this phone number. ${WAIT}`,
  too_many_reports: "You are sending reports too fast. Please wait a minute and try again.",
  too_many_account_checks: `Too many bank accounts checked. ${WAIT}`,

  // One-time codes (worker/api/code-limits.ts).
  too_many_codes: "Too many codes asked for. Please wait a minute and try again.",
  too_many_code_attempts: "Too many tries. Please wait a minute and try again.",
  too_many_failed_codes: "Too many wrong codes for this account. Please wait an hour and try again.",
  too_many_codes_today: "We have sent as many messages as we can today to this phone or e-mail. Please try again tomorrow.",
} as const;
