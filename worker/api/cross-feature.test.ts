// Where orders, safety and moderation meet: a suspended seller takes no requests and has no page, a listing with
// nothing left is sold out whichever way it got there, and a frozen listing's edit keeps the admin's reason.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test/http";
import { createListing, makeAdmin, setListingState } from "../../test/marketplace";

const status = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(id).first<{ status: string }>())?.status;

describe("a suspended seller", () => {
  it("takes no purchase request (answered as a missing listing) and has no public page until unsuspended", async () => {
    const admin = await makeAdmin();
    const farmer = await registerUser("farmer");
    const buyer = await registerUser("buyer");
    const listing = await createListing(farmer.token, { title: "Suspended sorghum", quantity: "20" });
    await setListingState(listing.json.id, "approved");
    expect(
      (await call("PUT", `/api/admin/users/${farmer.user.id}/suspend`, { token: admin.token, body: { note: "Selling fake seed" } })).status,
    ).toBe(200);

    const request = await call("POST", `/api/listings/user/listing${listing.json.id}/request`, {
      token: buyer.token,
      body: { quantity: 1 },
    });
    expect(request.status).toBe(404);
    expect(request.json.code).toBe("listing_not_found");
    expect((await call("GET", `/api/sellers/${farmer.user.id}`)).status).toBe(404);

    expect((await call("PUT", `/api/admin/users/${farmer.user.id}/unsuspend`, { token: admin.token })).status).toBe(200);
    expect((await call("GET", `/api/sellers/${farmer.user.id}`)).status).toBe(200);
    const again = await call("POST", `/api/listings/user/listing${listing.json.id}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(again.status).toBe(201);
  });
});

describe("a listing with nothing left", () => {
  it("is sold out when an admin approves it, not a live listing nobody can request", async () => {
    const admin = await makeAdmin();
    const farmer = await registerUser("farmer");
    const listing = await createListing(farmer.token, { title: "Empty store", quantity: "0" });
    const approved = await call("PUT", `/api/admin/listings/${listing.json.id}/status`, {
      token: admin.token,
      body: { status: "approved" },
    });
    expect(approved.status).toBe(200);
    expect(await status(listing.json.id)).toBe("sold");
  });

  it("is sold out when its seller edits the quantity to zero, and live again with new stock", async () => {
    const farmer = await registerUser("farmer");
    const listing = await createListing(farmer.token, { title: "Last bags", quantity: "5" });
    await setListingState(listing.json.id, "approved");
    const path = `/api/listings/user/listings/${listing.json.id}`;
    const same = { title: "Last bags", category: "crops", product: "maize", price: 1250.5, price_unit: "bag" };
    expect((await call("PUT", path, { token: farmer.token, body: { ...same, quantity: 0 } })).json.status).toBe("sold");
    expect((await call("PUT", path, { token: farmer.token, body: { ...same, quantity: 8 } })).json.status).toBe("approved");
  });
});

describe("a frozen listing", () => {
  it("keeps the admin's reason when its seller edits it", async () => {
    const admin = await makeAdmin();
    const farmer = await registerUser("farmer");
    const listing = await createListing(farmer.token, { title: "Suspicious urea" });
    await setListingState(listing.json.id, "approved");
    const frozen = await call("PUT", `/api/admin/listings/${listing.json.id}/freeze`, {
      token: admin.token,
      body: { reason: "counterfeit_suspected" },
    });
    expect(frozen.status).toBe(200);
    const edited = await call("PUT", `/api/listings/user/listings/${listing.json.id}`, {
      token: farmer.token,
      body: { title: "Genuine urea", category: "crops", product: "maize" },
    });
    expect(edited.json).toMatchObject({ is_frozen: true, moderation_reason: "counterfeit_suspected" });
  });
});
