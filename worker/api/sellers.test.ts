import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, uniquePhone } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";
import { RequestMetrics } from "../http/server-timing";

/** A completed request between `farmer` and a fresh buyer on `listingId`, made as the two would make it. */
async function completedDeal(farmer: { token: string }, listingId: number) {
  const buyer = await fastAccount("buyer", { phone: uniquePhone() });
  const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 1 } });
  for (const status of ["accepted", "completed"]) {
    await call("PUT", `/api/users/purchase-requests/${sent.json.id}`, { token: farmer.token, body: { status } });
  }
  return { buyer, requestId: sent.json.id as number };
}

describe("GET /api/sellers/{id}", () => {
  it("shows the seller's figures, latest reviews from buyers and public listings, in one round trip", async () => {
    const farmer = await fastAccount("farmer", { phone: uniquePhone(), location: "Dawakin Kudu, Kano" });
    const live = await createListing(farmer.token, { title: "Sorghum" });
    await setListingState(live.json.id, "approved");
    const hidden = await createListing(farmer.token, { title: "Hidden yam" });
    await setListingState(hidden.json.id, "rejected");

    const first = await completedDeal(farmer, live.json.id);
    const second = await completedDeal(farmer, live.json.id);
    await completedDeal(farmer, live.json.id);
    const rate = (token: string, requestId: number, body: unknown) =>
      call("POST", `/api/users/purchase-requests/${requestId}/rating`, { token, body });
    await rate(first.buyer.token, first.requestId, { stars: 5, comment: "Clean grain" });
    await rate(second.buyer.token, second.requestId, { stars: 4 });
    // The seller's rating of a buyer is the buyer's, not a review of the seller.
    await rate(farmer.token, first.requestId, { stars: 1, comment: "Paid late" });

    const page = await call("GET", `/api/sellers/${farmer.user.id}`);
    expect(page.status).toBe(200);
    expect(page.json.seller).toEqual({
      id: farmer.user.id,
      full_name: "Test farmer",
      role: "farmer",
      is_verified: false,
      member_since: expect.any(String),
      state: "kano",
      completed_deals: 3,
      rating: { average: 4.5, count: 2 },
      verification: null,
    });
    expect(page.json.listings.map((listing: { title: string }) => listing.title)).toEqual(["Sorghum"]);
    expect(page.json.listings[0]).toMatchObject({ seller_rating: 4.5, seller_rating_count: 2, seller_completed_deals: 3 });
    expect(page.json.reviews.map((review: { stars: number; comment: string | null }) => [review.stars, review.comment])).toEqual([
      [4, null],
      [5, "Clean grain"],
    ]);
    const metrics = RequestMetrics.parse(page.headers.get("server-timing"));
    // Signed out, so no session lookup: the page's one batch is the only round trip.
    expect(metrics?.roundTrips).toBe(1);

    // Browse and detail carry the same figures.
    const detail = await call("GET", `/api/listings/${live.json.id}`);
    expect(detail.json).toMatchObject({ seller_rating: 4.5, seller_rating_count: 2, seller_completed_deals: 3 });
  });

  it("names what was checked for a verified seller, and when", async () => {
    const farmer = await fastAccount("farmer");
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO verification_requests (user_id, document_type, document_key, document_content_type, document_size, status, reviewed_at) VALUES (?, 'farm-license', 'verification/x.png', 'image/png', 10, 'approved', '2026-10-02T09:00:00.000Z')",
      ).bind(farmer.user.id),
      env.DB.prepare("UPDATE users SET verification_badge = 'verified', is_verified = 1 WHERE id = ?").bind(farmer.user.id),
    ]);
    const page = await call("GET", `/api/sellers/${farmer.user.id}`);
    expect(page.json.seller).toMatchObject({
      is_verified: true,
      completed_deals: 0,
      rating: { average: null, count: 0 },
      verification: { document_type: "farm-license", verified_at: "2026-10-02T09:00:00.000Z" },
    });
  });

  it("marks a verified supplier as one, for the badge the page shows", async () => {
    const supplier = await fastAccount("supplier");
    await env.DB.prepare("UPDATE users SET verification_badge = 'verified', is_verified = 1 WHERE id = ?").bind(supplier.user.id).run();
    const page = await call("GET", `/api/sellers/${supplier.user.id}`);
    expect(page.json.seller).toMatchObject({ role: "supplier", is_verified: true });
  });

  it("answers 404 for a buyer, an admin or an unknown id, 400 for a malformed one", async () => {
    const buyer = await fastAccount("buyer");
    expect((await call("GET", `/api/sellers/${buyer.user.id}`)).json.code).toBe("seller_not_found");
    expect((await call("GET", "/api/sellers/999999999")).status).toBe(404);
    expect((await call("GET", "/api/sellers/abc")).status).toBeGreaterThanOrEqual(400);
  });
});
