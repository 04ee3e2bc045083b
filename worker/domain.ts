// The product's constants (roles, categories, units, statuses, limits), shared by the API, the schema and the UI. No imports: safe in the browser bundle.
export const ROLES = ["farmer", "buyer", "supplier", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const SELF_REGISTER_ROLES = ["farmer", "buyer", "supplier"] as const;
export const SELLER_ROLES = ["farmer", "supplier"] as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

export const LISTING_CATEGORIES = ["crops", "seeds", "land", "labor", "tools", "chemicals"] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export const PRICE_UNITS = ["kg", "ton", "bag", "piece", "hour", "day", "month", "acre"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
/** Browse orders; relevance (bm25, title words first) is the default when there are words to rank, else newest. */
export const LISTING_SORTS = ["newest", "price_asc", "price_desc", "relevance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** `sold`: nothing left to request; `paused`: the seller stopped requests for now. Neither is public. */
export const LISTING_STATUSES = ["pending", "approved", "rejected", "sold", "paused"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Why an admin rejects or freezes a listing; `other` needs the note to say more. */
/** How a person may be reached by others: by phone (shown to signed-in users on request) or through requests only. */
export const CONTACT_PREFERENCES = ["phone", "requests_only"] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export const MODERATION_REASONS = [
  "counterfeit_suspected",
  "wrong_category",
  "poor_photos",
  "misleading_price",
  "prohibited_item",
  "other",
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const MAX_MODERATION_NOTE = 500;
export const MAX_LISTING_IMAGES = 5;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Thumbnails are small card images made by the browser; anything bigger is not a thumbnail. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024;
/** The largest multipart body a listing can need: five photos, five thumbnails and the text fields. */
export const MAX_LISTING_BODY_BYTES = MAX_LISTING_IMAGES * (MAX_UPLOAD_BYTES + MAX_THUMBNAIL_BYTES) + 256 * 1024;
/** A verification document with room for the multipart framing and the documentType field. */
export const MAX_DOCUMENT_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** A voice note (ADR 093): at most 1 MB and two minutes, with room in its message's body for the framing and the text. */
export const MAX_VOICE_NOTE_BYTES = 1024 * 1024;
export const MAX_VOICE_NOTE_SECONDS = 120;
export const MAX_VOICE_MESSAGE_BODY_BYTES = MAX_VOICE_NOTE_BYTES + 64 * 1024;
/** D1 refuses LIKE patterns over 50 bytes: the admin search text, escaped and wrapped in two %, must fit. */
export const MAX_LIKE_PATTERN_BYTES = 50;

/** A price per unit (listing price or offered price) is at most this many naira; in kobo it stays far inside a safe integer. */
export const MAX_UNIT_PRICE_NAIRA = 100_000_000;
/** A listing's or a request's quantity is at most this many units. */
export const MAX_QUANTITY = 1_000_000;
/** Quantities may be fractional (2.5 bags) with at most this many decimal places, so sums stay exact in thousandths. */
export const QUANTITY_DECIMALS = 3;

export const REQUEST_STATUSES = ["pending", "accepted", "rejected", "completed", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Pending and accepted requests are open: a buyer has at most one open request per listing. */
export const OPEN_REQUEST_STATUSES = ["pending", "accepted"] as const satisfies readonly RequestStatus[];
/** Why a seller declines a request (shown to the buyer with an optional note). */
export const REJECT_REASONS = ["out_of_stock", "price_too_low", "cannot_deliver", "other"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
/** Longest note a seller may add to a rejection. */
export const MAX_REJECT_NOTE = 500;

/** A rating can be changed for this many days after it was first given. */
export const RATING_EDIT_DAYS = 14;
export const MAX_RATING_COMMENT = 500;
/** How many of a seller's latest reviews and public listings their page shows. */
export const SELLER_PAGE_REVIEWS = 10;
export const SELLER_PAGE_LISTINGS = 24;

/** What a farmer proves (their farm) and what a supplier proves (their business); each role files only its own. */
export const FARMER_DOCUMENT_TYPES = ["farm-license", "land-ownership", "agricultural-id", "cooperative-membership"] as const;
export const SUPPLIER_DOCUMENT_TYPES = ["cac-certificate", "agro-dealer-licence", "nafdac-certificate"] as const;
export const DOCUMENT_TYPES = [...FARMER_DOCUMENT_TYPES, ...SUPPLIER_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The document types a role may file (farmers prove a farm, suppliers a business); other roles file none. */
export function documentTypesFor(role: string): readonly DocumentType[] {
  return role === "farmer" ? FARMER_DOCUMENT_TYPES : role === "supplier" ? SUPPLIER_DOCUMENT_TYPES : [];
}

/** Categories whose listings carry a product's registration details (seed and agrochemicals are often faked). */
export const INPUT_CATEGORIES = ["seeds", "chemicals"] as const;
/** The registration details those listings carry, by their API names (create and edit alike). */
export const INPUT_FIELD_NAMES = [
  "registration_number",
  "registration_body",
  "manufacturer",
  "batch_number",
  "expiry_date",
  "variety",
] as const;
export type InputFieldName = (typeof INPUT_FIELD_NAMES)[number];
/** Who registered the product: NAFDAC (agrochemicals), NASC (seed), FMAFS (fertilizer) or another body. */
export const REGISTRATION_BODIES = ["NAFDAC", "NASC", "FMAFS", "other"] as const;
export type RegistrationBody = (typeof REGISTRATION_BODIES)[number];
export const isRegistrationBody = (value: unknown): value is RegistrationBody =>
  (REGISTRATION_BODIES as readonly unknown[]).includes(value);
/** The listing page warns buyers when a product expires within this many days. */
export const EXPIRY_WARNING_DAYS = 30;
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

export const HUB_CATEGORIES = ["pest-control", "soil-health", "weather", "equipment", "market-advice", "general"] as const;
export type HubCategory = (typeof HUB_CATEGORIES)[number];

export const RECENT_ITEMS = 5;

/** Scored quiz submissions a learner may make per course per UTC day. */
export const MAX_QUIZ_ATTEMPTS_PER_DAY = 5;

/** SMS and e-mails one account, or one phone or address, may be sent per channel in 24 hours (a bug cannot run up a bill). */
export const MAX_SMS_PER_DAY = 20;
export const MAX_EMAILS_PER_DAY = 20;
/** Failed code tries an account may have in any hour, across all its codes and every address (OWASP ASVS 5.0 level 2, 6.3.1). */
export const MAX_FAILED_CODE_TRIES_PER_HOUR = 100;
/** Delivery attempts before a message is given up as failed, and the wait after each failed one (minutes). */
export const MAX_MESSAGE_ATTEMPTS = 4;
export const MESSAGE_RETRY_MINUTES = [1, 5, 30] as const;

/** What a notification is about; each has a translated title and body and a link to the page that acts on it. */
export const NOTIFICATION_TYPES = [
  "purchase_request.created",
  "purchase_request.updated",
  "listing.reviewed",
  "listing.frozen",
  "rating.received",
  "verification.reviewed",
  "group.reviewed",
  "hub_post.replied",
  "hub_post.solved",
  "report.resolved",
  "price.alert",
  "payment.released",
  "payment.disputed",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The few events a user may also receive by SMS (opt-in, under the daily SMS cap). */
export const SMS_NOTIFICATION_TYPES = [
  "purchase_request.created",
  "purchase_request.updated",
] as const satisfies readonly NotificationType[];
/** Web Push subscriptions (devices) one account may hold. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** What a signed-in user can report, why, and what an admin can do about it. */
export const REPORT_TARGET_TYPES = ["listing", "user", "group_message", "hub_post", "hub_reply"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ["counterfeit", "expired", "scam", "wrong_info", "abusive", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ["dismiss", "freeze_listing", "remove_content", "suspend_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** Longest free text a report or an admin's note may carry. */
export const MAX_REPORT_TEXT = 1000;

/** Why a buyer disputes held money (ADR 092), and where a dispute stands. */
export const DISPUTE_REASONS = ["not_received", "not_as_described", "damaged", "wrong_quantity", "other"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_STATUSES = ["open", "released", "refunded"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Every admin action the audit log records. */
export const AUDIT_ACTIONS = [
  "listing.approve",
  "listing.reject",
  "listing.freeze",
  "listing.unfreeze",
  "listing.feature",
  "listing.unfeature",
  "verification.approve",
  "verification.reject",
  "group.approve",
  "group.reject",
  "report.dismiss",
  "report.freeze_listing",
  "report.remove_content",
  "report.suspend_user",
  "user.suspend",
  "user.unsuspend",
  // Reads of what only admins may see (issue #32): a page of a list (target id 0, its filters in the note), one
  // listing that is not public, one verification document.
  "listing.list",
  "listing.view",
  "user.list",
  "verification.list",
  "verification.document_view",
  "group.list",
  "report.list",
  "contact_message.list",
  "contact_message.read",
  // An admin marking a Q&A post solved approves its accepted answer for Ask AI; unsolving withdraws it.
  "hub_post.solve",
  "hub_post.unsolve",
  // A buyer disputing a held payment (the actor is the buyer), an admin's decision on it, and the list of disputes.
  "dispute.open",
  "dispute.release",
  "dispute.refund",
  "dispute.list",
  // A side's message in a dispute's conversation (the actor is the buyer or the seller, ADR 098), and an admin opening one dispute.
  "dispute.message",
  "dispute.view",
  // The admin's failed and stuck payouts, and a payout sent again (ADR 096).
  "payout.list",
  "payout.retry",
  // A dispute's refund kept true by the provider's webhooks (the actor is the admin who decided it) and retried (ADR 097).
  "dispute.refund_processed",
  "dispute.refund_failed",
  "dispute.refund_retry",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  "listing",
  "user",
  "verification_request",
  "group",
  "group_message",
  "hub_post",
  "hub_reply",
  "report",
  "contact_message",
  "dispute",
  "payment",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
