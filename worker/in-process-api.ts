import { api } from "./api/app";
import type { Env } from "./env";
import { readCookie } from "./http/cookies";
import { API_ERRORS, type ApiErrorCode, isApiErrorCode } from "./http/error-codes";
import { IDEMPOTENCY_HEADER } from "./http/idempotency";
import { forgetSessionLookups, shareSessionLookups } from "./http/request-session";
import { SESSION_COOKIE } from "./http/session-cookie";
import { chosenLanguage, isLanguage, LANGUAGE_COOKIE } from "./languages";

/** Every API error body: the English `error`, its stable `code`, and per-field messages and codes for validation. */
export type ApiError = {
  error: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
  field_codes?: Record<string, ApiErrorCode>;
  /** A password sign-in on a number not yet confirmed: what `/api/auth/phone/sign-in` needs beside the SMS code. */
  challenge?: string;
};

/** What a page gets back: the data of a 2xx, or the API's error. A failed call cannot be read as data. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ApiError; headers: Headers };

/** The error of a failure body; a non-JSON or malformed one gets a generic code, so every failure carries a message and a code. */
export function asApiError(body: unknown, status: number): ApiError {
  const candidate = body as Partial<ApiError> | null;
  if (candidate && typeof candidate.error === "string") {
    return { ...candidate, error: candidate.error, code: isApiErrorCode(candidate.code) ? candidate.code : fallbackCode(status) };
  }
  const code = fallbackCode(status);
  return { error: API_ERRORS[code], code };
}

const fallbackCode = (status: number): ApiErrorCode => (status >= 500 ? "internal_error" : "bad_request");

/**
 * The UI's way to the data: calls the Hono app in-process (no network hop) as the signed-in user,
 * so every permission and validation rule lives in the API alone.
 */
export function createInProcessApi(request: Request, env: Env, ctx: ExecutionContext) {
  const session = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  // The page's language reaches the API as the visitor sends it (a `?lang=` choice counts as the cookie).
  const language = chosenLanguage(new URL(request.url)) ?? readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  const acceptLanguage = request.headers.get("accept-language");
  // This page request's own environment object: its calls share one session check (worker/http/request-session.ts).
  const apiEnv = { ...env };
  shareSessionLookups(apiEnv);

  // The key of the page form this request submitted (FORM_KEY_FIELD, written by the server into the form): each write
  // the action makes carries `<key>.<n>`, so a resent form acts once and its action finds the first answers (ADR 075).
  let formKey: string | null = null;
  let writes = 0;

  async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const key = method !== "GET" && formKey ? `page.${formKey}.${writes++}` : null;
    const answer = await send<T>(method, path, body, key);
    // The same form sent again with other words (back, edit, send): a new action, not a retry.
    if (key && !answer.ok && answer.error.code === "idempotency_key_reused")
      return send<T>(method, path, body, `${key}.${crypto.randomUUID()}`);
    return answer;
  }

  async function send<T>(method: string, path: string, body: unknown, key: string | null): Promise<ApiResult<T>> {
    const headers = new Headers();
    if (key) headers.set(IDEMPOTENCY_HEADER, key);
    const cookies = [
      session ? `${SESSION_COOKIE}=${encodeURIComponent(session)}` : "",
      isLanguage(language) ? `${LANGUAGE_COOKIE}=${language}` : "",
    ];
    if (cookies.some(Boolean)) headers.set("cookie", cookies.filter(Boolean).join("; "));
    if (acceptLanguage) headers.set("accept-language", acceptLanguage);
    const address = request.headers.get("cf-connecting-ip");
    if (address) headers.set("cf-connecting-ip", address);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    const response = await api.fetch(new Request(new URL(path, request.url), { method, headers, body: payload }), apiEnv, ctx);
    if (method !== "GET") forgetSessionLookups(apiEnv);
    const isJson = response.headers.get("content-type")?.includes("application/json");
    const answer: unknown = isJson ? await response.json() : null;
    if (response.ok) return { ok: true, status: response.status, data: answer as T, headers: response.headers };
    // A page that cannot read its data shows the error page (the route's ErrorBoundary), never an empty list.
    if (method === "GET" && response.status >= 500) throw new Response(null, { status: response.status, statusText: "API error" });
    return { ok: false, status: response.status, error: asApiError(answer, response.status), headers: response.headers };
  }

  return {
    /** Makes this action's writes retry-safe with the key its form carried (ignored unless it is a well-formed key). */
    takeFormKey(value: FormDataEntryValue | null) {
      formKey = typeof value === "string" && FORM_KEY.test(value) ? value : null;
    },
    /** Whether the request carried a session cookie at all (the API decides whether it is valid). */
    hasSession: session !== undefined,
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body?: unknown) => call<T>("POST", path, body),
    put: <T>(path: string, body?: unknown) => call<T>("PUT", path, body),
    delete: <T>(path: string) => call<T>("DELETE", path),
    /**
     * A gateway callback as the gateway sends it (form-encoded, a plain-text answer): how /dev/ussd drives the USSD
     * handler itself. No cookies or form key: the gateway has neither.
     */
    async postGatewayForm(path: string, form: URLSearchParams): Promise<{ status: number; text: string }> {
      const response = await api.fetch(new Request(new URL(path, request.url), { method: "POST", body: form }), apiEnv, ctx);
      return { status: response.status, text: await response.text() };
    },
  };
}

/** A form key as the server (a UUID) or a page's script (`script.<hex>`) writes it. */
const FORM_KEY = /^[A-Za-z0-9._-]{16,100}$/;

export type InProcessApi = ReturnType<typeof createInProcessApi>;
