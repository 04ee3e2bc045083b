// Retry-safe page forms (issue 37, ADR 075). The server writes a fresh key into every page that has a write form
// (the root loader's `formKey`, drawn again after each action); each form sends it in FORM_KEY_FIELD. The action hands
// it to the in-process API (`readForm`), whose writes then carry `Idempotency-Key`: a form resent by a reload, the back
// button or a retry after a timeout acts once and lands where the first answer sent it.
import type { AppLoadContext } from "@remix-run/cloudflare";

export const FORM_KEY_FIELD = "_key";

/** The submitted form, its key handed to the API calls this action makes. */
export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const form = await request.formData();
  context.api.takeFormKey(form.get(FORM_KEY_FIELD));
  return form;
}

/**
 * The key a script makes for its own upload, kept while the network loses the send and dropped once it is answered.
 * (`crypto.getRandomValues` works on plain http too, where `randomUUID` does not.)
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `script.${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
