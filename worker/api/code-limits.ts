// The rate limits of one-time codes: sending counts per recipient and per address, checking a code likewise.
// They run before any lookup, so an unknown phone or e-mail costs the same as a known one.
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { clientAddress, rateLimit } from "../http/rate-limit";

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
