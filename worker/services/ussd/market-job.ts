// What a USSD market action is given (ADR 077): the request, the caller and their action, the effects beyond D1, and
// the stored answer that makes a replay act once (market.ts, market-pay.ts).
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { purchaseRequests, ussdAnswers } from "../../db/schema";
import type { Language } from "../../languages";
import type { DeliveryContext } from "../notification-delivery";
import type { PaymentProvider } from "../payments/provider";
import type { UssdAction } from "./menu-common";
import { pausedAnswer } from "./pin";
import type { Caller, UssdRequest } from "./session";

/** What an answer does beyond D1 (the route's): notifications sent after the write, pages purged. */
export interface UssdEffects {
  delivery?: DeliveryContext;
  leavesPublicView?: (listingId: number) => void;
  /** The web's per-buyer purchase-request limit (shared with the web): false when it is spent. */
  mayRequest?: (buyerId: number) => Promise<boolean>;
  /** Releasing held money: the provider that pays the seller, and the secret the handover codes derive from. */
  payments?: { provider: PaymentProvider | null; secret: string };
}

export interface Job {
  request: UssdRequest;
  caller: Caller;
  action: Extract<UssdAction, { kind: "sell" | "buy" | "move" | "handover" }>;
  language: Language;
  now: Date;
  effects: UssdEffects;
  /** The right PIN's reset of the count, written with the change. */
  pinReset: BatchItem<"sqlite">;
}

export const store = (db: Database, job: Job, text: string) =>
  db.insert(ussdAnswers).values({
    sessionId: job.request.sessionId,
    phone: job.request.phone,
    text: job.request.text,
    answer: text,
    createdAt: job.now.toISOString(),
  });

/** The answer stored only if `landed` holds after the change (a move that lost a race stores nothing). */
export function storeIf(db: Database, job: Job, text: string, landed: SQL) {
  const row = db
    .select({
      // Every column in the table's order, as an insert from a select needs.
      sessionId: sql<string>`${job.request.sessionId}`.as("session_id"),
      phone: sql<string>`${job.request.phone}`.as("phone"),
      text: sql<string>`${job.request.text}`.as("text"),
      answer: sql<string>`${text}`.as("answer"),
      createdAt: sql<string>`${job.now.toISOString()}`.as("created_at"),
    })
    .from(purchaseRequests)
    .where(landed)
    .limit(1);
  return db.insert(ussdAnswers).select(row);
}

/** The first answer of a replay that raced this one, read after this one's batch failed on it. */
export async function raced(db: Database, job: Job, error: unknown): Promise<string> {
  const first = await db
    .select({ answer: ussdAnswers.answer })
    .from(ussdAnswers)
    .where(
      sql`${ussdAnswers.sessionId} = ${job.request.sessionId} AND ${ussdAnswers.phone} = ${job.request.phone} AND ${ussdAnswers.text} = ${job.request.text}`,
    )
    .get();
  if (first) return first.answer;
  const paused = await pausedAnswer(db, job.caller.id, job.language, job.now);
  if (paused !== null) return paused;
  throw error;
}
