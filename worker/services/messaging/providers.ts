// The providers' HTTP APIs, one adapter per provider, chosen by SMS_PROVIDER and EMAIL_PROVIDER. Each adapter makes one
// request and says what became of it; the delivery loop (deliver.ts) decides retries, caps and what D1 records.
import type { MessageChannel, OutboundMessage } from "../../db/schema";
import type { Env } from "../../env";

/** What one attempt came to: accepted, worth another try later (5xx, 429, network, timeout), or refused for good. */
export type Attempt = { outcome: "sent"; gatewayId?: string } | { outcome: "retry"; error: string } | { outcome: "failed"; error: string };

export interface Provider {
  name: string;
  send(message: OutboundMessage, signal: AbortSignal): Promise<Attempt>;
}

/** No provider for the channel: held for /dev/outbox in development and tests, a configuration error in production. */
export type ProviderChoice = { provider: Provider } | { provider: null; missing: string };

const PRODUCTION_HOSTS = {
  termii: "https://api.ng.termii.com",
  africastalking: "https://api.africastalking.com",
  resend: "https://api.resend.com",
} as const;

/** A configured base URL (tests point it at a local server), else the provider's real host. */
const baseUrl = (configured: string | undefined, fallback: string) => (configured?.trim() || fallback).replace(/\/+$/, "");

/** Enough of a provider's answer to diagnose it from last_error, never the whole body. */
async function describe(response: Response): Promise<string> {
  const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
  return `HTTP ${response.status}${text ? `: ${text}` : ""}`;
}

/** The classification every provider shares: 2xx accepted, 429 and 5xx retried, any other 4xx refused. */
async function byStatus(response: Response): Promise<Attempt> {
  if (response.ok) return { outcome: "sent" };
  const error = await describe(response);
  if (response.status === 429 || response.status >= 500) return { outcome: "retry", error };
  return { outcome: "failed", error };
}

/** A request that never throws: a refused connection, a reset or the timeout is an attempt to retry. */
async function attempt(url: string, init: RequestInit, signal: AbortSignal, classify = byStatus): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: "POST", signal });
  } catch (error) {
    const reason = signal.aborted ? "timed out" : error instanceof Error ? error.message : String(error);
    return { outcome: "retry", error: `request failed: ${reason}` };
  }
  try {
    return await classify(response);
  } catch (error) {
    // The body stopped arriving (or the timeout fired) after the status: the provider may or may not have sent it.
    return { outcome: "retry", error: `reading the answer failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Termii (Nigerian networks): JSON with the key in the body; `to` is the number in international form without "+". */
function termii(env: Env, apiKey: string): Provider {
  const url = `${baseUrl(env.TERMII_BASE_URL, PRODUCTION_HOSTS.termii)}/api/sms/send`;
  return {
    name: "termii",
    send: (message, signal) =>
      attempt(
        url,
        {
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            api_key: apiKey,
            to: message.recipient.replace(/^\+/, ""),
            from: env.SMS_SENDER_ID,
            sms: message.body,
            type: "plain",
            channel: "generic",
          }),
        },
        signal,
      ),
  };
}

// Africa's Talking answers 201 even when it refuses the number: each recipient carries its own statusCode
// (100 processed, 101 sent, 102 queued; 4xx refused; 5xx the gateway's trouble, worth a retry).
async function africasTalkingOutcome(response: Response): Promise<Attempt> {
  if (!response.ok) return byStatus(response);
  const answer = (await response.json().catch(() => null)) as {
    SMSMessageData?: { Recipients?: { statusCode?: number; status?: string; messageId?: string }[]; Message?: string };
  } | null;
  const recipient = answer?.SMSMessageData?.Recipients?.[0];
  if (!recipient || typeof recipient.statusCode !== "number")
    return { outcome: "failed", error: `no recipient status in the answer: ${answer?.SMSMessageData?.Message ?? "unreadable body"}` };
  // The message id is what its delivery reports will name (POST /api/sms/delivery).
  if (recipient.statusCode >= 100 && recipient.statusCode <= 102)
    return typeof recipient.messageId === "string" && recipient.messageId.length <= 100
      ? { outcome: "sent", gatewayId: recipient.messageId }
      : { outcome: "sent" };
  const error = `recipient status ${recipient.statusCode} ${recipient.status ?? ""}`.trim();
  return recipient.statusCode >= 500 ? { outcome: "retry", error } : { outcome: "failed", error };
}

/** Africa's Talking: a form body, the key in the `apiKey` header, the account's username in the body. */
function africasTalking(env: Env, apiKey: string): Provider {
  const url = `${baseUrl(env.AFRICASTALKING_BASE_URL, PRODUCTION_HOSTS.africastalking)}/version1/messaging`;
  return {
    name: "africastalking",
    send: (message, signal) => {
      const form = new URLSearchParams({ username: env.AFRICASTALKING_USERNAME, to: message.recipient, message: message.body });
      if (env.SMS_SENDER_ID) form.set("from", env.SMS_SENDER_ID);
      return attempt(
        url,
        {
          headers: { apiKey, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        },
        signal,
        africasTalkingOutcome,
      );
    },
  };
}

/** Resend: JSON with a Bearer key; plain text only, so nothing a user typed can become markup. */
function resend(env: Env, apiKey: string): Provider {
  const url = `${baseUrl(env.RESEND_BASE_URL, PRODUCTION_HOSTS.resend)}/emails`;
  return {
    name: "resend",
    send: (message, signal) =>
      attempt(
        url,
        {
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ from: env.EMAIL_FROM, to: [message.recipient], subject: message.subject ?? "Gona", text: message.body }),
        },
        signal,
      ),
  };
}

/** The provider configured for a channel, or why there is none (an unknown name or a missing secret). */
export function providerFor(env: Env, channel: MessageChannel): ProviderChoice {
  const name = (channel === "sms" ? env.SMS_PROVIDER : env.EMAIL_PROVIDER)?.trim() || "none";
  const variable = channel === "sms" ? "SMS_PROVIDER" : "EMAIL_PROVIDER";
  const secret = (key: string | undefined, secretName: string, make: (apiKey: string) => Provider): ProviderChoice =>
    key ? { provider: make(key) } : { provider: null, missing: `${variable} is "${name}" but the secret ${secretName} is not set` };
  if (channel === "sms") {
    if (name === "termii") return secret(env.TERMII_API_KEY, "TERMII_API_KEY", (key) => termii(env, key));
    if (name === "africastalking") {
      if (!env.AFRICASTALKING_USERNAME)
        return { provider: null, missing: 'SMS_PROVIDER is "africastalking" but AFRICASTALKING_USERNAME is empty' };
      return secret(env.AFRICASTALKING_API_KEY, "AFRICASTALKING_API_KEY", (key) => africasTalking(env, key));
    }
  } else if (name === "resend") {
    return secret(env.RESEND_API_KEY, "RESEND_API_KEY", (key) => resend(env, key));
  }
  if (name !== "none") return { provider: null, missing: `${variable} "${name}" is not a known provider` };
  return { provider: null, missing: `no ${channel === "sms" ? "SMS" : "e-mail"} provider is configured (set ${variable})` };
}
