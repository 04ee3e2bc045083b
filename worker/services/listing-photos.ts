// Listing photos in R2 and their rows: keys are made here, never from the uploaded names, and each photo may have a
// thumbnail. An owner's change to the photos of a listing is one batch with the listing's return to review.
import { and, asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { listingImages, type listings } from "../db/schema";
import type { ImageSize } from "./image-size";
import type { ImageKind } from "./images";
import { photoChangeStatement } from "./listing-edits";

type ListingRow = typeof listings.$inferSelect;

export interface CheckedImage {
  bytes: Uint8Array;
  kind: ImageKind;
  /** Read from the image itself: an image whose size cannot be read is refused before it gets here. */
  size: ImageSize;
}

export interface StoredPhoto {
  photo: CheckedImage;
  thumbnail: CheckedImage | null;
  key: string;
  thumbKey: string | null;
}

/** Every R2 key a set of photos occupies (photos and their thumbnails). */
export const photoKeys = (photos: { key: string; thumbKey: string | null }[]) =>
  photos.flatMap((photo) => (photo.thumbKey ? [photo.key, photo.thumbKey] : [photo.key]));

/** Writes checked photos (and thumbnails) to R2 under fresh keys, with the sniffed content type. */
export async function putListingPhotos(
  bucket: R2Bucket,
  checked: { photo: CheckedImage; thumbnail: CheckedImage | null }[],
): Promise<StoredPhoto[]> {
  const stored = checked.map(({ photo, thumbnail }) => {
    const stem = `listings/${crypto.randomUUID()}`;
    return {
      photo,
      thumbnail,
      key: `${stem}.${photo.kind.extension}`,
      thumbKey: thumbnail ? `${stem}-thumb.${thumbnail.kind.extension}` : null,
    };
  });
  await Promise.all(
    stored.flatMap((image) => [
      bucket.put(image.key, image.photo.bytes, { httpMetadata: { contentType: image.photo.kind.contentType } }),
      ...(image.thumbnail && image.thumbKey
        ? [bucket.put(image.thumbKey, image.thumbnail.bytes, { httpMetadata: { contentType: image.thumbnail.kind.contentType } })]
        : []),
    ]),
  );
  return stored;
}

/** Removes photos from R2 (nothing to do for an empty list). */
export async function deleteListingPhotos(bucket: R2Bucket, keys: string[]) {
  if (keys.length > 0) await bucket.delete(keys);
}

/** A listing's photo rows in their order. */
export function listingPhotoRows(db: Database, listingId: number) {
  return db
    .select({ id: listingImages.id, position: listingImages.position, key: listingImages.r2Key, thumbKey: listingImages.thumbKey })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id))
    .all();
}

/** The rows of stored photos, placed from `firstPosition` on. */
function photoRowValues(listingId: number, photos: StoredPhoto[], firstPosition: number) {
  return photos.map((image, index) => ({
    listingId,
    position: firstPosition + index,
    r2Key: image.key,
    thumbKey: image.thumbKey,
    contentType: image.photo.kind.contentType,
    byteSize: image.photo.bytes.byteLength,
    width: image.photo.size.width,
    height: image.photo.size.height,
  }));
}

/** Adds stored photos after a listing's last one, in one batch with its return to review. */
export async function addListingPhotos(db: Database, listing: ListingRow, photos: StoredPhoto[], after: number, now = new Date()) {
  await db.batch([photoChangeStatement(db, listing, now), db.insert(listingImages).values(photoRowValues(listing.id, photos, after))]);
}

/** Removes one photo row of a listing (and sends the listing back to review) in one batch; false when it was not there. */
export async function removeListingPhoto(db: Database, listing: ListingRow, imageId: number, now = new Date()) {
  const [, removed] = await db.batch([
    photoChangeStatement(db, listing, now),
    db
      .delete(listingImages)
      .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listing.id)))
      .returning({ id: listingImages.id }),
  ]);
  return removed.length > 0;
}

/** Gives a listing's photos the order of `imageIds` (all of its ids) and sends it back to review, in one batch. */
export async function reorderListingPhotos(db: Database, listing: ListingRow, imageIds: number[], now = new Date()) {
  const moves: BatchItem<"sqlite">[] = imageIds.map((id, position) =>
    db
      .update(listingImages)
      .set({ position })
      .where(and(eq(listingImages.id, id), eq(listingImages.listingId, listing.id))),
  );
  await db.batch([photoChangeStatement(db, listing, now), ...moves]);
}
