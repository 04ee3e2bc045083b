// Field-level rules (issue 8): a seller cannot set a listing's review state, featured or frozen flags or its owner
// through the create or edit bodies, and a profile update cannot change e-mail or role. Refused with 400, nothing changed.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { newListing } from "./api-routes";
import { call, registerUser } from "./http";
import { listingForm, pngBytes } from "./marketplace";

type Account = Awaited<ReturnType<typeof registerUser>>;
let seller: Account;
let other: Account;

beforeAll(async () => {
  seller = await registerUser("farmer");
  other = await registerUser("supplier");
});

/** What a seller must never set, each with a value an attacker would want. */
const forbiddenFields = (): Record<string, string | number | boolean>[] => [
  { status: "approved" },
  { is_featured: true },
  { isFeatured: true },
  { is_frozen: false },
  { isFrozen: false },
  { user_id: other.user.id },
  { userId: other.user.id },
];

const listingRow = (id: number) => env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first();
const listingCount = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE user_id IN (?, ?)").bind(userId, other.user.id).first<{ n: number }>())
    ?.n;

describe("listing bodies refuse privileged fields", () => {
  it("refuses status, is_featured, is_frozen and user_id on create (multipart), storing nothing", async () => {
    for (const extra of forbiddenFields()) {
      const before = await listingCount(seller.user.id);
      const fields = {
        title: "Sweet potatoes",
        category: "crops",
        price: "800",
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
      };
      const form = listingForm(fields, [{ bytes: pngBytes(), name: "potato.png", type: "image/png" }]);
      const result = await call("POST", "/api/listings/user/listing", { token: seller.token, rawBody: form });
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(result.json.error).toEqual(expect.any(String));
      expect(await listingCount(seller.user.id), JSON.stringify(extra)).toBe(before);
    }
  });

  it("refuses status, is_featured, is_frozen and user_id on edit (JSON), changing nothing", async () => {
    const id = await newListing(seller.user.id, "pending");
    const before = await listingRow(id);
    for (const extra of forbiddenFields()) {
      const result = await call("PUT", `/api/listings/user/listings/${id}`, {
        token: seller.token,
        body: { title: "Renamed potatoes", price: 1, ...extra },
      });
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(result.json.error).toEqual(expect.any(String));
      expect(await listingRow(id), JSON.stringify(extra)).toEqual(before);
    }
  });

  it("a frozen listing stays frozen and an edited approved listing goes back to review", async () => {
    const id = await newListing(seller.user.id, "approved", true);
    const result = await call("PUT", `/api/listings/user/listings/${id}`, { token: seller.token, body: { title: "Still frozen" } });
    expect(result.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({
      title: "Still frozen",
      status: "pending",
      is_frozen: 1,
      is_featured: 0,
      user_id: seller.user.id,
    });
  });
});

describe("profile bodies refuse e-mail and role", () => {
  const userRow = (id: number) =>
    env.DB.prepare("SELECT email, role, full_name, verification_badge, is_verified FROM users WHERE id = ?").bind(id).first();

  it("refuses email, role and verification fields with 400 and leaves the account as it was", async () => {
    const before = await userRow(seller.user.id);
    for (const extra of [
      { email: "attacker@example.ng" },
      { role: "admin" },
      { role: "buyer" },
      { verification_badge: "verified" },
      { is_verified: true },
      { id: other.user.id },
    ]) {
      const result = await call("PUT", "/api/users/profile", { token: seller.token, body: { fullName: "Changed name", ...extra } });
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(result.json.error).toEqual(expect.any(String));
      expect(await userRow(seller.user.id), JSON.stringify(extra)).toEqual(before);
    }
    const me = await call("GET", "/api/auth/me", { token: seller.token });
    expect(me.json.user ?? me.json).toMatchObject({ email: seller.email, role: "farmer" });
  });
});
