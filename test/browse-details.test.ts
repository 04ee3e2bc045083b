// The browse cards' amounts in the plural, and Lite mode's "Show photo" that stays on the site (issue 34, item 8).
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

describe("amounts on cards", () => {
  it("writes the unit in the plural where the language has one: 20 bags available, Akwai buhuna 20", async () => {
    const seller = await fastUser("farmer");
    await approved(seller.id, { title: "Plural sorghum bags", quantity: 20, unit: "bag" });
    await approved(seller.id, { title: "Plural single bag", quantity: 1, unit: "bag" });
    const english = await call("GET", "/listings?q=plural");
    expect(english.text).toContain("20 bags available");
    expect(english.text).toContain("1 bag available");
    expect(english.text).not.toContain("20 bag available");
    const hausa = await call("GET", "/listings?q=plural&lang=ha");
    expect(hausa.text).toContain("Akwai buhuna 20");
    const pidgin = await call("GET", "/listings?q=plural&lang=pcm");
    expect(pidgin.text).toContain("20 bags dey");
  });
});

describe("Lite mode's Show photo", () => {
  it("stays on the site: it reloads the page with that photo shown, never the bare image", async () => {
    const seller = await fastUser("farmer");
    const id = await approved(seller.id, { title: "Photo yam lite", quantity: 5, unit: "piece", photo: true });
    const card = await call("GET", "/listings?q=photo%20yam&lite=1");
    expect(card.text).toMatch(new RegExp(`href="/listings\\?q=photo\\+yam&amp;lite=1&amp;photo=${id}#photo-${id}"[^>]*>Show photo`));
    expect(card.text).not.toMatch(/href="\/api\/media\/[^"]*"[^>]*>Show photo/);
    const revealed = await call("GET", `/listings?q=photo+yam&lite=1&photo=${id}`);
    expect(revealed.text).toMatch(new RegExp(`<img id="photo-${id}" src="/api/media/listings/${id}/thumb.jpg"`));
    const detail = await call("GET", `/listings/${id}?lite=1`);
    expect(detail.text).toContain(`href="/listings/${id}?lite=1&amp;photo=${id}-0#photo-${id}-0"`);
    const detailShown = await call("GET", `/listings/${id}?lite=1&photo=${id}-0`);
    expect(detailShown.text).toMatch(new RegExp(`<img id="photo-${id}-0" src="/api/media/listings/${id}/photo.jpg"`));
  });
});
