// An owner's changes to the photos of a listing: add (multipart, the same checks as a new listing), remove, reorder.
// Each change is one D1 batch with the listing's return to review; R2 objects are written before it and removed after.
import { Hono } from "hono";
import { isLimitReached } from "../db/limits";
import { MAX_LISTING_BODY_BYTES, MAX_LISTING_IMAGES } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, HttpError, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import {
  addListingPhotos,
  deleteListingPhotos,
  listingPhotoRows,
  photoKeys,
  putListingPhotos,
  removeListingPhoto,
  reorderListingPhotos,
} from "../services/listing-photos";
import { checkPhotoUploads, listingAnswer, myListingOr404 } from "./listing-access";
import { imageOrderBody } from "./market-schemas";

/** The files of a multipart body: `images` and optional `thumbnails`, nothing else. */
async function readPhotoForm(c: { req: { header: (name: string) => string | undefined; formData: () => Promise<FormData> } }) {
  if (Number(c.req.header("content-length") ?? "0") > MAX_LISTING_BODY_BYTES) throw new HttpError(413, "upload_too_large");
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw badRequest("listing_not_multipart");
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("listing_form_unreadable");
  }
  const photos: File[] = [];
  const thumbnails: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name !== "images" && name !== "thumbnails")
      throw badRequest("unknown_field", { [name]: "unknown_field" }, `Unknown field "${name}"`);
    // A form with no file chosen still sends one empty part (read as an empty string).
    if (typeof value !== "string") {
      if (value.size > 0 || value.name !== "") (name === "images" ? photos : thumbnails).push(value);
    } else if (value !== "") {
      throw badRequest("unknown_field", { [name]: "unknown_field" }, `Unknown field "${name}"`);
    }
  }
  if (photos.length === 0) throw badRequest("images_required", { images: "images_required" });
  return { photos, thumbnails };
}

export const listingPhotoRoutes = new Hono<AppEnv>()
  .post("/user/listings/:id/images", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const listing = await myListingOr404(c, user, id);
    const { photos, thumbnails } = await readPhotoForm(c);
    const current = await listingPhotoRows(c.var.db, id);
    const checked = await checkPhotoUploads(photos, thumbnails, MAX_LISTING_IMAGES - current.length);
    // Files go to R2 first, then the rows in one batch; a failed batch takes the files back out.
    const stored = await putListingPhotos(c.env.BUCKET, checked);
    const after = current.reduce((last, row) => Math.max(last, row.position + 1), 0);
    try {
      await addListingPhotos(c.var.db, listing, stored, after);
    } catch (error) {
      await deleteListingPhotos(c.env.BUCKET, photoKeys(stored));
      // Uploads sent at once all pass the room check above; the database keeps the listing at its limit (issue #32).
      if (isLimitReached(error, "listing_images")) throw badRequest("too_many_images", { images: "too_many_images" });
      throw error;
    }
    return c.json(await listingAnswer(c, id, user), 201);
  })

  .put("/user/listings/:id/images/order", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const { image_ids: order } = await readJson(c, imageOrderBody);
    const listing = await myListingOr404(c, user, id);
    const current = await listingPhotoRows(c.var.db, id);
    const known = new Set(current.map((row) => row.id));
    // Exactly the listing's photos, each once: anything else would lose or duplicate a place.
    if (order.length !== current.length || new Set(order).size !== order.length || !order.every((imageId) => known.has(imageId))) {
      throw badRequest("image_order_mismatch", { image_ids: "image_order_mismatch" });
    }
    // The same order again changes nothing and keeps the listing's review.
    if (order.some((imageId, index) => current[index]?.id !== imageId)) await reorderListingPhotos(c.var.db, listing, order);
    return c.json(await listingAnswer(c, id, user));
  })

  .delete("/user/listings/:id/images/:imageId", async (c) => {
    const user = requireUser(c);
    const id = idParam(c.req.param("id"));
    const imageId = idParam(c.req.param("imageId"));
    const listing = await myListingOr404(c, user, id);
    const photo = (await listingPhotoRows(c.var.db, id)).find((row) => row.id === imageId);
    // A photo of another listing is not this listing's: the same answer as none.
    if (!photo || !(await removeListingPhoto(c.var.db, listing, imageId))) throw notFound("listing_image_not_found");
    await deleteListingPhotos(c.env.BUCKET, photoKeys([photo]));
    return c.json(await listingAnswer(c, id, user));
  });
