// The public site: the contact form and the newsletter.
export const SITE_ERRORS = {
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
} as const;
