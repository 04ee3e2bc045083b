// Editing a listing's photos: add, remove and reorder by the owner only, each change back to review, R2 kept in step.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, jpegBytes, listingForm, pngBytes, setListingState } from "../../test/marketplace";
import { MAX_LISTING_IMAGES } from "../domain";

const base = (id: number) => `/api/listings/user/listings/${id}/images`;

/** A farmer's listing with `count` photos, in the review state given. */
async function listingWithPhotos(count: number, status: "pending" | "approved" | "rejected" = "approved", frozen = false) {
  const farmer = await fastAccount("farmer");
  const photos = Array.from({ length: count }, (_, index) => ({ bytes: pngBytes(8 + index, 6), name: `p${index}.png`, type: "image/png" }));
  const created = await createListing(farmer.token, {}, listingForm({ title: "Yellow maize", category: "crops", price: "900" }, photos));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  await setListingState(created.json.id, status, frozen);
  return { farmer, id: created.json.id as number, images: created.json.image_details as { id: number; url: string }[] };
}

function photoForm(count = 1, withThumbnail = false) {
  const form = new FormData();
  for (let index = 0; index < count; index++) form.append("images", new File([jpegBytes()], `new${index}.jpg`, { type: "image/jpeg" }));
  if (withThumbnail) form.append("thumbnails", new File([pngBytes(4, 3)], "thumb.png", { type: "image/png" }));
  return form;
}

const keyOf = (url: string) => url.replace(/^\/api\/media\//, "");
const row = (id: number) =>
  env.DB.prepare("SELECT status, moderation_reason FROM listings WHERE id = ?")
    .bind(id)
    .first<{ status: string; moderation_reason: string | null }>();

describe("adding photos", () => {
  it("adds after the last photo, stores the files, and sends a live listing back to review with its reason cleared", async () => {
    const { farmer, id, images } = await listingWithPhotos(2);
    await env.DB.prepare("UPDATE listings SET moderation_reason = 'other' WHERE id = ?").bind(id).run();
    const answer = await call("POST", base(id), { token: farmer.token, rawBody: photoForm(1, true) });
    expect(answer.status).toBe(201);
    expect(answer.json.image_details).toHaveLength(3);
    expect(answer.json.image_details.slice(0, 2).map((image: { id: number }) => image.id)).toEqual(images.map((image) => image.id));
    expect(answer.json.status).toBe("pending");
    expect((await row(id))?.moderation_reason).toBeNull();
    const added = answer.json.image_details[2];
    expect(await env.BUCKET.get(keyOf(added.url))).not.toBeNull();
    expect(added.thumbnail_url).not.toBe(added.url);
    expect(await env.BUCKET.get(keyOf(added.thumbnail_url))).not.toBeNull();
  });

  it("a frozen listing keeps the admin's reason", async () => {
    const { farmer, id } = await listingWithPhotos(1, "approved", true);
    await env.DB.prepare("UPDATE listings SET moderation_reason = 'counterfeit' WHERE id = ?").bind(id).run();
    expect((await call("POST", base(id), { token: farmer.token, rawBody: photoForm() })).status).toBe(201);
    expect(await row(id)).toEqual({ status: "pending", moderation_reason: "counterfeit" });
  });

  it(`refuses going past ${MAX_LISTING_IMAGES} photos, storing nothing`, async () => {
    const { farmer, id } = await listingWithPhotos(MAX_LISTING_IMAGES - 1);
    const before = (await env.BUCKET.list({ prefix: "listings/" })).objects.length;
    const answer = await call("POST", base(id), { token: farmer.token, rawBody: photoForm(2) });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("too_many_images");
    expect((await env.BUCKET.list({ prefix: "listings/" })).objects.length).toBe(before);
    expect((await row(id))?.status).toBe("approved");
    expect((await call("POST", base(id), { token: farmer.token, rawBody: photoForm(1) })).status).toBe(201);
  });

  it("refuses a file that is not an image, a form without files, and a JSON body", async () => {
    const { farmer, id } = await listingWithPhotos(0);
    const fake = new FormData();
    fake.append("images", new File([new TextEncoder().encode("<html>")], "x.jpg", { type: "image/jpeg" }));
    expect((await call("POST", base(id), { token: farmer.token, rawBody: fake })).status).toBe(415);
    const empty = new FormData();
    empty.append("images", new File([], ""));
    expect((await call("POST", base(id), { token: farmer.token, rawBody: empty })).json.code).toBe("images_required");
    expect((await call("POST", base(id), { token: farmer.token, body: { images: [] } })).json.code).toBe("listing_not_multipart");
    expect((await row(id))?.status).toBe("approved");
  });

  it("another seller gets 403 on a live listing and 404 on a pending one; a buyer 403", async () => {
    const live = await listingWithPhotos(1);
    const pending = await listingWithPhotos(1, "pending");
    const other = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    expect((await call("POST", base(live.id), { token: other.token, rawBody: photoForm() })).status).toBe(403);
    expect((await call("POST", base(pending.id), { token: other.token, rawBody: photoForm() })).status).toBe(404);
    expect((await call("POST", base(live.id), { token: buyer.token, rawBody: photoForm() })).status).toBe(403);
    expect((await row(live.id))?.status).toBe("approved");
  });
});

describe("removing a photo", () => {
  it("drops the row and its R2 objects and sends the listing back to review", async () => {
    const { farmer, id, images } = await listingWithPhotos(2);
    const [first, second] = images;
    if (!first || !second) throw new Error("two photos expected");
    const answer = await call("DELETE", `${base(id)}/${first.id}`, { token: farmer.token });
    expect(answer.status).toBe(200);
    expect(answer.json.image_details.map((image: { id: number }) => image.id)).toEqual([second.id]);
    expect(answer.json.status).toBe("pending");
    expect(await env.BUCKET.get(keyOf(first.url))).toBeNull();
    expect(await env.BUCKET.get(keyOf(second.url))).not.toBeNull();
    expect((await call("DELETE", `${base(id)}/${first.id}`, { token: farmer.token })).status).toBe(404);
  });

  it("a photo of another listing is a 404 and stays", async () => {
    const mine = await listingWithPhotos(1);
    const theirs = await listingWithPhotos(1);
    const [photo] = theirs.images;
    if (!photo) throw new Error("a photo expected");
    const answer = await call("DELETE", `${base(mine.id)}/${photo.id}`, { token: mine.farmer.token });
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe("listing_image_not_found");
    expect(await env.BUCKET.get(keyOf(photo.url))).not.toBeNull();
    expect((await row(mine.id))?.status).toBe("approved");
    expect((await call("DELETE", `${base(theirs.id)}/${photo.id}`, { token: mine.farmer.token })).status).toBe(403);
  });
});

describe("reordering photos", () => {
  it("puts the photos in the order sent and sends the listing back to review", async () => {
    const { farmer, id, images } = await listingWithPhotos(3);
    const order = [images[2]?.id, images[0]?.id, images[1]?.id];
    const answer = await call("PUT", `${base(id)}/order`, { token: farmer.token, body: { image_ids: order } });
    expect(answer.status).toBe(200);
    expect(answer.json.image_details.map((image: { id: number }) => image.id)).toEqual(order);
    expect(answer.json.status).toBe("pending");
  });

  it("the same order changes nothing and keeps the listing live", async () => {
    const { farmer, id, images } = await listingWithPhotos(2);
    const answer = await call("PUT", `${base(id)}/order`, { token: farmer.token, body: { image_ids: images.map((image) => image.id) } });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe("approved");
  });

  it.each([
    ["a missing photo", (ids: number[]) => ids.slice(1)],
    ["a duplicate", (ids: number[]) => [ids[0], ids[0], ids[1]]],
    ["a photo of another listing", (ids: number[]) => [...ids.slice(1), 999_999]],
    ["an extra id", (ids: number[]) => [...ids, 999_999]],
    ["not numbers", (ids: number[]) => ids.map(String)],
  ])("refuses %s with a 400 and keeps the order", async (_, change) => {
    const { farmer, id, images } = await listingWithPhotos(3);
    const ids = images.map((image) => image.id);
    const answer = await call("PUT", `${base(id)}/order`, { token: farmer.token, body: { image_ids: change(ids) } });
    expect(answer.status).toBe(400);
    const listing = await call("GET", `/api/listings/${id}`);
    expect(listing.json.image_details.map((image: { id: number }) => image.id)).toEqual(ids);
    expect(listing.json.status).toBe("approved");
  });

  it("another seller cannot reorder a live listing's photos", async () => {
    const { id, images } = await listingWithPhotos(2);
    const other = await fastAccount("supplier");
    const order = images.map((image) => image.id).reverse();
    expect((await call("PUT", `${base(id)}/order`, { token: other.token, body: { image_ids: order } })).status).toBe(403);
  });
});
