// The door of every SMS/USSD gateway callback (PRODUCT.md, "Feature phones"; ADR 079). The gateway signs nothing, so
// the URL carries the secret GATEWAY_CALLBACK_KEY: a wrong or missing key answers 404 (as if nothing were there) and
// is counted per hour and route in gateway_refusals, with a log line for the metrics; then each phone number gets a
// budget of callbacks a minute (GATEWAY_PHONE_LIMITER), so one phone or a script replaying it cannot flood Gona.

import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { gatewayRefusals } from "../db/schema";
import { normalizeNigerianPhone } from "../services/phone";
import type { AppEnv } from "./context";
import { API_ERRORS } from "./error-codes";

const encoder = new TextEncoder();

/** Whether the key given is the gateway's secret, compared in constant time (through SHA-256, so lengths never leak). */
export async function keyMatches(given: string | undefined, secret: string | undefined): Promise<boolean> {
  if (!secret || given === undefined) return false;
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(given)),
    crypto.subtle.digest("SHA-256", encoder.encode(secret)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < left.length; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/** Counts a refused callback in its hour (never fails the answer: a count lost is better than a 5xx). */
async function countRefusal(c: Context<AppEnv>, route: string, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  console.warn(JSON.stringify({ metric: "gateway_callback_refused", route, hour }));
  try {
    await c.var.db
      .insert(gatewayRefusals)
      .values({ hour, route, count: 1 })
      .onConflictDoUpdate({ target: [gatewayRefusals.hour, gatewayRefusals.route], set: { count: sql`${gatewayRefusals.count} + 1` } });
  } catch (error) {
    console.error("Could not count a refused gateway callback", error);
  }
}

export interface GatewayGuardOptions {
  /** The route's name in the counts ("ussd", "sms_inbound", "sms_delivery"). */
  route: string;
  /** The form field holding the caller's number, for the per-phone budget; none: no budget (delivery reports). */
  phoneField?: string;
  /** The answer past the budget (USSD ends the session with a screen; SMS answers a 429). */
  overBudget?: (c: Context<AppEnv>) => Response | Promise<Response>;
}

const tooMany = (c: Context<AppEnv>) =>
  c.json({ error: API_ERRORS.too_many_gateway_messages, code: "too_many_gateway_messages" }, 429, { "retry-after": "60" });

/** The guard for one callback route. */
export function gatewayGuard(options: GatewayGuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await keyMatches(c.req.query("key"), c.env.GATEWAY_CALLBACK_KEY))) {
      await countRefusal(c, options.route);
      return c.json({ error: API_ERRORS.not_found, code: "not_found" }, 404);
    }
    if (options.phoneField) {
      let raw: unknown;
      try {
        // Hono keeps the parsed body: the route reads the same form again without reading the stream twice.
        raw = (await c.req.parseBody())[options.phoneField];
      } catch {
        raw = undefined;
      }
      const phone = typeof raw === "string" ? (normalizeNigerianPhone(raw) ?? raw.trim().slice(0, 40)) : "";
      if (phone !== "") {
        const { success } = await c.env.GATEWAY_PHONE_LIMITER.limit({ key: `${options.route}:${phone}` });
        if (!success) return (options.overBudget ?? tooMany)(c);
      }
    }
    await next();
  };
}
