import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, uniquePhone } from "./http";
import { createListing, makeAdmin, setListingState } from "./marketplace";

const formPost = (path: string, cookie: string, fields: Record<string, string>) =>
  call("POST", path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });

// What a browser without JavaScript gets: plain form posts and server-rendered pages.
describe("ratings, seller pages and moderation reasons without JavaScript", () => {
  it("a buyer rates a completed order from the Buying orders, and the seller page shows it", async () => {
    const farmer = await registerUser("farmer", { phone: uniquePhone(), location: "Zaria, Kaduna" });
    const buyer = await registerUser("buyer", { phone: uniquePhone() });
    const listing = await createListing(farmer.token, { title: "Page sorghum" });
    await setListingState(listing.json.id, "approved");
    const sent = await call("POST", `/api/listings/user/listing${listing.json.id}/request`, { token: buyer.token, body: { quantity: 1 } });
    for (const status of ["accepted", "completed"]) {
      await call("PUT", `/api/users/purchase-requests/${sent.json.id}`, { token: farmer.token, body: { status } });
    }
    const cookie = `gona_session=${buyer.token}`;
    const before = await call("GET", "/orders/buying", { headers: { cookie } });
    expect(before.text).toContain("Rate the seller");

    const missing = await formPost("/orders/buying", cookie, { intent: "rate", id: String(sent.json.id), comment: "No stars" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Stars must be a whole number from 1 to 5");

    const rated = await formPost("/orders/buying", cookie, { intent: "rate", id: String(sent.json.id), stars: "4", comment: "Good" });
    expect(rated.status).toBe(302);
    const back = `/orders/buying?notice=rating-saved&at=order-${sent.json.id}`;
    expect(rated.headers.get("location")).toBe(back);
    const after = await call("GET", back, { headers: { cookie } });
    expect(after.text).toContain("Your rating is saved.");
    expect(after.text).toContain("Your rating: 4 of 5");

    const sellerPage = await call("GET", `/sellers/${farmer.user.id}`);
    expect(sellerPage.status).toBe(200);
    expect(sellerPage.text).toContain("4.0 of 5 (1 rating)");
    expect(sellerPage.text).toContain("Kaduna");
    expect(sellerPage.text).toContain("Page sorghum");
    expect((await call("GET", `/sellers/${buyer.user.id}`)).status).toBe(404);
  });

  it("an admin freezes with a reason through the panel; the seller sees it in My Listings", async () => {
    const admin = await makeAdmin();
    const farmer = await registerUser("farmer");
    const listing = await createListing(farmer.token, { title: "Branded fertiliser" });
    await setListingState(listing.json.id, "approved");
    const adminCookie = `gona_session=${admin.token}`;
    const withoutReason = await formPost("/admin", adminCookie, { intent: "freeze", id: String(listing.json.id), back: "?tab=listings" });
    expect(withoutReason.status).toBe(400);
    const frozen = await formPost("/admin", adminCookie, {
      intent: "freeze",
      id: String(listing.json.id),
      reason: "counterfeit_suspected",
      note: "The seal looks reprinted",
      back: "?tab=listings",
    });
    expect(frozen.status).toBe(302);
    const mine = await call("GET", "/view-listings", { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(mine.text).toContain("Suspected counterfeit");
    expect(mine.text).toContain("The seal looks reprinted");
    const stored = await env.DB.prepare("SELECT moderation_reason FROM listings WHERE id = ?").bind(listing.json.id).first();
    expect(stored).toEqual({ moderation_reason: "counterfeit_suspected" });
  });
});
