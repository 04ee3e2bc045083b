// Shared by the messaging tests: queue rows as the identity routes do, and script the provider stand-in (test/provider-stand-in.ts).
import { env } from "cloudflare:workers";
import { inject } from "vitest";
import { database } from "../worker/db/client";
import { outboundMessages } from "../worker/db/schema";
import type { Env } from "../worker/env";
import { queueOutboundMessage } from "../worker/services/messaging";
import type { RecordedRequest, ScriptedAnswer } from "./provider-stand-in";

let counter = 0;
/** A phone number no other test uses, in the E.164 form the identity routes store. */
export function uniquePhone() {
  counter++;
  return `+234803${String((Date.now() + counter * 7919) % 10_000_000).padStart(7, "0")}`;
}
export const uniqueEmail = () => `msg-${crypto.randomUUID().slice(0, 12)}@example.ng`;

export interface QueuedMessage {
  channel: "sms" | "email";
  recipient: string;
  body: string;
  kind?: string;
  subject?: string | null;
  userId?: number | null;
}

/** A pending row, written the way the identity routes write one (queueOutboundMessage, then run). */
export async function queueMessage(message: QueuedMessage): Promise<number> {
  const row = await queueOutboundMessage(database(env.DB), { kind: "otp", ...message })
    .returning({ id: outboundMessages.id })
    .get();
  if (!row) throw new Error("insert failed");
  return row.id;
}

export interface MessageRow {
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

export async function messageRow(id: number): Promise<MessageRow> {
  const row = await env.DB.prepare("SELECT status, attempts, last_error, next_attempt_at, sent_at FROM outbound_messages WHERE id = ?")
    .bind(id)
    .first<MessageRow>();
  if (!row) throw new Error(`no message ${id}`);
  return row;
}

/** A scenario on the stand-in: the answers it gives in order, and the requests it received. */
export async function providerScenario(answers: ScriptedAnswer[]) {
  const standIn = inject("providerStandIn");
  const id = crypto.randomUUID();
  const put = await fetch(`${standIn}/__scenario/${id}`, { method: "PUT", body: JSON.stringify(answers) });
  if (put.status !== 204) throw new Error(`the stand-in refused the scenario: ${put.status}`);
  return {
    baseUrl: `${standIn}/${id}`,
    requests: async () => (await (await fetch(`${standIn}/__scenario/${id}`)).json()) as RecordedRequest[],
  };
}

/** The Worker's env with some configuration changed, as `wrangler.toml` and the secrets would set it. */
export const configured = (changes: Partial<Env>): Env => ({ ...env, ...changes }) as Env;

/** The next run sees nothing left over from the previous test. */
export async function settleLeftovers() {
  await env.DB.prepare(
    "UPDATE outbound_messages SET status = 'failed', last_error = 'left by an earlier test' WHERE status = 'pending'",
  ).run();
}
