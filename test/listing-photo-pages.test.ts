// The photo forms of the My Listings edit dialog: each posts to the page's action, which calls the photo API.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";
import { createListing, listingForm, pngBytes, setListingState } from "./marketplace";

/** An approved listing of a new farmer with `count` photos; the farmer's cookie and the photos' ids in order. */
async function listingWithPhotos(count: number) {
  const farmer = await registerUser("farmer");
  const photos = Array.from({ length: count }, (_, index) => ({ bytes: pngBytes(8 + index, 6), name: `p${index}.png`, type: "image/png" }));
  const created = await createListing(farmer.token, {}, listingForm({ title: "Sorghum", category: "crops", price: "700" }, photos));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  await setListingState(created.json.id, "approved");
  const ids = (created.json.image_details as { id: number }[]).map((image) => image.id);
  return { cookie: `gona_session=${farmer.token}`, id: created.json.id as number, ids };
}

const posted = (cookie: string, fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
});

async function state(id: number) {
  const photos = await env.DB.prepare("SELECT id FROM listing_images WHERE listing_id = ? ORDER BY position")
    .bind(id)
    .all<{ id: number }>();
  const listing = await env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(id).first<{ status: string }>();
  return { ids: photos.results.map((row) => row.id), status: listing?.status };
}

describe("listing photo forms in My Listings", () => {
  it("shows the photos with their buttons, moves and removes one with plain forms, and sends the listing back to review", async () => {
    const { cookie, id, ids } = await listingWithPhotos(2);
    const page = await call("GET", `/view-listings?edit=${id}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    for (const text of ["Photo 1", "Photo 2", "Move earlier", "Move later", "Remove", "Add photo", "sends the listing back to review"]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).toContain(`value="${ids[1]},${ids[0]}"`);

    const moved = await call(
      "POST",
      "/view-listings",
      posted(cookie, { intent: "photo-move", id: String(id), image_ids: `${ids[1]},${ids[0]}` }),
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/view-listings?edit=${id}&notice=listing-photos-saved&at=edit-listing`);
    expect(await state(id)).toEqual({ ids: [ids[1], ids[0]], status: "pending" });
    const saved = await call("GET", `/view-listings?edit=${id}&notice=listing-photos-saved&at=edit-listing`, { headers: { cookie } });
    expect(saved.text).toContain("Photos changed: the listing is back in review.");

    await setListingState(id, "approved");
    const removed = await call(
      "POST",
      "/view-listings",
      posted(cookie, { intent: "photo-remove", id: String(id), image_id: String(ids[0]) }),
    );
    expect(removed.status).toBe(302);
    expect(await state(id)).toEqual({ ids: [ids[1]], status: "pending" });
  });

  it("adds a photo from a multipart form and stops offering more at five", async () => {
    const { cookie, id, ids } = await listingWithPhotos(4);
    const form = new FormData();
    form.append("intent", "photo-add");
    form.append("id", String(id));
    form.append("images", new File([pngBytes(12, 9)], "new.png", { type: "image/png" }));
    const added = await call("POST", "/view-listings", { rawBody: form, headers: { cookie } });
    expect(added.status).toBe(302);
    const after = await state(id);
    expect(after.ids.slice(0, 4)).toEqual(ids);
    expect(after.ids).toHaveLength(5);
    const page = await call("GET", `/view-listings?edit=${id}`, { headers: { cookie } });
    expect(page.text).toContain("This listing has 5 photos, the most allowed.");
    expect(page.text).not.toContain("Add photo");
  });

  it("refuses a stale order, a bad photo id, an empty upload and another seller's listing with the reason, changing nothing", async () => {
    const { cookie, id, ids } = await listingWithPhotos(2);
    const stale = await call("POST", "/view-listings", posted(cookie, { intent: "photo-move", id: String(id), image_ids: String(ids[1]) }));
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("The photos could not be changed: ");
    const bad = await call("POST", "/view-listings", posted(cookie, { intent: "photo-remove", id: String(id), image_id: "abc" }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("The photos could not be changed");
    const empty = new FormData();
    empty.append("intent", "photo-add");
    empty.append("id", String(id));
    empty.append("images", new File([], ""));
    expect((await call("POST", "/view-listings", { rawBody: empty, headers: { cookie } })).status).toBe(400);
    const other = await registerUser("farmer");
    const foreign = await call(
      "POST",
      "/view-listings",
      posted(`gona_session=${other.token}`, { intent: "photo-remove", id: String(id), image_id: String(ids[0]) }),
    );
    expect([403, 404]).toContain(foreign.status);
    expect(await state(id)).toEqual({ ids, status: "approved" });
  });
});
