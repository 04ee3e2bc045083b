import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type UserRecord, users } from "../db/schema";
import { hasPassword } from "./phone-confirmation";

/** The user object every API answer carries: in both spellings (camelCase and snake_case), since clients read either; never the password hash. */
export function userDto(user: UserRecord) {
  const badge = user.verificationBadge ?? null;
  return {
    id: user.id,
    fullName: user.fullName,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    verificationBadge: badge,
    verification_badge: badge,
    isVerified: user.isVerified,
    is_verified: user.isVerified,
    phone: user.phone ?? null,
    /** False while the phone is only claimed: it signs no one in, shows nowhere and is sent no alert until confirmed. */
    phone_confirmed: user.phone !== null && user.phoneConfirmed,
    location: user.location ?? null,
    lowData: user.lowData,
    /** The chosen language (en, ha, yo, ig, pcm), or null when never chosen. */
    language: user.language ?? null,
    /** `phone`: signed-in users see the number on request; `requests_only`: nobody but admins does (ADR 066). */
    contact_preference: user.contactPreference,
    /** False for an account made by USSD or phone sign-in: a code to its phone then stands in for the password. */
    has_password: hasPassword(user),
    /** The owner said "this was not me" to a contact change: no phone or e-mail may change until a password reset (ADR 053). */
    contact_changes_frozen: user.contactChangesFrozenAt !== null,
    created_at: user.createdAt,
  };
}

export type UserDto = ReturnType<typeof userDto>;

export function findUserByEmail(db: Database, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function isEmailTaken(db: Database, email: string) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  return existing !== undefined;
}

/** The account holding an E.164 phone number, confirmed (a number only claimed identifies no one). */
export function findUserByPhone(db: Database, phone: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneConfirmed, true)))
    .get();
}

/**
 * Who a phone sign-in may be: the account that confirmed the number, else the accounts that only claim it (newest
 * first, at most `limit`). One query whichever it is, so a known number and an unknown one cost the same work.
 */
export async function phoneSignInCandidates(db: Database, phone: string, limit: number) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(desc(users.phoneConfirmed), desc(users.id))
    .limit(limit + 1)
    .all();
  const holder = rows.find((row) => row.phoneConfirmed);
  return holder ? [holder] : rows.slice(0, limit);
}

export function findUserById(db: Database, id: number) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The account behind a sign-in contact: `{phone}` (E.164) or `{email}`. */
export function findUserByContact(db: Database, contact: { phone?: string; email?: string }) {
  return contact.phone !== undefined ? findUserByPhone(db, contact.phone) : findUserByEmail(db, contact.email ?? "");
}

/** Sets a confirmed e-mail address; an address taken meanwhile raises the unique index's error. */
export function applyEmail(db: Database, userId: number, email: string, now = new Date()) {
  return db.update(users).set({ email, updatedAt: now.toISOString() }).where(eq(users.id, userId)).returning();
}

/** Inserts a user; a duplicate e-mail or phone raises the unique index's error. */
export function createUser(db: Database, values: typeof users.$inferInsert) {
  return db.insert(users).values(values).returning().get();
}

/** Applies profile changes (an omitted field is left as it is) and returns the updated user. */
export function updateProfile(
  db: Database,
  userId: number,
  changes: Partial<Pick<UserRecord, "fullName" | "phone" | "location" | "lowData" | "language" | "contactPreference">>,
  now = new Date(),
) {
  return db
    .update(users)
    .set({ ...changes, updatedAt: now.toISOString() })
    .where(eq(users.id, userId))
    .returning()
    .get();
}
