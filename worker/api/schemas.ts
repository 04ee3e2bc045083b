// Request bodies shared by the API and the forms that post them.

import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SELF_REGISTER_ROLES } from "../domain";
import { LANGUAGES } from "../languages";
import { isCommonPassword } from "../services/common-passwords";
import { visibleText } from "../services/text";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const COMMON_PASSWORD = "This password is too common and easy to guess. Please choose another one.";

export const BLANK_PASSWORD = "A password made only of spaces is not allowed. Please choose another one.";
export const PASSWORD_HAS_EMAIL = "Your password must not contain your e-mail address. Please choose another one.";
export const PASSWORD_HAS_PRODUCT = "Your password must not contain the word Gona. Please choose another one.";

/** Why a new password is too easy to guess, or null: blank, the e-mail's name, the product's name, a common one. */
export function weakPasswordReason(password: string, email?: string): string | null {
  if (password.trim() === "") return BLANK_PASSWORD;
  const lower = password.toLowerCase();
  const localPart = email?.split("@")[0]?.toLowerCase() ?? "";
  if (localPart.length >= 3 && lower.includes(localPart)) return PASSWORD_HAS_EMAIL;
  if (lower.includes("gona")) return PASSWORD_HAS_PRODUCT;
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  return null;
}

/** A new password: long enough, not absurdly long, and not on the list of the most common ones. */
const newPassword = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters long")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const registerBody = z
  .strictObject({
    email: emailField,
    password: newPassword,
    confirmPassword: z.string().optional(),
    fullName: visibleText("Full name", 100),
    role: z.enum(SELF_REGISTER_ROLES, { error: "Role must be farmer, buyer or supplier" }).default("farmer"),
    phone: optionalText(30, "Phone"),
    location: optionalText(100, "Location"),
    language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}` }).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  })
  .superRefine((body, ctx) => {
    const problem = weakPasswordReason(body.password, body.email);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["password"] });
  });

export const loginBody = z.strictObject({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, "Invalid email or password"),
});

export const changePasswordBody = z
  .strictObject({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX_PASSWORD_LENGTH),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  })
  .superRefine((body, ctx) => {
    const problem = weakPasswordReason(body.newPassword);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["newPassword"] });
  });
