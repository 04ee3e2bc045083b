import type { ApiError } from "../../worker/in-process-api";
import type { ErrorStrings } from "./i18n";

/** Whatever carries a language's error texts: a server catalog, or `{ errors }` loaded in the browser. */
type WithErrors = { readonly errors: ErrorStrings };

/** A form field's value as a trimmed string ("" when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The catalog's words for an API error code, if the code is one the catalog knows. */
function errorText(t: WithErrors, code: unknown): string | undefined {
  return typeof code === "string" && Object.hasOwn(t.errors, code) ? (t.errors as Record<string, string>)[code] : undefined;
}

/** The API's error in the page's language (by its `code`), or the screen's fallback when the code is unknown. */
export function apiErrorMessage(t: WithErrors, data: unknown, fallback: string): string {
  return errorText(t, (data as Partial<ApiError> | null)?.code) ?? fallback;
}

/** Each refused field's message in the page's language; the API's English message only when its code is unknown. */
export function apiFieldErrors(t: WithErrors, data: unknown): Record<string, string> {
  const error = data as Partial<ApiError> | null;
  const fields = error?.fields ?? {};
  const codes = error?.field_codes ?? {};
  const messages: Record<string, string> = {};
  for (const name of new Set([...Object.keys(fields), ...Object.keys(codes)])) {
    const message = errorText(t, codes[name]) ?? fields[name];
    if (message) messages[name] = message;
  }
  return messages;
}
