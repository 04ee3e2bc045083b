// Reading what Gona queued for a phone or an e-mail address, as a person would read their SMS or inbox.
import { env } from "cloudflare:workers";

export interface QueuedMessage {
  channel: string;
  recipient: string;
  user_id: number | null;
  kind: string;
  subject: string | null;
  body: string;
  status: string;
}

export async function messagesTo(recipient: string): Promise<QueuedMessage[]> {
  const rows = await env.DB.prepare("SELECT * FROM outbound_messages WHERE recipient = ? ORDER BY id").bind(recipient).all<QueuedMessage>();
  return rows.results;
}

/** The 6-digit code in the newest message to `recipient`. */
export async function lastCode(recipient: string): Promise<string> {
  const body = (await messagesTo(recipient)).at(-1)?.body ?? "";
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}: ${body}`);
  return code;
}

/** The token of the link in the newest e-mail to `recipient`. */
export async function lastLinkToken(recipient: string): Promise<string> {
  const body = (await messagesTo(recipient)).at(-1)?.body ?? "";
  const token = /\?token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no link sent to ${recipient}: ${body}`);
  return token;
}

export async function codeRows(recipient: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM one_time_codes WHERE recipient = ?").bind(recipient).first<{ n: number }>();
  return row?.n ?? 0;
}
