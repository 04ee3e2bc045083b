// Request bodies of the admin routes, shared by their handlers and the route book (worker/api/descriptors/operations.ts):
// one schema, read by both (ADR 094).
import { z } from "zod";
import { MAX_REPORT_TEXT, REPORT_ACTIONS } from "../../domain";
import { msg } from "../../http/error-codes";
import { MAX_DISPUTE_TEXT } from "../market-schemas";
import { moderationFields } from "../rating-schemas";

// A rejection says why (a reason from the list, an optional note); an approval needs neither.
export const listingStatusBody = z
  .strictObject({
    status: z.enum(["approved", "rejected"], msg("review_status_invalid")),
    /** The listing's `version` as the admin saw it; optional, so older clients keep working (they review what is there). */
    version: z
      .number(msg("listing_version_invalid"))
      .int(msg("listing_version_invalid"))
      .positive(msg("listing_version_invalid"))
      .optional(),
    reason: moderationFields.reason.optional(),
    note: moderationFields.note,
  })
  .refine((body) => body.status === "approved" || body.reason !== undefined, {
    message: msg("moderation_reason_invalid"),
    path: ["reason"],
  });

export const freezeBody = z.strictObject(moderationFields);

export const featuredBody = z.strictObject({ is_featured: z.boolean(msg("is_featured_invalid")) });

export const decisionBody = z.strictObject({
  action: z.enum(REPORT_ACTIONS, msg("report_action_invalid")),
  note: z.string(msg("report_text_too_long")).trim().max(MAX_REPORT_TEXT, msg("report_text_too_long")).optional(),
  // A freeze tells the seller why, like one from the listings review; without it, the report's reason decides.
  reason: moderationFields.reason.optional(),
});

export const noteBody = z.strictObject({
  note: z.string(msg("report_text_too_long")).trim().max(MAX_REPORT_TEXT, msg("report_text_too_long")).optional(),
});

export const verificationReviewBody = z.strictObject({
  status: z.enum(["approved", "rejected"], msg("review_status_invalid")),
  badgeType: z.literal("verified", msg("badge_type_invalid")).optional(),
  adminNotes: z.string().trim().max(500, "Admin notes must be at most 500 characters").optional(),
});

/** Naira as the API speaks it, above zero with at most 2 decimals (a number, or a form's string of digits). */
const naira = z.preprocess(
  (value) => (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number(msg("dispute_amount_invalid"))
    .refine((value) => Number.isFinite(value) && value > 0 && Number.isInteger(Math.round(value * 100)), msg("dispute_amount_invalid"))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, msg("dispute_amount_invalid")),
);

export const disputeDecisionBody = z.strictObject({
  action: z.enum(["release", "refund"], msg("dispute_action_invalid")),
  amount: z.preprocess((value) => (value === "" || value === null ? undefined : value), naira.optional()),
  note: z
    .string(msg("dispute_note_required"))
    .trim()
    .min(1, msg("dispute_note_required"))
    .max(MAX_DISPUTE_TEXT, msg("dispute_note_too_long")),
});
