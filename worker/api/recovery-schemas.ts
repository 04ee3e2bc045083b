// Bodies of the one-time code routes: sign in by SMS code, forgotten password, confirming a new phone or e-mail.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../domain";
import { msg } from "../http/error-codes";
import { emailField, phoneField } from "./schemas";

export const codeField = z
  .string(msg("code_required"))
  .trim()
  .min(1, msg("code_required"))
  .regex(/^\d{6}$/, msg("code_format"));

export const tokenField = z.string(msg("token_required")).trim().min(1, msg("token_required")).max(100, msg("link_invalid"));

const password = z
  .string(msg("password_required"))
  .min(MIN_PASSWORD_LENGTH, msg("password_too_short"))
  .max(MAX_PASSWORD_LENGTH, msg("password_too_long"));

export const phoneBody = z.strictObject({ phone: phoneField });

export const phoneCodeBody = z.strictObject({ phone: phoneField, code: codeField });

/** `{phone}` or `{email}`, exactly one. */
export const contactBody = z
  .strictObject({ phone: phoneField.optional(), email: emailField.optional() })
  .refine((body) => body.phone !== undefined || body.email !== undefined, { message: msg("account_contact_required"), path: ["phone"] })
  .refine((body) => body.phone === undefined || body.email === undefined, { message: msg("contact_choose_one"), path: ["email"] });

/**
 * Asking to change the phone or e-mail from the profile: contactBody plus the proof (the current password, or for an
 * account with none the code sent to its phone by POST /api/users/contact/proof). Which one is needed, the route says.
 */
/** The proof a change of contact takes (also when the profile removes a confirmed phone). */
export const contactProof = z.strictObject({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH, msg("password_too_long")).optional(),
  currentCode: codeField.optional(),
});

export const contactChangeBody = z
  .strictObject({
    phone: phoneField.optional(),
    email: emailField.optional(),
    ...contactProof.shape,
  })
  .refine((body) => body.phone !== undefined || body.email !== undefined, { message: msg("account_contact_required"), path: ["phone"] })
  .refine((body) => body.phone === undefined || body.email === undefined, { message: msg("contact_choose_one"), path: ["email"] });

/** `{token}`: the "this was not me" link sent to the old contact. */
export const revertContactBody = z.strictObject({ token: tokenField });

/** `{phone, code, password}` (SMS) or `{token, password}` (e-mailed link). */
export const resetBody = z
  .strictObject({
    phone: phoneField.optional(),
    code: codeField.optional(),
    token: tokenField.optional(),
    password,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.token !== undefined || body.phone !== undefined, { message: msg("code_required"), path: ["code"] })
  .refine((body) => body.token !== undefined || body.code !== undefined, { message: msg("code_required"), path: ["code"] })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: msg("passwords_do_not_match"),
    path: ["confirmPassword"],
  });

/** `{phone, code}` (SMS) or `{token}` (e-mailed link). */
export const confirmContactBody = z
  .strictObject({ phone: phoneField.optional(), code: codeField.optional(), token: tokenField.optional() })
  .refine((body) => body.token !== undefined || (body.phone !== undefined && body.code !== undefined), {
    message: msg("code_required"),
    path: ["code"],
  });
