// A seller's phone number (issue 34, item 7; ADR 066): never to signed-out visitors, in no API answer and on no page;
// to signed-in users on request; to nobody but the seller and admins when the seller is reached through requests only.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call, uniquePhone } from "./http";

/** The number as any answer could carry it: E.164, digits only (wa.me, tel:, sms:) or the local 0803... form. */
function forms(phone: string) {
  const digits = phone.replace(/\D/g, "");
  return [phone, digits, `0${digits.slice(3)}`, encodeURIComponent(phone)];
}
const carries = (text: string, phone: string) => forms(phone).some((form) => text.includes(form));

async function seller(contact: "phone" | "requests_only" = "phone") {
  const phone = uniquePhone();
  const user = await fastUser("farmer");
  // A confirmed number (ADR 050): a number only claimed is shown to nobody.
  await env.DB.prepare("UPDATE users SET phone = ?, phone_confirmed = 1, full_name = 'Phone Seller', contact_preference = ? WHERE id = ?")
    .bind(phone, contact, user.id)
    .run();
  const listing = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, location, status) VALUES (?, 'Phone test yam', 'crops', 250000, 'piece', 30, 'Oyo', 'approved') RETURNING id",
  )
    .bind(user.id)
    .first<{ id: number }>();
  return { ...user, phone, listingId: listing?.id as number };
}

async function order(sellerAccount: Awaited<ReturnType<typeof seller>>, buyer: { id: number }) {
  const row = await env.DB.prepare(
    "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status) VALUES (?, ?, 2, 'pending') RETURNING id",
  )
    .bind(sellerAccount.listingId, buyer.id)
    .first<{ id: number }>();
  return row?.id as number;
}

describe("the API never gives a signed-out caller a phone number", () => {
  it("leaves it out of the listing, the browse list, the seller page and the order answers", async () => {
    const farmer = await seller();
    const buyer = await fastUser("buyer");
    const orderId = await order(farmer, buyer);
    const listing = await call("GET", `/api/listings/${farmer.listingId}`);
    expect(listing.status).toBe(200);
    expect(listing.json).toMatchObject({ seller_phone: null, seller_reachable_by_phone: true });
    expect(carries(listing.text, farmer.phone)).toBe(false);
    const browse = await call("GET", "/api/listings?limit=100");
    expect(browse.json.some((row: { id: number }) => row.id === farmer.listingId)).toBe(true);
    expect(carries(browse.text, farmer.phone)).toBe(false);
    const page = await call("GET", `/api/sellers/${farmer.id}`);
    expect(page.status).toBe(200);
    expect(carries(page.text, farmer.phone)).toBe(false);
    const anonymousOrder = await call("GET", `/api/users/purchase-requests/${orderId}`);
    expect(anonymousOrder.status).toBe(401);
    expect(carries(anonymousOrder.text, farmer.phone)).toBe(false);
  });

  it("gives a signed-in user the number of a seller who takes calls", async () => {
    const farmer = await seller();
    const buyer = await fastUser("buyer");
    const listing = await call("GET", `/api/listings/${farmer.listingId}`, { token: buyer.token });
    expect(listing.json.seller_phone).toBe(farmer.phone);
  });

  it("gives nobody but the seller and admins the number of a seller reached through requests only", async () => {
    const farmer = await seller("requests_only");
    const buyer = await fastUser("buyer");
    const admin = await fastUser("admin");
    const asBuyer = await call("GET", `/api/listings/${farmer.listingId}`, { token: buyer.token });
    expect(asBuyer.json).toMatchObject({ seller_phone: null, seller_reachable_by_phone: false });
    expect(carries(asBuyer.text, farmer.phone)).toBe(false);
    expect((await call("GET", `/api/listings/${farmer.listingId}`, { token: admin.token })).json.seller_phone).toBe(farmer.phone);
    expect((await call("GET", `/api/listings/${farmer.listingId}`, { token: farmer.token })).json.seller_phone).toBe(farmer.phone);
    // The order: the buyer sees no number of this seller, in the answer or on the page (no WhatsApp, call or SMS link).
    const orderId = await order(farmer, buyer);
    const answer = await call("GET", `/api/users/purchase-requests/${orderId}`, { token: buyer.token });
    expect(answer.json.seller_phone).toBeNull();
    expect(carries(answer.text, farmer.phone)).toBe(false);
    const orderPage = await call("GET", `/orders/${orderId}`, { headers: { cookie: `gona_session=${buyer.token}` } });
    expect(orderPage.status).toBe(200);
    expect(carries(orderPage.text, farmer.phone)).toBe(false);
    expect(orderPage.text).not.toContain("wa.me/");
  });

  it("saves the choice on the profile and refuses any other value", async () => {
    const user = await fastUser("supplier");
    const saved = await call("PUT", "/api/users/profile", { token: user.token, body: { contact_preference: "requests_only" } });
    expect(saved.status).toBe(200);
    expect(saved.json.user.contact_preference).toBe("requests_only");
    for (const value of ["nobody", "", 1, null]) {
      const refused = await call("PUT", "/api/users/profile", { token: user.token, body: { contact_preference: value } });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.json.code).toBe("contact_preference_invalid");
    }
    const stored = await env.DB.prepare("SELECT contact_preference FROM users WHERE id = ?").bind(user.id).first();
    expect(stored).toEqual({ contact_preference: "requests_only" });
  });
});

describe("the listing page", () => {
  it("shows a signed-out visitor no number, only a way to sign in to see it", async () => {
    const farmer = await seller();
    const page = await call("GET", `/listings/${farmer.listingId}`);
    expect(page.status).toBe(200);
    expect(carries(page.text, farmer.phone)).toBe(false);
    expect(page.text).toContain("Sign in to see the number");
    expect(page.text).toContain(`/login?redirectTo=${encodeURIComponent(`/listings/${farmer.listingId}?contact=1`)}`);
    // "Create an account" comes back to this listing.
    expect(page.text).toContain(`/register?role=buyer&amp;redirectTo=${encodeURIComponent(`/listings/${farmer.listingId}`)}`);
  });

  it("shows a signed-in buyer Send Message, and the number with its WhatsApp, call and SMS links only once asked", async () => {
    const farmer = await seller();
    const buyer = await fastUser("buyer");
    const headers = { cookie: `gona_session=${buyer.token}` };
    const first = await call("GET", `/listings/${farmer.listingId}`, { headers });
    // Not in the HTML, nor in the page's data for the scripts.
    expect(carries(first.text, farmer.phone)).toBe(false);
    expect(first.text).toMatch(/<a [^>]*href="\/listings\/\d+\?contact=1#send-message"[^>]*>Send Message<\/a>/);
    expect(first.text).toContain("Send Purchase Request");
    const asked = await call("GET", `/listings/${farmer.listingId}?contact=1`, { headers });
    expect(asked.text).toMatch(/<h2 id="send-message-title">Send Message<\/h2>/);
    const digits = farmer.phone.replace(/\D/g, "");
    expect(asked.text).toContain(`https://wa.me/${digits}?text=`);
    expect(asked.text).toContain(`href="tel:+${digits}"`);
    expect(asked.text).toContain(`href="sms:+${digits}?body=`);
    expect(asked.text).toContain("Send a purchase request on Gona");
  });

  it("offers only the request form when the seller is reached through requests only", async () => {
    const farmer = await seller("requests_only");
    const buyer = await fastUser("buyer");
    const page = await call("GET", `/listings/${farmer.listingId}?contact=1`, { headers: { cookie: `gona_session=${buyer.token}` } });
    expect(page.text).toMatch(/<h2 id="send-message-title">Send Message<\/h2>/);
    expect(carries(page.text, farmer.phone)).toBe(false);
    expect(page.text).not.toContain("wa.me/");
    expect(page.text).not.toContain('href="tel:');
    expect(page.text).toContain("Send a purchase request on Gona");
  });

  it("tells sellers who sees their number at sign-up and lets them choose in Profile", async () => {
    const signUp = await call("GET", "/register");
    expect(signUp.text).toContain("never visitors who are not signed in");
    const user = await fastUser("farmer");
    const profile = await call("GET", "/profile", { headers: { cookie: `gona_session=${user.token}` } });
    expect(profile.text).toContain("Who can see my phone number");
    expect(profile.text).toMatch(/<input type="radio" name="contact_preference" checked="" value="phone"\/>/);
    const posted = await call("POST", "/profile?index", {
      rawBody: new URLSearchParams({ fullName: "Fast user", location: "", contact_preference: "requests_only" }).toString(),
      headers: { cookie: `gona_session=${user.token}`, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(302);
    const stored = await env.DB.prepare("SELECT contact_preference FROM users WHERE id = ?").bind(user.id).first();
    expect(stored).toEqual({ contact_preference: "requests_only" });
  });
});
