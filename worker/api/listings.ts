import { and, count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { listingImages, listings, purchaseRequests } from "../db/schema";
import {
  LISTING_CATEGORIES,
  type ListingCategory,
  MAX_LISTING_BODY_BYTES,
  MAX_LISTING_IMAGES,
  MAX_THUMBNAIL_BYTES,
  MAX_UPLOAD_BYTES,
} from "../domain";
import { requireRole, requireUser } from "../http/auth";
import type { AppEnv, UserRecord } from "../http/context";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { rateLimit } from "../http/rate-limit";
import { idParam, parseWith, readJson } from "../http/validate";
import { type ImageKind, imageSize, MAX_IMAGE_SIDE, sniffImage } from "../services/images";
import { browsePublicListings, findVisibleListing, selectListingsWithSeller, toListingDtos } from "../services/listings";
import { createListingFields, purchaseRequestBody, toKobo, updateListingBody } from "./marketplace-schemas";
import { PURCHASE_REQUEST_RATE_MESSAGE, purchaseRequestDtos, selectPurchaseRequests } from "./purchase-requests";

const TEXT_FIELDS = new Set(["title", "description", "category", "price", "priceUnit", "quantity", "location"]);

const payloadTooLarge = (message: string) => new HttpError(413, message);
const unsupportedType = (message: string) => new HttpError(415, message);

interface CheckedImage {
  bytes: Uint8Array;
  kind: ImageKind;
  size: { width: number; height: number } | null;
}

/** Reads one uploaded file and checks it is really a JPEG, PNG, GIF or WebP within the size limit. */
const megabytesOrKilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

async function checkImage(file: File, maxBytes: number, label: string): Promise<CheckedImage> {
  if (file.size > maxBytes) throw payloadTooLarge(`${label} "${file.name}" is larger than ${megabytesOrKilobytes(maxBytes)}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw unsupportedType(`${label} "${file.name}" is not a JPEG, PNG, GIF or WebP image`);
  const size = imageSize(bytes, kind);
  if (size && (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)) {
    const limit = MAX_IMAGE_SIDE.toLocaleString("en-NG");
    throw badRequest(`${label} "${file.name}" is ${size.width} × ${size.height} pixels; at most ${limit} pixels a side are allowed`, {
      images: `At most ${limit} pixels a side`,
    });
  }
  return { bytes, kind, size };
}

async function myListingOr404(c: Parameters<typeof requireUser>[0], user: UserRecord, id: number) {
  const listing = await c.var.db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .get();
  if (!listing) throw notFound("Listing not found");
  if (listing.userId !== user.id) {
    const isPublic = listing.status === "approved" && !listing.isFrozen;
    throw isPublic ? forbidden("Only the owner can change this listing") : notFound("Listing not found");
  }
  return listing;
}

async function listingAnswer(c: Parameters<typeof requireUser>[0], id: number, viewer: UserRecord) {
  const row = await selectListingsWithSeller(c.var.db).where(eq(listings.id, id)).get();
  if (!row) throw notFound("Listing not found");
  const [dto] = await toListingDtos(c.var.db, [row], viewer);
  return dto;
}

export const listingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rawCategory = c.req.query("category");
    let category: ListingCategory | undefined;
    if (rawCategory && rawCategory !== "all") {
      if (!(LISTING_CATEGORIES as readonly string[]).includes(rawCategory)) throw badRequest("Unknown category");
      category = rawCategory as ListingCategory;
    }
    const q = c.req.query("q")?.slice(0, 200);
    const location = c.req.query("location")?.slice(0, 120);
    const rows = await browsePublicListings(c.var.db, { category, q, location, limit, cursor });
    const page = pageOf(c, rows, limit, (row) => row.listing.id);
    return c.json(await toListingDtos(c.var.db, page, c.var.user));
  })

  .get("/user/my-listings", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const { limit, cursor } = readPaging(c);
    const conditions = [eq(listings.userId, user.id), isNull(listings.deletedAt)];
    if (cursor) conditions.push(lt(listings.id, cursor));
    const db = c.var.db;
    const [rows, [total]] = await db.batch([
      selectListingsWithSeller(db)
        .where(and(...conditions))
        .orderBy(desc(listings.id))
        .limit(limit + 1),
      db
        .select({ total: count() })
        .from(listings)
        .where(and(eq(listings.userId, user.id), isNull(listings.deletedAt))),
    ]);
    c.header("X-Total-Count", String(total?.total ?? 0));
    const page = pageOf(c, rows, limit, (row) => row.listing.id);
    return c.json(await toListingDtos(db, page, user));
  })

  .post("/user/listing", async (c) => {
    const user = requireRole(c, "farmer", "supplier");
    if (Number(c.req.header("content-length") ?? "0") > MAX_LISTING_BODY_BYTES) throw payloadTooLarge("The upload is too large");
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw badRequest("Send the listing as multipart/form-data");
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("The form could not be read");
    }
    const fields: Record<string, string> = {};
    const photos: File[] = [];
    const thumbnails: File[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") {
        if (!TEXT_FIELDS.has(name)) throw badRequest(`Unknown field "${name}"`, { [name]: "Unknown field" });
        if (value !== "") fields[name] = value;
      } else if (name === "images" || name === "thumbnails") {
        // A form with no file chosen still sends one empty part.
        if (value.size > 0 || value.name !== "") (name === "images" ? photos : thumbnails).push(value);
      } else {
        throw badRequest(`Unknown field "${name}"`, { [name]: "Unknown field" });
      }
    }
    const body = parseWith(createListingFields, fields);
    if (photos.length > MAX_LISTING_IMAGES) throw badRequest("Maximum 5 images allowed", { images: "Maximum 5 images allowed" });
    if (thumbnails.length > photos.length) throw badRequest("There are more thumbnails than images", { thumbnails: "Too many" });

    const checked: { photo: CheckedImage; thumbnail: CheckedImage | null }[] = [];
    for (const [index, photo] of photos.entries()) {
      const thumbnail = thumbnails[index];
      checked.push({
        photo: await checkImage(photo, MAX_UPLOAD_BYTES, "Image"),
        thumbnail: thumbnail ? await checkImage(thumbnail, MAX_THUMBNAIL_BYTES, "Thumbnail") : null,
      });
    }

    // Keys are made here, never from the uploaded names; files go to R2 first, then the rows in one batch.
    const stored = checked.map(({ photo, thumbnail }) => {
      const stem = `listings/${crypto.randomUUID()}`;
      return {
        photo,
        thumbnail,
        key: `${stem}.${photo.kind.extension}`,
        thumbKey: thumbnail ? `${stem}-thumb.${thumbnail.kind.extension}` : null,
      };
    });
    const bucket = c.env.BUCKET;
    const writtenKeys = stored.flatMap((image) => (image.thumbKey ? [image.key, image.thumbKey] : [image.key]));
    await Promise.all(
      stored.flatMap((image) => [
        bucket.put(image.key, image.photo.bytes, { httpMetadata: { contentType: image.photo.kind.contentType } }),
        ...(image.thumbnail && image.thumbKey
          ? [bucket.put(image.thumbKey, image.thumbnail.bytes, { httpMetadata: { contentType: image.thumbnail.kind.contentType } })]
          : []),
      ]),
    );

    const db = c.var.db;
    const insertListing = db
      .insert(listings)
      .values({
        userId: user.id,
        title: body.title,
        description: body.description ?? "",
        category: body.category,
        priceKobo: toKobo(body.price ?? 0),
        priceUnit: body.priceUnit ?? "kg",
        quantity: body.quantity ?? null,
        location: body.location ?? "",
      })
      .returning({ id: listings.id });
    let listingId: number;
    try {
      if (stored.length === 0) {
        listingId = (await insertListing.get()).id;
      } else {
        // Inside the batch's transaction the user's newest listing is the one just inserted.
        const [inserted] = await db.batch([
          insertListing,
          db.insert(listingImages).values(
            stored.map((image, position) => ({
              listingId: sql`(SELECT max(id) FROM listings WHERE user_id = ${user.id})`,
              position,
              r2Key: image.key,
              thumbKey: image.thumbKey,
              contentType: image.photo.kind.contentType,
              byteSize: image.photo.bytes.byteLength,
              width: image.photo.size?.width ?? null,
              height: image.photo.size?.height ?? null,
            })),
          ),
        ]);
        const first = inserted[0];
        if (!first) throw new Error("listing insert returned no row");
        listingId = first.id;
      }
    } catch (error) {
      await bucket.delete(writtenKeys);
      throw error;
    }
    return c.json(await listingAnswer(c, listingId, user), 201);
  })

  .post("/user/:listingRef{listing[1-9][0-9]{0,15}}/request", async (c) => {
    const user = requireUser(c);
    const listingId = idParam(c.req.param("listingRef").slice("listing".length));
    if (user.role !== "buyer") throw forbidden("Only buyers can send purchase requests");
    await rateLimit(c.env.PURCHASE_REQUEST_LIMITER, `purchase:${user.id}`, PURCHASE_REQUEST_RATE_MESSAGE);
    const body = await readJson(c, purchaseRequestBody);
    const listing = await c.var.db
      .select({ userId: listings.userId, status: listings.status, isFrozen: listings.isFrozen })
      .from(listings)
      .where(and(eq(listings.id, listingId), isNull(listings.deletedAt)))
      .get();
    if (!listing) throw notFound("Listing not found");
    if (listing.userId === user.id) throw conflict("You cannot send a purchase request on your own listing");
    if (listing.isFrozen) throw conflict("This listing is frozen and is not taking requests");
    if (listing.status !== "approved") throw conflict("This listing is not open for requests");
    const created = await c.var.db
      .insert(purchaseRequests)
      .values({
        listingId,
        buyerId: user.id,
        quantity: body.quantity,
        offeredPriceKobo: body.offeredPrice === undefined ? null : toKobo(body.offeredPrice),
        message: body.message ?? null,
      })
      .returning({ id: purchaseRequests.id })
      .get();
    const rows = await selectPurchaseRequests(c.var.db).where(eq(purchaseRequests.id, created.id));
    return c.json(purchaseRequestDtos(rows)[0], 201);
  })

  .put("/user/listings/:id", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const id = idParam(c.req.param("id"));
    const body = await readJson(c, updateListingBody);
    const listing = await myListingOr404(c, user, id);
    const unit = body.price_unit ?? body.priceUnit;
    await c.var.db
      .update(listings)
      .set({
        title: body.title,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.location !== undefined ? { location: body.location } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.price !== undefined ? { priceKobo: toKobo(body.price) } : {}),
        ...(unit !== undefined ? { priceUnit: unit } : {}),
        ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
        // A reviewed listing that changes is reviewed again before the public sees the new text.
        ...(listing.status === "approved" || listing.status === "rejected" ? { status: "pending" as const } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(listings.id, id), eq(listings.userId, user.id)));
    return c.json(await listingAnswer(c, id, user));
  })

  .delete("/user/listings/:id", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const id = idParam(c.req.param("id"));
    await myListingOr404(c, user, id);
    const db = c.var.db;
    const images = await db
      .select({ r2Key: listingImages.r2Key, thumbKey: listingImages.thumbKey })
      .from(listingImages)
      .where(eq(listingImages.listingId, id));
    // Soft delete: the row stays so purchase requests keep their history; the photos go.
    const now = new Date().toISOString();
    await db.batch([
      db
        .update(listings)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(listings.id, id), eq(listings.userId, user.id))),
      db.delete(listingImages).where(eq(listingImages.listingId, id)),
    ]);
    const keys = images.flatMap((image) => (image.thumbKey ? [image.r2Key, image.thumbKey] : [image.r2Key]));
    if (keys.length > 0) await c.env.BUCKET.delete(keys);
    return c.json({ ok: true, id });
  })

  .get("/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    const row = await findVisibleListing(c.var.db, id, c.var.user);
    if (!row) throw notFound("Listing not found");
    const [dto] = await toListingDtos(c.var.db, [row], c.var.user);
    return c.json(dto);
  });
