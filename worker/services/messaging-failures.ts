// Messages Gona could not deliver, for the admin dashboard (issue #35, ADR 079): the newest failed messages of the last
// 7 days and the gateway callbacks refused in the last 24 hours, as two statements for the caller's one batch.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { gatewayRefusals, outboundMessages } from "../db/schema";

export const FAILURES_SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A recipient as the admin sees it. A phone keeps its country code and network prefix (+234803: which network refused
 * it, since DND and sender ids are per network) and its last 4 digits (enough to match a farmer's complaint), with the
 * middle hidden: the dashboard is read at a desk others pass by and a full number is a way to reach someone. An e-mail
 * keeps its first letter and its domain.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  if (recipient.length <= 8) return `${recipient.slice(0, 2)}***`;
  return `${recipient.slice(0, 7)}***${recipient.slice(-4)}`;
}

/** The two statements: failed messages since 7 days ago, and the refusals counted since the hour 24 hours ago. */
export function messagingFailureQueries(db: Database, now = new Date()) {
  const t = outboundMessages;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const dayAgoHour = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 13);
  return [
    db
      .select({
        id: t.id,
        channel: t.channel,
        recipient: t.recipient,
        kind: t.kind,
        status: t.status,
        gatewayStatus: t.gatewayStatus,
        gatewayFailure: t.gatewayFailure,
        lastError: t.lastError,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(and(eq(t.status, "failed"), gte(t.createdAt, weekAgo)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(FAILURES_SHOWN),
    db
      .select({ total: sql<number>`coalesce(sum(${gatewayRefusals.count}), 0)` })
      .from(gatewayRefusals)
      .where(gte(gatewayRefusals.hour, dayAgoHour)),
  ] as const;
}

type Queries = ReturnType<typeof messagingFailureQueries>;
type FailureRow = Awaited<Queries[0]>[number];

export interface MessagingFailures {
  failures: {
    id: number;
    channel: string;
    recipient: string;
    kind: string;
    status: string;
    gateway_status: string | null;
    /** The gateway's reason code (e.g. UserInBlackList) when it gave one, else the outbox's last error in words. */
    reason: string | null;
    created_at: string;
  }[];
  refused_callbacks_24h: number;
}

/** The API's answer from the two statements' results. */
export function messagingFailuresOf(rows: FailureRow[], refusals: { total: number }[]): MessagingFailures {
  return {
    failures: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: maskRecipient(row.recipient),
      kind: row.kind,
      status: row.status,
      gateway_status: row.gatewayStatus,
      reason: row.gatewayFailure ?? row.lastError,
      created_at: row.createdAt,
    })),
    refused_callbacks_24h: Number(refusals[0]?.total ?? 0),
  };
}
