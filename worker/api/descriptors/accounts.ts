// Route descriptors (ADR 090): Health and this description, accounts (sign-up, sign-in, codes, passwords) and the signed-in user's own settings.
import { confirmBody, profileBody, resendBody, signInBody } from "../account-schemas";
import {
  confirmContactBody,
  contactBody,
  contactChangeBody,
  contactProof,
  phoneBody,
  phoneCodeBody,
  resetBody,
  revertContactBody,
} from "../recovery-schemas";
import type { RouteDescriptor } from "../route-descriptor";
import { changePasswordBody, loginBody, registerBody } from "../schemas";

export const ACCOUNT_ROUTES: readonly RouteDescriptor[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    tag: "system",
    summary: "This API described (OpenAPI 3.1)",
    description:
      "the OpenAPI 3.1 document of every route: its path, who may call it (`x-gona-access`), its summary and description, its request body as JSON Schema (from the zod schema the handler checks it with), and the error shape shared by all; cached for an hour. The same text, by area, is docs/api.md",
  },
  {
    method: "GET",
    path: "/api/health",
    access: "public",
    tag: "system",
    summary: "Is the Worker and its database up",
    description: '`{"ok":true}` once the Worker and D1 answer',
  },
  {
    method: "POST",
    path: "/api/auth/register",
    body: registerBody,
    access: "public",
    tag: "auth",
    summary: "Create an account",
    description:
      "`{phone?, email?, password, confirmPassword?, fullName, role?, location?, language?}` (a phone, an e-mail or both) → 201 `{token, user}`; 400 `account_contact_required` with neither; the phone is any form of a Nigerian mobile number (`0803 123 4567`, `803-123-4567`, `+234 803…`, `234803…`) and is stored and answered as E.164 (`+2348031234567`); a phone gets a 6-digit code by SMS and stays a claim (`phone_confirmed: false`: it signs no one in, shows on no listing, gets no alert) until the code comes back through `/api/auth/phone/confirm`; another account's claim never blocks a registration, a number another account confirmed is 409 `phone_taken`; 409 `email_taken`; `role` is farmer, buyer or supplier",
  },
  {
    method: "POST",
    path: "/api/auth/login",
    body: loginBody,
    access: "public",
    tag: "auth",
    summary: "Sign in with a password",
    description:
      '`{email, password}` or `{phone, password}` → `{token, user}`; 401 `invalid_credentials` on a wrong password or unknown account (the same answer either way; "Invalid phone number or password" in English for a phone); on a number not yet confirmed, the right password gets 401 `phone_confirmation_required` with a `challenge`, and a code goes to the number (finish with `/api/auth/phone/sign-in`); 429 after 10 tries a minute (per address and account), 20 per account or 30 per address',
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    access: "public",
    tag: "auth",
    summary: "Sign out",
    description: "ends this session: its token stops working and its chat sockets are closed (4001)",
  },
  {
    method: "GET",
    path: "/api/auth/me",
    access: "signed-in",
    tag: "auth",
    summary: "The signed-in user",
    description: "`{user}` for the token's user",
  },
  {
    method: "POST",
    path: "/api/auth/password",
    body: changePasswordBody,
    access: "signed-in",
    tag: "auth",
    summary: "Change the password",
    description:
      "`{currentPassword, newPassword}` → `{token, user}`: every other session of the user ends (other devices too, chat sockets closed) and a fresh one starts here; 400 `current_password_wrong`; the password rules of registration apply; 429 with the sign-in limits",
  },
  {
    method: "POST",
    path: "/api/auth/phone/confirm",
    body: confirmBody,
    access: "signed-in",
    tag: "auth",
    summary: "Confirm the account's phone number",
    description:
      "signed in: `{code}` (the 6 digits sent to the number the account registered with) → `{user}` with `phone_confirmed: true`; every other account's unconfirmed claim to the number ends; 400 `code_invalid`; 409 `phone_nothing_to_confirm` (no number, or confirmed already) or `phone_taken` (another account confirmed it first)",
  },
  {
    method: "POST",
    path: "/api/auth/phone/resend",
    body: resendBody,
    access: "signed-in",
    tag: "auth",
    summary: "Send the phone confirmation code again",
    description:
      "signed in, `{}` → 202 `{ok: true}`: a new code to the number (older ones stop working); 409 `phone_nothing_to_confirm`; 429 `too_many_codes` (3 a minute) or `too_many_codes_today` (the daily SMS cap)",
  },
  {
    method: "POST",
    path: "/api/auth/phone/sign-in",
    body: signInBody,
    access: "public",
    tag: "auth",
    summary: "Finish signing in with a code sent to an unconfirmed number",
    description:
      "`{phone, challenge, code}` (the `challenge` of a `phone_confirmation_required` answer and the code then sent by SMS) → `{token, user}` with the number confirmed, like login; 401 `code_invalid` otherwise",
  },
  {
    method: "POST",
    path: "/api/auth/contact/revert",
    body: revertContactBody,
    access: "public",
    tag: "auth",
    summary: 'Undo a contact change (the "not me" link)',
    description:
      "`{token}` from that link, no session needed → `{ok:true}`: the old value is back, every session ends and contact changes freeze until a password reset; 400 `link_invalid` when used or unknown",
  },
  {
    method: "POST",
    path: "/api/auth/otp/request",
    body: phoneBody,
    access: "public",
    tag: "auth",
    summary: "Send a one-time sign-in code",
    description:
      "`{phone}` → 202 `{ok: true}` always; when an account holds the number, a 6-digit code goes to it by SMS (10 minutes, 5 tries, once), unless the number or the account already had 20 SMS in 24 hours (then no code exists)",
  },
  {
    method: "POST",
    path: "/api/auth/otp/verify",
    body: phoneCodeBody,
    access: "public",
    tag: "auth",
    summary: "Sign in with a one-time code",
    description:
      "`{phone, code}` → `{token, user}` with the session cookie, like login; 401 `code_invalid` for a wrong, used, dead or expired code; 429 `too_many_failed_codes` (`Retry-After: 3600`) once the account failed 100 code tries in the last hour, from any address and for any of its codes (the same on every route that checks a code)",
  },
  {
    method: "POST",
    path: "/api/auth/password/forgot",
    body: contactBody,
    access: "public",
    tag: "auth",
    summary: "Ask for a password reset code or link",
    description:
      "`{phone}` or `{email}` → 202 `{ok: true}` always; a 6-digit code by SMS, or by e-mail a single-use link to `/reset-password?token=…`",
  },
  {
    method: "POST",
    path: "/api/auth/password/reset",
    body: resetBody,
    access: "public",
    tag: "auth",
    summary: "Set a new password with the code or link",
    description:
      "`{phone, code, password}` or `{token, password}` → `{ok: true}`; every session of the account ends (tokens 401, chat sockets closed); 400 `code_invalid` / `link_invalid`; the password rules of registration apply (a refused password does not use up the code)",
  },
  {
    method: "PUT",
    path: "/api/users/profile",
    body: profileBody,
    access: "signed-in",
    tag: "account",
    summary: "Update one's profile",
    description:
      '`{fullName?, phone?, location?, lowData?, language?, contact_preference?, currentPassword?, currentCode?}` → `{user}`; `contact_preference` is `phone` (signed-in users see the number on request) or `requests_only` (else 400 `contact_preference_invalid`); users carry it; `phone` may repeat the account\'s own number (any form) or clear it (`""`/`null`, unless it is the only contact: 400 `contact_last_one`; a confirmed number only with `currentPassword`, or `currentCode` for an account without a password, like `POST /api/users/contact`, and the number is told with a "not me" link); a different number is 400 `contact_change_needs_confirmation`; e-mail, role or any other field is refused (400)',
  },
  {
    method: "GET",
    path: "/api/users/verify",
    access: { roles: ["farmer", "supplier"] },
    tag: "account",
    summary: "The seller's verification request",
    description: "farmers: `{request}`, their latest verification request (or `null`)",
  },
  {
    method: "POST",
    path: "/api/users/verify",
    bodyMedia: "multipart/form-data",
    access: { roles: ["farmer", "supplier"] },
    tag: "account",
    summary: "Ask to be verified (with a document)",
    description:
      "farmers (403 otherwise), multipart `documentType` + `document` (pdf/jpg/png by first bytes, else 415; over 5 MB 413) → 201 `{request}`; 409 while one is pending",
  },
  {
    method: "POST",
    path: "/api/users/contact/proof",
    access: "signed-in",
    tag: "account",
    summary: "Send a code proving the current contact (accounts without a password)",
    description:
      "no body; for an account without a password → 202, a code (kind `contact_proof`) by SMS to its confirmed phone, while contact changes are frozen too (the contact changes refuse it then; the USSD PIN reset takes it, ADR 089); 400 `current_password_required` for an account with a password, `current_code_unavailable` without a confirmed phone",
  },
  {
    method: "POST",
    path: "/api/users/contact",
    body: contactChangeBody,
    access: "signed-in",
    tag: "account",
    summary: "Change the phone number or e-mail",
    description:
      "`{phone}` or `{email}`, with `currentPassword` (or, when the user has `has_password: false`, `currentCode` from `/contact/proof`): a new phone or e-mail for the signed-in account → 202; a 6-digit code by SMS, or a link to `/confirm-contact?token=…` by e-mail, goes to the NEW one; 400 `current_password_required` / `current_password_wrong` / `current_code_required` / `code_invalid`; 409 `phone_taken` / `email_taken`; 403 `contact_changes_frozen` while the user's `contact_changes_frozen` is true",
  },
  {
    method: "POST",
    path: "/api/users/contact/confirm",
    body: confirmContactBody,
    access: "signed-in",
    tag: "account",
    summary: "Confirm a new phone number with its code",
    description:
      "`{phone, code}` or `{token}` → `{user}` with the new phone or e-mail; only the account that asked can use the code or link; the old e-mail and confirmed phone then get a `contact_changed` message with a one-time `/not-me?token=…` link (7 days)",
  },
  {
    method: "GET",
    path: "/api/users/ussd-pin",
    access: "signed-in",
    tag: "account",
    summary: "Whether a USSD PIN is set",
    description:
      "the signed-in account's USSD PIN → `{set, paused_until}` (`paused_until`: ISO time USSD changes are paused to after 3 wrong PINs, or `null`)",
  },
  {
    method: "POST",
    path: "/api/users/ussd-pin/reset",
    body: contactProof,
    access: "signed-in",
    tag: "account",
    summary: "Remove the USSD PIN",
    description:
      "`{currentPassword}` (or, when the user has `has_password: false`, `{currentCode}` from `/contact/proof`) → `{set: false, paused_until: null}`: the PIN and any pause removed, so the next USSD change asks for a new PIN, and the confirmed phone told by SMS (a reset with none set is answered the same and sends nothing); 400 `current_password_required` / `current_password_wrong` / `current_code_required` / `code_invalid`",
  },
  {
    method: "POST",
    path: "/api/users/dashboard-visit",
    access: "signed-in",
    tag: "account",
    summary: 'Record a dashboard visit (for "new since" counts)',
    description:
      "any signed-in user; records a dashboard view → `{first_visit, market_listings: {count, more}, hub_messages: {count, more}}`: `first_visit` is true for the account's first view only; counts stop at 1,000 (`more: true` beyond)",
  },
];
