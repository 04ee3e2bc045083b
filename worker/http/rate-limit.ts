import type { Context } from "hono";
import type { AppEnv } from "./context";
import { tooManyRequests } from "./errors";

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("cf-connecting-ip") ?? "local";
}

/**
 * Counts one attempt against a Cloudflare rate-limiting binding; over the limit it answers 429 with
 * Retry-After set to the binding's period (wrangler.toml: 60 s unless the binding says 10).
 */
export async function rateLimit(limiter: RateLimit, key: string, message: string, retryAfterSeconds = 60): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw tooManyRequests(message, retryAfterSeconds);
}
