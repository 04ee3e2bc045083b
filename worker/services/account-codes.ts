// Sends the codes and links that sign people in, reset passwords and confirm a new phone or e-mail: the code row
// and its message are written in one batch, so a message never goes out for a code that was not stored.

import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { CodePurpose, MessageChannel } from "../db/schema";
import { outboundMessages } from "../db/schema";
import type { Language } from "../languages";
import { CONTACT_CHANGE_TEXTS } from "./contact-change-texts";
import { MESSAGE_TEXTS } from "./message-texts";
import { issueCode, issueNothing } from "./one-time-codes";
import { outboxInsertIf, underDailyCap } from "./outbox";

export interface CodeRequest {
  purpose: CodePurpose;
  channel: MessageChannel;
  /** E.164 phone (sms) or address (email). */
  recipient: string;
  userId: number;
  language: Language;
  /** The site's origin, for links in the message. */
  origin: string;
  /** A secret the code is bound to (a sign-in's challenge). */
  binding?: string;
}

/** The outbox kind of each purpose (the daily cap and /dev/outbox group by it). */
const KINDS: Record<CodePurpose, string> = {
  otp_login: "otp",
  password_reset: "password_reset",
  contact_confirm: "contact_confirm",
  phone_confirm: "phone_confirm",
  phone_sign_in: "otp",
  contact_proof: "contact_proof",
  contact_revert: "contact_changed",
};

/** The page an e-mailed link opens (with `?token=`). */
export const LINK_PAGES = { password_reset: "/reset-password", contact_confirm: "/confirm-contact" } as const;

function messageFor(request: CodeRequest, plain: string): { subject: string | null; body: string } {
  const texts = MESSAGE_TEXTS[request.language];
  const link = (page: string, query: Record<string, string>) => `${request.origin}${page}?${new URLSearchParams(query)}`;
  if (request.purpose === "otp_login" || request.purpose === "phone_sign_in") return { subject: null, body: texts.loginCode(plain) };
  if (request.purpose === "password_reset") {
    if (request.channel === "sms")
      return { subject: null, body: texts.resetCode(plain, link(LINK_PAGES.password_reset, { phone: request.recipient })) };
    return { subject: texts.resetEmail.subject, body: texts.resetEmail.body(link(LINK_PAGES.password_reset, { token: plain })) };
  }
  if (request.purpose === "contact_proof") return { subject: null, body: CONTACT_CHANGE_TEXTS[request.language].proofCode(plain) };
  if (request.channel === "sms") return { subject: null, body: texts.confirmPhoneCode(plain) };
  return { subject: texts.confirmEmail.subject, body: texts.confirmEmail.body(link(LINK_PAGES.contact_confirm, { token: plain })) };
}

/**
 * Stores a fresh code (retiring older ones for the same purpose and recipient) and queues its message, in one batch
 * whose every statement carries the daily cap of the channel: past it, no code exists and nothing is sent. True when
 * the code was issued.
 */
export async function sendCode(db: Database, secret: string, request: CodeRequest, now = new Date()): Promise<boolean> {
  const { channel, recipient, userId } = request;
  const withinCap = underDailyCap({ channel, recipient, userId }, now);
  const code = { purpose: request.purpose, channel, recipient, userId, binding: request.binding };
  const { plain, statements } = await issueCode(db, secret, code, now, withinCap);
  const message = { channel, recipient, userId, kind: KINDS[request.purpose], ...messageFor(request, plain) };
  const [, issued] = await db.batch([...statements, outboxInsertIf(db, message, withinCap)]);
  return issued.length > 0;
}

/**
 * sendCode's work for a phone or e-mail no account holds: the code made and hashed, and one batch of as many
 * statements on the same tables, which stores and queues nothing. Sign-in and recovery then answer, and work, the same
 * whether or not an account holds the contact (issue #32).
 */
export async function sendNoCode(
  db: Database,
  secret: string,
  request: Pick<CodeRequest, "purpose" | "channel" | "recipient">,
  now = new Date(),
) {
  const statements = await issueNothing(db, secret, request, now);
  await db.batch([
    ...statements,
    db.insert(outboundMessages).select(
      db
        .select({
          // Every column in the table's order, as an insert from a select needs; the WHERE selects no row.
          id: sql<number>`NULL`.as("id"),
          channel: sql<"sms" | "email">`${request.channel}`.as("channel"),
          recipient: sql<string>`${request.recipient}`.as("recipient"),
          userId: sql<number | null>`NULL`.as("user_id"),
          kind: sql<string>`${KINDS[request.purpose]}`.as("kind"),
          subject: sql<string | null>`NULL`.as("subject"),
          body: sql<string>`''`.as("body"),
          status: sql<"pending">`'pending'`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          lastError: sql<string | null>`NULL`.as("last_error"),
          nextAttemptAt: sql<string | null>`NULL`.as("next_attempt_at"),
          sentAt: sql<string | null>`NULL`.as("sent_at"),
          createdAt: sql<string>`NULL`.as("created_at"),
          gatewayMessageId: sql<string | null>`NULL`.as("gateway_message_id"),
          gatewayStatus: sql<string | null>`NULL`.as("gateway_status"),
          gatewayFailure: sql<string | null>`NULL`.as("gateway_failure"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`0`),
    ),
  ]);
}
