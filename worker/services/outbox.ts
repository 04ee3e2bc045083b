// The one door the identity routes use to message people outside the app: a row in outbound_messages, written in
// the same batch as the change that causes it (worker/services/messaging), then delivered after the response.
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { kickDelivery, queueOutboundMessage, queueOutboundMessageIf, underDailyCap } from "./messaging";

export type { NewOutboundMessage as OutboxMessage } from "./messaging/outbox";

/** The insert of one pending message, for the caller's `db.batch()`. */
export const outboxInsert = queueOutboundMessage;
/** The same insert only while the daily cap of its channel allows one more (see underDailyCap). */
export { queueOutboundMessageIf as outboxInsertIf, underDailyCap };

/** Hands pending messages to delivery once the batch that wrote them has committed (never fails the request). */
export function startDelivery(c: Context<AppEnv>): void {
  kickDelivery(c.env, c.executionCtx);
}
