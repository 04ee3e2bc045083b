// Listing photos in R2: keys are made here, never from the uploaded names, and each photo may have a thumbnail.
import type { ImageKind } from "./images";

export interface CheckedImage {
  bytes: Uint8Array;
  kind: ImageKind;
  size: { width: number; height: number } | null;
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
