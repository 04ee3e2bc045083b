// Request bodies shared by the API and the forms that post them.

import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SELF_REGISTER_ROLES } from "../domain";
import { type ApiErrorCode, msg } from "../http/error-codes";
import { LANGUAGES } from "../languages";
import { isCommonPassword } from "../services/common-passwords";
import { normalizeNigerianPhone } from "../services/phone";
import { visibleText } from "../services/text";

/** A person's name as people see it. */
export const FULL_NAME = { required: "full_name_required", tooLong: "full_name_too_long", notVisible: "full_name_not_visible" } as const;

const optionalText = (max: number, tooLong: ApiErrorCode) =>
  z
    .string()
    .trim()
    .max(max, msg(tooLong))
    .optional()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string(msg("email_required"))
  .trim()
  .toLowerCase()
  .min(1, msg("email_required"))
  .max(254, msg("email_too_long"))
  .pipe(z.email(msg("email_invalid")));

/** A Nigerian mobile number in any form people type, stored as E.164 ("+234..."). */
export const phoneField = z
  .string(msg("phone_not_text"))
  .trim()
  .min(1, msg("phone_required"))
  .max(30, msg("phone_too_long"))
  .transform((value, ctx) => {
    const e164 = normalizeNigerianPhone(value);
    if (!e164) ctx.addIssue({ code: "custom", message: msg("phone_invalid") });
    return e164 ?? "";
  });

/** An optional contact on a form: omitted or left blank means none. */
const blankAsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Why a new password is too easy to guess, or null: blank, the e-mail's name, the product's name, a common one. */
export function weakPasswordReason(password: string, email?: string): ApiErrorCode | null {
  if (password.trim() === "") return "password_blank";
  const lower = password.toLowerCase();
  const localPart = email?.split("@")[0]?.toLowerCase() ?? "";
  if (localPart.length >= 3 && lower.includes(localPart)) return "password_contains_email";
  if (lower.includes("gona")) return "password_contains_product_name";
  if (isCommonPassword(password)) return "password_too_common";
  return null;
}

/** A new password: long enough, not absurdly long, and not on the list of the most common ones. */
const newPassword = z
  .string(msg("password_required"))
  .min(MIN_PASSWORD_LENGTH, msg("password_too_short"))
  .max(MAX_PASSWORD_LENGTH, msg("password_too_long"));

export const registerBody = z
  .strictObject({
    email: z.preprocess(blankAsNone, emailField.optional()),
    password: newPassword,
    confirmPassword: z.string().optional(),
    fullName: visibleText(100, FULL_NAME),
    role: z.enum(SELF_REGISTER_ROLES, msg("role_invalid")).default("farmer"),
    phone: z.preprocess(blankAsNone, phoneField.optional()),
    location: optionalText(100, "location_too_long"),
    language: z.enum(LANGUAGES, msg("language_invalid")).optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: msg("account_contact_required"),
    path: ["phone"],
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: msg("passwords_do_not_match"),
    path: ["confirmPassword"],
  })
  .superRefine((body, ctx) => {
    const problem = weakPasswordReason(body.password, body.email);
    if (problem) ctx.addIssue({ code: "custom", message: msg(problem), path: ["password"] });
  });

/** `{email, password}` or `{phone, password}`. */
export const loginBody = z
  .strictObject({
    email: emailField.optional(),
    phone: phoneField.optional(),
    password: z.string(msg("password_required")).min(1, msg("password_required")).max(MAX_PASSWORD_LENGTH, msg("invalid_credentials")),
  })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    message: msg("sign_in_contact_required"),
    path: ["email"],
  });

export const changePasswordBody = z
  .strictObject({
    currentPassword: z.string(msg("current_password_required")).min(1, msg("current_password_required")).max(MAX_PASSWORD_LENGTH),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    message: msg("passwords_do_not_match"),
    path: ["confirmPassword"],
  })
  .superRefine((body, ctx) => {
    const problem = weakPasswordReason(body.newPassword);
    if (problem) ctx.addIssue({ code: "custom", message: msg(problem), path: ["newPassword"] });
  });
