// After a phone number or e-mail address of an account changes: the OLD contacts are told, each with a one-time
// "this was not me" link; the link puts the old contact back, ends every session and freezes contact changes until a
// password reset (ADR 053, issue 32 finding 2).
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { oneTimeCodes, pushSubscriptions, sessions, type UserRecord, users } from "../db/schema";
import { DEFAULT_LANGUAGE } from "../languages";
import { CONTACT_CHANGE_TEXTS, type ContactField } from "./contact-change-texts";
import { consumeCode, issueLink } from "./one-time-codes";
import { outboxInsert } from "./outbox";
import { confirmPhone } from "./phone-confirmation";

/** How long the "this was not me" link works: people read a message days later. */
export const REVERT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** The page the link opens (with `?token=`). */
export const REVERT_PAGE = "/not-me";

/**
 * Queues the message to each old contact of `before` (its e-mail, and its phone when confirmed) saying `field` changed,
 * each with its own link that puts `field`'s old value back.
 */
export async function tellOldContacts(
  db: Database,
  secret: string,
  before: UserRecord,
  field: ContactField,
  newValue: string,
  origin: string,
) {
  const oldValue = field === "email" ? (before.email ?? "") : before.phoneConfirmed ? (before.phone ?? "") : "";
  const texts = CONTACT_CHANGE_TEXTS[before.language ?? DEFAULT_LANGUAGE];
  // No new value: the phone was removed (a profile saved without it).
  const ending = field === "phone" && newValue ? newValue.slice(-4) : null;
  const contacts: { channel: "sms" | "email"; recipient: string }[] = [];
  if (before.email) contacts.push({ channel: "email", recipient: before.email });
  if (before.phone && before.phoneConfirmed) contacts.push({ channel: "sms", recipient: before.phone });
  const statements: BatchItem<"sqlite">[] = [];
  for (const contact of contacts) {
    const link = { purpose: "contact_revert" as const, channel: contact.channel, recipient: `${field}:${oldValue}`, userId: before.id };
    const { plain, insert } = await issueLink(db, secret, link, REVERT_LINK_LIFETIME_MS);
    const url = `${origin}${REVERT_PAGE}?${new URLSearchParams({ token: plain })}`;
    statements.push(insert);
    statements.push(
      outboxInsert(db, {
        channel: contact.channel,
        recipient: contact.recipient,
        userId: before.id,
        kind: "contact_changed",
        subject: contact.channel === "email" ? texts.changedEmail.subject(field, ending) : null,
        body: contact.channel === "email" ? texts.changedEmail.body(field, ending, url) : texts.changedSms(field, ending, url),
      }),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

/**
 * Uses a revert link's row once: the old value goes back when no other account took it meanwhile, and in the same
 * batch contact changes freeze, every session and device subscription ends, and pending contact confirmations die.
 * The user's id, or null when the link was already used.
 */
export async function revertContact(db: Database, row: { id: number; userId: number; recipient: string }, now = new Date()) {
  if (!(await consumeCode(db, row.id, now))) return null;
  const split = row.recipient.indexOf(":");
  const field = row.recipient.slice(0, split) as ContactField;
  const oldValue = row.recipient.slice(split + 1);
  const stamp = now.toISOString();
  const lockout = [
    db.update(users).set({ contactChangesFrozenAt: stamp, updatedAt: stamp }).where(eq(users.id, row.userId)),
    db
      .update(oneTimeCodes)
      .set({ usedAt: stamp })
      .where(and(eq(oneTimeCodes.userId, row.userId), eq(oneTimeCodes.purpose, "contact_confirm"), isNull(oneTimeCodes.usedAt))),
    db.delete(sessions).where(eq(sessions.userId, row.userId)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId)),
  ] as const;
  if (field === "phone" && oldValue !== "") {
    // The number comes back confirmed (it was, when the change was made), ending any claim made on it since.
    if ((await confirmPhone(db, row.userId, oldValue, { expectCurrent: false, also: [...lockout] }, now)) !== "phone_taken")
      return row.userId;
  } else {
    const restore = field === "phone" ? { phone: null, phoneConfirmed: false } : { email: oldValue === "" ? null : oldValue };
    try {
      await db.batch([db.update(users).set(restore).where(eq(users.id, row.userId)), ...lockout]);
      return row.userId;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  // Another account holds the old value now: the account still freezes and every session still ends.
  await db.batch([...lockout]);
  return row.userId;
}
