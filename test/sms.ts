// Helpers for the SMS gateway tests: an inbound SMS and a delivery report as Africa's Talking sends them (form-encoded,
// the key in the query), and the answers Gona queued back.
import { env } from "cloudflare:workers";
import { call, unique } from "./http";
import { GATEWAY_KEY } from "./ussd";

/** One form POST to a gateway callback; `key` null leaves the key out. */
export function gatewayPost(path: string, fields: Record<string, string>, key: string | null = GATEWAY_KEY) {
  const query = key === null ? "" : `?key=${encodeURIComponent(key)}`;
  return call("POST", `${path}${query}`, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
  });
}

/** An inbound SMS from `from`, as the gateway forwards it to Gona's short code. */
export const textIn = (from: string, text: string, key?: string | null) =>
  gatewayPost(
    "/api/sms/inbound",
    { from, to: "38410", text, date: "2026-11-27 05:00:00", id: crypto.randomUUID(), linkId: crypto.randomUUID() },
    key,
  );

/** The newest answer Gona queued to `phone` (an inbound SMS's reply). */
export async function lastReply(phone: string): Promise<string | undefined> {
  const row = await env.DB.prepare("SELECT body FROM outbound_messages WHERE recipient = ? AND kind = 'sms_reply' ORDER BY id DESC LIMIT 1")
    .bind(phone)
    .first<{ body: string }>();
  return row?.body;
}
