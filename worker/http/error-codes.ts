// Every error the API answers with: a stable snake_case code (what clients and the translated UI key on)
// and the English message sent beside it. A code added here needs a message in every UI catalog
// (app/lib/strings/*/errors.ts); the catalog types make a missing one a compile error.
// A code never changes meaning once shipped; the English may be reworded.
import {
  MAX_LIKE_PATTERN_BYTES,
  MAX_PASSWORD_LENGTH,
  MAX_QUANTITY,
  MAX_QUIZ_ATTEMPTS_PER_DAY,
  MAX_UNIT_PRICE_NAIRA,
  QUANTITY_DECIMALS,
} from "../domain";
import { MAX_IMAGE_SIDE } from "../services/images";

const WAIT = "Please wait a minute and try again.";

export const API_ERRORS = {
  // Generic answers, and the codes of validation issues a schema gives no message of its own.
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

  // Signing in, accounts and rate limits.
  invalid_authorization_header: "Invalid authorization header",
  invalid_token: "Invalid or expired token",
  cross_site_request: "Cross-site request refused",
  email_taken: "An account with this email already exists",
  invalid_credentials: "Invalid email or password",
  current_password_wrong: "Your current password is not correct",
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

  // Account fields.
  email_required: "Email is required",
  email_too_long: "Email is too long",
  email_invalid: "Please enter a valid email address",
  password_required: "Password is required",
  password_too_short: "Password must be at least 6 characters long",
  password_too_long: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  password_too_common: "This password is too common and easy to guess. Please choose another one.",
  password_blank: "A password made only of spaces is not allowed. Please choose another one.",
  password_contains_email: "Your password must not contain your e-mail address. Please choose another one.",
  password_contains_product_name: "Your password must not contain the word Gona. Please choose another one.",
  passwords_do_not_match: "Passwords do not match",
  current_password_required: "Current password is required",
  role_invalid: "Role must be farmer, buyer or supplier",
  full_name_required: "Full name is required",
  full_name_too_long: "Full name must be at most 100 characters",
  full_name_not_visible: "Full name must contain at least one letter, number or symbol",
  phone_too_long: "Phone must be at most 30 characters",
  phone_not_text: "Phone must be text",
  location_too_long: "Location must be at most 100 characters",
  location_not_text: "Location must be text",
  low_data_invalid: "Low data mode must be true or false",
  language_invalid: "Language must be one of en, ha, yo, ig, pcm",

  // Phone identity, one-time codes and links.
  account_contact_required: "Enter a phone number or an e-mail address",
  phone_invalid: "Enter a Nigerian mobile number, for example 0803 123 4567",
  phone_required: "Phone number is required",
  phone_taken: "An account with this phone number already exists",
  sign_in_contact_required: "Enter your phone number or e-mail address",
  contact_choose_one: "Send a phone number or an e-mail address, not both",
  contact_unchanged: "This is already on your account",
  contact_change_needs_confirmation: "To change your phone number or e-mail, confirm it with the code or link we send to it",
  contact_last_one: "Keep at least a phone number or an e-mail address on your account",
  code_required: "Enter the 6-digit code",
  code_format: "The code is 6 digits",
  code_invalid: "This code is wrong or has expired. Ask for a new one.",
  link_invalid: "This link is wrong, has expired or was already used. Ask for a new one.",
  token_required: "The link is incomplete. Open it again from the message.",
  too_many_codes: "Too many codes asked for. Please wait a minute and try again.",
  too_many_code_attempts: "Too many tries. Please wait a minute and try again.",

  // Verification documents.
  document_too_large: "The document must be at most 5 MB",
  document_not_multipart: "Send the document as multipart/form-data",
  document_form_unreadable: "Could not read the uploaded form",
  document_type_invalid: "Please choose a valid document type",
  document_type_unknown: "Unknown document type",
  document_required: "Please select a document to upload",
  document_type_unsupported: "The document must be a PDF, JPG or PNG file",
  verification_pending: "You already have a verification request awaiting review",
  already_verified: "You are already verified",

  // Administration.
  verification_request_not_found: "Verification request not found",
  document_not_found: "Document not found",
  verification_already_reviewed: "This verification request has already been reviewed",
  group_not_found: "Group not found",
  group_already_reviewed: "This group has already been reviewed",
  message_not_found: "Message not found",

  // Notifications.
  notification_not_found: "Notification not found",
  unread_filter_invalid: "unread must be 0 or 1",
  search_too_long: `Search is too long: use at most ${MAX_LIKE_PATTERN_BYTES - 2} bytes (a letter such as ọ counts 3, and % or _ count 2)`,
  unknown_category: "Unknown category",
  state_invalid: "state must be one of Nigeria's 36 states or fct, as a slug such as kano or akwa-ibom",
  sort_invalid: "sort must be newest, price_asc, price_desc or relevance",
  unknown_status: "Unknown status",
  frozen_filter_invalid: "frozen must be all, frozen or not-frozen",
  listing_already_frozen: "Listing is already frozen",
  listing_not_frozen: "Listing is not frozen",
  listing_not_pending: "Only pending listings can be approved or rejected",
  review_status_invalid: "Status must be approved or rejected",
  badge_type_invalid: "badgeType must be verified",
  is_featured_invalid: "is_featured must be true or false",

  // Contact form and newsletter.
  email_already_subscribed: "This e-mail is already subscribed",
  subscriber_email_too_long: "E-mail is too long",
  subscriber_email_invalid: "Enter a valid e-mail address",
  contact_name_required: "Enter your name",
  contact_name_too_long: "Name is too long (100 characters at most)",
  contact_required: "Enter an e-mail address or phone number",
  contact_too_long: "Contact is too long",
  contact_invalid: "Enter a valid e-mail address or Nigerian phone number",
  subject_required: "Enter a subject",
  subject_too_long: "Subject is too long (150 characters at most)",
  contact_message_too_short: "Message must be at least 10 characters",
  contact_message_too_long: "Message is too long (5,000 characters at most)",

  // Listings.
  listing_not_found: "Listing not found",
  owner_only: "Only the owner can change this listing",
  upload_too_large: "The upload is too large",
  listing_not_multipart: "Send the listing as multipart/form-data",
  listing_form_unreadable: "The form could not be read",
  too_many_images: "Maximum 5 images allowed",
  too_many_thumbnails: "There are more thumbnails than images",
  too_many_files: "Too many",
  image_file_too_large: "The image is too large",
  image_type_unsupported: "The image is not a JPEG, PNG, GIF or WebP image",
  image_too_many_pixels: `The image is too large: at most ${MAX_IMAGE_SIDE.toLocaleString("en-NG")} pixels a side are allowed`,
  image_sides_too_long: `At most ${MAX_IMAGE_SIDE.toLocaleString("en-NG")} pixels a side`,
  title_required: "Title is required",
  listing_title_too_long: "Title must be at most 120 characters",
  title_not_visible: "Title must contain at least one letter, number or symbol",
  description_too_long: "Description must be at most 5000 characters",
  listing_location_too_long: "Location must be at most 120 characters",
  category_required: "Category is required",
  category_invalid: "Category must be one of the six categories",
  price_unit_invalid: "Unit must be one of kg, ton, bag, piece, hour, day, month, acre",
  price_not_number: "Price must be a number",
  price_negative: "Price must be 0 or more",
  price_too_large: `Price must be at most ₦${MAX_UNIT_PRICE_NAIRA.toLocaleString("en-US")}`,
  offered_price_not_number: "Offered price must be a number",
  offered_price_negative: "Offered price must be 0 or more",
  offered_price_too_large: `Offered price must be at most ₦${MAX_UNIT_PRICE_NAIRA.toLocaleString("en-US")}`,
  quantity_required: "Quantity is required",
  quantity_not_number: "Quantity must be a number",
  quantity_negative: "Quantity must be 0 or more",
  quantity_not_positive: "Quantity must be more than 0",
  quantity_too_large: `Quantity must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`,
  quantity_too_precise: `Quantity can have at most ${QUANTITY_DECIMALS} decimal places`,

  // Purchase requests.
  purchase_request_not_found: "Purchase request not found",
  request_status_invalid: "Status must be accepted, rejected or completed",
  request_status_change_not_allowed: "This request cannot be moved to that status",
  request_changed_meanwhile: "This request was changed meanwhile; reload and try again",
  buyers_only: "Only buyers can send purchase requests",
  own_listing_request: "You cannot send a purchase request on your own listing",
  listing_frozen: "This listing is frozen and is not taking requests",
  listing_not_open: "This listing is not open for requests",
  quantity_exceeds_stock: "Not that much is available on this listing",
  purchase_message_too_long: "Message must be at most 1000 characters",

  // Farmers Hub: groups, chat, posts and the assistant.
  group_name_required: "Group name is required",
  group_name_too_long: "Group name must be at most 80 characters",
  group_description_too_long: "Description must be at most 500 characters",
  chat_message_required: "Message is required",
  chat_message_too_long: "Message must be at most 2000 characters",
  chat_cross_site: "Cross-site chat connection refused",
  chat_sign_in_required: "Please sign in to join the chat",
  post_not_found: "Post not found",
  post_title_too_long: "Title must be at most 200 characters",
  description_required: "Description is required",
  post_category_invalid: "Choose one of the six categories",
  reply_required: "Reply is required",
  reply_too_long: "Reply must be at most 5000 characters",
  is_solved_invalid: "is_solved must be true or false",
  reply_id_invalid: "reply_id must be a reply's id",
  answer_requires_solved: "Only a solved post can have an accepted answer",
  author_only: "Only the author or an admin can mark a post solved",
  accepted_reply_invalid: "Choose one of this post's replies as the answer",
  question_required: "Question is required",
  question_too_long: "Question must be at most 1000 characters",

  // Media.
  photo_etag_mismatch: "The photo does not match the given ETag",

  // Learning: courses, lessons and quizzes.
  course_not_found: "Course not found",
  lesson_not_found: "Lesson not found",
  lesson_sign_in_required: "Sign in to read this lesson",
  quiz_not_found: "This course has no quiz",
  answer_all_questions: "Answer all the questions",
  answer_not_an_option: "An answer is not one of the options",
  not_an_option: "Not one of the options",
  quiz_answer_invalid: "Each answer must be an option number",
  quiz_attempt_invalid: "This quiz page is out of date: open the quiz again and answer it",
  too_many_answers: "Too many answers",
  // Web Push and notification preferences.
  push_unavailable: "Phone notifications are not set up on this server",
  push_endpoint_invalid: "The subscription's endpoint must be a URL",
  push_endpoint_not_allowed: "This push service is not allowed",
  push_key_invalid: "The subscription's p256dh key is not a valid P-256 public key",
  push_auth_invalid: "The subscription's auth secret must be 16 bytes",
  push_endpoint_taken: "This device is set up for notifications on another account",
  notification_type_unknown: "Unknown notification type",
  notification_sms_unavailable: "SMS is not offered for this notification type",

  quiz_attempts_used: `You have used today's ${MAX_QUIZ_ATTEMPTS_PER_DAY} quiz attempts for this course. Read the lessons and try again tomorrow.`,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && Object.hasOwn(API_ERRORS, value);
}

const CODE_BY_MESSAGE = new Map<string, ApiErrorCode>(Object.entries(API_ERRORS).map(([code, message]) => [message, code as ApiErrorCode]));

/** The code whose English message this is (each message names one code), or undefined. */
export function codeOfMessage(message: string): ApiErrorCode | undefined {
  return CODE_BY_MESSAGE.get(message);
}

/** A schema's message for a code: the English text, which validation turns back into the code. */
export function msg(code: ApiErrorCode): string {
  return API_ERRORS[code];
}
