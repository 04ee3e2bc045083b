import type { ApiError } from "../../worker/in-process-api";

/** A form field's value as a trimmed string ("" when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The API's error message, or the screen's fallback when the API gave none. */
export function apiErrorMessage(data: unknown, fallback: string): string {
  const error = (data as Partial<ApiError> | null)?.error;
  return typeof error === "string" && error ? error : fallback;
}

export function apiFieldErrors(data: unknown): Record<string, string> {
  return (data as Partial<ApiError> | null)?.fields ?? {};
}
