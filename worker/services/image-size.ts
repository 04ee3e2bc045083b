// The size an image decoder would draw, read from the image's own structure as each format allows it (JPEG markers
// with fill bytes and standalone markers, every frame type; a GIF's frames; a WebP's canvas and frames). An image whose
// size cannot be read this way is refused by the caller: a size we cannot read is a size we cannot limit.
import type { ImageKind } from "./images";

export interface ImageSize {
  width: number;
  height: number;
}

const size = (width: number, height: number): ImageSize | null =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { width, height } : null;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** PNG: the first chunk must be IHDR, 13 bytes, which begins with the width and height (ISO/IEC 15948, 11.2.2). */
function pngSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 8 + 8 + 13 || view.getUint32(8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return size(view.getUint32(16), view.getUint32(20));
}

/** JPEG markers that stand alone (no length follows): TEM and RST0-7 (ITU-T T.81, B.1.1.3). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Markers whose segment carries a frame size: SOF0-3, 5-7, 9-11, 13-15 (not DHT C4, JPG C8, DAC CC), and DHP. */
const framing = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === 0xde;

/**
 * JPEG: walks the marker segments from SOI to the first frame header (T.81, B.1.1.2: any marker may be preceded by
 * 0xFF fill bytes). A scan or the end of the image before a frame header, a byte where a marker belongs, a reserved
 * marker or a segment running past the file is unreadable. A frame of 0 lines (its height left to a DNL marker after
 * the first scan) is unreadable too.
 */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset++;
    const marker = bytes[offset++];
    if (marker === undefined || marker === 0x00) return null;
    if (standalone(marker)) continue;
    // SOI again, EOI, SOS (scan data before any frame) and the reserved markers 02-BF.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || (marker >= 0x02 && marker <= 0xbf)) return null;
    if (offset + 2 > bytes.length) return null;
    const length = view.getUint16(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    // Length (2), sample precision (1), lines (2), samples per line (2), components (1).
    if (framing(marker)) return length < 8 ? null : size(view.getUint16(offset + 5), view.getUint16(offset + 3));
    offset += length;
  }
  return null;
}

/**
 * GIF: the logical screen, grown to hold every frame (image descriptor) in the file, since a decoder may size its
 * canvas by them. Extensions and frame data are skipped by their sub-block lengths; a file with no complete frame
 * descriptor is unreadable.
 */
function gifSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 13) return null;
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let offset = 13 + table(bytes[10] ?? 0);
  let frames = 0;
  /** Skips a chain of data sub-blocks (a length byte, that many bytes, ..., a zero); -1 when it runs past the file. */
  const skipBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length) {
      const length = bytes[at] ?? 0;
      if (length === 0) return at + 1;
      at += 1 + length;
    }
    return -1;
  };
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset = skipBlocks(offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) break;
      const [left, top, frameWidth, frameHeight] = [1, 3, 5, 7].map((at) => view.getUint16(offset + at, true)) as [
        number,
        number,
        number,
        number,
      ];
      frames++;
      width = Math.max(width, left + frameWidth);
      height = Math.max(height, top + frameHeight);
      // The descriptor, its local colour table, the LZW code size, then the image data.
      offset = skipBlocks(offset + 10 + table(bytes[offset + 9] ?? 0) + 1);
    } else {
      return null;
    }
    if (offset < 0) break;
  }
  return frames > 0 ? size(width, height) : null;
}

/** The size a WebP bitstream chunk ("VP8 " lossy, "VP8L" lossless) declares, from its payload at `at`. */
function bitstreamSize(bytes: Uint8Array, view: DataView, fourcc: string, at: number): ImageSize | null {
  if (fourcc === "VP8 ") {
    // A key frame (bit 0 of the frame tag clear), the start code 9D 01 2A, then 14-bit width and height (RFC 6386, 9.1).
    if (at + 10 > bytes.length || ((bytes[at] ?? 1) & 1) !== 0) return null;
    if (bytes[at + 3] !== 0x9d || bytes[at + 4] !== 0x01 || bytes[at + 5] !== 0x2a) return null;
    return size(view.getUint16(at + 6, true) & 0x3fff, view.getUint16(at + 8, true) & 0x3fff);
  }
  if (fourcc === "VP8L") {
    // The signature 0x2F, then 14-bit width - 1, 14-bit height - 1 and a version of 0 (RFC 9649, 3.2).
    if (at + 5 > bytes.length || bytes[at] !== 0x2f) return null;
    const bits = view.getUint32(at + 1, true);
    if (bits >>> 29 !== 0) return null;
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

const u24 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

/**
 * WebP (RFC 9649): a still image is its one VP8/VP8L chunk; an extended one (VP8X) is its canvas, which every
 * image chunk and animation frame (ANMF) in the file must fit; one that does not is answered with its own size, so the
 * limit sees the larger of the two.
 */
function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 20) return null;
  const first = ascii(bytes, 12, 4);
  if (first !== "VP8X") return bitstreamSize(bytes, view, first, 20);
  if (bytes.length < 30) return null;
  let width = u24(bytes, 24) + 1;
  let height = u24(bytes, 27) + 1;
  let offset = 12 + 8 + view.getUint32(16, true);
  while (offset + 8 <= bytes.length) {
    const fourcc = ascii(bytes, offset, 4);
    const length = view.getUint32(offset + 4, true);
    const payload = offset + 8;
    const inner =
      fourcc === "ANMF"
        ? payload + 12 <= bytes.length
          ? // Its place (in units of 2 pixels) plus its size: where its right and bottom edges fall on the canvas.
            size(2 * u24(bytes, payload) + u24(bytes, payload + 6) + 1, 2 * u24(bytes, payload + 3) + u24(bytes, payload + 9) + 1)
          : null
        : fourcc === "VP8 " || fourcc === "VP8L"
          ? bitstreamSize(bytes, view, fourcc, payload)
          : null;
    if (inner) {
      width = Math.max(width, inner.width);
      height = Math.max(height, inner.height);
    }
    // Chunks are padded to an even length.
    offset = payload + length + (length % 2);
  }
  return size(width, height);
}

/** Width and height as a decoder would draw the image, or null when its structure does not say. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind.contentType) {
      case "image/png":
        return pngSize(bytes, view);
      case "image/gif":
        return gifSize(bytes, view);
      case "image/webp":
        return webpSize(bytes, view);
      case "image/jpeg":
        return jpegSize(bytes, view);
    }
  } catch {
    // A read past the end of the bytes: the header is cut short.
    return null;
  }
}
