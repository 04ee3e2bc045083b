// Helpers for the USSD tests: a gateway's callback as Africa's Talking sends it (form-encoded, the key in the query).
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { fitsScreen } from "../worker/services/gsm7";
import { call, unique } from "./http";

/** The key vitest.config.ts gives the Worker as GATEWAY_CALLBACK_KEY. */
export const GATEWAY_KEY = "test-only-gateway-key-0123456789abcdef";
export const SERVICE_CODE = "*384*1#";

export interface Dial {
  sessionId?: string;
  phoneNumber?: string;
  text?: string;
  serviceCode?: string;
  networkCode?: string;
}

/** One gateway request; `key` null leaves the key out. Fields left undefined are not sent. */
export function dial(fields: Dial, key: string | null = GATEWAY_KEY) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries({ serviceCode: SERVICE_CODE, networkCode: "62130", ...fields }))
    if (value !== undefined) form.set(name, value);
  const query = key === null ? "" : `?key=${encodeURIComponent(key)}`;
  return call("POST", `/api/ussd${query}`, {
    rawBody: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
  });
}

/** A session of one phone: each call sends the whole text so far, as the gateway does. */
export function session(phoneNumber: string) {
  const sessionId = `ATUid_${crypto.randomUUID()}`;
  return { sessionId, send: (text: string) => dial({ sessionId, phoneNumber, text }) };
}

/** The answer as the gateway needs it: 200 plain text, `CON `/`END `, one GSM-7 screen. */
export function expectScreen(result: Awaited<ReturnType<typeof dial>>, label = ""): string {
  expect(result.status, label).toBe(200);
  expect(result.headers.get("content-type"), label).toBe("text/plain; charset=utf-8");
  expect(result.text, label).toMatch(/^(CON|END) /);
  expect(fitsScreen(result.text), `${label}: ${result.text}`).toBe(true);
  return result.text;
}

/** D1 round trips the answer took, from its Server-Timing (shown in tests). */
export function roundTrips(result: Awaited<ReturnType<typeof dial>>): number {
  const match = /(\d+) queries in (\d+) round trips/.exec(result.headers.get("server-timing") ?? "");
  if (!match) throw new Error(`no D1 figures in Server-Timing: ${result.headers.get("server-timing")}`);
  return Number(match[2]);
}

export const countRows = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;
