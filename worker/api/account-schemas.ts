// Request bodies of the account routes (phone confirmation, profile), shared by their handlers and the route book
// (worker/api/descriptors/accounts.ts): one schema, read by both (ADR 094).
import { z } from "zod";
import { CONTACT_PREFERENCES } from "../domain";
import { type ApiErrorCode, msg } from "../http/error-codes";
import { LANGUAGES } from "../languages";
import { visibleText } from "../services/text";
import { codeField, contactProof, tokenField } from "./recovery-schemas";
import { FULL_NAME, phoneField } from "./schemas";

export const confirmBody = z.strictObject({ code: codeField });
export const resendBody = z.strictObject({});
export const signInBody = z.strictObject({ phone: phoneField, challenge: tokenField, code: codeField });

const optionalText = (max: number, codes: { notText: ApiErrorCode; tooLong: ApiErrorCode }) =>
  z
    .string(msg(codes.notText))
    .trim()
    .max(max, msg(codes.tooLong))
    .nullish()
    // Omitted: left as it is; empty or null: cleared.
    .transform((value) => (value === undefined ? undefined : value || null));

/** Only these fields (each optional: an omitted one is left unchanged); e-mail, role or anything else is refused (400). */
export const profileBody = z.strictObject({
  fullName: visibleText(100, FULL_NAME).optional(),
  /** Only the number already on the account (in any form) or empty to clear it: a new one is confirmed through /contact. */
  phone: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), phoneField.nullish()),
  location: optionalText(100, { notText: "location_not_text", tooLong: "location_too_long" }),
  /** "Low data" mode: photos load only when the user taps them. */
  lowData: z.boolean(msg("low_data_invalid")).optional(),
  language: z.enum(LANGUAGES, msg("language_invalid")).optional(),
  /** Who may see the phone: signed-in users on request, or nobody (reached through requests only). */
  contact_preference: z.enum(CONTACT_PREFERENCES, msg("contact_preference_invalid")).optional(),
  /** Removing a confirmed phone (a way back into the account) takes the same proof as changing it (ADR 053). */
  currentPassword: contactProof.shape.currentPassword,
  currentCode: contactProof.shape.currentCode,
});
