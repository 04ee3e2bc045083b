import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { apiErrorMessage, field } from "./forms";
import { requestStrings } from "./language.server";

/** One "phone or e-mail" field as the API's body: anything with an "@" is an e-mail, the rest a phone number. */
export function contactBody(identifier: string): { email: string } | { phone: string } {
  const value = identifier.trim();
  return value.includes("@") ? { email: value } : { phone: value };
}

/** Whether the identifier was read as a phone number (the API normalizes and validates it). */
export function isPhone(identifier: string): boolean {
  return !identifier.includes("@");
}

/** A redirect that carries the cookies the API set when it signed the user in (the session, and maybe the language). */
export function redirectWithSession(result: { headers: Headers }, to: string) {
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** The values worth keeping from a form post: only non-empty ones reach the API (an empty e-mail is "no e-mail"). */
export function present<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== "")) as Partial<T>;
}

/**
 * The profile's contact forms: ask for a code (phone) or a link (e-mail) for a new contact, with the current password
 * or the code proving it (ADR 053); ask for that code (`contact-proof-phone|email`); or confirm a phone's code.
 */
export async function contactAction(request: Request, context: AppLoadContext, form: FormData, intent: string) {
  const kind = intent === "email-request" || intent === "contact-proof-email" ? "email" : "phone";
  const value = field(form, kind).trim();
  const proof = present({ currentPassword: field(form, "currentPassword"), currentCode: field(form, "currentCode").trim() });
  const result = intent.startsWith("contact-proof")
    ? await context.api.post("/api/users/contact/proof", {})
    : intent === "phone-confirm"
      ? await context.api.post("/api/users/contact/confirm", { phone: value, code: field(form, "code").trim() })
      : await context.api.post<Record<string, unknown> | null>("/api/users/contact", { [kind]: value, ...proof });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    const error = apiErrorMessage(strings, result.error, strings.account.contact.failed);
    return data({ contact: { intent, value, error } }, { status: result.status });
  }
  if (intent === "phone-confirm") return redirect("/profile?contact=phone-saved#change-phone");
  if (intent.startsWith("contact-proof")) return redirect(`/profile?contact=proof-sent#change-${kind}`);
  // The note names the contact as the API stored it (a phone in +234 form) when it says, else as typed.
  const stored = (result.data as Record<string, unknown> | null)?.[kind];
  const to = typeof stored === "string" && stored ? stored : value;
  return redirect(`/profile?${new URLSearchParams({ contact: `${kind}-sent`, to })}#change-${kind}`);
}
