// Listing photos: absurd dimensions in the header are refused before anything is stored, and size errors name the real limit.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { registerUser } from "../../test/http";
import { createListing, jpegBytes, listingForm, pngBytes } from "../../test/marketplace";
import { MAX_THUMBNAIL_BYTES } from "../domain";
import { imageSize, sniffImage } from "../services/images";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function gifBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  bytes.set(ascii("GIF89a"));
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
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
    const farmer = await registerUser("farmer");
    const title = `Huge ${crypto.randomUUID()}`;
    const answer = await createListing(farmer.token, {}, listingForm({ title, category: "crops" }, [{ bytes: bytes(), name }]));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/at most 10,000 pixels a side/);
    expect(await env.DB.prepare("SELECT id FROM listings WHERE title = ?").bind(title).first()).toBeNull();
  });

  it("10,000 pixels a side is still accepted", async () => {
    const farmer = await registerUser("farmer");
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
    const farmer = await registerUser("farmer");
    const form = listingForm({ title: "Yam", category: "crops" }, [{ bytes: jpegBytes(), name: "yam.jpg" }]);
    form.append("thumbnails", new File([pngBytes(8, 6, MAX_THUMBNAIL_BYTES)], "thumb.png", { type: "image/png" }));
    const answer = await createListing(farmer.token, {}, form);
    expect(answer.status).toBe(413);
    expect(answer.json.error).toBe('Thumbnail "thumb.png" is larger than 512 KB');
  });
});
