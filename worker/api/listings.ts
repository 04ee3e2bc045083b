import { Hono } from "hono";
import {
  LISTING_CATEGORIES,
  LISTING_SORTS,
  type ListingCategory,
  type ListingSort,
  MAX_LISTING_BODY_BYTES,
  MAX_LISTING_IMAGES,
} from "../domain";
import { isExpired, todayInNigeria } from "../expiry";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors";
import { listingLeavesPublicView } from "../http/global-purge";
import { pageOf, readLimit, readPaging, setNextLink, setTotalCount } from "../http/paging";
import { rateLimit } from "../http/rate-limit";
import { checkBookSchema, idParam, parseWith, readJson } from "../http/validate";
import { ID_SOURCE, isId } from "../ids";
import { CREATE_FIELD_NAMES, createColumns, editColumns } from "../listing-fields";
import { checkListingProduct, isProductSlug, type ProductSlug } from "../products";
import { capped } from "../services/counts";
import { checkInputDetails, inputDetailColumns, inputDetailsOf } from "../services/genuine-inputs";
import { browsePublicPage, findListingPage, listingsWithExtras, pageDtos } from "../services/listing-dtos";
import { editOwnListing } from "../services/listing-edits";
import { deleteListingPhotos, photoKeys, putListingPhotos } from "../services/listing-photos";
import { type BrowseCursor, countIsCapped, countPublicListings, effectiveSort, MATCH_POOL } from "../services/listing-search";
import {
  createListing,
  findListingForRequest,
  ownListingsCount,
  ownListingsWhere,
  pauseOwnListing,
  resumeOwnListing,
  softDeleteOwnListing,
} from "../services/listings";
import { deliverNotifications } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import { findOpenRequest } from "../services/order-moves";
import { createPurchaseRequest, findPurchaseRequest, newOrderUrl } from "../services/purchase-requests";
import { isStateSlug, type StateSlug, stateFromLocation } from "../states";
import { checkPhotoUploads, listingAnswer, myListingOr404 } from "./listing-access";
import { createListingFields, purchaseRequestBody, toKobo, updateListingBody } from "./marketplace-schemas";

/** The text parts of a listing's multipart form: every spelling the create API takes (ADR 080). */
const TEXT_FIELDS = new Set(CREATE_FIELD_NAMES);

/** A browse cursor in the form the order uses: an id (newest), `<price kobo>_<id>` (price orders), `o<offset>` (relevance). */
function readBrowseCursor(raw: string | undefined, sort: ListingSort): BrowseCursor | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (sort === "newest" && (raw === "0" || isId(raw))) return Number(raw);
  const price = /^(0|[1-9][0-9]{0,15})_([1-9][0-9]{0,15})$/.exec(raw);
  if ((sort === "price_asc" || sort === "price_desc") && price) return { priceKobo: Number(price[1]), id: Number(price[2]) };
  const offset = /^o(0|[1-9][0-9]{0,3})$/.exec(raw);
  if (sort === "relevance" && offset && Number(offset[1]) <= MATCH_POOL) return { offset: Number(offset[1]) };
  throw badRequest("invalid_cursor");
}

/** A query value from a fixed list ("" and "all" mean none), else a 400 with the given code. */
function oneOf<T extends string>(
  raw: string | undefined,
  allowed: (value: string) => value is T,
  code: "state_invalid" | "sort_invalid" | "product_invalid",
) {
  if (raw === undefined || raw === "" || raw === "all") return undefined;
  if (!allowed(raw)) throw badRequest(code);
  return raw;
}
const isSort = (value: string): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value);

/** The product a listing will have, or a 400: crops and seeds need one of their category; others have none. */
function productOrRefusal(category: string, sent: ProductSlug | undefined, stored: string | null): ProductSlug | null {
  const refusal = checkListingProduct(category, sent, stored);
  if (refusal !== null && typeof refusal === "object") throw badRequest(refusal.code, { product: refusal.code });
  return refusal;
}

/**
 * The quantity an edit sets. A form that says what it showed (`quantity_seen`) and left it as it was keeps what
 * orders accepted since have made of it; a changed one is refused when the stock moved under it (409). A client that
 * does not say sets the number it sends.
 */
function quantityToSet(sent: number | undefined, seen: number | undefined, stored: number | null) {
  if (sent === undefined || seen === undefined) return sent;
  if (sent === seen) return undefined;
  if (stored !== seen) throw conflict("listing_stock_changed");
  return sent;
}

export const listingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const limit = readLimit(c);
    const rawCategory = c.req.query("category");
    let category: ListingCategory | undefined;
    if (rawCategory && rawCategory !== "all") {
      if (!(LISTING_CATEGORIES as readonly string[]).includes(rawCategory)) throw badRequest("unknown_category");
      category = rawCategory as ListingCategory;
    }
    const state: StateSlug | undefined = oneOf(c.req.query("state"), isStateSlug, "state_invalid");
    const product: ProductSlug | undefined = oneOf(c.req.query("product"), isProductSlug, "product_invalid");
    const q = c.req.query("q")?.slice(0, 200);
    const location = c.req.query("location")?.slice(0, 120);
    const sort = effectiveSort({ q, sort: oneOf(c.req.query("sort"), isSort, "sort_invalid") });
    const cursor = readBrowseCursor(c.req.query("cursor"), sort);
    const query = { category, state, product, q, location, sort, limit, cursor, today: todayInNigeria(new Date()) };
    // The page with its photos, request counts and sellers' figures, and its count: one round trip.
    const [rows, [counted]] = await c.var.db.batch([browsePublicPage(c.var.db, query, c.var.user), countPublicListings(c.var.db, query)]);
    const total = counted?.total ?? 0;
    c.header("X-Total-Count", String(Math.min(total, MATCH_POOL)));
    if (countIsCapped(total)) c.header("X-Total-Count-Capped", "true");
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    if (rows.length > limit && last) {
      const offset = typeof cursor === "object" && "offset" in cursor ? cursor.offset : 0;
      const next =
        sort === "relevance"
          ? `o${offset + limit}`
          : sort === "newest"
            ? String(last.listing.id)
            : `${last.listing.priceKobo}_${last.listing.id}`;
      // A ranked search pages only through its pool.
      if (sort !== "relevance" || offset + limit < MATCH_POOL) setNextLink(c, { limit: String(limit), cursor: next });
    }
    return c.json(pageDtos(page, c.var.user));
  })

  .get("/user/my-listings", async (c) => {
    const user = requireUser(c);
    const { limit, cursor } = readPaging(c);
    // The page with its photos, request counts and figures, and the total: one round trip.
    const [rows, counted] = await c.var.db.batch([
      listingsWithExtras(c.var.db, ownListingsWhere(user.id, cursor), user, limit + 1),
      ownListingsCount(c.var.db, user.id),
    ]);
    setTotalCount(c, capped(counted));
    return c.json(
      pageDtos(
        pageOf(c, rows, limit, (row) => row.listing.id),
        user,
      ),
    );
  })

  .post("/user/listing", async (c) => {
    const user = requireUser(c);
    if (Number(c.req.header("content-length") ?? "0") > MAX_LISTING_BODY_BYTES) throw new HttpError(413, "upload_too_large");
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw badRequest("listing_not_multipart");
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("listing_form_unreadable");
    }
    const fields: Record<string, string> = {};
    const photos: File[] = [];
    const thumbnails: File[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") {
        if (!TEXT_FIELDS.has(name)) throw badRequest("unknown_field", { [name]: "unknown_field" }, `Unknown field "${name}"`);
        if (value !== "") fields[name] = value;
      } else if (name === "images" || name === "thumbnails") {
        // A form with no file chosen still sends one empty part.
        if (value.size > 0 || value.name !== "") (name === "images" ? photos : thumbnails).push(value);
      } else {
        throw badRequest("unknown_field", { [name]: "unknown_field" }, `Unknown field "${name}"`);
      }
    }
    checkBookSchema(c, createListingFields);
    const body = parseWith(createListingFields, fields);
    const details = checkInputDetails(body.category, body, null, todayInNigeria(new Date()));
    const product = productOrRefusal(body.category, body.product, null);
    const checked = await checkPhotoUploads(photos, thumbnails, MAX_LISTING_IMAGES);

    // Files go to R2 first, then the rows in one batch; a failed batch takes the files back out.
    const stored = await putListingPhotos(c.env.BUCKET, checked);
    let listingId: number;
    try {
      listingId = await createListing(
        c.var.db,
        {
          userId: user.id,
          ...createColumns(body),
          state: body.state ?? stateFromLocation(body.location),
          quantity: body.quantity ?? null,
          ...inputDetailColumns(details),
          product,
        },
        stored,
      );
    } catch (error) {
      await c.env.BUCKET.delete(photoKeys(stored));
      throw error;
    }
    return c.json(await listingAnswer(c, listingId, user), 201);
  })

  .post(`/user/:listingRef{listing${ID_SOURCE}}/request` as const, async (c) => {
    const user = requireUser(c);
    const listingId = idParam(c.req.param("listingRef").slice("listing".length));
    if (user.role !== "buyer") throw forbidden("buyers_only");
    await rateLimit(c.env.PURCHASE_REQUEST_LIMITER, `purchase:${user.id}`, "too_many_purchase_requests");
    const body = await readJson(c, purchaseRequestBody);
    const listing = await findListingForRequest(c.var.db, listingId);
    // A suspended seller's listing is out of public view: the same answer as a missing one.
    if (!listing || listing.sellerSuspended) throw notFound("listing_not_found");
    if (listing.userId === user.id) throw conflict("own_listing_request");
    if (listing.isFrozen) throw conflict("listing_frozen");
    if (listing.status === "sold") throw conflict("listing_sold_out");
    if (listing.status !== "approved" || isExpired(listing.expiryDate, todayInNigeria(new Date()))) throw conflict("listing_not_open");
    if (await findOpenRequest(c.var.db, listingId, user.id)) throw conflict("request_already_open");
    // A listing without a quantity has no stock bound beyond the schema's MAX_QUANTITY.
    if (listing.quantity !== null && body.quantity > listing.quantity) {
      const message = `Only ${listing.quantity} ${listing.priceUnit} available: ask for at most ${listing.quantity}`;
      throw conflict("quantity_exceeds_stock", { quantity: { code: "quantity_exceeds_stock", message } }, message);
    }
    const sellerTold = notify(
      c.var.db,
      {
        userId: listing.userId,
        type: "purchase_request.created",
        params: { listing: listing.title, buyer: user.fullName, quantity: body.quantity, unit: listing.priceUnit },
        // The order itself, written just before the notification in the same batch.
        url: newOrderUrl(listingId, user.id),
      },
      { actorId: user.id },
    );
    // The open-request index refuses a second one sent at the same moment.
    const created = await createPurchaseRequest(
      c.var.db,
      {
        listingId,
        buyerId: user.id,
        sellerId: listing.userId,
        quantity: body.quantity,
        offeredPriceKobo: body.offeredPrice === undefined ? null : toKobo(body.offeredPrice),
        message: body.message ?? null,
      },
      sellerTold,
    );
    if (!created) throw conflict("request_already_open");
    deliverNotifications(deliveryFrom(c), writtenIn(created.results));
    return c.json(await findPurchaseRequest(c.var.db, created.id), 201);
  })

  .put("/user/listings/:id", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, updateListingBody);
    const listing = await myListingOr404(c, user, id);
    const details = checkInputDetails(body.category ?? listing.category, body, inputDetailsOf(listing), todayInNigeria(new Date()));
    const product = productOrRefusal(body.category ?? listing.category, body.product, listing.product);
    const quantity = quantityToSet(body.quantity, body.quantity_seen, listing.quantity);
    await editOwnListing(c.var.db, listing, {
      ...editColumns(body),
      // A chosen state wins; a new location without one moves the listing to the state it names.
      ...(body.state !== undefined
        ? { state: body.state }
        : body.location !== undefined
          ? { state: stateFromLocation(body.location) }
          : {}),
      ...(product !== listing.product ? { product } : {}),
      ...(quantity !== undefined ? { quantity } : {}),
      ...inputDetailColumns(details),
    });
    return c.json(await listingAnswer(c, id, user));
  })

  .put("/user/listings/:id/pause", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    await myListingOr404(c, user, id);
    if (!(await pauseOwnListing(c.var.db, id, user.id))) throw conflict("listing_not_pausable");
    listingLeavesPublicView(c, id);
    return c.json(await listingAnswer(c, id, user));
  })

  .put("/user/listings/:id/resume", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    await myListingOr404(c, user, id);
    if (!(await resumeOwnListing(c.var.db, id, user.id))) throw conflict("listing_not_paused");
    return c.json(await listingAnswer(c, id, user));
  })

  .delete("/user/listings/:id", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    await myListingOr404(c, user, id);
    // Soft delete: the row stays so purchase requests keep their history; the photos go.
    const images = await softDeleteOwnListing(c.var.db, id, user.id);
    listingLeavesPublicView(c, id);
    await deleteListingPhotos(c.env.BUCKET, photoKeys(images));
    return c.json({ ok: true, id });
  })

  .get("/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    const page = await findListingPage(c.var.db, id, c.var.user, todayInNigeria(new Date()));
    if (!page) throw notFound("listing_not_found");
    return c.json({ ...page.dto, price_comparison: page.price });
  });
