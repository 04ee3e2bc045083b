// The admin panel's API: every route is for admins only (401 signed out, 403 any other role).
import { and, count, desc, eq, inArray, isNotNull, isNull, type like, lt, or, type SQL, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { chatGroups, contactMessages, listings, purchaseRequests, users, verificationRequests } from "../db/schema";
import { LISTING_CATEGORIES, LISTING_STATUSES } from "../domain";
import { requireRole } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { idParam, readJson } from "../http/validate";
import { selectListingsWithSeller, toListingDtos } from "../services/listings";
import { userDto } from "../services/users";

export const documentPath = (id: number) => `/api/admin/verification-requests/${id}/document`;

const listingStatusBody = z.strictObject({
  status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
});
const featuredBody = z.strictObject({ is_featured: z.boolean({ error: "is_featured must be true or false" }) });
const verificationReviewBody = z.strictObject({
  status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
  badgeType: z.literal("verified", { error: "badgeType must be verified" }).optional(),
  adminNotes: z.string().trim().max(500, "Admin notes must be at most 500 characters").optional(),
});

const APPROVED_NOTES = "Verified by admin";
const REJECTED_NOTES = "Verification rejected";
const notDeleted = isNull(listings.deletedAt);

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The listing as the admin sees it (seller e-mail included), or 404. */
async function adminListing(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const rows = await selectListingsWithSeller(db)
    .where(and(eq(listings.id, id), notDeleted))
    .all();
  const [dto] = await toListingDtos(db, rows, c.var.user);
  if (!dto) throw notFound("Listing not found");
  return dto;
}

/** After a conditional update changed nothing: 404 if the listing is gone, else 409 with the reason. */
async function listingConflict(c: Context<AppEnv>, id: number, message: string): Promise<never> {
  const row = await c.var.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), notDeleted))
    .get();
  if (!row) throw notFound("Listing not found");
  throw conflict(message);
}

async function setFrozen(c: Context<AppEnv>, frozen: boolean) {
  requireRole(c, "admin");
  const id = idParam(c.req.param("id"));
  const changed = await c.var.db
    .update(listings)
    .set({ isFrozen: frozen, updatedAt: new Date().toISOString() })
    .where(and(eq(listings.id, id), eq(listings.isFrozen, !frozen), notDeleted))
    .returning({ id: listings.id })
    .get();
  if (!changed) await listingConflict(c, id, frozen ? "Listing is already frozen" : "Listing is not frozen");
  return c.json({ listing: await adminListing(c, id) });
}

async function reviewGroup(c: Context<AppEnv>, status: "approved" | "rejected") {
  const admin = requireRole(c, "admin");
  const id = idParam(c.req.param("id"));
  const db = c.var.db;
  const changed = await db
    .update(chatGroups)
    .set({ status, reviewedBy: admin.id, reviewedAt: new Date().toISOString() })
    .where(and(eq(chatGroups.id, id), eq(chatGroups.status, "pending")))
    .returning()
    .get();
  if (!changed) {
    const exists = await db.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.id, id)).get();
    if (!exists) throw notFound("Group not found");
    throw conflict("This group has already been reviewed");
  }
  return c.json({
    group: { id: changed.id, name: changed.name, description: changed.description, creator_id: changed.creatorId, status: changed.status },
  });
}

const DOCUMENT_EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireRole(c, "admin");
    await next();
  })
  .get("/dashboard/stats", async (c) => {
    const db = c.var.db;
    const [
      userTotal,
      listingTotal,
      pendingListings,
      pendingVerifications,
      initiated,
      completed,
      revenue,
      byRole,
      byCategory,
      pendingGroups,
      unreadMessages,
    ] = await db.batch([
      db.select({ total: count() }).from(users),
      db.select({ total: count() }).from(listings).where(notDeleted),
      db
        .select({ total: count() })
        .from(listings)
        .where(and(eq(listings.status, "pending"), notDeleted)),
      db.select({ total: count() }).from(verificationRequests).where(eq(verificationRequests.status, "pending")),
      db
        .select({ total: count() })
        .from(purchaseRequests)
        .where(inArray(purchaseRequests.status, ["pending", "accepted"])),
      db.select({ total: count() }).from(purchaseRequests).where(eq(purchaseRequests.status, "completed")),
      // Kobo: quantity x (the offered price per unit if given, else the listing's price).
      db
        .select({
          kobo: sql<number>`coalesce(sum(${purchaseRequests.quantity} * coalesce(${purchaseRequests.offeredPriceKobo}, ${listings.priceKobo})), 0)`,
        })
        .from(purchaseRequests)
        .innerJoin(listings, eq(listings.id, purchaseRequests.listingId))
        .where(eq(purchaseRequests.status, "completed")),
      db.select({ role: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
      db.select({ category: listings.category, count: count() }).from(listings).where(notDeleted).groupBy(listings.category),
      db.select({ total: count() }).from(chatGroups).where(eq(chatGroups.status, "pending")),
      db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    ]);
    return c.json({
      totalUsers: userTotal[0]?.total ?? 0,
      totalListings: listingTotal[0]?.total ?? 0,
      pendingListings: pendingListings[0]?.total ?? 0,
      pendingVerifications: pendingVerifications[0]?.total ?? 0,
      initiatedBookings: initiated[0]?.total ?? 0,
      completedTransactions: completed[0]?.total ?? 0,
      revenueGenerated: Math.round(Number(revenue[0]?.kobo ?? 0)) / 100,
      usersByRole: byRole,
      listingsByCategory: LISTING_CATEGORIES.map((category) => ({
        category,
        count: byCategory.find((row) => row.category === category)?.count ?? 0,
      })),
      // Beyond SPEC.md: the counts the panel's tab labels show.
      pendingGroupRequests: pendingGroups[0]?.total ?? 0,
      unreadContactMessages: unreadMessages[0]?.total ?? 0,
    });
  })
  .get("/listings/pending", async (c) => {
    const { limit, cursor } = readPaging(c);
    const db = c.var.db;
    const rows = await selectListingsWithSeller(db)
      .where(and(eq(listings.status, "pending"), notDeleted, cursor ? lt(listings.id, cursor) : undefined))
      .orderBy(desc(listings.id))
      .limit(limit + 1)
      .all();
    const page = pageOf(c, rows, limit, (row) => row.listing.id);
    return c.json(await toListingDtos(db, page, c.var.user));
  })
  .get("/listings/all", async (c) => {
    const { limit, cursor } = readPaging(c);
    const db = c.var.db;
    const filters: (SQL | undefined)[] = [notDeleted, cursor ? lt(listings.id, cursor) : undefined];
    const q = (c.req.query("q") ?? "").trim().slice(0, 100);
    if (q) {
      const pattern = likeText(q);
      const escaped = (column: Parameters<typeof like>[0]) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
      filters.push(
        or(
          escaped(listings.title),
          escaped(listings.description),
          escaped(users.fullName),
          escaped(users.email),
          escaped(listings.location),
        ),
      );
    }
    const category = c.req.query("category");
    if (category) {
      if (!(LISTING_CATEGORIES as readonly string[]).includes(category)) throw badRequest("Unknown category");
      filters.push(eq(listings.category, category as (typeof LISTING_CATEGORIES)[number]));
    }
    const status = c.req.query("status");
    if (status) {
      if (!(LISTING_STATUSES as readonly string[]).includes(status)) throw badRequest("Unknown status");
      filters.push(eq(listings.status, status as (typeof LISTING_STATUSES)[number]));
    }
    const frozen = c.req.query("frozen");
    if (frozen === "frozen") filters.push(eq(listings.isFrozen, true));
    else if (frozen === "not-frozen") filters.push(eq(listings.isFrozen, false));
    else if (frozen && frozen !== "all") throw badRequest("frozen must be all, frozen or not-frozen");
    const rows = await selectListingsWithSeller(db)
      .where(and(...filters))
      .orderBy(desc(listings.id))
      .limit(limit + 1)
      .all();
    const page = pageOf(c, rows, limit, (row) => row.listing.id);
    return c.json(await toListingDtos(db, page, c.var.user));
  })
  .get("/users", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rows = await c.var.db
      .select()
      .from(users)
      .where(cursor ? lt(users.id, cursor) : undefined)
      .orderBy(desc(users.id))
      .limit(limit + 1)
      .all();
    return c.json(pageOf(c, rows, limit, (row) => row.id).map(userDto));
  })
  .get("/verification-requests", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rows = await c.var.db
      .select({
        id: verificationRequests.id,
        user_id: verificationRequests.userId,
        full_name: users.fullName,
        email: users.email,
        document_type: verificationRequests.documentType,
        document_content_type: verificationRequests.documentContentType,
        status: verificationRequests.status,
        created_at: verificationRequests.createdAt,
      })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.userId))
      .where(and(eq(verificationRequests.status, "pending"), cursor ? lt(verificationRequests.id, cursor) : undefined))
      .orderBy(desc(verificationRequests.id))
      .limit(limit + 1)
      .all();
    return c.json(pageOf(c, rows, limit, (row) => row.id).map((row) => ({ ...row, document_path: documentPath(row.id) })));
  })
  .get("/verification-requests/:id/document", async (c) => {
    const id = idParam(c.req.param("id"));
    const row = await c.var.db.select().from(verificationRequests).where(eq(verificationRequests.id, id)).get();
    if (!row) throw notFound("Verification request not found");
    const object = await c.env.BUCKET.get(row.documentKey);
    if (!object) throw notFound("Document not found");
    const extension = DOCUMENT_EXTENSIONS[row.documentContentType];
    const headers = new Headers({
      "Content-Type": extension ? row.documentContentType : "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    if (extension) {
      // Shown in the browser's own viewer, but sandboxed: no script, no same-origin access.
      headers.set("Content-Disposition", `inline; filename="verification-${id}.${extension}"`);
      headers.set("Content-Security-Policy", "sandbox");
    } else {
      headers.set("Content-Disposition", `attachment; filename="verification-${id}.bin"`);
    }
    return new Response(object.body, { status: 200, headers });
  })
  .put("/verification-requests/:id", async (c) => {
    const admin = requireRole(c, "admin");
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, verificationReviewBody);
    const db = c.var.db;
    const request = await db.select().from(verificationRequests).where(eq(verificationRequests.id, id)).get();
    if (!request) throw notFound("Verification request not found");
    if (request.status !== "pending") throw conflict("This verification request has already been reviewed");
    const approved = body.status === "approved";
    const reviewedAt = new Date().toISOString();
    const adminNotes = body.adminNotes || (approved ? APPROVED_NOTES : REJECTED_NOTES);
    const review = db
      .update(verificationRequests)
      .set({ status: body.status, adminNotes, reviewedBy: admin.id, reviewedAt })
      .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, "pending")))
      .returning({ id: verificationRequests.id });
    // The badge changes only if this very review landed (a concurrent review leaves it alone).
    const [reviewed] = approved
      ? await db.batch([
          review,
          db
            .update(users)
            .set({ verificationBadge: body.badgeType ?? "verified", isVerified: true, updatedAt: reviewedAt })
            .where(
              and(
                eq(users.id, request.userId),
                sql`exists (select 1 from ${verificationRequests} where ${verificationRequests.id} = ${id} and ${verificationRequests.reviewedAt} = ${reviewedAt} and ${verificationRequests.status} = 'approved')`,
              ),
            ),
        ])
      : await db.batch([review]);
    if (reviewed.length === 0) throw conflict("This verification request has already been reviewed");
    return c.json({ request: { id, status: body.status, admin_notes: adminNotes, reviewed_at: reviewedAt } });
  })
  .put("/listings/:id/status", async (c) => {
    const id = idParam(c.req.param("id"));
    const { status } = await readJson(c, listingStatusBody);
    const changed = await c.var.db
      .update(listings)
      .set({ status, updatedAt: new Date().toISOString() })
      .where(and(eq(listings.id, id), eq(listings.status, "pending"), notDeleted))
      .returning({ id: listings.id })
      .get();
    if (!changed) await listingConflict(c, id, "Only pending listings can be approved or rejected");
    return c.json({ listing: await adminListing(c, id) });
  })
  .put("/listings/:id/freeze", (c) => setFrozen(c, true))
  .put("/listings/:id/unfreeze", (c) => setFrozen(c, false))
  .put("/listings/:id/featured", async (c) => {
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, featuredBody);
    const changed = await c.var.db
      .update(listings)
      .set({ isFeatured: body.is_featured, updatedAt: new Date().toISOString() })
      .where(and(eq(listings.id, id), notDeleted))
      .returning({ id: listings.id })
      .get();
    if (!changed) throw notFound("Listing not found");
    return c.json({ listing: await adminListing(c, id) });
  })
  .get("/group-requests", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rows = await c.var.db
      .select({
        id: chatGroups.id,
        name: chatGroups.name,
        description: chatGroups.description,
        creator_id: chatGroups.creatorId,
        creator_name: users.fullName,
        created_at: chatGroups.createdAt,
      })
      .from(chatGroups)
      .innerJoin(users, eq(users.id, chatGroups.creatorId))
      .where(and(eq(chatGroups.status, "pending"), cursor ? lt(chatGroups.id, cursor) : undefined))
      .orderBy(desc(chatGroups.id))
      .limit(limit + 1)
      .all();
    return c.json(pageOf(c, rows, limit, (row) => row.id));
  })
  .put("/group-requests/:id/approve", (c) => reviewGroup(c, "approved"))
  .put("/group-requests/:id/reject", (c) => reviewGroup(c, "rejected"))
  .get("/contact-messages", async (c) => {
    const { limit, cursor } = readPaging(c);
    const unreadOnly = c.req.query("unread") === "1";
    const rows = await c.var.db
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
      .limit(limit + 1)
      .all();
    return c.json(pageOf(c, rows, limit, (row) => row.id));
  })
  .put("/contact-messages/:id/read", async (c) => {
    const id = idParam(c.req.param("id"));
    const db = c.var.db;
    // Idempotent: the first read time is kept.
    const [, row] = await db.batch([
      db
        .update(contactMessages)
        .set({ readAt: new Date().toISOString() })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt))),
      db
        .select({ id: contactMessages.id, read_at: contactMessages.readAt })
        .from(contactMessages)
        .where(and(eq(contactMessages.id, id), isNotNull(contactMessages.readAt))),
    ]);
    const message = row[0];
    if (!message) throw notFound("Message not found");
    return c.json({ message });
  });
