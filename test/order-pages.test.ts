// The order pages as the server draws them: the forms work without JavaScript, the old URL redirects, and a
// listing shows its open request instead of a second form; a low offer is confirmed before it is sent.
import { describe, expect, it } from "vitest";
import { call } from "./http";
import { approvedListingWithBuyer } from "./marketplace";

const as = (token: string) => ({ cookie: `gona_session=${token}` });
const form = (token: string) => ({ ...as(token), "content-type": "application/x-www-form-urlencoded" });

describe("/orders", () => {
  it("walks request → accept → received through the pages, without JavaScript", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ quantity: "50", title: "Guinea corn" });
    const low = await call("POST", `/listings/${listingId}`, { rawBody: "quantity=20&offeredPrice=100", headers: form(buyer.token) });
    expect(low.status).toBe(200);
    expect(low.text).toContain("less than half the asking price");
    const sent = await call("POST", `/listings/${listingId}`, {
      rawBody: "quantity=20&offeredPrice=100&confirmLowOffer=1",
      headers: form(buyer.token),
    });
    expect(sent.status).toBe(302);
    const listing = await call("GET", `/listings/${listingId}`, { headers: as(buyer.token) });
    expect(listing.text).toMatch(/You requested 20 bags on \d+ \w+ \d{4}: Pending/);
    expect(listing.text).not.toContain("Send Purchase Request");
    const [order] = (await call("GET", "/api/users/purchase-requests/sent", { token: buyer.token })).json;

    const selling = await call("GET", "/orders/selling", { headers: as(farmer.token) });
    expect(selling.status).toBe(200);
    expect(selling.text).toContain("Guinea corn");
    expect(selling.text).toContain("₦2,000.00");
    // The seller weighs the buyer's offer against her own asking price, both on the card.
    expect(selling.text).toMatch(/<dt>Offered price<\/dt><dd><span class="num">₦100\.00<\/span><\/dd>/);
    expect(selling.text).toMatch(/<dt>Asking price per unit<\/dt><dd><span class="num">₦1,250\.50<\/span><\/dd>/);
    const accepted = await call("POST", "/orders/selling", { rawBody: `id=${order.id}&status=accepted`, headers: form(farmer.token) });
    expect(accepted.headers.get("location")).toBe(`/orders/selling?notice=order-accepted&at=order-${order.id}`);
    const received = await call("POST", `/orders/${order.id}`, { rawBody: `id=${order.id}&status=completed`, headers: form(buyer.token) });
    expect(received.status).toBe(302);
    const page = await call("GET", `/orders/${order.id}`, { headers: as(buyer.token) });
    expect(page.text).toContain("You confirmed you received it");
    expect((await call("GET", "/orders", { headers: as(buyer.token) })).headers.get("location")).toBe("/orders/buying");
    expect((await call("GET", "/profile/requests", { headers: as(buyer.token) })).headers.get("location")).toBe("/orders");
  });
});

describe("moves that cannot be undone ask first, without JavaScript", () => {
  const stored = async (token: string) => (await call("GET", "/api/users/purchase-requests/sent", { token })).json[0];

  it("a buyer's Cancel asks; only the confirmed post cancels, and Lite mode asks the same way", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer({ quantity: "10", title: "Cancellable sorghum" });
    expect((await call("POST", `/listings/${listingId}`, { rawBody: "quantity=2", headers: form(buyer.token) })).status).toBe(302);
    const order = await stored(buyer.token);
    const asked = await call("POST", "/orders/buying", { rawBody: `id=${order.id}&status=cancelled`, headers: form(buyer.token) });
    expect(asked.status).toBe(200);
    // The question is where the card's buttons were, focused by the browser (autofocus), with both answers.
    const card = asked.text.slice(asked.text.indexOf(`id="order-${order.id}"`));
    expect(card).toMatch(
      /<div class="alert alert-info follow-up" role="alert" tabindex="-1" data-refusal="" autofocus="">Cancel this request\? It cannot be undone\.<\/div>/,
    );
    expect(card).toContain('<input type="hidden" name="confirm" value="1"/>');
    expect(card).toContain(">Yes, cancel it</button>");
    expect(card).toContain(`href="/orders/buying#order-${order.id}"`);
    expect(card).toContain(">No, keep it</a>");
    expect((await stored(buyer.token)).status).toBe("pending");
    const lite = await call("POST", `/orders/${order.id}`, {
      rawBody: `id=${order.id}&status=cancelled`,
      headers: { ...form(buyer.token), cookie: `gona_session=${buyer.token}; gona_lite=1` },
    });
    expect(lite.status).toBe(200);
    expect(lite.text).not.toContain("<script");
    expect(lite.text).toContain("Cancel this request? It cannot be undone.");
    expect((await stored(buyer.token)).status).toBe("pending");
    const done = await call("POST", "/orders/buying", { rawBody: `id=${order.id}&status=cancelled&confirm=1`, headers: form(buyer.token) });
    expect(done.headers.get("location")).toBe(`/orders/buying?notice=order-cancelled&at=order-${order.id}`);
    expect((await stored(buyer.token)).status).toBe("cancelled");
  });

  it("a seller's Reject asks in her own language, carrying the reason to the confirmed post", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ quantity: "10", title: "Rejectable cowpea" });
    expect((await call("POST", `/listings/${listingId}`, { rawBody: "quantity=3", headers: form(buyer.token) })).status).toBe(302);
    const order = await stored(buyer.token);
    const move = `id=${order.id}&status=rejected&reason=cannot_deliver&note=Road+closed`;
    const headers = { ...form(farmer.token), cookie: `gona_session=${farmer.token}; gona_lang=ha` };
    const asked = await call("POST", "/orders/selling", { rawBody: move, headers });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("A ƙi wannan buƙata? Za a sanar da mai saye, kuma ba za a iya janyewa ba.");
    expect(asked.text).toContain('<input type="hidden" name="reason" value="cannot_deliver"/>');
    expect(asked.text).toContain('<input type="hidden" name="note" value="Road closed"/>');
    expect((await stored(buyer.token)).status).toBe("pending");
    const done = await call("POST", "/orders/selling", { rawBody: `${move}&confirm=1`, headers });
    expect(done.status).toBe(302);
    expect(await stored(buyer.token)).toMatchObject({ status: "rejected", reason: "cannot_deliver", reason_note: "Road closed" });
  });
});

describe("/view-listings pause and resume", () => {
  it("a seller pauses a live listing with a plain form (out of browse) and resumes it", async () => {
    const { farmer, listingId } = await approvedListingWithBuyer({ quantity: "5", title: "Pausable millet" });
    const paused = await call("POST", "/view-listings", { rawBody: `id=${listingId}&intent=pause`, headers: form(farmer.token) });
    expect(paused.headers.get("location")).toBe(`/view-listings?notice=listing-paused&at=listing-${listingId}`);
    expect((await call("GET", `/api/listings/${listingId}`, { token: farmer.token })).json.status).toBe("paused");
    expect((await call("GET", `/api/listings/${listingId}`)).status).toBe(404);
    const page = await call("GET", "/view-listings", { headers: as(farmer.token) });
    expect(page.text).toContain("Resume listing");
    const again = await call("POST", "/view-listings", { rawBody: `id=${listingId}&intent=pause`, headers: form(farmer.token) });
    expect(again.status).toBe(409);
    const resumed = await call("POST", "/view-listings", { rawBody: `id=${listingId}&intent=resume`, headers: form(farmer.token) });
    expect(resumed.status).toBe(302);
    expect((await call("GET", `/api/listings/${listingId}`)).json.status).toBe("approved");
  });
});
