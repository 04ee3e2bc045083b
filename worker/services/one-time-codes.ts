// Codes and links that prove someone holds a phone or an e-mail address: random, stored only as a keyed hash,
// valid for 10 minutes, 5 wrong tries, and once.
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type CodePurpose, type MessageChannel, type OneTimeCode, oneTimeCodes } from "../db/schema";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const encoder = new TextEncoder();

/** Hex SHA-256 over the server secret and everything the code is bound to, so a stolen table cannot be replayed. */
export async function codeHash(secret: string, purpose: CodePurpose, recipient: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`${secret}\u0000${purpose}\u0000${recipient}\u0000${code}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function sixDigitCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 1,000,000 below 2^32
  for (;;) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

/** 32 random bytes, base64url: the token of an e-mailed link. */
export function linkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Links are looked up by hash, so their hash is bound to the purpose only (the recipient is read from the row). */
const LINK_RECIPIENT = "link";

export interface NewCode {
  purpose: CodePurpose;
  channel: MessageChannel;
  recipient: string;
  userId: number;
}

/**
 * The statements that retire the recipient's earlier live codes for this purpose and store a new one, plus the
 * secret to send (a 6-digit code by SMS, a link token by e-mail).
 */
export async function issueCode(db: Database, secret: string, code: NewCode, now = new Date()) {
  const plain = code.channel === "sms" ? sixDigitCode() : linkToken();
  const hash = await codeHash(secret, code.purpose, code.channel === "sms" ? code.recipient : LINK_RECIPIENT, plain);
  const statements = [
    retireCodes(db, code.purpose, code.recipient, now),
    db.insert(oneTimeCodes).values({
      ...code,
      codeHash: hash,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
    }),
  ] as const;
  return { plain, statements };
}

/** Retires the recipient's live codes for a purpose (a new code replaces them). */
const retireCodes = (db: Database, purpose: CodePurpose, recipient: string, now: Date) =>
  db
    .update(oneTimeCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.recipient, recipient), isNull(oneTimeCodes.usedAt)));

/**
 * issueCode's work for a recipient no account holds: a code made and hashed the same way, and statements of the same
 * number and tables (the retirement, then an insert that selects no row), so neither the time nor the D1 figures tell
 * a known recipient from an unknown one (issue #32). Nothing is stored.
 */
export async function issueNothing(db: Database, secret: string, code: Omit<NewCode, "userId">, now = new Date()) {
  const plain = code.channel === "sms" ? sixDigitCode() : linkToken();
  const hash = await codeHash(secret, code.purpose, code.channel === "sms" ? code.recipient : LINK_RECIPIENT, plain);
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS).toISOString();
  return [
    retireCodes(db, code.purpose, code.recipient, now),
    db.insert(oneTimeCodes).select(
      db
        .select({
          // Every column in the table's order, as an insert from a select needs; the WHERE selects no row.
          id: sql<number>`NULL`.as("id"),
          purpose: sql<CodePurpose>`${code.purpose}`.as("purpose"),
          channel: sql<"sms" | "email">`${code.channel}`.as("channel"),
          recipient: sql<string>`${code.recipient}`.as("recipient"),
          userId: sql<number>`NULL`.as("user_id"),
          codeHash: sql<string>`${hash}`.as("code_hash"),
          attempts: sql<number>`0`.as("attempts"),
          expiresAt: sql<string>`${expiresAt}`.as("expires_at"),
          usedAt: sql<string | null>`NULL`.as("used_at"),
          createdAt: sql<string>`NULL`.as("created_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`0`),
    ),
  ] as const;
}

function live(now: Date) {
  return and(isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now.toISOString()), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS));
}

/** Marks a live code used; only one caller can win, so a code works once even under concurrent requests. */
export async function consumeCode(db: Database, id: number, now = new Date()): Promise<OneTimeCode | null> {
  const row = await db
    .update(oneTimeCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(oneTimeCodes.id, id), live(now)))
    .returning()
    .get();
  return row ?? null;
}

/**
 * Checks a 6-digit code sent to `recipient` (for `userId` only, when given) against the newest live code for the
 * purpose, without using it up; a wrong guess counts against that code (5 and it is dead).
 */
export async function matchCode(
  db: Database,
  secret: string,
  code: { purpose: CodePurpose; recipient: string; code: string; userId?: number },
  now = new Date(),
): Promise<OneTimeCode | null> {
  const hash = await codeHash(secret, code.purpose, code.recipient, code.code);
  const newest = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, code.purpose),
        eq(oneTimeCodes.recipient, code.recipient),
        code.userId === undefined ? undefined : eq(oneTimeCodes.userId, code.userId),
        live(now),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .get();
  if (!newest) return null;
  if (newest.codeHash !== hash) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, newest.id));
    return null;
  }
  return newest;
}

/** The live row an e-mailed link's token names for the purpose, without using it up. */
export async function matchLink(db: Database, secret: string, purpose: CodePurpose, token: string, now = new Date()) {
  const hash = await codeHash(secret, purpose, LINK_RECIPIENT, token);
  const row = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, hash), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.channel, "email"), live(now)))
    .get();
  return row ?? null;
}
