// Helpers for marketplace tests: listings made through the API, review states set as an admin would. Their accounts are
// made straight in D1 (`fastAccount`): these tests are about listings and requests, not signing up.
import { env } from "cloudflare:workers";
import { fastAccount } from "./fast-users";
import { call, uniquePhone } from "./http";

/** A PNG header (signature + IHDR) of the given size: enough for type sniffing and size reading. */
export function pngBytes(width = 8, height = 6, extra = 32): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** The head of an 8 × 6 JPEG: SOI, a JFIF segment and a baseline frame header (the size the server must read). */
export const jpegBytes = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 17, 8, 0, 6, 0, 8, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);

/** The product a test listing of a category names unless the test says otherwise (crops and seeds need one). */
const DEFAULT_PRODUCT: Record<string, string> = { crops: "maize", seeds: "maize-seed" };

export function listingForm(
  fields: Record<string, string>,
  images: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }[] = [],
) {
  const form = new FormData();
  const fallback = DEFAULT_PRODUCT[fields.category ?? ""];
  if (fallback && !("product" in fields)) form.append("product", fallback);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append("images", new File([image.bytes], image.name, { type: image.type ?? "image/jpeg" }));
  return form;
}

export async function createListing(token: string, fields: Record<string, string> = {}, form?: FormData) {
  const body = form ?? listingForm({ title: "White maize", category: "crops", price: "1250.5", priceUnit: "bag", ...fields });
  return call("POST", "/api/listings/user/listing", { token, rawBody: body });
}

/** What the admin panel does (not this branch's API): set a listing's review state and frozen flag. */
export async function setListingState(id: number, status: "pending" | "approved" | "rejected", frozen = false) {
  await env.DB.prepare("UPDATE listings SET status = ?, is_frozen = ? WHERE id = ?")
    .bind(status, frozen ? 1 : 0, id)
    .run();
}

/** An admin (no one signs up as one: the role is given in D1), signed in. */
export function makeAdmin() {
  return fastAccount("admin");
}

/** A farmer with one approved listing and a buyer (both with confirmed phones), the usual cast of a request test. */
export async function approvedListingWithBuyer(fields: Record<string, string> = {}) {
  const farmer = await fastAccount("farmer", { phone: uniquePhone(), location: "Kano" });
  const buyer = await fastAccount("buyer", { phone: uniquePhone() });
  const created = await createListing(farmer.token, fields);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  await setListingState(created.json.id, "approved");
  return { farmer, buyer, listingId: created.json.id as number };
}
