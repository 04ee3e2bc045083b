// A new purchase request tells the seller how much and opens the order; a buyer can confirm receipt after the seller
// marked the order completed (issue 34, item 8).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call } from "./http";

async function approved(sellerId: number, fields: { title: string; quantity: number; unit: string; photo?: boolean }) {
  const row = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, location, status) VALUES (?, ?, 'crops', 900000, ?, ?, 'Kano', 'approved') RETURNING id",
  )
    .bind(sellerId, fields.title, fields.unit, fields.quantity)
    .first<{ id: number }>();
  const id = row?.id as number;
  if (fields.photo) {
    await env.DB.prepare(
      "INSERT INTO listing_images (listing_id, r2_key, thumb_key, position, content_type, byte_size) VALUES (?, ?, ?, 0, 'image/jpeg', 1000)",
    )
      .bind(id, `listings/${id}/photo.jpg`, `listings/${id}/thumb.jpg`)
      .run();
  }
  return id;
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
});

describe("a new purchase request", () => {
  it("tells the seller how much, in their language, and opens the order itself", async () => {
    const seller = await fastUser("farmer");
    await env.DB.prepare("UPDATE users SET language = 'ha' WHERE id = ?").bind(seller.id).run();
    const buyer = await fastUser("buyer");
    const listingId = await approved(seller.id, { title: "Notified maize", quantity: 50, unit: "bag" });
    const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 20 } });
    expect(sent.status).toBe(201);
    const list = await call("GET", "/api/notifications", { token: seller.token });
    expect(list.json[0]).toMatchObject({
      type: "purchase_request.created",
      url: `/orders/${sent.json.id}`,
      body: "Fast user yana son sayen buhuna 20 na “Notified maize”.",
    });
    const english = await call("GET", "/api/notifications", { token: seller.token, headers: { cookie: "gona_lang=en" } });
    expect(english.json[0].body).toBe("Fast user wants to buy 20 bags of “Notified maize”.");
  });
});

describe("receipt after the seller marked an order completed", () => {
  it("lets the buyer still confirm receipt, once, from the order page, and tells the seller", async () => {
    const seller = await fastUser("farmer");
    const buyer = await fastUser("buyer");
    const listingId = await approved(seller.id, { title: "Received cowpea", quantity: 10, unit: "bag" });
    const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 2 } });
    const id = sent.json.id as number;
    const move = (token: string, status: string) => call("PUT", `/api/users/purchase-requests/${id}`, { token, body: { status } });
    expect((await move(seller.token, "accepted")).status).toBe(200);
    expect((await move(seller.token, "completed")).status).toBe(200);

    const page = await call("GET", `/orders/${id}`, { headers: { cookie: `gona_session=${buyer.token}` } });
    expect(page.text).toContain("receipt not confirmed by the buyer");
    expect(page.text).toMatch(/<button type="submit" name="status" value="completed"[^>]*>I received it<\/button>/);
    const posted = await call("POST", `/orders/${id}`, form({ id: String(id), status: "completed" }, `gona_session=${buyer.token}`));
    expect(posted.status).toBe(302);
    const after = await call("GET", `/api/users/purchase-requests/${id}`, { token: buyer.token });
    expect(after.json).toMatchObject({ status: "completed", buyer_confirmed: true });
    const again = await call("GET", `/orders/${id}`, { headers: { cookie: `gona_session=${buyer.token}` } });
    expect(again.text).toContain("You confirmed you received it");
    expect(again.text).not.toContain(">I received it</button>");
    expect((await move(buyer.token, "completed")).status).toBe(409);
    const told = await call("GET", "/api/notifications", { token: seller.token });
    expect(told.json[0]).toMatchObject({ type: "purchase_request.updated", url: `/orders/${id}` });
    expect(told.json.filter((note: { title: string }) => note.title === "A buyer received their order")).toHaveLength(1);
  });
});
