// Delivery reports (PRODUCT.md, "Feature phones"; ADR 079): the gateway tells what became of a message it accepted.
// The outbox row it names (by the gateway's message id, stored when it was sent) takes the status; a refusal for good
// (Do-Not-Disturb, a rejected sender id, a number that is not in service) turns it `failed` with the reason in words,
// so /dev/outbox and the admin dashboard show it instead of it being lost. An unknown id changes nothing.
import { and, eq, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outboundMessages } from "../../db/schema";

export const GATEWAY_STATUSES = ["Sent", "Submitted", "Buffered", "Rejected", "Success", "Failed"] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/**
 * Africa's Talking's failure reasons, as a reader needs them. DND: the number is on the network's Do-Not-Disturb list
 * (promotional messages blocked); the sender id is refused until the networks whitelist it (docs/operations.md).
 */
const REASONS: Record<string, string> = {
  UserInBlackList: "DND: the number is on the network's Do-Not-Disturb list",
  DeliveryFailure: "the network could not deliver it (often DND, or the phone off too long)",
  InsufficientCredit: "the gateway account has no credit",
  InvalidSenderId: "the sender id was rejected (not registered with the network)",
  InvalidLinkId: "the reply's link id was refused",
  UserIsInactive: "the number is not in service",
  UserDoesNotExist: "the number is not in service",
  UserAccountSuspended: "the number is suspended by its network",
  NotNetworkSubscriber: "the number is not on the network it was sent through",
  UserNotSubscribedToProduct: "the number is not subscribed to the short code",
  AbsentSubscriber: "the phone was off or out of coverage",
};

export interface DeliveryReport {
  gatewayId: string;
  status: GatewayStatus;
  failureReason: string | null;
}

/** What the admin and /dev/outbox read for a failure: the gateway's word and what it means. */
export function failureText(status: GatewayStatus, reason: string | null): string {
  const known = reason ? REASONS[reason] : undefined;
  const word = reason ?? status;
  return `${status}: ${word}${known ? ` (${known})` : ""}`;
}

/** Records a report; returns whether a message took it (false: an unknown id, or one already final). Reports arrive out of order: a final one is never undone. */
export async function recordDeliveryReport(db: Database, report: DeliveryReport): Promise<boolean> {
  const failed = report.status === "Failed" || report.status === "Rejected";
  const t = outboundMessages;
  const changes = failed
    ? {
        status: "failed" as const,
        gatewayStatus: report.status,
        gatewayFailure: report.failureReason,
        lastError: failureText(report.status, report.failureReason),
      }
    : { gatewayStatus: report.status, gatewayFailure: null };
  // A message already delivered (Success) or refused for good (Failed, Rejected) keeps that final state.
  const notFinal = or(isNull(t.gatewayStatus), notInArray(t.gatewayStatus, ["Success", "Failed", "Rejected"]));
  const updated = await db
    .update(t)
    .set(changes)
    .where(and(eq(t.gatewayMessageId, report.gatewayId), eq(t.channel, "sms"), notFinal))
    .returning({ id: t.id });
  return updated.length > 0;
}
