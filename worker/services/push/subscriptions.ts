// The push subscriptions of each user's devices: stored, moved, trimmed and removed.
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { now } from "../../db/schema/columns";
import { MAX_PUSH_SUBSCRIPTIONS } from "../../domain";

export interface NewSubscription {
  userId: number;
  sessionId: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores the subscription, or refreshes it when the endpoint is already known. An endpoint held by another account
 * moves here only when the same keys come with it (the same browser subscription, now used by this account);
 * otherwise it is refused ("taken"). Beyond MAX_PUSH_SUBSCRIPTIONS devices, the oldest are dropped. One batch.
 */
export async function saveSubscription(db: Database, subscription: NewSubscription): Promise<"saved" | "taken"> {
  const [stored] = await db.batch([
    db
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          sessionId: sql`excluded.session_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          createdAt: now,
        },
        setWhere: sql`${pushSubscriptions.userId} = excluded.user_id OR (${pushSubscriptions.p256dh} = excluded.p256dh AND ${pushSubscriptions.auth} = excluded.auth)`,
      })
      .returning({ id: pushSubscriptions.id }),
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, subscription.userId),
          notInArray(
            pushSubscriptions.id,
            db
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, subscription.userId))
              .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
              .limit(MAX_PUSH_SUBSCRIPTIONS),
          ),
        ),
      ),
  ]);
  return stored.length > 0 ? "saved" : "taken";
}

/** Removes one of the user's own subscriptions; another account's endpoint is left alone. */
export async function deleteSubscription(db: Database, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The user's devices, newest first. */
export function listSubscriptions(db: Database, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .all();
}
