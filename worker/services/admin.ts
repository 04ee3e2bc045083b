// The admin panel's queries: dashboard counts, review queues, moderation writes and the inbox.
// Every write carries its precondition in the where clause, so a concurrent change loses cleanly.
import { and, count, desc, eq, inArray, isNotNull, isNull, type like, lt, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { chatGroups, contactMessages, listings, purchaseRequests, users, verificationRequests } from "../db/schema";
import { LISTING_CATEGORIES, type ListingCategory, type ListingStatus, MAX_LIKE_PATTERN_BYTES, type ModerationReason } from "../domain";
import { messagingFailureQueries, messagingFailuresOf } from "./messaging-failures";
import { isSafeKobo, koboToNaira, lineKobo } from "./money";

const notDeleted = isNull(listings.deletedAt);

interface Page {
  limit: number;
  cursor: number | undefined;
}

/** The price per unit a request was agreed at; rows accepted before it was recorded fall back to the offer, else the listing's price. */
const agreedUnitKobo = sql`coalesce(${purchaseRequests.unitPriceKobo}, ${purchaseRequests.offeredPriceKobo}, ${listings.priceKobo})`;
const quantityThousandthsSql = sql`CAST(round(${purchaseRequests.quantity} * 1000) AS INTEGER)`;

/**
 * Revenue = sum of quantity x agreed unit price over completed requests, exact in BigInt. `revenueGenerated` stays a number
 * in naira (exact to the kobo up to 2^53 kobo); `revenueKobo` is always exact, and `revenueExact` says whether the number is.
 */
function revenueOf(groups: { unitKobo: string; thousandths: string | null }[]) {
  const kobo = groups.reduce((sum, group) => sum + lineKobo(BigInt(group.thousandths ?? "0"), BigInt(group.unitKobo)), 0n);
  return { revenueGenerated: koboToNaira(kobo), revenueKobo: kobo.toString(), revenueExact: isSafeKobo(kobo) };
}

/** The four queues the panel's tab labels count: listings and verifications to review, groups to approve, unread mail. */
function tabCountQueries(db: Database) {
  return [
    db
      .select({ total: count() })
      .from(listings)
      .where(and(eq(listings.status, "pending"), notDeleted)),
    db.select({ total: count() }).from(verificationRequests).where(eq(verificationRequests.status, "pending")),
    db.select({ total: count() }).from(chatGroups).where(eq(chatGroups.status, "pending")),
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ] as const;
}

type CountRows = { total: number }[];
const tabCountsOf = ([pendingListings, pendingVerifications, pendingGroups, unreadMessages]: readonly CountRows[]) => ({
  pendingListings: pendingListings?.[0]?.total ?? 0,
  pendingVerifications: pendingVerifications?.[0]?.total ?? 0,
  pendingGroupRequests: pendingGroups?.[0]?.total ?? 0,
  unreadContactMessages: unreadMessages?.[0]?.total ?? 0,
});

/** What every tab's label counts, without the dashboard's statistics (those only the dashboard tab shows). */
export async function adminTabCounts(db: Database) {
  return tabCountsOf(await db.batch(tabCountQueries(db)));
}

/** The dashboard's counts and revenue in one round trip. */
export async function dashboardStats(db: Database) {
  const [
    userTotal,
    listingTotal,
    pendingListings,
    pendingVerifications,
    pendingGroups,
    unreadMessages,
    initiated,
    completed,
    revenue,
    byRole,
    byCategory,
    failedMessages,
    refusedCallbacks,
  ] = await db.batch([
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(listings).where(notDeleted),
    ...tabCountQueries(db),
    db
      .select({ total: count() })
      .from(purchaseRequests)
      .where(inArray(purchaseRequests.status, ["pending", "accepted"])),
    db.select({ total: count() }).from(purchaseRequests).where(eq(purchaseRequests.status, "completed")),
    // Per agreed unit price (kobo), the completed quantity in thousandths: integers read as text, multiplied in BigInt below.
    db
      .select({
        unitKobo: sql<string>`CAST(${agreedUnitKobo} AS TEXT)`,
        thousandths: sql<string>`CAST(sum(${quantityThousandthsSql}) AS TEXT)`,
      })
      .from(purchaseRequests)
      .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
      .where(eq(purchaseRequests.status, "completed"))
      .groupBy(agreedUnitKobo),
    db.select({ role: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
    db.select({ category: listings.category, count: count() }).from(listings).where(notDeleted).groupBy(listings.category),
    ...messagingFailureQueries(db),
  ]);
  const tabs = tabCountsOf([pendingListings, pendingVerifications, pendingGroups, unreadMessages]);
  return {
    totalUsers: userTotal[0]?.total ?? 0,
    totalListings: listingTotal[0]?.total ?? 0,
    pendingListings: tabs.pendingListings,
    pendingVerifications: tabs.pendingVerifications,
    initiatedBookings: initiated[0]?.total ?? 0,
    completedTransactions: completed[0]?.total ?? 0,
    ...revenueOf(revenue),
    usersByRole: byRole,
    listingsByCategory: LISTING_CATEGORIES.map((category) => ({
      category,
      count: byCategory.find((row) => row.category === category)?.count ?? 0,
    })),
    // Beyond the original dashboard: the counts the panel's tab labels show.
    pendingGroupRequests: tabs.pendingGroupRequests,
    unreadContactMessages: tabs.unreadContactMessages,
    // Messages not delivered (issue #35): the same answer as GET /api/admin/messaging/failures, in this batch.
    messaging: messagingFailuresOf(failedMessages, refusedCallbacks),
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the search text, once escaped, is a LIKE pattern D1 accepts (its cap is in UTF-8 bytes). */
export const fitsLikePattern = (text: string) => new TextEncoder().encode(likeText(text)).length <= MAX_LIKE_PATTERN_BYTES;

export interface ListingFilters {
  /** Words searched in title, description, seller name and e-mail, and location. */
  q?: string;
  category?: ListingCategory;
  status?: ListingStatus;
  frozen?: boolean;
}

/** The listings an admin's list shows (not deleted, filtered as asked), older than `cursor` when paging. */
export function adminListingsWhere(filters: ListingFilters, cursor?: number) {
  const where: (SQL | undefined)[] = [notDeleted, cursor ? lt(listings.id, cursor) : undefined];
  if (filters.q) {
    const pattern = likeText(filters.q);
    const escaped = (column: Parameters<typeof like>[0]) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    where.push(
      or(escaped(listings.title), escaped(listings.description), escaped(users.fullName), escaped(users.email), escaped(listings.location)),
    );
  }
  if (filters.category) where.push(eq(listings.category, filters.category));
  if (filters.status) where.push(eq(listings.status, filters.status));
  if (filters.frozen !== undefined) where.push(eq(listings.isFrozen, filters.frozen));
  return and(...where);
}

/** The listings awaiting review, older than `cursor` when paging. */
export const pendingListingsWhere = (cursor?: number) =>
  and(eq(listings.status, "pending"), notDeleted, cursor ? lt(listings.id, cursor) : undefined);

/** A listing that is not deleted. */
export const adminListingWhere = (id: number) => and(eq(listings.id, id), notDeleted);

export async function listingExists(db: Database, id: number) {
  const row = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), notDeleted))
    .get();
  return row !== undefined;
}

/** A listing's owner and title (to tell them of a decision), or undefined when it is gone. */
export function findListingOwner(db: Database, id: number) {
  return db
    .select({ userId: listings.userId, title: listings.title })
    .from(listings)
    .where(and(eq(listings.id, id), notDeleted))
    .get();
}

/** Why an admin rejected or froze a listing, as its seller is shown it. */
export interface Moderation {
  reason: ModerationReason;
  note: string | null;
}

const moderationColumns = (moderation: Moderation | null) => ({
  moderationReason: moderation?.reason ?? null,
  moderationNote: moderation?.note ?? null,
});

/**
 * Freezes or unfreezes a listing, with the statements to run in the same batch (the owner's notification);
 * `changed` is false when it is gone or already in that state.
 */
export async function setListingFrozen(
  db: Database,
  id: number,
  frozen: boolean,
  also: BatchItem<"sqlite">[] = [],
  now = new Date(),
  moderation: Moderation | null = null,
) {
  const [changed, ...results] = await db.batch([
    db
      .update(listings)
      // A freeze records why; an unfreeze clears it.
      .set({ isFrozen: frozen, updatedAt: now.toISOString(), ...moderationColumns(frozen ? moderation : null) })
      .where(and(eq(listings.id, id), eq(listings.isFrozen, !frozen), notDeleted))
      .returning({ id: listings.id }),
    ...also,
  ]);
  return { changed: changed.length > 0, results };
}

/** Approves or rejects a pending listing, with the statements to run in the same batch; `changed` is false when it is gone or not pending. */
export async function reviewListing(
  db: Database,
  id: number,
  status: "approved" | "rejected",
  also: BatchItem<"sqlite">[] = [],
  now = new Date(),
  moderation: Moderation | null = null,
  /** The version the admin looked at: a listing changed since then is left pending (checked in the write itself). */
  version?: number,
) {
  const [changed, ...results] = await db.batch([
    db
      .update(listings)
      // A rejection records why; an approval clears any earlier reason.
      .set({
        // Approving a listing with nothing left makes it sold out, never a live listing no one can request.
        status:
          status === "approved" ? sql<"approved" | "sold">`CASE WHEN ${listings.quantity} <= 0 THEN 'sold' ELSE 'approved' END` : status,
        updatedAt: now.toISOString(),
        ...moderationColumns(status === "rejected" ? moderation : null),
      })
      .where(
        and(
          eq(listings.id, id),
          eq(listings.status, "pending"),
          notDeleted,
          version === undefined ? undefined : eq(listings.version, version),
        ),
      )
      .returning({ id: listings.id }),
    ...also,
  ]);
  return { changed: changed.length > 0, results };
}

/** Why a review changed nothing: gone (undefined), no longer pending, or pending in a version other than `version`. */
export async function reviewRefusal(db: Database, id: number, version?: number) {
  const row = await db
    .select({ status: listings.status, version: listings.version })
    .from(listings)
    .where(and(eq(listings.id, id), notDeleted))
    .get();
  if (!row) return undefined;
  if (row.status === "pending" && version !== undefined && row.version !== version) return "listing_changed_since_review" as const;
  return "listing_not_pending" as const;
}

/** Features or unfeatures a listing with `also` in the same batch (the audit row); false when it is gone. */
export async function setListingFeatured(db: Database, id: number, featured: boolean, also: BatchItem<"sqlite">[] = [], now = new Date()) {
  const [changed] = await db.batch([
    db
      .update(listings)
      .set({ isFeatured: featured, updatedAt: now.toISOString() })
      .where(and(eq(listings.id, id), notDeleted))
      .returning({ id: listings.id }),
    ...also,
  ]);
  return changed.length > 0;
}

export interface UserFilters {
  /** Words found in the name, e-mail or phone; `phone` is the same text read as a Nigerian number, if it is one. */
  q?: string;
  phone?: string | null;
  /** Just this account (the audit log links to it). */
  id?: number;
}

/** One page (plus one row) of users, newest first, filtered as asked: the query, for the batch that also records the read. */
export function usersPage(db: Database, filters: UserFilters, { limit, cursor }: Page) {
  const where: (SQL | undefined)[] = [cursor ? lt(users.id, cursor) : undefined];
  if (filters.id !== undefined) where.push(eq(users.id, filters.id));
  if (filters.q) {
    const pattern = likeText(filters.q);
    const escaped = (column: Parameters<typeof like>[0]) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    // "0803 123 4567" finds the account whose number is stored as +2348031234567.
    where.push(
      or(escaped(users.fullName), escaped(users.email), escaped(users.phone), filters.phone ? eq(users.phone, filters.phone) : undefined),
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(limit + 1);
}

/** One page (plus one row) of contact messages, newest first, optionally only the unread ones: the query, for a batch. */
export function contactMessagesPage(db: Database, unreadOnly: boolean, { limit, cursor }: Page) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      contact: contactMessages.contact,
      subject: contactMessages.subject,
      message: contactMessages.message,
      user_id: contactMessages.userId,
      read_at: contactMessages.readAt,
      created_at: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(and(cursor ? lt(contactMessages.id, cursor) : undefined, unreadOnly ? isNull(contactMessages.readAt) : undefined))
    .orderBy(desc(contactMessages.id))
    .limit(limit + 1);
}

/**
 * Marks a message read, keeping the first read time, with `recorded` (the audit row, guarded to follow a change) in the
 * same batch; the message's id and read time, or undefined when there is none.
 */
export async function markContactMessageRead(db: Database, id: number, recorded: BatchItem<"sqlite">[], now = new Date()) {
  const [, ...rest] = await db.batch([
    db
      .update(contactMessages)
      .set({ readAt: now.toISOString() })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt))),
    ...recorded,
    db
      .select({ id: contactMessages.id, read_at: contactMessages.readAt })
      .from(contactMessages)
      .where(and(eq(contactMessages.id, id), isNotNull(contactMessages.readAt))),
  ]);
  return (rest.at(-1) as { id: number; read_at: string | null }[])[0];
}
