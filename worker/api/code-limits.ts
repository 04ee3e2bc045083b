// The rate limits of one-time codes: sending counts per recipient and per address, checking a code likewise.
// They run before any lookup, so an unknown phone or e-mail costs the same as a known one.
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { tooManyRequests } from "../http/errors";
import { clientAddress, rateLimit } from "../http/rate-limit";
import type { CodeCheck } from "../services/one-time-codes";

/** Before a code or link is sent to `recipient` (E.164 phone or e-mail address). */
export async function sendLimits(c: Context<AppEnv>, recipient: string): Promise<void> {
  await rateLimit(c.env.CODE_SEND_ADDRESS_LIMITER, clientAddress(c), "too_many_codes");
  await rateLimit(c.env.CODE_SEND_RECIPIENT_LIMITER, recipient, "too_many_codes");
}

/** Before a code or link is checked; a link names no recipient, so only its address counts. */
export async function codeLimits(c: Context<AppEnv>, recipient?: string): Promise<void> {
  await rateLimit(c.env.CODE_CHECK_ADDRESS_LIMITER, clientAddress(c), "too_many_code_attempts");
  if (recipient !== undefined) await rateLimit(c.env.CODE_CHECK_RECIPIENT_LIMITER, recipient, "too_many_code_attempts");
}

/** A checked code as the routes use it: an account out of failed tries for the hour is a 429, whatever the code said. */
export function codeTried(check: CodeCheck): CodeCheck {
  if (check.exhausted) throw tooManyRequests("too_many_failed_codes", 60 * 60);
  return check;
}

/** A code that was not issued because the daily cap of its channel is reached (only where the answer may say so). */
export function codeIssued(issued: boolean): void {
  if (!issued) throw tooManyRequests("too_many_codes_today", 60 * 60);
}
