// An approval names the version of the listing the admin looked at: an edit sent just before it is never published
// unseen (issue 32, finding 11).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test/http";
import { createListing, jpegBytes, makeAdmin } from "../../test/marketplace";

async function pendingListing(title: string) {
  const farmer = await registerUser("farmer");
  const created = await createListing(farmer.token, { title, description: "Clean, dry, bagged." });
  if (created.status !== 201) throw new Error(`create failed: ${created.text}`);
  return { farmer, id: created.json.id as number };
}

/** The listing as the admin's queue shows it. */
async function inQueue(adminToken: string, id: number) {
  const queue = await call("GET", "/api/admin/listings/pending?limit=100", { token: adminToken });
  expect(queue.status).toBe(200);
  return (queue.json as { id: number; title: string; version: number }[]).find((listing) => listing.id === id);
}

const stored = (id: number) =>
  env.DB.prepare("SELECT status, title, version FROM listings WHERE id = ?")
    .bind(id)
    .first<{ status: string; title: string; version: number }>();

describe("approving the version the admin looked at", () => {
  it("refuses a listing edited since the admin opened it (409) and keeps it in the queue with its new text", async () => {
    const admin = await makeAdmin();
    const { farmer, id } = await pendingListing("White maize, 50 bags");
    const seen = await inQueue(admin.token, id);
    expect(seen?.version).toEqual(expect.any(Number));

    const edited = await call("PUT", `/api/listings/user/listings/${id}`, {
      token: farmer.token,
      body: { title: "White maize, call 0803 000 0000 first" },
    });
    expect(edited.status).toBe(200);

    const approved = await call("PUT", `/api/admin/listings/${id}/status`, {
      token: admin.token,
      body: { status: "approved", version: seen?.version },
    });
    expect(approved.status).toBe(409);
    expect(approved.json.code).toBe("listing_changed_since_review");
    expect(await stored(id)).toMatchObject({ status: "pending", title: "White maize, call 0803 000 0000 first" });
    // No decision was made: no notification and no audit row.
    const told = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ?")
      .bind(farmer.user.id)
      .first<{ n: number }>();
    expect(told?.n).toBe(0);

    const again = await inQueue(admin.token, id);
    expect(again).toMatchObject({ title: "White maize, call 0803 000 0000 first" });
    expect(again?.version).toBeGreaterThan(seen?.version ?? 0);
    const second = await call("PUT", `/api/admin/listings/${id}/status`, {
      token: admin.token,
      body: { status: "approved", version: again?.version },
    });
    expect(second.status).toBe(200);
    expect(second.json.listing).toMatchObject({ status: "approved", version: again?.version });
  });

  it("counts a new photo as a change, and a rejection names its version too", async () => {
    const admin = await makeAdmin();
    const { farmer, id } = await pendingListing("Yellow maize");
    const seen = await inQueue(admin.token, id);
    const form = new FormData();
    form.append("images", new File([jpegBytes()], "more.jpg", { type: "image/jpeg" }));
    expect((await call("POST", `/api/listings/user/listings/${id}/images`, { token: farmer.token, rawBody: form })).status).toBe(201);
    const rejected = await call("PUT", `/api/admin/listings/${id}/status`, {
      token: admin.token,
      body: { status: "rejected", reason: "poor_photos", version: seen?.version },
    });
    expect(rejected.status).toBe(409);
    expect(rejected.json.code).toBe("listing_changed_since_review");
    expect((await stored(id))?.status).toBe("pending");
  });

  it("never publishes an edit that raced the approval", async () => {
    const admin = await makeAdmin();
    for (let round = 0; round < 6; round++) {
      const { farmer, id } = await pendingListing(`Sorghum lot ${round}`);
      const seen = await inQueue(admin.token, id);
      await Promise.all([
        call("PUT", `/api/listings/user/listings/${id}`, { token: farmer.token, body: { title: `Sorghum lot ${round} (edited)` } }),
        call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved", version: seen?.version } }),
      ]);
      const after = await stored(id);
      // Approved first, the edit sends it back to review; edited first, the approval is refused. Never live unseen.
      if (after?.status === "approved") expect(after.title).toBe(seen?.title);
      else expect(after).toMatchObject({ status: "pending", title: `Sorghum lot ${round} (edited)` });
    }
  });

  it("keeps older clients that send no version working, and refuses a malformed one", async () => {
    const admin = await makeAdmin();
    const { id } = await pendingListing("Brown beans");
    const bad = await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved", version: "2" } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("listing_version_invalid");
    const plain = await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved" } });
    expect(plain.status).toBe(200);
    const twice = await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved", version: 1 } });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("listing_not_pending");
  });
});
