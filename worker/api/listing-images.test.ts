// Listing photos: absurd dimensions in the header are refused before anything is stored, and size errors name the real limit.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { createListing, jpegBytes, listingForm, pngBytes } from "../../test/marketplace";
import { MAX_THUMBNAIL_BYTES } from "../domain";
import { imageSize } from "../services/image-size";
import { sniffImage } from "../services/images";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** A GIF whose logical screen is `width` × `height`, with one 1 × 1 frame. */
function gifBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  bytes.set(ascii("GIF89a"));
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  bytes.set([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b], 13);
  return bytes;
}

function webpBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(40);
  bytes.set([...ascii("RIFF"), 32, 0, 0, 0, ...ascii("WEBPVP8X"), 10, 0, 0, 0]);
  const view = new DataView(bytes.buffer);
  view.setUint32(24, (width - 1) & 0xffffff, true);
  view.setUint32(27, (height - 1) & 0xffffff, true);
  return bytes;
}

function hugeJpeg(): Uint8Array<ArrayBuffer> {
  // SOI, then a SOF0 segment whose height and width are both 65535.
  return new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0xff, 0xff, 0xff, 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0, 0]);
}

const HUGE: [string, () => Uint8Array<ArrayBuffer>, string][] = [
  ["PNG 4294967295 × 4294967295", () => pngBytes(0xffffffff, 0xffffffff), "huge.png"],
  ["PNG 10001 × 10", () => pngBytes(10_001, 10), "wide.png"],
  ["GIF 65535 × 65535", () => gifBytes(65_535, 65_535), "huge.gif"],
  ["WebP 16777216 × 16777216", () => webpBytes(16_777_216, 16_777_216), "huge.webp"],
  ["JPEG 65535 × 65535", hugeJpeg, "huge.jpg"],
];

describe("image dimensions", () => {
  it.each(HUGE)("the sniffer reads the header of a %s", (_, bytes) => {
    const data = bytes();
    const kind = sniffImage(data);
    expect(kind).not.toBeNull();
    const size = imageSize(data, kind as NonNullable<typeof kind>);
    expect(Math.max(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThan(10_000);
  });

  it.each(HUGE)("a listing with a %s photo is refused and nothing is stored", async (_, bytes, name) => {
    const farmer = await fastAccount("farmer");
    const title = `Huge ${crypto.randomUUID()}`;
    const answer = await createListing(farmer.token, {}, listingForm({ title, category: "crops" }, [{ bytes: bytes(), name }]));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/at most 10,000 pixels a side/);
    expect(await env.DB.prepare("SELECT id FROM listings WHERE title = ?").bind(title).first()).toBeNull();
  });

  it("10,000 pixels a side is still accepted", async () => {
    const farmer = await fastAccount("farmer");
    const answer = await createListing(
      farmer.token,
      {},
      listingForm({ title: "Big field", category: "land" }, [{ bytes: pngBytes(10_000, 10_000), name: "field.png" }]),
    );
    expect(answer.status).toBe(201);
  });
});

describe("thumbnail size", () => {
  it("the error names the real limit (512 KB)", async () => {
    const farmer = await fastAccount("farmer");
    const form = listingForm({ title: "Yam", category: "crops" }, [{ bytes: jpegBytes(), name: "yam.jpg" }]);
    form.append("thumbnails", new File([pngBytes(8, 6, MAX_THUMBNAIL_BYTES)], "thumb.png", { type: "image/png" }));
    const answer = await createListing(farmer.token, {}, form);
    expect(answer.status).toBe(413);
    expect(answer.json.error).toBe('Thumbnail "thumb.png" is larger than 512 KB');
  });
});

// ---- Crafted headers (issue #32, finding 8): markers parsed as the formats allow, and a size that cannot be read is refused ----

const hi = (value: number) => (value >> 8) & 0xff;
const lo = (value: number) => value & 0xff;
/** A JPEG frame header (SOFn or DHP) of `marker`: 8-bit samples, three components. */
const frame = (marker: number, width: number, height: number) => [
  0xff,
  marker,
  0,
  17,
  8,
  hi(height),
  lo(height),
  hi(width),
  lo(width),
  3,
  1,
  0x22,
  0,
  2,
  0x11,
  1,
  3,
  0x11,
  1,
];
const JFIF = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
/** A Huffman table segment (DHT, 0xC4) and an arithmetic conditioning one (DAC, 0xCC): segments, not frame headers. */
const DHT = [0xff, 0xc4, 0, 20, 0, 1, ...new Array<number>(15).fill(0), 0];
const DAC = [0xff, 0xcc, 0, 4, 0, 0x10];
const SCAN = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34, 0xff, 0xd9];
const jpeg = (...parts: number[][]) => new Uint8Array([0xff, 0xd8, ...parts.flat()]);

function pngChunk(type: string, data: number[]) {
  return [0, 0, hi(data.length), lo(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A GIF of a `screen` size whose one frame (image descriptor) is `frameSize` at `at`. */
function gifWithFrame(screen: [number, number], frameSize: [number, number], at: [number, number] = [0, 0]) {
  const u16 = (value: number) => [lo(value), hi(value)];
  return new Uint8Array([
    ...ascii("GIF89a"),
    ...u16(screen[0]),
    ...u16(screen[1]),
    0,
    0,
    0,
    // A graphic control extension, then the frame: its place, size, no local table, LZW data, end.
    0x21,
    0xf9,
    4,
    0,
    0,
    0,
    0,
    0,
    0x2c,
    ...u16(at[0]),
    ...u16(at[1]),
    ...u16(frameSize[0]),
    ...u16(frameSize[1]),
    0,
    2,
    2,
    0x4c,
    0x01,
    0,
    0x3b,
  ]);
}

/** A WebP whose one chunk is `fourcc` with `payload`. */
function webp(fourcc: string, payload: number[]) {
  const size = payload.length;
  return new Uint8Array([
    ...ascii("RIFF"),
    lo(size + 12),
    hi(size + 12),
    0,
    0,
    ...ascii("WEBP"),
    ...ascii(fourcc),
    lo(size),
    hi(size),
    0,
    0,
    ...payload,
  ]);
}
/** A lossy (VP8) key frame header of `width` × `height`, with its start code (or a broken one). */
const vp8 = (width: number, height: number, startCode = [0x9d, 0x01, 0x2a]) => [
  0x10,
  0x02,
  0x00,
  ...startCode,
  lo(width),
  hi(width) & 0x3f,
  lo(height),
  hi(height) & 0x3f,
  0,
  0,
];
/** A VP8X canvas header (`width` × `height`) followed by an animation frame (ANMF) of `frameWidth` × `frameHeight`. */
function animatedWebp(width: number, height: number, frameWidth: number, frameHeight: number) {
  const u24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
  const anmf = [0, 0, 0, 0, 0, 0, ...u24(frameWidth - 1), ...u24(frameHeight - 1), 0, 0, 0, 0];
  const canvas = [0x02, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)];
  const chunk = (fourcc: string, data: number[]) => [...ascii(fourcc), lo(data.length), hi(data.length), 0, 0, ...data];
  const body = [...ascii("WEBP"), ...chunk("VP8X", canvas), ...chunk("ANMF", anmf)];
  return new Uint8Array([...ascii("RIFF"), lo(body.length), hi(body.length), 0, 0, ...body]);
}

const SOF_MARKERS = [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf];

/** Images whose headers claim more than 10,000 pixels a side, however they dress it up. */
const DISGUISED: [string, () => Uint8Array<ArrayBuffer>][] = [
  ["JPEG with one fill byte before its 60000 × 60000 frame", () => jpeg(JFIF, [0xff], frame(0xc0, 60_000, 60_000), SCAN)],
  [
    "JPEG with many fill bytes before a progressive frame",
    () => jpeg(JFIF, new Array<number>(40).fill(0xff), frame(0xc2, 60_000, 60_000), SCAN),
  ],
  ["JPEG with restart and TEM markers before its frame", () => jpeg([0xff, 0xd0, 0xff, 0x01, 0xff, 0xd7], frame(0xc1, 10_001, 8), SCAN)],
  ["JPEG with a Huffman and an arithmetic table before its frame", () => jpeg(JFIF, DHT, DAC, frame(0xc9, 8, 10_001), SCAN)],
  ["JPEG with a hierarchical progression header", () => jpeg(JFIF, frame(0xde, 60_000, 60_000), frame(0xc5, 8, 8), SCAN)],
  ...SOF_MARKERS.map((marker): [string, () => Uint8Array<ArrayBuffer>] => [
    `JPEG SOF${marker - 0xc0} of 60000 × 60000`,
    () => jpeg(JFIF, frame(marker, 60_000, 60_000), SCAN),
  ]),
  ["GIF whose frame is larger than its screen", () => gifWithFrame([10, 10], [60_000, 60_000])],
  ["GIF whose frame is placed beyond 10,000 pixels", () => gifWithFrame([10, 10], [10, 10], [9_995, 0])],
  ["WebP whose animation frame is larger than its canvas", () => animatedWebp(16, 16, 16_000, 16_000)],
];

/** Images whose size cannot be read: refused, never stored with an unknown size. */
const UNREADABLE: [string, () => Uint8Array<ArrayBuffer>][] = [
  ["JPEG with no frame header before its scan", () => jpeg(JFIF, SCAN)],
  ["JPEG with only its first bytes", () => jpeg(JFIF)],
  ["JPEG whose frame leaves its height to a DNL marker (0 lines)", () => jpeg(JFIF, frame(0xc0, 640, 0), SCAN)],
  ["JPEG whose segment length runs past the file", () => jpeg([0xff, 0xe1, 0xff, 0xf0, 1, 2, 3])],
  ["JPEG with a byte that is no marker", () => jpeg(JFIF, [0x00], frame(0xc0, 8, 8), SCAN)],
  [
    "PNG whose first chunk is not IHDR",
    () => new Uint8Array([...PNG_SIGNATURE, ...pngChunk("tEXt", [...ascii("Comment"), 0, 0, 0, 0, 8, 0, 0, 0, 8])]),
  ],
  ["PNG cut short inside its header", () => new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13, ...ascii("IHDR"), 0, 0])],
  ["GIF with no frame", () => new Uint8Array([...ascii("GIF89a"), 10, 0, 10, 0, 0, 0, 0, 0x3b])],
  ["WebP lossy frame with a broken start code", () => webp("VP8 ", vp8(640, 480, [0x9d, 0x01, 0x2b]))],
  ["WebP with no image chunk", () => webp("EXIF", [0, 0, 0, 0, 0, 0, 0, 0])],
];

describe("crafted image headers", () => {
  it.each(DISGUISED)("a %s is refused as too large, and nothing is stored", async (_, bytes) => {
    const farmer = await fastAccount("farmer");
    const title = `Disguised ${crypto.randomUUID()}`;
    const answer = await createListing(
      farmer.token,
      {},
      listingForm({ title, category: "crops" }, [{ bytes: bytes(), name: "photo.jpg" }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("image_too_many_pixels");
    expect(await env.DB.prepare("SELECT id FROM listings WHERE title = ?").bind(title).first()).toBeNull();
  });

  it.each(UNREADABLE)("a %s is refused with image_size_unreadable, and nothing is stored", async (_, bytes) => {
    const farmer = await fastAccount("farmer");
    const title = `Unreadable ${crypto.randomUUID()}`;
    const answer = await createListing(
      farmer.token,
      {},
      listingForm({ title, category: "crops" }, [{ bytes: bytes(), name: "photo.jpg" }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "image_size_unreadable", field_codes: { images: "image_size_unreadable" } });
    expect(await env.DB.prepare("SELECT id FROM listings WHERE title = ?").bind(title).first()).toBeNull();
  });

  it("photos whose markers use fill bytes, restarts and any frame type are read to their real size and kept", async () => {
    const farmer = await fastAccount("farmer");
    const photos = [
      jpeg(JFIF, [0xff, 0xff], frame(0xc2, 1600, 1200), SCAN),
      jpeg([0xff, 0x01], DHT, frame(0xc1, 800, 600), SCAN),
      gifWithFrame([320, 240], [320, 240]),
      webp("VP8 ", vp8(640, 480)),
    ];
    const form = listingForm(
      { title: "Well formed", category: "land" },
      photos.map((bytes, index) => ({ bytes, name: `photo${index}` })),
    );
    const answer = await createListing(farmer.token, {}, form);
    expect(answer.status).toBe(201);
    const sizes = (answer.json.image_details as { width: number; height: number }[]).map((image) => [image.width, image.height]);
    expect(sizes).toEqual([
      [1600, 1200],
      [800, 600],
      [320, 240],
      [640, 480],
    ]);
  });
});
