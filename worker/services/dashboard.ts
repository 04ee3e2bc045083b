// What a user's dashboard counts, and whether this is their first look at it.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { chatGroups, groupMessages, listings, users } from "../db/schema";
import { todayInNigeria } from "../expiry";
import { COUNT_CAP, capped, countRows } from "./counts";
import { isPublicListing } from "./listings";

/**
 * Records a dashboard view and answers what the dashboard shows, in one batch: `firstVisit` is true only for the view
 * that set `welcomed_at` (the conditional update makes two racing first views agree); `marketListings` counts the
 * listings anyone can see now; `hubMessages` counts the messages in the user's groups (approved groups they started
 * or have written in, since groups have no member list).
 */
export async function recordDashboardVisit(db: Database, userId: number, now = new Date()) {
  const market = db
    .select({ one: sql`1` })
    .from(listings)
    .where(isPublicListing(todayInNigeria(now)))
    .limit(COUNT_CAP + 1)
    .as("market");
  const ownGroups = db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(
      and(
        eq(chatGroups.status, "approved"),
        or(
          eq(chatGroups.creatorId, userId),
          inArray(
            chatGroups.id,
            db.select({ groupId: groupMessages.groupId }).from(groupMessages).where(eq(groupMessages.senderId, userId)),
          ),
        ),
      ),
    );
  const messages = db
    .select({ one: sql`1` })
    .from(groupMessages)
    .where(and(inArray(groupMessages.groupId, ownGroups), isNull(groupMessages.removedAt)))
    .limit(COUNT_CAP + 1)
    .as("messages");
  const [welcomed, marketRows, messageRows] = await db.batch([
    db
      .update(users)
      .set({ welcomedAt: now.toISOString() })
      .where(and(eq(users.id, userId), isNull(users.welcomedAt)))
      .returning({ id: users.id }),
    countRows(db, market),
    countRows(db, messages),
  ]);
  return { firstVisit: welcomed.length > 0, marketListings: capped(marketRows), hubMessages: capped(messageRows) };
}
