// Browser-only: makes phone photos small before upload (longest side ~1600 px) plus a ~400 px card
// thumbnail, with a canvas. The server still checks every file; this only saves the user's data.

export const PHOTO_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 400;

async function drawScaled(file: Blob, maxSide: number, quality: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
  } finally {
    bitmap.close();
  }
}

export interface PreparedImage {
  photo: Blob;
  photoName: string;
  thumbnail: Blob | null;
}

/**
 * The photo to upload (downsized JPEG, or the original when it is already small or cannot be
 * decoded, e.g. an animated GIF) and its thumbnail.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const base = file.name.replace(/\.[^.]*$/, "") || "photo";
  try {
    if (file.type === "image/gif") return { photo: file, photoName: file.name, thumbnail: await drawScaled(file, THUMB_MAX_SIDE, 0.7) };
    const [photo, thumbnail] = [await drawScaled(file, PHOTO_MAX_SIDE, 0.82), await drawScaled(file, THUMB_MAX_SIDE, 0.7)];
    const usePhoto = photo && photo.size < file.size ? photo : file;
    return { photo: usePhoto, photoName: usePhoto === file ? file.name : `${base}.jpg`, thumbnail };
  } catch {
    return { photo: file, photoName: file.name, thumbnail: null };
  }
}
