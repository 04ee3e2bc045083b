// A phone number becomes part of an account only once a code sent to it was typed back, or a carrier vouched for it
// (a USSD session). Until then it is a claim: it signs no one in, shows on no listing, is sent no alert, and blocks
// nobody else's claim. Confirming a number removes every other account's claim to it (ADR 050).
import { and, eq, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { type UserRecord, users } from "../db/schema";
import type { Role } from "../domain";
import type { Language } from "../languages";

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);

/** The statement that drops every unconfirmed claim to `phone` except `keep`'s, for the confirming batch. */
function dropOtherClaims(db: Database, phone: string, keep: number | null, now: Date) {
  return db
    .update(users)
    .set({ phone: null, updatedAt: now.toISOString() })
    .where(and(eq(users.phone, phone), eq(users.phoneConfirmed, false), keep === null ? undefined : ne(users.id, keep)));
}

/**
 * Confirms `phone` as the account's number (setting it, for a change of number), dropping every other claim to it and
 * running `also` in the same batch. `expectCurrent`: only while the account still holds that number unconfirmed.
 * "phone_taken" when another account confirmed it first (the unique index); undefined when the account moved on.
 */
export async function confirmPhone(
  db: Database,
  userId: number,
  phone: string,
  options: { expectCurrent: boolean; also?: BatchItem<"sqlite">[] },
  now = new Date(),
): Promise<{ user: UserRecord; results: unknown[] } | "phone_taken" | undefined> {
  const mine = options.expectCurrent ? and(eq(users.id, userId), eq(users.phone, phone)) : eq(users.id, userId);
  try {
    const [, [user], ...results] = await db.batch([
      dropOtherClaims(db, phone, userId, now),
      db.update(users).set({ phone, phoneConfirmed: true, updatedAt: now.toISOString() }).where(mine).returning(),
      ...(options.also ?? []),
    ]);
    return user ? { user, results } : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return "phone_taken";
    throw error;
  }
}

export interface CarrierAccount {
  phone: string;
  fullName: string;
  role: Extract<Role, "farmer" | "buyer" | "supplier">;
  language: Language;
  location?: string | null;
  /** A PBKDF2 hash, or null for an account with no password (it proves itself with codes to its phone). */
  passwordHash?: string | null;
}

/** Marks an account that has no password: nothing verifies against it. */
export const NO_PASSWORD = "";

/**
 * An account whose number a carrier vouched for (the caller of a USSD session): created with the phone confirmed,
 * every other claim to the number dropped in the same batch, and `also` (which may find the new account by its
 * confirmed phone) after it. "phone_taken" when an account already holds it confirmed, or `also` broke a unique rule.
 */
export async function createAccountWithConfirmedPhone(
  db: Database,
  account: CarrierAccount,
  now = new Date(),
  also: BatchItem<"sqlite">[] = [],
) {
  try {
    const [, [user]] = await db.batch([
      dropOtherClaims(db, account.phone, null, now),
      db
        .insert(users)
        .values({
          phone: account.phone,
          phoneConfirmed: true,
          email: null,
          passwordHash: account.passwordHash ?? NO_PASSWORD,
          fullName: account.fullName,
          role: account.role,
          location: account.location ?? null,
          language: account.language,
        })
        .returning(),
      ...also,
    ]);
    return user as UserRecord;
  } catch (error) {
    if (isUniqueViolation(error)) return "phone_taken" as const;
    throw error;
  }
}

/** Whether the account has a password at all (an account made by USSD may have none). */
export const hasPassword = (user: Pick<UserRecord, "passwordHash">) => user.passwordHash !== NO_PASSWORD;
