// The one door to messages sent outside the app: a row in outbound_messages, written in the same batch as the
// change that causes it, then delivered after the response by the messaging module.
import type { Context } from "hono";
import type { Database } from "../db/client";
import { type MessageChannel, outboundMessages } from "../db/schema";
import type { AppEnv } from "../http/context";

export interface OutboxMessage {
  channel: MessageChannel;
  /** E.164 phone for sms, the address for email. */
  recipient: string;
  userId: number | null;
  kind: string;
  subject?: string | null;
  body: string;
}

/** The insert of one pending message, for the caller's `db.batch()`. */
export function outboxInsert(db: Database, message: OutboxMessage) {
  return db.insert(outboundMessages).values({ ...message, subject: message.subject ?? null, status: "pending" });
}

/** Hands pending messages to delivery once the batch that wrote them has committed. */
export function startDelivery(c: Context<AppEnv>): void {
  void c; // WIRE-DELIVERY: replace this line with `c.executionCtx.waitUntil(kickDelivery(c.env, c.executionCtx));` (worker/services/messaging).
}
