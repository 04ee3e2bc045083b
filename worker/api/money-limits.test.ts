import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../../test/http";
import { approvedListingWithBuyer, createListing, makeAdmin } from "../../test/marketplace";
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA } from "../domain";

const requestPath = (listingId: number) => `/api/listings/user/listing${listingId}/request`;
const answer = (token: string, id: number, status: string) =>
  call("PUT", `/api/users/purchase-requests/${id}`, { token, body: { status } });

describe("money and quantity limits", () => {
  it("bounds a listing's price and quantity on create and edit, decimals allowed", async () => {
    const { farmer, listingId } = await approvedListingWithBuyer();
    const tooDear = await createListing(farmer.token, { price: String(MAX_UNIT_PRICE_NAIRA + 1) });
    expect(tooDear.status).toBe(400);
    expect(tooDear.json.fields.price).toBe("Price must be at most ₦100,000,000");
    const tooMany = await createListing(farmer.token, { quantity: String(MAX_QUANTITY + 1) });
    expect(tooMany.json.fields.quantity).toBe("Quantity must be at most 1,000,000");
    expect((await createListing(farmer.token, { price: String(MAX_UNIT_PRICE_NAIRA), quantity: "999999.999" })).status).toBe(201);
    const edit = (body: Record<string, unknown>) =>
      call("PUT", `/api/listings/user/listings/${listingId}`, { token: farmer.token, body: { title: "Maize", ...body } });
    expect((await edit({ price: 1e10 })).status).toBe(400);
    expect((await edit({ quantity: 1e9 })).json.fields.quantity).toBe("Quantity must be at most 1,000,000");
    expect((await edit({ quantity: 2.0001 })).json.fields.quantity).toBe("Quantity can have at most 3 decimal places");
    expect((await edit({ price: MAX_UNIT_PRICE_NAIRA, quantity: 2.5 })).status).toBe(200);
  });

  it("refuses a request above the bounds or above the listing's available quantity, with a field error", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer({ quantity: "5" });
    const ask = (body: Record<string, unknown>) => call("POST", requestPath(listingId), { token: buyer.token, body });
    const huge = await ask({ quantity: 1e9, offeredPrice: 1e10 });
    expect(huge.status).toBe(400);
    expect(huge.json.fields).toMatchObject({
      quantity: "Quantity must be at most 1,000,000",
      offeredPrice: "Offered price must be at most ₦100,000,000",
    });
    expect(huge.json.code).toBe("quantity_too_large");
    expect(huge.json.field_codes).toEqual({ quantity: "quantity_too_large", offeredPrice: "offered_price_too_large" });
    const beyondStock = await ask({ quantity: 6 });
    expect(beyondStock.status).toBe(409);
    expect(beyondStock.json.error).toBe("Only 5 bag available: ask for at most 5");
    expect(beyondStock.json.fields.quantity).toBe("Only 5 bag available: ask for at most 5");
    expect(beyondStock.json).toMatchObject({ code: "quantity_exceeds_stock", field_codes: { quantity: "quantity_exceeds_stock" } });
    expect((await ask({ quantity: 5, offeredPrice: MAX_UNIT_PRICE_NAIRA })).status).toBe(201);
    // No quantity on the listing: only the global bound applies.
    const open = await approvedListingWithBuyer();
    const openAsk = (quantity: number) => call("POST", requestPath(open.listingId), { token: open.buyer.token, body: { quantity } });
    expect((await openAsk(MAX_QUANTITY)).status).toBe(201);
    expect((await openAsk(MAX_QUANTITY + 0.001)).status).toBe(400);
  });

  it("fixes the unit price at acceptance, so a later price edit leaves totals and revenue alone", async () => {
    const admin = await makeAdmin();
    const before = (await call("GET", "/api/admin/dashboard/stats", { token: admin.token })).json;
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ price: "1000.5", quantity: "10" });
    const sent = await call("POST", requestPath(listingId), { token: buyer.token, body: { quantity: 2.5 } });
    expect(sent.json).toMatchObject({ unit_price: null, total: 2501.25, offered_price: null });
    const accepted = await answer(farmer.token, sent.json.id, "accepted");
    expect(accepted.json).toMatchObject({ status: "accepted", unit_price: 1000.5, total: 2501.25 });
    await call("PUT", `/api/listings/user/listings/${listingId}`, { token: farmer.token, body: { title: "Maize", price: 99_999 } });
    const completed = await answer(farmer.token, sent.json.id, "completed");
    expect(completed.json).toMatchObject({ unit_price: 1000.5, total: 2501.25, listing_price: 99_999 });
    const after = (await call("GET", "/api/admin/dashboard/stats", { token: admin.token })).json;
    expect(BigInt(after.revenueKobo) - BigInt(before.revenueKobo)).toBe(250_125n);
  });

  it("sums revenue exactly past 2^53 kobo and says when the number is no longer exact", async () => {
    const admin = await makeAdmin();
    const { buyer, listingId } = await approvedListingWithBuyer();
    const before = BigInt((await call("GET", "/api/admin/dashboard/stats", { token: admin.token })).json.revenueKobo);
    // Two completed requests at the bounds: 2 x 1,000,000 x 10,000,000,000 kobo = 2e16 kobo, above 2^53, plus 1 kobo.
    const insert = env.DB.prepare(
      "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, unit_price_kobo, status) VALUES (?, ?, ?, ?, 'completed')",
    );
    await env.DB.batch([
      insert.bind(listingId, buyer.user.id, MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA * 100),
      insert.bind(listingId, buyer.user.id, MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA * 100),
      insert.bind(listingId, buyer.user.id, 1, 1),
    ]);
    const stats = (await call("GET", "/api/admin/dashboard/stats", { token: admin.token })).json;
    expect(BigInt(stats.revenueKobo) - before).toBe(20_000_000_000_000_001n);
    expect(stats.revenueExact).toBe(false);
    expect(typeof stats.revenueGenerated).toBe("number");
    // The dashboard marks the rounded figure.
    const dashboard = await call("GET", "/admin?tab=dashboard", { headers: { cookie: `gona_session=${admin.token}` } });
    expect(dashboard.text).toContain("≈ ");
  });
});
