import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";

async function adminToken() {
  const account = await fastAccount("buyer");
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(account.user.id).run();
  return account.token;
}

async function insertListing(userId: number, title: string) {
  const row = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, status) VALUES (?, ?, 'Fresh stock', 'crops', 500000, 'bag', 10, 'Kano, Kano State', 'approved') RETURNING id",
  )
    .bind(userId, title)
    .first<{ id: number }>();
  return row?.id as number;
}

const search = (token: string, q: string) => call("GET", `/api/admin/listings/all?q=${encodeURIComponent(q)}&limit=100`, { token });

describe("admin listing search length", () => {
  it("answers up to the 48-byte cap and refuses longer text with a 400 naming the field, never a 500", async () => {
    const token = await adminToken();
    const farmer = await fastAccount("farmer");
    const title = `Yam ${"a".repeat(44)}`;
    const id = await insertListing(farmer.user.id, title);
    const fits = await search(token, title);
    expect(fits.status).toBe(200);
    expect(fits.json.map((listing: { id: number }) => listing.id)).toEqual([id]);
    for (const length of [49, 50, 200]) {
      const refused = await search(token, "b".repeat(length));
      expect(refused.status, `${length} characters`).toBe(400);
      expect(refused.json.error).toMatch(/Search is too long/);
      expect(refused.json.fields.q).toMatch(/at most 48 bytes/);
    }
  });

  it("counts multibyte letters and escaped wildcards in bytes", async () => {
    const token = await adminToken();
    const farmer = await fastAccount("farmer");
    const yoruba = await insertListing(farmer.user.id, `Ẹ̀fọ́ ${"ọ".repeat(16)}`);
    // 16 x 'ọ' is 48 bytes in UTF-8; 17 is 51.
    const sixteen = await search(token, "ọ".repeat(16));
    expect(sixteen.status).toBe(200);
    expect(sixteen.json.map((listing: { id: number }) => listing.id)).toEqual([yoruba]);
    expect((await search(token, "ọ".repeat(17))).status).toBe(400);
    // Each % or _ is escaped to two bytes: 24 fit, 25 do not.
    expect((await search(token, "%".repeat(24))).status).toBe(200);
    expect((await search(token, "_".repeat(24))).status).toBe(200);
    expect((await search(token, "%".repeat(25))).status).toBe(400);
    expect((await search(token, "_".repeat(25))).status).toBe(400);
  });

  it("matches % and _ as themselves", async () => {
    const token = await adminToken();
    const farmer = await fastAccount("farmer");
    const literal = await insertListing(farmer.user.id, "Maize 50%_off sale");
    await insertListing(farmer.user.id, "Maize 50xxoff sale");
    const found = await search(token, "50%_off");
    expect(found.status).toBe(200);
    expect(found.json.map((listing: { id: number }) => listing.id)).toEqual([literal]);
  });
});
