// Each user's choice of push and SMS per notification type: a row exists only where a default was changed
// (push on, SMS off). In-app notifications are always on.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notificationPreferences } from "../db/schema";
import { NOTIFICATION_TYPES, type NotificationType, SMS_NOTIFICATION_TYPES } from "../domain";

const SMS_TYPES: readonly NotificationType[] = SMS_NOTIFICATION_TYPES;

/** One type's choices as the API shows them: `sms` only for the types SMS is offered for. */
export interface TypePreference {
  push: boolean;
  sms?: boolean;
}
export type Preferences = Record<NotificationType, TypePreference>;
export type PreferenceChanges = Partial<Record<NotificationType, Partial<TypePreference>>>;

export const offersSms = (type: NotificationType) => SMS_TYPES.includes(type);

function preferencesOf(rows: { type: NotificationType; push: boolean; sms: boolean }[]): Preferences {
  const stored = new Map(rows.map((row) => [row.type, row]));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const row = stored.get(type);
      const push = row?.push ?? true;
      return [type, offersSms(type) ? { push, sms: row?.sms ?? false } : { push }];
    }),
  ) as Preferences;
}

const selectRows = (db: Database, userId: number) =>
  db
    .select({ type: notificationPreferences.type, push: notificationPreferences.push, sms: notificationPreferences.sms })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

/** Every type's choices for this user, defaults filled in. */
export async function readPreferences(db: Database, userId: number): Promise<Preferences> {
  return preferencesOf(await selectRows(db, userId).all());
}

/** Applies the changed choices (a field left out keeps its value) and answers the whole map, in one batch. */
export async function savePreferences(db: Database, userId: number, changes: PreferenceChanges): Promise<Preferences> {
  const writes = Object.entries(changes).flatMap(([type, change]) => {
    const set = {
      ...(change?.push === undefined ? {} : { push: sql`excluded.push` }),
      ...(change?.sms === undefined ? {} : { sms: sql`excluded.sms` }),
    };
    if (Object.keys(set).length === 0) return [];
    return [
      db
        .insert(notificationPreferences)
        .values({ userId, type: type as NotificationType, push: change?.push ?? true, sms: change?.sms ?? false })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set }),
    ];
  });
  const results = await db.batch([...writes, selectRows(db, userId)] as unknown as [ReturnType<typeof selectRows>]);
  return preferencesOf(results[results.length - 1] as Awaited<ReturnType<typeof selectRows>>);
}
