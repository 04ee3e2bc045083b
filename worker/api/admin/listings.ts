import { type Context, Hono } from "hono";
import { LISTING_CATEGORIES, LISTING_STATUSES, type ListingCategory, type ListingStatus } from "../../domain";
import type { AdminEnv } from "../../http/context";
import { deliveryFrom } from "../../http/delivery";
import type { ApiErrorCode } from "../../http/error-codes";
import { badRequest, conflict, notFound } from "../../http/errors";
import { listingLeavesPublicView } from "../../http/global-purge";
import { pageOf, readPaging } from "../../http/paging";
import { idParam, readJson } from "../../http/validate";
import {
  adminListingsWhere,
  adminListingWhere,
  findListingOwner,
  fitsLikePattern,
  type ListingFilters,
  listingExists,
  pendingListingsWhere,
  reviewListing,
  reviewRefusal,
  setListingFeatured,
  setListingFrozen,
} from "../../services/admin";
import { audit, auditList } from "../../services/audit";
import { listingsWithExtras, pageDtos } from "../../services/listing-dtos";
import { deliverNotifications } from "../../services/notification-delivery";
import type { NotificationParams } from "../../services/notification-texts";
import { notify, writtenIn } from "../../services/notifications";
import { featuredBody, freezeBody, listingStatusBody } from "./schemas";

/** The listing as the admin sees it (seller e-mail included), or 404. */
async function adminListing(c: Context<AdminEnv>, id: number) {
  const [dto] = pageDtos(await listingsWithExtras(c.var.db, adminListingWhere(id), c.var.user, 1), c.var.user);
  if (!dto) throw notFound("listing_not_found");
  return dto;
}

/** After a conditional update changed nothing: 404 if the listing is gone, else 409 with the reason. */
async function listingConflict(c: Context<AdminEnv>, id: number, code: ApiErrorCode): Promise<never> {
  if (!(await listingExists(c.var.db, id))) throw notFound("listing_not_found");
  throw conflict(code);
}

/** The owner's notification of an admin's decision on their listing, for the decision's batch. */
async function ownerTold<T extends "listing.reviewed" | "listing.frozen">(
  c: Context<AdminEnv>,
  id: number,
  type: T,
  params: (title: string) => NotificationParams[T],
) {
  const owner = await findListingOwner(c.var.db, id);
  if (!owner) throw notFound("listing_not_found");
  return notify(
    c.var.db,
    { userId: owner.userId, type, params: params(owner.title), url: `/listings/${id}` },
    { actorId: c.var.admin.id, afterChange: true },
  );
}

/** The admin's reason (and note) as the audit log records it: "wrong_category: blurry photos". */
const auditNote = (moderation: { reason: string; note: string | null } | null) =>
  moderation ? `${moderation.reason}${moderation.note ? `: ${moderation.note}` : ""}` : null;

async function setFrozen(c: Context<AdminEnv>, frozen: boolean) {
  const id = idParam(c.req.param("id"));
  const why = frozen ? await readJson(c, freezeBody) : null;
  const told = await ownerTold(c, id, "listing.frozen", (listing) => ({ listing, frozen }));
  const moderation = why ? { reason: why.reason, note: why.note ?? null } : null;
  const recorded = audit(
    c.var.db,
    {
      adminId: c.var.admin.id,
      action: frozen ? "listing.freeze" : "listing.unfreeze",
      targetType: "listing",
      targetId: id,
      note: auditNote(moderation),
    },
    { afterChange: true },
  );
  const { changed, results } = await setListingFrozen(c.var.db, id, frozen, [...recorded, ...told], undefined, moderation);
  if (!changed) await listingConflict(c, id, frozen ? "listing_already_frozen" : "listing_not_frozen");
  if (frozen) listingLeavesPublicView(c, id);
  deliverNotifications(deliveryFrom(c), writtenIn(results));
  return c.json({ listing: await adminListing(c, id) });
}

/** The all-listings filters from the query string; an unknown value is a 400. */
function readFilters(c: Context<AdminEnv>): ListingFilters {
  const filters: ListingFilters = {};
  const q = (c.req.query("q") ?? "").trim();
  if (q && !fitsLikePattern(q)) throw badRequest("search_too_long", { q: "search_too_long" });
  if (q) filters.q = q;
  const category = c.req.query("category");
  if (category) {
    if (!(LISTING_CATEGORIES as readonly string[]).includes(category)) throw badRequest("unknown_category");
    filters.category = category as ListingCategory;
  }
  const status = c.req.query("status");
  if (status) {
    if (!(LISTING_STATUSES as readonly string[]).includes(status)) throw badRequest("unknown_status");
    filters.status = status as ListingStatus;
  }
  const frozen = c.req.query("frozen");
  if (frozen === "frozen") filters.frozen = true;
  else if (frozen === "not-frozen") filters.frozen = false;
  else if (frozen && frozen !== "all") throw badRequest("frozen_filter_invalid");
  return filters;
}

export const listingRoutes = new Hono<AdminEnv>()
  .get("/listings/pending", async (c) => {
    const { limit, cursor } = readPaging(c);
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "listing.list", "listing", { status: "pending", limit, cursor }),
      listingsWithExtras(c.var.db, pendingListingsWhere(cursor), c.var.user, limit + 1),
    ]);
    return c.json(
      pageDtos(
        pageOf(c, rows, limit, (row) => row.listing.id),
        c.var.user,
      ),
    );
  })
  .get("/listings/all", async (c) => {
    const { limit, cursor } = readPaging(c);
    const filters = readFilters(c);
    const [, rows] = await c.var.db.batch([
      auditList(c.var.db, c.var.admin.id, "listing.list", "listing", { ...filters, limit, cursor }),
      listingsWithExtras(c.var.db, adminListingsWhere(filters, cursor), c.var.user, limit + 1),
    ]);
    return c.json(
      pageDtos(
        pageOf(c, rows, limit, (row) => row.listing.id),
        c.var.user,
      ),
    );
  })
  .put("/listings/:id/status", async (c) => {
    const id = idParam(c.req.param("id"));
    const { status, version, reason, note } = await readJson(c, listingStatusBody);
    const told = await ownerTold(c, id, "listing.reviewed", (listing) => ({ listing, status }));
    const moderation = reason ? { reason, note: note ?? null } : null;
    const action = status === "approved" ? "listing.approve" : "listing.reject";
    const recorded = audit(
      c.var.db,
      { adminId: c.var.admin.id, action, targetType: "listing", targetId: id, note: auditNote(moderation) },
      { afterChange: true },
    );
    const { changed, results } = await reviewListing(c.var.db, id, status, [...recorded, ...told], undefined, moderation, version);
    if (!changed) {
      // Changed since the admin looked: it stays in the queue, where the admin sees its new text.
      const refusal = await reviewRefusal(c.var.db, id, version);
      if (!refusal) throw notFound("listing_not_found");
      throw conflict(refusal);
    }
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    return c.json({ listing: await adminListing(c, id) });
  })
  .put("/listings/:id/freeze", (c) => setFrozen(c, true))
  .put("/listings/:id/unfreeze", (c) => setFrozen(c, false))
  .put("/listings/:id/featured", async (c) => {
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, featuredBody);
    const action = body.is_featured ? "listing.feature" : "listing.unfeature";
    const recorded = audit(c.var.db, { adminId: c.var.admin.id, action, targetType: "listing", targetId: id }, { afterChange: true });
    if (!(await setListingFeatured(c.var.db, id, body.is_featured, recorded))) throw notFound("listing_not_found");
    return c.json({ listing: await adminListing(c, id) });
  });
