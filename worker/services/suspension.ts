// Suspension: an admin stops an account. One batch marks the user, ends every session and push subscription and
// writes the audit row; the caller then closes the user's live sockets (docs/decisions/012). Admins cannot be suspended.
import { and, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { listings, pushSubscriptions, sessions, users } from "../db/schema";

/** True inside the batch once the user carries this very suspension time. */
export const suspendedAt = (userId: number, at: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.suspendedAt} = ${at})`;

/**
 * The statements that suspend a user who is not an admin and not suspended yet, and end their sessions, all only
 * if `when` holds (for a report decision) and the suspension itself landed.
 */
export function suspendStatements(db: Database, userId: number, at: string, when?: SQL): BatchItem<"sqlite">[] {
  const landed = suspendedAt(userId, at);
  return [
    db
      .update(users)
      .set({ suspendedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), ne(users.role, "admin"), isNull(users.suspendedAt), when))
      .returning({ id: users.id }),
    db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), landed)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), landed)),
    // Their listings leave public view (the public rule reads this mark on the listing itself).
    db
      .update(listings)
      .set({ sellerSuspended: true })
      .where(and(eq(listings.userId, userId), landed)),
  ];
}

/** Suspends with `also` (the audit row, written only if the suspension landed); false when it did not (already suspended). */
export async function suspendUser(db: Database, userId: number, at: string, also: (landed: SQL) => BatchItem<"sqlite">[]) {
  const [first, ...rest] = suspendStatements(db, userId, at);
  if (!first) throw new Error("no suspension statement");
  const results = await db.batch([first, ...also(suspendedAt(userId, at)), ...rest]);
  return Array.isArray(results[0]) && results[0].length > 0;
}

/** Lifts a suspension with `also` (the audit row, after the change); false when the user was not suspended. */
export async function unsuspendUser(db: Database, userId: number, at: string, also: BatchItem<"sqlite">[]) {
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ suspendedAt: null, updatedAt: at })
      .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
      .returning({ id: users.id }),
    ...also,
    // After the audit row (which follows the change): their listings come back unless they are suspended again.
    db
      .update(listings)
      .set({ sellerSuspended: false })
      .where(
        and(
          eq(listings.userId, userId),
          sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.suspendedAt} is not null)`,
        ),
      ),
  ]);
  return changed.length > 0;
}
