// Recognises uploaded images and documents by their first bytes (never by name or declared type); image-size.ts reads
// an image's size.

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

/** What a verification document really is: a PDF, JPEG or PNG by its first bytes, or null. */
export function sniffDocument(head: Uint8Array): { contentType: string; extension: string } | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  return null;
}
