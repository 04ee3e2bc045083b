import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import type { UssdPinDto } from "../../worker/api/ussd-pin";
import { present } from "./contact.server";
import { formatDateTime } from "./format";
import { apiErrorMessage, field } from "./forms";
import { requestStrings } from "./language.server";
import { withNotice } from "./notices";

export const USSD_PIN_INTENTS = ["ussd-pin-reset", "ussd-pin-proof"];

/** The profile's USSD PIN section: whether a PIN is set and until when USSD changes are paused (written on the server). */
export async function ussdPinState(request: Request, context: AppLoadContext) {
  const result = await context.api.get<UssdPinDto>("/api/users/ussd-pin");
  if (!result.ok) return null;
  const strings = await requestStrings(request, context);
  const paused = result.data.paused_until;
  return { set: result.data.set, pausedText: paused ? strings.account.ussdPin.paused(formatDateTime(strings.dates.months, paused)) : null };
}

/**
 * "Reset my USSD PIN" with the current password (or, for an account without one, the code the contact-change flow
 * sends to its phone; `ussd-pin-proof` asks for it), then back to the profile saying what happened (ADR 078).
 */
export async function ussdPinAction(request: Request, context: AppLoadContext, form: FormData, intent: string) {
  const result =
    intent === "ussd-pin-proof"
      ? await context.api.post("/api/users/contact/proof", {})
      : await context.api.post<UssdPinDto>(
          "/api/users/ussd-pin/reset",
          present({ currentPassword: field(form, "currentPassword"), currentCode: field(form, "currentCode").trim() }),
        );
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ ussdPin: { error: apiErrorMessage(strings, result.error, strings.account.ussdPin.failed) } }, { status: result.status });
  }
  if (intent === "ussd-pin-proof") return redirect("/profile?ussd=proof-sent#ussd-pin");
  return redirect(withNotice("/profile", "ussd-pin-reset", "ussd-pin"));
}
