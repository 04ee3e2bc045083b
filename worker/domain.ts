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
export const LISTING_STATUSES = ["pending", "approved", "rejected", "sold"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const MAX_LISTING_IMAGES = 5;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Thumbnails are small card images made by the browser; anything bigger is not a thumbnail. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024;
/** The largest multipart body a listing can need: five photos, five thumbnails and the text fields. */
export const MAX_LISTING_BODY_BYTES = MAX_LISTING_IMAGES * (MAX_UPLOAD_BYTES + MAX_THUMBNAIL_BYTES) + 256 * 1024;
/** A verification document with room for the multipart framing and the documentType field. */
export const MAX_DOCUMENT_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** D1 refuses LIKE patterns over 50 bytes: the admin search text, escaped and wrapped in two %, must fit. */
export const MAX_LIKE_PATTERN_BYTES = 50;

/** A price per unit (listing price or offered price) is at most this many naira; in kobo it stays far inside a safe integer. */
export const MAX_UNIT_PRICE_NAIRA = 100_000_000;
/** A listing's or a request's quantity is at most this many units. */
export const MAX_QUANTITY = 1_000_000;
/** Quantities may be fractional (2.5 bags) with at most this many decimal places, so sums stay exact in thousandths. */
export const QUANTITY_DECIMALS = 3;

export const REQUEST_STATUSES = ["pending", "accepted", "rejected", "completed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const DOCUMENT_TYPES = ["farm-license", "land-ownership", "agricultural-id", "cooperative-membership"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

export const HUB_CATEGORIES = ["pest-control", "soil-health", "weather", "equipment", "market-advice", "general"] as const;
export type HubCategory = (typeof HUB_CATEGORIES)[number];

export const RECENT_ITEMS = 5;

/** Scored quiz submissions a learner may make per course per UTC day. */
export const MAX_QUIZ_ATTEMPTS_PER_DAY = 5;

/** SMS and e-mails one account, or one phone or address, may be sent per channel in 24 hours (a bug cannot run up a bill). */
export const MAX_SMS_PER_DAY = 20;
export const MAX_EMAILS_PER_DAY = 20;
/** Delivery attempts before a message is given up as failed, and the wait after each failed one (minutes). */
export const MAX_MESSAGE_ATTEMPTS = 4;
export const MESSAGE_RETRY_MINUTES = [1, 5, 30] as const;

/** What a notification is about; each has a translated title and body and a link to the page that acts on it. */
export const NOTIFICATION_TYPES = [
  "purchase_request.created",
  "purchase_request.updated",
  "listing.reviewed",
  "listing.frozen",
  "verification.reviewed",
  "group.reviewed",
  "hub_post.replied",
  "hub_post.solved",
  "report.resolved",
  "price.alert",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The few events a user may also receive by SMS (opt-in, under the daily SMS cap). */
export const SMS_NOTIFICATION_TYPES = [
  "purchase_request.created",
  "purchase_request.updated",
] as const satisfies readonly NotificationType[];
/** Web Push subscriptions (devices) one account may hold. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
