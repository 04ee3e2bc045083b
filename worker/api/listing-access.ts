// What the listing routes share: the owner's guard, the answer they give, and the checks on uploaded photos.
import type { UserRecord } from "../db/schema";
import { MAX_THUMBNAIL_BYTES, MAX_UPLOAD_BYTES } from "../domain";
import { todayInNigeria } from "../expiry";
import type { requireUser } from "../http/auth";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors";
import { imageSize } from "../services/image-size";
import { MAX_IMAGE_SIDE, sniffImage } from "../services/images";
import { listingsWithExtras, pageDtos } from "../services/listing-dtos";
import type { CheckedImage } from "../services/listing-photos";
import { findListingForChange, listingWhere } from "../services/listings";

type Context = Parameters<typeof requireUser>[0];

const megabytesOrKilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** Reads one uploaded file and checks it is really a JPEG, PNG, GIF or WebP within the size limit. */
async function checkImage(file: File, maxBytes: number, label: string): Promise<CheckedImage> {
  if (file.size > maxBytes) {
    throw new HttpError(413, "image_file_too_large", {
      message: `${label} "${file.name}" is larger than ${megabytesOrKilobytes(maxBytes)}`,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind)
    throw new HttpError(415, "image_type_unsupported", { message: `${label} "${file.name}" is not a JPEG, PNG, GIF or WebP image` });
  const size = imageSize(bytes, kind);
  // A size we cannot read is a size we cannot limit (nor reserve space for on the page).
  if (!size) {
    throw badRequest(
      "image_size_unreadable",
      { images: "image_size_unreadable" },
      `${label} "${file.name}" has no width and height we can read`,
    );
  }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    const limit = MAX_IMAGE_SIDE.toLocaleString("en-NG");
    const message = `${label} "${file.name}" is ${size.width} × ${size.height} pixels; at most ${limit} pixels a side are allowed`;
    throw badRequest("image_too_many_pixels", { images: "image_sides_too_long" }, message);
  }
  return { bytes, kind, size };
}

/** Checks uploaded photos (and their optional thumbnails, paired by position) when `room` more photos fit on the listing. */
export async function checkPhotoUploads(photos: File[], thumbnails: File[], room: number) {
  if (photos.length > room) throw badRequest("too_many_images", { images: "too_many_images" });
  if (thumbnails.length > photos.length) throw badRequest("too_many_thumbnails", { thumbnails: "too_many_files" });
  const checked: { photo: CheckedImage; thumbnail: CheckedImage | null }[] = [];
  for (const [index, photo] of photos.entries()) {
    const thumbnail = thumbnails[index];
    checked.push({
      photo: await checkImage(photo, MAX_UPLOAD_BYTES, "Image"),
      thumbnail: thumbnail ? await checkImage(thumbnail, MAX_THUMBNAIL_BYTES, "Thumbnail") : null,
    });
  }
  return checked;
}

/** The caller's own listing: someone else's live listing is a 403, anything else of theirs a 404. */
export async function myListingOr404(c: Context, user: UserRecord, id: number) {
  const found = await findListingForChange(c.var.db, id, todayInNigeria(new Date()));
  if (!found) throw notFound("listing_not_found");
  if (found.listing.userId !== user.id) {
    throw found.isPublic ? forbidden("owner_only") : notFound("listing_not_found");
  }
  return found.listing;
}

/** A listing as its routes answer it, seen by `viewer`. */
export async function listingAnswer(c: Context, id: number, viewer: UserRecord) {
  const [dto] = pageDtos(await listingsWithExtras(c.var.db, listingWhere(id), viewer, 1), viewer);
  if (!dto) throw notFound("listing_not_found");
  return dto;
}
