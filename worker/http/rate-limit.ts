import type { Context } from "hono";
import type { AppEnv } from "./context";
import type { ApiErrorCode } from "./error-codes";
import { tooManyRequests } from "./errors";

/** The groups of an IPv6 address as numbers (`::` expanded, a dotted IPv4 tail converted), or null if not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return null;
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The key a client is rate-limited by: an IPv4 address as is; an IPv6 address by its /64 prefix (one customer
 * usually holds a whole /64, so per-address keys would give them 2^64 buckets); an IPv4-mapped IPv6 as its IPv4.
 */
export function rateLimitAddress(raw: string | null | undefined): string {
  const address = raw?.trim();
  if (!address) return "local";
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** Cloudflare sets cf-connecting-ip at its edge; without Cloudflare in front (local dev) a client can send any value. */
export function clientAddress(c: Context<AppEnv>): string {
  return rateLimitAddress(c.req.header("cf-connecting-ip"));
}

/**
 * Counts one attempt against a Cloudflare rate-limiting binding; over the limit it answers 429 with
 * Retry-After set to the binding's period (wrangler.toml: 60 s unless the binding says 10).
 */
export async function rateLimit(limiter: RateLimit, key: string, code: ApiErrorCode, retryAfterSeconds = 60): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw tooManyRequests(code, retryAfterSeconds);
}

/**
 * Sign-in attempts and answers that reveal an account exists (a registration or newsletter 409) share one
 * per-address budget, so the 409s cannot be used to list accounts faster than sign-in allows.
 */
export function countAccountLookup(c: Context<AppEnv>): Promise<void> {
  return rateLimit(c.env.SIGNIN_ADDRESS_LIMITER, clientAddress(c), "too_many_sign_in_attempts");
}
