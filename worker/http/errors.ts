import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_ERRORS, type ApiErrorCode } from "./error-codes";

/** One field's problem: its code and the English shown beside the field. */
export interface FieldError {
  code: ApiErrorCode;
  message: string;
}

/** A field given by its code alone takes the code's English; `{code, message}` keeps a message with detail. */
export type FieldErrors = Record<string, ApiErrorCode | FieldError>;

export interface ErrorDetail {
  /** English with detail (a file's name, a count) in place of the code's fixed message. */
  message?: string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
  /** Values a client needs to act on this answer, sent beside `error` and `code` (a sign-in's `challenge`). */
  extra?: Record<string, string | number>;
}

/** An error the API answers with `{"error", "code"}` (and `fields` plus `field_codes` for validation) and its status. */
export class HttpError extends Error {
  readonly fields?: Record<string, FieldError>;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, string | number>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    detail: ErrorDetail = {},
  ) {
    super(detail.message ?? API_ERRORS[code]);
    if (detail.fields) {
      this.fields = Object.fromEntries(
        Object.entries(detail.fields).map(([name, value]) => [
          name,
          typeof value === "string" ? { code: value, message: API_ERRORS[value] } : value,
        ]),
      );
    }
    this.headers = detail.headers;
    this.extra = detail.extra;
  }

  /** The JSON body: `error` and `code`, with `fields` and `field_codes` when fields are named, and any `extra` beside. */
  body(): { error: string; code: ApiErrorCode; fields?: Record<string, string>; field_codes?: Record<string, ApiErrorCode> } {
    if (!this.fields) return { ...this.extra, error: this.message, code: this.code };
    const entries = Object.entries(this.fields);
    return {
      ...this.extra,
      error: this.message,
      code: this.code,
      fields: Object.fromEntries(entries.map(([name, field]) => [name, field.message])),
      field_codes: Object.fromEntries(entries.map(([name, field]) => [name, field.code])),
    };
  }
}

export const badRequest = (code: ApiErrorCode, fields?: FieldErrors, message?: string) => new HttpError(400, code, { fields, message });
export const unauthorized = (code: ApiErrorCode = "sign_in_required") => new HttpError(401, code);
export const forbidden = (code: ApiErrorCode = "forbidden") => new HttpError(403, code);
export const notFound = (code: ApiErrorCode = "not_found") => new HttpError(404, code);
export const conflict = (code: ApiErrorCode, fields?: FieldErrors, message?: string) => new HttpError(409, code, { fields, message });
export const tooManyRequests = (code: ApiErrorCode, retryAfterSeconds = 60) =>
  new HttpError(429, code, { headers: { "Retry-After": String(retryAfterSeconds) } });
