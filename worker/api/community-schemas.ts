// Request bodies of the community routes outside the hub (the quiz, notification preferences, Web Push, reports and
// the public site's forms), shared by their handlers and the route book (worker/api/descriptors/community.ts): one
// schema, read by both (ADR 094). The hub's are in hub-schemas.ts.
import { base64url } from "jose";
import { z } from "zod";
import { MAX_REPORT_TEXT, NOTIFICATION_TYPES, type NotificationType, REPORT_REASONS, REPORT_TARGET_TYPES } from "../domain";
import { msg } from "../http/error-codes";
import { offersSms } from "../services/notification-preferences";
import { QUIZ_ATTEMPT_KEY } from "../services/quiz-order";

export const quizBody = z.strictObject({
  answers: z.array(z.int(msg("quiz_answer_invalid")).min(0, msg("quiz_answer_invalid"))).max(20, msg("too_many_answers")),
  // The attempt the page was shown: its key fixes the order the answers' positions refer to.
  attempt: z.string(msg("quiz_attempt_invalid")).regex(QUIZ_ATTEMPT_KEY, msg("quiz_attempt_invalid")),
});

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

const typeChange = z.strictObject({ push: z.boolean().optional(), sms: z.boolean().optional() });

/** A partial map: only the types (and the fields) that change. */
export const preferencesBody = z.strictObject({
  preferences: z.record(z.string(), typeChange).superRefine((map, ctx) => {
    for (const [type, change] of Object.entries(map)) {
      if (!isType(type)) ctx.addIssue({ code: "custom", path: [type], message: msg("notification_type_unknown") });
      else if (change.sms !== undefined && !offersSms(type))
        ctx.addIssue({ code: "custom", path: [type, "sms"], message: msg("notification_sms_unavailable") });
    }
  }),
});

/** Decodes base64url text to exactly `bytes` bytes, or null. */
function decodedLength(value: string): number {
  try {
    return base64url.decode(value).length;
  } catch {
    return -1;
  }
}

const endpointField = z.string(msg("push_endpoint_invalid")).min(1, msg("push_endpoint_invalid")).max(2048, msg("push_endpoint_invalid"));

/** What `PushSubscription.toJSON()` gives in the browser: the endpoint and its RFC 8291 keys (expirationTime is ignored). */
export const subscriptionBody = z.strictObject({
  endpoint: endpointField,
  expirationTime: z.number().nullish(),
  keys: z.strictObject(
    {
      p256dh: z
        .string(msg("push_key_invalid"))
        .max(100, msg("push_key_invalid"))
        .refine((value) => /^[\w-]+$/.test(value) && decodedLength(value) === 65, msg("push_key_invalid")),
      auth: z
        .string(msg("push_auth_invalid"))
        .max(40, msg("push_auth_invalid"))
        .refine((value) => /^[\w-]+$/.test(value) && decodedLength(value) === 16, msg("push_auth_invalid")),
    },
    msg("push_key_invalid"),
  ),
});

export const endpointBody = z.strictObject({ endpoint: endpointField });

export const reportBody = z.strictObject({
  target_type: z.enum(REPORT_TARGET_TYPES, msg("report_target_type_invalid")),
  target_id: z
    .number(msg("report_target_invalid"))
    .int(msg("report_target_invalid"))
    .positive(msg("report_target_invalid"))
    .max(Number.MAX_SAFE_INTEGER, msg("report_target_invalid")),
  reason: z.enum(REPORT_REASONS, msg("report_reason_invalid")),
  details: z.string(msg("report_text_too_long")).trim().max(MAX_REPORT_TEXT, msg("report_text_too_long")).optional(),
});

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, msg("subscriber_email_too_long"))
  .pipe(z.email(msg("subscriber_email_invalid")));

const nigerianPhone = /^(\+?234|0)[789][01]\d{8}$/;

export const contactBody = z.strictObject({
  name: z.string().trim().min(1, msg("contact_name_required")).max(100, msg("contact_name_too_long")),
  contact: z
    .string()
    .trim()
    .min(1, msg("contact_required"))
    .max(254, msg("contact_too_long"))
    .refine((value) => z.email().safeParse(value).success || nigerianPhone.test(value.replace(/[\s()-]/g, "")), msg("contact_invalid")),
  subject: z.string().trim().min(1, msg("subject_required")).max(150, msg("subject_too_long")),
  message: z.string().trim().min(10, msg("contact_message_too_short")).max(5000, msg("contact_message_too_long")),
});

export const newsletterBody = z.strictObject({ email });
