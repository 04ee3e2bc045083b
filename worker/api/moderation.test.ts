import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, makeAdmin, setListingState } from "../../test/marketplace";

async function ownListing(status: "pending" | "approved" = "pending") {
  const farmer = await fastAccount("farmer");
  const created = await createListing(farmer.token, {
    title: "Hybrid maize seed",
    category: "seeds",
    quantity: "40",
    variety: "SAMMAZ 15",
    registration_number: "NASC/MZ/015",
  });
  if (status === "approved") await setListingState(created.json.id, "approved");
  return { farmer, id: created.json.id as number };
}
const edit = (token: string, id: number, body: Record<string, unknown>) =>
  call("PUT", `/api/listings/user/listings/${id}`, { token, body });
const SAME = { title: "Hybrid maize seed", category: "seeds", price: 1250.5, price_unit: "bag", quantity: 40 };

describe("admin moderation reasons", () => {
  it("a rejection needs a reason from the list; the seller (and only the seller) sees it with the note", async () => {
    const admin = await makeAdmin();
    const { farmer, id } = await ownListing();
    const reject = (body: unknown) => call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body });
    expect((await reject({ status: "rejected" })).json.code).toBe("moderation_reason_invalid");
    expect((await reject({ status: "rejected", reason: "ugly" })).json.code).toBe("moderation_reason_invalid");
    expect((await reject({ status: "rejected", reason: "other", note: "x".repeat(501) })).json.code).toBe("moderation_note_too_long");
    const rejected = await reject({ status: "rejected", reason: "poor_photos", note: "The bag is not in the photo" });
    expect(rejected.status).toBe(200);

    const mine = await call("GET", "/api/listings/user/my-listings", { token: farmer.token });
    expect(mine.json[0]).toMatchObject({
      status: "rejected",
      moderation_reason: "poor_photos",
      moderation_note: "The bag is not in the photo",
    });
    const asOwner = await call("GET", `/api/listings/${id}`, { token: farmer.token });
    expect(asOwner.json.moderation_reason).toBe("poor_photos");
    const stranger = await fastAccount("farmer");
    expect((await call("GET", `/api/listings/${id}`, { token: stranger.token })).status).toBe(404);
  });

  it("a freeze needs a reason; unfreezing clears it", async () => {
    const admin = await makeAdmin();
    const { farmer, id } = await ownListing("approved");
    expect((await call("PUT", `/api/admin/listings/${id}/freeze`, { token: admin.token, body: {} })).status).toBe(400);
    const frozen = await call("PUT", `/api/admin/listings/${id}/freeze`, { token: admin.token, body: { reason: "counterfeit_suspected" } });
    expect(frozen.json.listing).toMatchObject({ is_frozen: true, moderation_reason: "counterfeit_suspected", moderation_note: null });
    expect((await call("GET", `/api/listings/${id}`, { token: farmer.token })).json.moderation_reason).toBe("counterfeit_suspected");
    await call("PUT", `/api/admin/listings/${id}/unfreeze`, { token: admin.token });
    expect((await call("GET", `/api/listings/${id}`, { token: farmer.token })).json.moderation_reason).toBeNull();
  });

  it("editing a rejected listing resubmits it for review and clears the reason", async () => {
    const admin = await makeAdmin();
    const { farmer, id } = await ownListing();
    await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "rejected", reason: "wrong_category" } });
    const resubmitted = await edit(farmer.token, id, { ...SAME, category: "crops", product: "maize" });
    expect(resubmitted.json).toMatchObject({ status: "pending", moderation_reason: null });
  });
});

describe("editing a live listing", () => {
  it("a new price or quantity keeps it live and is logged with the old and new values", async () => {
    const { farmer, id } = await ownListing("approved");
    const result = await edit(farmer.token, id, { ...SAME, price: 1100, quantity: 35 });
    expect(result.json).toMatchObject({ status: "approved", price: 1100, quantity: 35 });
    expect((await call("GET", `/api/listings/${id}`)).status).toBe(200);
    const log = await env.DB.prepare("SELECT user_id, changes FROM listing_changes WHERE listing_id = ?").bind(id).all();
    expect(log.results).toEqual([
      { user_id: farmer.user.id, changes: JSON.stringify({ priceKobo: [125050, 110000], quantity: [40, 35] }) },
    ]);
  });

  it.each([
    ["title", { title: "Hybrid maize seed, treated" }],
    ["description", { description: "Now with a longer description" }],
    ["category", { category: "crops", product: "maize" }],
    ["unit", { price_unit: "kg" }],
  ])("a new %s sends it back to review", async (_name, change) => {
    const { farmer, id } = await ownListing("approved");
    const result = await edit(farmer.token, id, { ...SAME, ...change });
    expect(result.json.status).toBe("pending");
    expect((await call("GET", `/api/listings/${id}`)).status).toBe(404);
  });

  it("saving the form unchanged keeps it live and logs nothing", async () => {
    const { farmer, id } = await ownListing("approved");
    expect((await edit(farmer.token, id, SAME)).json.status).toBe("approved");
    const log = await env.DB.prepare("SELECT count(*) AS n FROM listing_changes WHERE listing_id = ?").bind(id).first<{ n: number }>();
    expect(log?.n).toBe(0);
  });
});
