// Codes and links that prove someone holds a phone or an e-mail address: random, stored only as a keyed hash,
// valid for 10 minutes, 5 tries, and once; an account may fail at most 100 tries an hour across all its codes.
// Every limit is checked by the write that spends it (a conditional UPDATE or INSERT), never counted first.
import { and, desc, eq, gt, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type CodePurpose, codeFailures, type MessageChannel, type OneTimeCode, oneTimeCodes, users } from "../db/schema";
import { MAX_FAILED_CODE_TRIES_PER_HOUR } from "../domain";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** The window of the per-account budget of failed tries. */
export const CODE_FAILURE_WINDOW_MS = 60 * 60 * 1000;

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
  /** A secret the checker must also present (a sign-in's challenge): the code is useless without it. */
  binding?: string;
}

/** What a code's hash covers besides the secret, purpose and code: its recipient, and its binding when it has one. */
const hashedRecipient = (recipient: string, binding?: string) => (binding === undefined ? recipient : `${recipient}\u0000${binding}`);

/**
 * The statements that retire the recipient's earlier live codes for this purpose and store a new one, plus the
 * secret to send (a 6-digit code by SMS, a link token by e-mail). With `onlyIf`, both run only while it holds when
 * they run (the daily message cap): the insert then returns its row only when the code was stored.
 */
export async function issueCode(db: Database, secret: string, code: NewCode, now = new Date(), onlyIf?: SQL) {
  const plain = code.channel === "sms" ? sixDigitCode() : linkToken();
  const hash = await codeHash(
    secret,
    code.purpose,
    code.channel === "sms" ? hashedRecipient(code.recipient, code.binding) : LINK_RECIPIENT,
    plain,
  );
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS).toISOString();
  const statements = [
    retireCodes(db, code.purpose, code.recipient, now, onlyIf),
    // Every column in the table's order, as an insert from a select needs: no try yet, not used, created now.
    db
      .insert(oneTimeCodes)
      .select(
        sql`SELECT NULL, ${code.purpose}, ${code.channel}, ${code.recipient}, ${code.userId}, ${hash}, 0, ${expiresAt}, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${onlyIf ?? sql`1`}`,
      )
      .returning({ id: oneTimeCodes.id }),
  ] as const;
  return { plain, statements };
}

/** Retires the recipient's live codes for a purpose (a new code replaces them), only while `onlyIf` holds if given. */
const retireCodes = (db: Database, purpose: CodePurpose, recipient: string, now: Date, onlyIf?: SQL) =>
  db
    .update(oneTimeCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.recipient, recipient), isNull(oneTimeCodes.usedAt), onlyIf));

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

/**
 * Marks a code used; only one caller can win, so a code works once even under concurrent requests. The try that
 * matched it was already counted, so a right code on the fifth try still works.
 */
export async function consumeCode(db: Database, id: number, now = new Date()): Promise<OneTimeCode | null> {
  const row = await db
    .update(oneTimeCodes)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now.toISOString()),
        lte(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning()
    .get();
  return row ?? null;
}

/** What checking a code found: its row when right; `exhausted` when the account has no failed tries left this hour. */
export type CodeCheck = { row: OneTimeCode; exhausted: false } | { row: null; exhausted: boolean };

/**
 * Reserves one failed try of the account's hourly budget, or nothing when it is spent: one INSERT whose SELECT counts
 * the hour's rows, so concurrent tries cannot overshoot it. Older rows of the account are swept in the same batch.
 */
async function reserveFailure(db: Database, userId: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - CODE_FAILURE_WINDOW_MS).toISOString();
  const [, reserved] = await db.batch([
    db.delete(codeFailures).where(and(eq(codeFailures.userId, userId), lte(codeFailures.createdAt, since))),
    db
      .insert(codeFailures)
      .select(
        db
          .select({ id: sql<number>`NULL`.as("id"), userId: users.id, createdAt: sql<string>`${now.toISOString()}`.as("created_at") })
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              sql`(SELECT count(*) FROM ${codeFailures} WHERE ${codeFailures.userId} = ${userId} AND ${codeFailures.createdAt} > ${since}) < ${MAX_FAILED_CODE_TRIES_PER_HOUR}`,
            ),
          ),
      )
      .returning({ id: codeFailures.id }),
  ]);
  return reserved[0]?.id ?? null;
}

/**
 * Checks a 6-digit code sent to `recipient` (for `userId` only, when given) against the newest live code for the
 * purpose, without using it up. The try is spent before the code is compared, by two writes that carry their limits:
 * one failed try of the account's hour (given back when the code is right) and one of the code's five.
 */
export async function checkCode(
  db: Database,
  secret: string,
  code: { purpose: CodePurpose; recipient: string; code: string; userId?: number; binding?: string },
  now = new Date(),
): Promise<CodeCheck> {
  const hash = await codeHash(secret, code.purpose, hashedRecipient(code.recipient, code.binding), code.code);
  const newest = await db
    .select({ id: oneTimeCodes.id, userId: oneTimeCodes.userId })
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
  if (!newest) return { row: null, exhausted: false };
  const failure = await reserveFailure(db, newest.userId, now);
  if (failure === null) return { row: null, exhausted: true };
  const tried = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, newest.id), live(now)))
    .returning()
    .get();
  if (!tried || tried.codeHash !== hash) return { row: null, exhausted: false };
  await db.delete(codeFailures).where(eq(codeFailures.id, failure));
  return { row: tried, exhausted: false };
}

/** checkCode's row, or null for a wrong, dead or unknown code and for an account out of tries. */
export async function matchCode(
  db: Database,
  secret: string,
  code: { purpose: CodePurpose; recipient: string; code: string; userId?: number },
  now = new Date(),
): Promise<OneTimeCode | null> {
  return (await checkCode(db, secret, code, now)).row;
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

/**
 * A link token that lives `lifetimeMs` and may be sent by SMS as well as by e-mail (the "this was not me" link): the
 * token to send and the insert storing its hash. matchSentLink finds it.
 */
export async function issueLink(db: Database, secret: string, link: NewCode, lifetimeMs: number, now = new Date()) {
  const plain = linkToken();
  const hash = await codeHash(secret, link.purpose, LINK_RECIPIENT, plain);
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  const insert = db.insert(oneTimeCodes).values({ ...link, codeHash: hash, expiresAt });
  return { plain, insert };
}

/** The live row a link made by issueLink names, whichever channel carried it, without using it up. */
export async function matchSentLink(db: Database, secret: string, purpose: CodePurpose, token: string, now = new Date()) {
  const hash = await codeHash(secret, purpose, LINK_RECIPIENT, token);
  const row = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, hash), eq(oneTimeCodes.purpose, purpose), live(now)))
    .get();
  return row ?? null;
}
