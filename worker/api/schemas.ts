// Request bodies shared by the API and the forms that post them.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SELF_REGISTER_ROLES } from "../domain";

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

export const registerBody = z
  .strictObject({
    email: emailField,
    password: z
      .string({ error: "Password is required" })
      .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters long")
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string().optional(),
    fullName: z
      .string({ error: "Full name is required" })
      .trim()
      .min(1, "Full name is required")
      .max(100, "Full name must be at most 100 characters"),
    role: z.enum(SELF_REGISTER_ROLES, { error: "Role must be farmer, buyer or supplier" }).default("farmer"),
    phone: optionalText(30, "Phone"),
    location: optionalText(100, "Location"),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const loginBody = z.strictObject({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, "Invalid email or password"),
});
