// Notifications: the list, Web Push and the preferences of each type.
export const NOTIFICATION_ERRORS = {
  notification_not_found: "Notification not found",
  unread_filter_invalid: "unread must be 0 or 1",
  push_unavailable: "Phone notifications are not set up on this server",
  push_endpoint_invalid: "The subscription's endpoint must be a URL",
  push_endpoint_not_allowed: "This push service is not allowed",
  push_key_invalid: "The subscription's p256dh key is not a valid P-256 public key",
  push_auth_invalid: "The subscription's auth secret must be 16 bytes",
  push_endpoint_taken: "This device is set up for notifications on another account",
  notification_type_unknown: "Unknown notification type",
  notification_sms_unavailable: "SMS is not offered for this notification type",
} as const;
