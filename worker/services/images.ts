// Recognises uploaded images and documents by their first bytes (never by name or declared type) and reads image sizes.

export type ImageKind = { contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The largest width or height accepted: a header claiming more is a decompression bomb or a lie. */
export const MAX_IMAGE_SIDE = 10_000;

/** JPEG, PNG, GIF or WebP by magic number; anything else (HTML, SVG, PDF named .jpg...) is null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { contentType: "image/webp", extension: "webp" };
  return null;
}

/** Width and height from the image header (so pages can reserve the space), or null when unreadable. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  try {
    switch (kind.contentType) {
      case "image/png":
        return size(view.getUint32(16), view.getUint32(20));
      case "image/gif":
        return size(view.getUint16(6, true), view.getUint16(8, true));
      case "image/webp": {
        const chunk = String.fromCharCode(...bytes.subarray(12, 16));
        if (chunk === "VP8X") return size(1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff));
        if (chunk === "VP8 ") return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
        if (chunk === "VP8L") {
          const bits = view.getUint32(21, true);
          return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
        }
        return null;
      }
      case "image/jpeg": {
        let offset = 2;
        while (offset + 9 < bytes.length) {
          if (bytes[offset] !== 0xff) return null;
          const marker = bytes[offset + 1] ?? 0;
          const length = view.getUint16(offset + 2);
          // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
          if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
            return size(view.getUint16(offset + 7), view.getUint16(offset + 5));
          }
          offset += 2 + length;
        }
        return null;
      }
    }
  } catch {
    return null;
  }
}

/** What a verification document really is: a PDF, JPEG or PNG by its first bytes, or null. */
export function sniffDocument(head: Uint8Array): { contentType: string; extension: string } | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  return null;
}
