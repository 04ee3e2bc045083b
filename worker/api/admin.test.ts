import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, registerUser } from "../../test/http";

/** Every freeze says why. */
const FREEZE = { reason: "counterfeit_suspected", note: "Brand name on a generic bag" };

/** A fresh admin: admins cannot self-register, so the account is made in D1 with the role. */
function registerAdmin() {
  return fastAccount("admin");
}

async function insertListing(userId: number, fields: { status?: string; frozen?: boolean; priceKobo?: number; title?: string } = {}) {
  const row = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, status, is_frozen) VALUES (?, ?, 'Fresh stock', 'crops', ?, 'bag', 10, 'Kano, Kano State', ?, ?) RETURNING id",
  )
    .bind(userId, fields.title ?? "Test maize", fields.priceKobo ?? 500_000, fields.status ?? "pending", fields.frozen ? 1 : 0)
    .first<{ id: number }>();
  if (!row) throw new Error("listing insert failed");
  return row.id;
}

async function insertRequest(listingId: number, buyerId: number, quantity: number, status: string, offeredKobo: number | null = null) {
  await env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity, offered_price_kobo, status) VALUES (?, ?, ?, ?, ?)")
    .bind(listingId, buyerId, quantity, offeredKobo, status)
    .run();
}

async function insertVerification(userId: number, body = "%PDF-1.4 test document", contentType = "application/pdf") {
  const key = `verification/${crypto.randomUUID()}.pdf`;
  await env.BUCKET.put(key, body, { httpMetadata: { contentType } });
  const row = await env.DB.prepare(
    "INSERT INTO verification_requests (user_id, document_type, document_key, document_content_type, document_size) VALUES (?, 'land-ownership', ?, ?, ?) RETURNING id",
  )
    .bind(userId, key, contentType, body.length)
    .first<{ id: number }>();
  return row?.id as number;
}

async function insertGroup(creatorId: number, name = "Sorghum growers") {
  const row = await env.DB.prepare("INSERT INTO chat_groups (name, description, creator_id) VALUES (?, 'Seeds and prices', ?) RETURNING id")
    .bind(name, creatorId)
    .first<{ id: number }>();
  return row?.id as number;
}

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/dashboard/stats"],
  ["GET", "/api/admin/tab-counts"],
  ["GET", "/api/admin/listings/pending"],
  ["GET", "/api/admin/listings/all"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/verification-requests"],
  ["GET", "/api/admin/group-requests"],
  ["GET", "/api/admin/contact-messages"],
  ["GET", "/api/admin/verification-requests/1/document"],
  ["PUT", "/api/admin/listings/1/status", { status: "approved" }],
  ["PUT", "/api/admin/listings/1/freeze", { reason: "other" }],
  ["PUT", "/api/admin/listings/1/unfreeze"],
  ["PUT", "/api/admin/listings/1/featured", { is_featured: true }],
  ["PUT", "/api/admin/verification-requests/1", { status: "approved" }],
  ["PUT", "/api/admin/group-requests/1/approve"],
  ["PUT", "/api/admin/group-requests/1/reject"],
  ["PUT", "/api/admin/contact-messages/1/read"],
];

describe("admin routes are for admins only", () => {
  it.each(ADMIN_ROUTES)("%s %s: 401 signed out, 403 for farmer, buyer and supplier", async (method, path, body) => {
    const anonymous = await call(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error).toBeTruthy();
    for (const role of ["farmer", "buyer", "supplier"] as const) {
      const { token } = await fastAccount(role);
      const refused = await call(method, path, { token, body });
      expect(refused.status, `${role} on ${path}`).toBe(403);
    }
  });

  it.each(ADMIN_ROUTES.filter(([method, path]) => method === "GET" && !path.endsWith("/document")))(
    "%s %s answers 200 for an admin",
    async (method, path) => {
      const { token } = await registerAdmin();
      const result = await call(method, path, { token });
      expect(result.status).toBe(200);
    },
  );
});

describe("GET /api/admin/dashboard/stats", () => {
  it("counts users, listings, requests and revenue exactly", async () => {
    const { token } = await registerAdmin();
    const before = (await call("GET", "/api/admin/dashboard/stats", { token })).json;
    const farmer = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    const priced = await insertListing(farmer.user.id, { status: "approved", priceKobo: 100_050 }); // ₦1,000.50
    await insertListing(farmer.user.id); // pending
    await insertRequest(priced, buyer.user.id, 3, "completed"); // 3 x ₦1,000.50 = ₦3,001.50
    await insertRequest(priced, buyer.user.id, 2.5, "completed", 12_000); // 2.5 x ₦120 = ₦300
    await insertRequest(priced, buyer.user.id, 1, "pending");
    // A buyer has one open request per listing: the accepted one is another buyer's.
    const otherBuyer = await fastAccount("buyer");
    await insertRequest(priced, otherBuyer.user.id, 1, "accepted");
    await insertRequest(priced, buyer.user.id, 99, "rejected", 1);
    await insertVerification(farmer.user.id);

    const after = await call("GET", "/api/admin/dashboard/stats", { token });
    expect(after.status).toBe(200);
    const stats = after.json;
    expect(stats.totalUsers - before.totalUsers).toBe(3);
    expect(stats.totalListings - before.totalListings).toBe(2);
    expect(stats.pendingListings - before.pendingListings).toBe(1);
    expect(stats.pendingVerifications - before.pendingVerifications).toBe(1);
    expect(stats.initiatedBookings - before.initiatedBookings).toBe(2);
    expect(stats.completedTransactions - before.completedTransactions).toBe(2);
    expect(stats.revenueGenerated - before.revenueGenerated).toBeCloseTo(3301.5, 2);
    expect(typeof stats.revenueGenerated).toBe("number");
    const roleCount = (list: { role: string; count: number }[], role: string) => list.find((row) => row.role === role)?.count ?? 0;
    expect(roleCount(stats.usersByRole, "farmer") - roleCount(before.usersByRole, "farmer")).toBe(1);
    expect(roleCount(stats.usersByRole, "buyer") - roleCount(before.usersByRole, "buyer")).toBe(2);
    expect(stats.listingsByCategory).toHaveLength(6);
    const crops = (list: { category: string; count: number }[]) => list.find((row) => row.category === "crops")?.count ?? 0;
    expect(crops(stats.listingsByCategory) - crops(before.listingsByCategory)).toBe(2);
  });
});

describe("GET /api/admin/tab-counts", () => {
  it("answers the tab labels' counts as the dashboard's stats count them, and nothing else", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    await insertListing(farmer.user.id); // pending
    await insertVerification(farmer.user.id);
    const counts = await call("GET", "/api/admin/tab-counts", { token });
    const stats = (await call("GET", "/api/admin/dashboard/stats", { token })).json;
    expect(counts.status).toBe(200);
    expect(counts.json).toEqual({
      pendingListings: stats.pendingListings,
      pendingVerifications: stats.pendingVerifications,
      pendingGroupRequests: stats.pendingGroupRequests,
      unreadContactMessages: stats.unreadContactMessages,
    });
    expect(counts.json.pendingListings).toBeGreaterThanOrEqual(1);
    expect(counts.json.pendingVerifications).toBeGreaterThanOrEqual(1);
  });
});

describe("listing moderation", () => {
  it("approves a pending listing once; a second review is 409 and the listing leaves the pending list", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertListing(farmer.user.id, { title: "Moderation maize" });
    const pending = await call("GET", "/api/admin/listings/pending", { token });
    const mine = pending.json.find((listing: { id: number }) => listing.id === id);
    expect(mine).toMatchObject({ status: "pending", seller_name: "Test farmer", seller_email: farmer.email, price: 5000 });

    const approved = await call("PUT", `/api/admin/listings/${id}/status`, { token, body: { status: "approved" } });
    expect(approved.status).toBe(200);
    expect(approved.json.listing.status).toBe("approved");
    const again = await call("PUT", `/api/admin/listings/${id}/status`, { token, body: { status: "rejected", reason: "poor_photos" } });
    expect(again.status).toBe(409);
    const afterwards = await call("GET", "/api/admin/listings/pending", { token });
    expect(afterwards.json.some((listing: { id: number }) => listing.id === id)).toBe(false);
  });

  it("rejects, refuses other statuses (400) and unknown listings (404)", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertListing(farmer.user.id);
    expect((await call("PUT", `/api/admin/listings/${id}/status`, { token, body: { status: "sold" } })).status).toBe(400);
    expect((await call("PUT", `/api/admin/listings/${id}/status`, { token, body: { status: "approved", extra: 1 } })).status).toBe(400);
    const rejected = await call("PUT", `/api/admin/listings/${id}/status`, { token, body: { status: "rejected", reason: "poor_photos" } });
    expect(rejected.json.listing.status).toBe("rejected");
    expect((await call("PUT", "/api/admin/listings/999999/status", { token, body: { status: "approved" } })).status).toBe(404);
  });

  it("freezes and unfreezes once each; repeating either is 409", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertListing(farmer.user.id, { status: "approved" });
    expect((await call("PUT", `/api/admin/listings/${id}/unfreeze`, { token })).status).toBe(409);
    const frozen = await call("PUT", `/api/admin/listings/${id}/freeze`, { token, body: FREEZE });
    expect(frozen.status).toBe(200);
    expect(frozen.json.listing.is_frozen).toBe(true);
    expect((await call("PUT", `/api/admin/listings/${id}/freeze`, { token, body: FREEZE })).status).toBe(409);
    const list = await call("GET", "/api/admin/listings/all?frozen=frozen&limit=100", { token });
    expect(list.json.some((listing: { id: number }) => listing.id === id)).toBe(true);
    const thawed = await call("PUT", `/api/admin/listings/${id}/unfreeze`, { token });
    expect(thawed.json.listing.is_frozen).toBe(false);
    expect((await call("PUT", `/api/admin/listings/${id}/unfreeze`, { token })).status).toBe(409);
    expect((await call("PUT", "/api/admin/listings/999999/freeze", { token, body: FREEZE })).status).toBe(404);
  });

  it("marks a listing featured and back", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertListing(farmer.user.id, { status: "approved" });
    const on = await call("PUT", `/api/admin/listings/${id}/featured`, { token, body: { is_featured: true } });
    expect(on.json.listing.is_featured).toBe(true);
    const off = await call("PUT", `/api/admin/listings/${id}/featured`, { token, body: { is_featured: false } });
    expect(off.json.listing.is_featured).toBe(false);
    expect((await call("PUT", `/api/admin/listings/${id}/featured`, { token, body: { is_featured: "yes" } })).status).toBe(400);
  });

  it("filters all listings by text over seller e-mail and by status, and pages with a Link header", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const ids = [
      await insertListing(farmer.user.id, { status: "approved" }),
      await insertListing(farmer.user.id),
      await insertListing(farmer.user.id),
    ];
    const byEmail = await call("GET", `/api/admin/listings/all?q=${encodeURIComponent(farmer.email.toUpperCase())}`, { token });
    expect(byEmail.json.map((listing: { id: number }) => listing.id).sort()).toEqual([...ids].sort());
    const approvedOnly = await call("GET", `/api/admin/listings/all?q=${encodeURIComponent(farmer.email)}&status=approved`, { token });
    expect(approvedOnly.json.map((listing: { id: number }) => listing.id)).toEqual([ids[0]]);

    const first = await call("GET", `/api/admin/listings/all?q=${encodeURIComponent(farmer.email)}&limit=2`, { token });
    expect(first.json).toHaveLength(2);
    const link = first.headers.get("link") ?? "";
    const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
    expect(next).toBeTruthy();
    const second = await call("GET", next as string, { token });
    expect(second.json.map((listing: { id: number }) => listing.id)).toEqual([ids[0]]);
    expect(second.headers.get("link")).toBeNull();
    expect((await call("GET", "/api/admin/listings/all?limit=abc", { token })).status).toBe(400);
    expect((await call("GET", "/api/admin/listings/all?category=gold", { token })).status).toBe(400);
  });
});

describe("users list", () => {
  it("lists users with both spellings and no password hash", async () => {
    const { token } = await registerAdmin();
    const farmer = await registerUser("farmer", { phone: "0800 000 0001" });
    const result = await call("GET", "/api/admin/users?limit=100", { token });
    const row = result.json.find((user: { id: number }) => user.id === farmer.user.id);
    expect(row).toMatchObject({
      full_name: "Test farmer",
      email: farmer.email,
      role: "farmer",
      is_verified: false,
      phone: "+2348000000001",
    });
    expect(result.text).not.toContain("pbkdf2");
  });
});

describe("verification review", () => {
  it("approves once: the user gets the verified badge and the notes; a second review is 409", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertVerification(farmer.user.id);
    const list = await call("GET", "/api/admin/verification-requests", { token });
    expect(list.json.find((row: { id: number }) => row.id === id)).toMatchObject({
      full_name: "Test farmer",
      email: farmer.email,
      document_type: "land-ownership",
      document_path: `/api/admin/verification-requests/${id}/document`,
    });

    const approved = await call("PUT", `/api/admin/verification-requests/${id}`, {
      token,
      body: { status: "approved", badgeType: "verified" },
    });
    expect(approved.status).toBe(200);
    expect(approved.json.request.admin_notes).toBe("Verified by admin");
    const me = await call("GET", "/api/auth/me", { token: farmer.token });
    expect(me.json.user).toMatchObject({ verificationBadge: "verified", isVerified: true });
    const again = await call("PUT", `/api/admin/verification-requests/${id}`, { token, body: { status: "rejected" } });
    expect(again.status).toBe(409);
    const stored = await env.DB.prepare("SELECT status, admin_notes FROM verification_requests WHERE id = ?").bind(id).first();
    expect(stored).toEqual({ status: "approved", admin_notes: "Verified by admin" });
  });

  it("rejects with 'Verification rejected' and leaves the user unverified", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertVerification(farmer.user.id);
    const rejected = await call("PUT", `/api/admin/verification-requests/${id}`, { token, body: { status: "rejected" } });
    expect(rejected.json.request.admin_notes).toBe("Verification rejected");
    const me = await call("GET", "/api/auth/me", { token: farmer.token });
    expect(me.json.user.isVerified).toBe(false);
    expect((await call("PUT", "/api/admin/verification-requests/999999", { token, body: { status: "approved" } })).status).toBe(404);
    expect((await call("PUT", `/api/admin/verification-requests/${id}`, { token, body: { status: "maybe" } })).status).toBe(400);
  });

  it("serves the document to admins only, with safe headers", async () => {
    const { token } = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const id = await insertVerification(farmer.user.id, "%PDF-1.4 secret farm licence");
    const path = `/api/admin/verification-requests/${id}/document`;

    const document = await call("GET", path, { token });
    expect(document.status).toBe(200);
    expect(document.text).toBe("%PDF-1.4 secret farm licence");
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(document.headers.get("x-content-type-options")).toBe("nosniff");
    expect(document.headers.get("content-disposition")).toBe(`inline; filename="verification-${id}.pdf"`);
    expect(document.headers.get("content-security-policy")).toBe("sandbox");
    expect(document.headers.get("cache-control")).toContain("no-store");

    expect((await call("GET", path)).status).toBe(401);
    expect((await call("GET", path, { token: farmer.token })).status).toBe(403);
    const peer = await fastAccount("farmer");
    expect((await call("GET", path, { token: peer.token })).status).toBe(403);
    const buyer = await fastAccount("buyer");
    const refused = await call("GET", path, { token: buyer.token });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain("secret farm licence");
    expect((await call("GET", "/api/admin/verification-requests/999999/document", { token })).status).toBe(404);
  });
});

describe("group requests", () => {
  it("lists a pending group with its creator, approves once and refuses a second review (409)", async () => {
    const { token } = await registerAdmin();
    const creator = await fastAccount("farmer");
    const id = await insertGroup(creator.user.id);
    const list = await call("GET", "/api/admin/group-requests", { token });
    expect(list.json.find((group: { id: number }) => group.id === id)).toMatchObject({
      name: "Sorghum growers",
      description: "Seeds and prices",
      creator_name: "Test farmer",
    });
    const approved = await call("PUT", `/api/admin/group-requests/${id}/approve`, { token });
    expect(approved.json.group.status).toBe("approved");
    expect((await call("PUT", `/api/admin/group-requests/${id}/reject`, { token })).status).toBe(409);
    const afterwards = await call("GET", "/api/admin/group-requests", { token });
    expect(afterwards.json.some((group: { id: number }) => group.id === id)).toBe(false);
  });

  it("rejects a pending group; unknown groups are 404", async () => {
    const { token } = await registerAdmin();
    const creator = await fastAccount("buyer");
    const id = await insertGroup(creator.user.id, "Spam group");
    const rejected = await call("PUT", `/api/admin/group-requests/${id}/reject`, { token });
    expect(rejected.json.group.status).toBe("rejected");
    expect((await call("PUT", `/api/admin/group-requests/${id}/approve`, { token })).status).toBe(409);
    expect((await call("PUT", "/api/admin/group-requests/999999/approve", { token })).status).toBe(404);
  });
});

describe("contact messages", () => {
  it("lists newest first and marks one read, keeping the first read time", async () => {
    const { token } = await registerAdmin();
    for (const subject of ["Older question", "Newer question"]) {
      await env.DB.prepare("INSERT INTO contact_messages (name, contact, subject, message) VALUES ('Ada', 'ada@example.ng', ?, 'Hello')")
        .bind(subject)
        .run();
    }
    const list = await call("GET", "/api/admin/contact-messages?limit=2", { token });
    expect(list.json.map((message: { subject: string }) => message.subject)).toEqual(["Newer question", "Older question"]);
    const id = list.json[0].id;
    const read = await call("PUT", `/api/admin/contact-messages/${id}/read`, { token });
    expect(read.status).toBe(200);
    expect(read.json.message.read_at).toBeTruthy();
    const again = await call("PUT", `/api/admin/contact-messages/${id}/read`, { token });
    expect(again.json.message.read_at).toBe(read.json.message.read_at);
    expect((await call("PUT", "/api/admin/contact-messages/999999/read", { token })).status).toBe(404);
  });
});
