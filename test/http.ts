// Helpers for tests that talk to the real Worker the way a client does: HTTP in, JSON out.
import { exports } from "cloudflare:workers";
import { lastCode } from "./messages";

export const ORIGIN = "http://localhost:8787";

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed bodies). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }));
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API sent.
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

let counter = 0;
/** A unique e-mail and client address per call, so rate limits of one test never touch another. */
export function unique(prefix = "user") {
  counter++;
  const stamp = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${prefix}-${stamp}@example.ng`,
    address: `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${(counter * 7) % 250}`,
  };
}

let phoneCounter = 0;
/** A Nigerian mobile number (E.164) no other test uses: phones are unique among accounts. */
export function uniquePhone() {
  phoneCounter++;
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return `+2349${(phoneCounter * 7919 + random) % 2 === 0 ? "0" : "1"}${String((random + phoneCounter) % 100_000_000).padStart(8, "0")}`;
}

/** Confirms the phone an account registered with, as its owner does: the code from the SMS, typed back. */
export async function confirmRegisteredPhone(token: string, phone: string) {
  const confirmed = await call("POST", "/api/auth/phone/confirm", {
    token,
    body: { code: await lastCode(phone) },
    headers: { "cf-connecting-ip": unique().address },
  });
  if (confirmed.status !== 200) throw new Error(`phone confirmation failed: ${confirmed.status} ${confirmed.text}`);
  return confirmed.json.user;
}

export async function registerUser(role: "farmer" | "buyer" | "supplier" = "farmer", extra: Record<string, unknown> = {}) {
  const { email, address } = unique(role);
  const password = "strong-pass-1";
  const result = await call("POST", "/api/auth/register", {
    body: { email, password, confirmPassword: password, fullName: `Test ${role}`, role, ...extra },
    headers: { "cf-connecting-ip": address },
  });
  if (result.status !== 201) throw new Error(`register failed: ${result.status} ${result.text}`);
  const token = result.json.token as string;
  // A phone given at registration is confirmed as its owner would (ADR 050); tests of claims register by hand.
  const user = typeof extra.phone === "string" ? await confirmRegisteredPhone(token, result.json.user.phone) : result.json.user;
  return { token, user, email, password };
}

/**
 * The rate-limiting binding counts in fixed windows aligned to the clock (miniflare clears every bucket when a
 * window ends). Waits for a fresh window if the current one is nearly over: only `withinOneRateWindow`'s second run,
 * after a first that crossed a window's end, does; no test waits for a window before its first run.
 */
async function startOfRateWindow(periodSeconds: 10 | 60, needMs = periodSeconds === 60 ? 20_000 : 5_000) {
  const period = periodSeconds * 1000;
  const left = period - (Date.now() % period);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/**
 * Runs a test body that must hit a rate limit, all inside one window of the limiter, without waiting for a fresh
 * window first. The binding counts in fixed windows aligned to the clock and miniflare clears every bucket when a
 * window ends, so a body that ran across a window's end may see the limit let requests through again: when such a
 * run fails, the body runs once more (it makes its own fresh accounts, phones and addresses each time), from the start
 * of a window with `needMs` left. A body that fails within one window, or fails twice, fails the test.
 */
export async function withinOneRateWindow<T>(
  periodSeconds: 10 | 60,
  body: () => Promise<T>,
  needMs = periodSeconds === 60 ? 20_000 : 5_000,
): Promise<T> {
  const window = () => Math.floor(Date.now() / (periodSeconds * 1000));
  const started = window();
  try {
    return await body();
  } catch (error) {
    if (window() === started) throw error;
  }
  await startOfRateWindow(periodSeconds, needMs);
  return body();
}
