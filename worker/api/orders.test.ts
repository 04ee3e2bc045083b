// Orders: both sides' moves, their times, and the stock they reserve, take out and give back.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { approvedListingWithBuyer } from "../../test/marketplace";

const send = (listingId: number, token: string, body: Record<string, unknown> = { quantity: 20 }) =>
  call("POST", `/api/listings/user/listing${listingId}/request`, { token, body });
const move = (id: number, token: string, body: Record<string, unknown>) =>
  call("PUT", `/api/users/purchase-requests/${id}`, { token, body });
const listing = async (id: number, token?: string) => (await call("GET", `/api/listings/${id}`, { token })).json;
const stock = async (id: number) =>
  env.DB.prepare("SELECT quantity, reserved_quantity AS reserved, status FROM listings WHERE id = ?")
    .bind(id)
    .first<{ quantity: number | null; reserved: number; status: string }>();

/** A farmer's approved listing of 50 bags at ₦1,250.50, and a buyer. */
const fiftyBags = () => approvedListingWithBuyer({ quantity: "50", title: "Sorghum" });

describe("the buyer's moves", () => {
  it("cancels a pending request, and an accepted one, which gives its stock back", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const pending = (await send(listingId, buyer.token)).json.id;
    const cancelled = await move(pending, buyer.token, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", accepted_at: null });
    expect(cancelled.json.timeline.map((step: { status: string }) => step.status)).toEqual(["pending", "cancelled"]);
    expect(await stock(listingId)).toEqual({ quantity: 50, reserved: 0, status: "approved" });

    const accepted = (await send(listingId, buyer.token)).json.id;
    expect((await move(accepted, farmer.token, { status: "accepted" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 30, reserved: 20, status: "approved" });
    expect((await move(accepted, buyer.token, { status: "cancelled" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 50, reserved: 0, status: "approved" });
    expect((await move(accepted, buyer.token, { status: "cancelled" })).status).toBe(409);
  });

  it("confirms receipt of an accepted order: completed, buyer_confirmed, stock taken out for good", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token, { quantity: 20, offeredPrice: 1000 })).json.id;
    expect((await move(id, buyer.token, { status: "completed" })).status).toBe(409);
    await move(id, farmer.token, { status: "accepted" });
    const received = await move(id, buyer.token, { status: "completed" });
    expect(received.status).toBe(200);
    expect(received.json).toMatchObject({ status: "completed", buyer_confirmed: true, unit_price: 1000, total: 20000 });
    expect(received.json.timeline.map((step: { status: string }) => step.status)).toEqual(["pending", "accepted", "completed"]);
    expect(await stock(listingId)).toEqual({ quantity: 30, reserved: 0, status: "approved" });
    expect((await listing(listingId)).quantity).toBe(30);
    expect((await move(id, buyer.token, { status: "cancelled" })).status).toBe(409);
  });

  it("may not accept, reject or reopen; the seller may not cancel (403)", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token)).json.id;
    for (const status of ["accepted", "rejected"]) {
      const refused = await move(id, buyer.token, { status });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe("request_move_not_yours");
    }
    expect((await move(id, farmer.token, { status: "cancelled" })).status).toBe(403);
    expect((await move(id, buyer.token, { status: "pending" })).status).toBe(409);
  });
});

describe("the seller's rejection carries a reason", () => {
  it("stores the reason and note, shown to the buyer", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token)).json.id;
    const rejected = await move(id, farmer.token, { status: "rejected", reason: "price_too_low", note: "Make it ₦1,200" });
    expect(rejected.status).toBe(200);
    const seen = await call("GET", `/api/users/purchase-requests/${id}`, { token: buyer.token });
    expect(seen.json).toMatchObject({ status: "rejected", reason: "price_too_low", reason_note: "Make it ₦1,200" });
    expect(seen.json.rejected_at).toBe(seen.json.timeline[1].at);
  });

  it("refuses an unknown reason, a long note and a reason on another move (400)", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token)).json.id;
    expect((await move(id, farmer.token, { status: "rejected", reason: "rude" })).json.code).toBe("reject_reason_invalid");
    expect((await move(id, farmer.token, { status: "rejected", note: "x".repeat(501) })).json.code).toBe("reject_note_too_long");
    const onAccept = await move(id, farmer.token, { status: "accepted", reason: "other" });
    expect(onAccept.status).toBe(400);
    expect(onAccept.json.code).toBe("reason_only_when_rejecting");
    expect((await move(id, farmer.token, { status: "rejected" })).json).toMatchObject({ status: "rejected", reason: null });
  });
});

describe("stock", () => {
  it("never lets a request ask for more than is available, and sells out at zero", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const tooMany = await send(listingId, buyer.token, { quantity: 51 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.code).toBe("quantity_exceeds_stock");
    const all = (await send(listingId, buyer.token, { quantity: 50 })).json.id;
    expect((await move(all, farmer.token, { status: "accepted" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 0, reserved: 50, status: "sold" });

    // Sold out: out of browse, still on its own page, no new requests.
    const browse = await call("GET", "/api/listings?q=Sorghum");
    expect(browse.json.map((item: { id: number }) => item.id)).not.toContain(listingId);
    expect((await listing(listingId)).status).toBe("sold");
    const other = await fastAccount("buyer");
    const refused = await send(listingId, other.token, { quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("listing_sold_out");

    // The buyer backs out: the bags are back and so is the listing.
    expect((await move(all, buyer.token, { status: "cancelled" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 50, reserved: 0, status: "approved" });
  });

  it("refuses to accept more than is left (409 not_enough_stock) and keeps fractions exact", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ quantity: "1" });
    const buyers = [buyer, await fastAccount("buyer"), await fastAccount("buyer")] as const;
    const ids = [];
    for (const [index, quantity] of [0.1, 0.2, 0.71].entries())
      ids.push((await send(listingId, (buyers[index] ?? buyer).token, { quantity })).json.id);
    expect((await move(ids[0], farmer.token, { status: "accepted" })).status).toBe(200);
    expect((await move(ids[1], farmer.token, { status: "accepted" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 0.7, reserved: 0.3, status: "approved" });
    const short = await move(ids[2], farmer.token, { status: "accepted" });
    expect(short.status).toBe(409);
    expect(short.json.code).toBe("not_enough_stock");
    expect((await move(ids[2], farmer.token, { status: "rejected", reason: "out_of_stock" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 0.7, reserved: 0.3, status: "approved" });
  });

  it("two accepts that together exceed the stock: one wins, the other is a 409, and the stock adds up", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const rival = await fastAccount("buyer");
    const a = (await send(listingId, buyer.token, { quantity: 30 })).json.id;
    const b = (await send(listingId, rival.token, { quantity: 30 })).json.id;
    const results = await Promise.all([move(a, farmer.token, { status: "accepted" }), move(b, farmer.token, { status: "accepted" })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.json.code).toBe("not_enough_stock");
    expect(await stock(listingId)).toEqual({ quantity: 20, reserved: 30, status: "approved" });
    const statuses = await env.DB.prepare("SELECT status FROM purchase_requests WHERE listing_id = ? ORDER BY status")
      .bind(listingId)
      .all();
    expect(statuses.results.map((row) => row.status)).toEqual(["accepted", "pending"]);
  });

  it("the same request accepted twice at once reserves once", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token)).json.id;
    const results = await Promise.all([move(id, farmer.token, { status: "accepted" }), move(id, farmer.token, { status: "accepted" })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await stock(listingId)).toEqual({ quantity: 30, reserved: 20, status: "approved" });
  });

  it("a listing without stated stock takes any acceptance", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    const id = (await send(listingId, buyer.token, { quantity: 500 })).json.id;
    expect((await move(id, farmer.token, { status: "accepted" })).status).toBe(200);
    expect((await move(id, farmer.token, { status: "completed" })).json).toMatchObject({ buyer_confirmed: false });
    expect(await stock(listingId)).toEqual({ quantity: null, reserved: 0, status: "approved" });
  });
});

describe("an edit form opened before an order was accepted", () => {
  it("keeps the order's reservation when the quantity was left alone, and refuses a changed one until reloaded (409)", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const edit = (body: Record<string, unknown>) =>
      call("PUT", `/api/listings/user/listings/${listingId}`, { token: farmer.token, body: { title: "Sorghum", ...body } });
    // The seller opens the form at 50 bags; meanwhile 20 are accepted.
    const id = (await send(listingId, buyer.token)).json.id;
    expect((await move(id, farmer.token, { status: "accepted" })).status).toBe(200);
    expect((await edit({ quantity: 50, quantity_seen: 50, price: 1300 })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 30, reserved: 20, status: "approved" });
    const stale = await edit({ quantity: 60, quantity_seen: 50 });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("listing_stock_changed");
    expect(await stock(listingId)).toEqual({ quantity: 30, reserved: 20, status: "approved" });
    // Reloaded, the form shows 30: a change from there is applied; a client that does not say sets what it sends.
    expect((await edit({ quantity: 40, quantity_seen: 30 })).status).toBe(200);
    expect((await stock(listingId))?.quantity).toBe(40);
    expect((await edit({ quantity: 45 })).status).toBe(200);
    expect((await stock(listingId))?.quantity).toBe(45);
  });
});

describe("stock an order never held", () => {
  it("an order accepted while the listing stated no quantity gives nothing back when cancelled, and takes nothing when completed", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Sorghum" });
    const rival = await fastAccount("buyer");
    const unheld = (await send(listingId, buyer.token, { quantity: 20 })).json.id;
    const later = (await send(listingId, rival.token, { quantity: 5 })).json.id;
    expect((await move(unheld, farmer.token, { status: "accepted" })).status).toBe(200);
    // The seller states the stock afterwards, and accepts another order out of it.
    const edit = await call("PUT", `/api/listings/user/listings/${listingId}`, {
      token: farmer.token,
      body: { title: "Sorghum", quantity: 10 },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await move(later, farmer.token, { status: "accepted" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 5, reserved: 5, status: "approved" });
    expect((await move(unheld, buyer.token, { status: "cancelled" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 5, reserved: 5, status: "approved" });
    expect((await move(later, rival.token, { status: "completed" })).status).toBe(200);
    expect(await stock(listingId)).toEqual({ quantity: 5, reserved: 0, status: "approved" });
  });
});

describe("accepting needs a listing still open for deals", () => {
  const setListing = (id: number, column: string, value: string | number) =>
    env.DB.prepare(`UPDATE listings SET ${column} = ? WHERE id = ?`).bind(value, id).run();
  for (const [name, column, value, code] of [
    ["frozen", "is_frozen", 1, "listing_frozen"],
    ["paused", "status", "paused", "listing_not_open"],
    ["deleted", "deleted_at", "2026-01-01T00:00:00.000Z", "listing_not_open"],
    ["expired", "expiry_date", "2020-01-01", "listing_not_open"],
    ["of a suspended seller", "seller_suspended", 1, "listing_not_open"],
  ] as const) {
    it(`refuses to accept on a ${name} listing (409 ${code}); the buyer may still cancel and nothing is reserved`, async () => {
      const { farmer, buyer, listingId } = await fiftyBags();
      const id = (await send(listingId, buyer.token)).json.id;
      await setListing(listingId, column, value);
      const refused = await move(id, farmer.token, { status: "accepted" });
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe(code);
      expect((await stock(listingId))?.reserved).toBe(0);
      expect((await move(id, buyer.token, { status: "cancelled" })).status).toBe(200);
    });
  }
});

describe("one open request per buyer and listing", () => {
  it("answers a second open request with 409, and allows a new one once the first is closed", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const first = (await send(listingId, buyer.token)).json.id;
    const again = await send(listingId, buyer.token, { quantity: 5 });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("request_already_open");
    const shown = await listing(listingId, buyer.token);
    expect(shown.my_open_request).toMatchObject({ id: first, status: "pending", quantity: 20 });
    expect((await listing(listingId, farmer.token)).my_open_request).toBeNull();
    await move(first, farmer.token, { status: "rejected" });
    expect((await listing(listingId, buyer.token)).my_open_request).toBeNull();
    expect((await send(listingId, buyer.token, { quantity: 5 })).status).toBe(201);
  });

  it("two requests sent at the same moment: one is stored", async () => {
    const { buyer, listingId } = await fiftyBags();
    const results = await Promise.all([send(listingId, buyer.token), send(listingId, buyer.token)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });
});

describe("one order", () => {
  it("shows both parties, the thumbnail, the agreed price and the total; nobody else sees it", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const id = (await send(listingId, buyer.token, { quantity: 2.5 })).json.id;
    const accepted = await move(id, farmer.token, { status: "accepted" });
    expect(accepted.json).toMatchObject({ unit_price: 1250.5, total: 3126.25, seller_verified: false, buyer_verified: false });
    for (const token of [buyer.token, farmer.token]) {
      expect((await call("GET", `/api/users/purchase-requests/${id}`, { token })).json.id).toBe(id);
    }
    const stranger = await fastAccount("buyer");
    expect((await call("GET", `/api/users/purchase-requests/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await move(id, stranger.token, { status: "cancelled" })).status).toBe(404);
    expect((await call("GET", `/api/users/purchase-requests/${id}`)).status).toBe(401);
  });
});

describe("pausing a listing", () => {
  it("takes it out of browse and requests until resumed; only its owner may", async () => {
    const { farmer, buyer, listingId } = await fiftyBags();
    const other = await fastAccount("farmer");
    expect((await call("PUT", `/api/listings/user/listings/${listingId}/pause`, { token: other.token })).status).toBe(403);
    expect((await call("PUT", `/api/listings/user/listings/${listingId}/resume`, { token: farmer.token })).status).toBe(409);
    const paused = await call("PUT", `/api/listings/user/listings/${listingId}/pause`, { token: farmer.token });
    expect(paused.status).toBe(200);
    expect(paused.json.status).toBe("paused");
    expect((await call("PUT", `/api/listings/user/listings/${listingId}/pause`, { token: farmer.token })).status).toBe(409);
    expect((await call("GET", `/api/listings/${listingId}`)).status).toBe(404);
    expect((await send(listingId, buyer.token)).json.code).toBe("listing_not_open");
    const resumed = await call("PUT", `/api/listings/user/listings/${listingId}/resume`, { token: farmer.token });
    expect(resumed.json.status).toBe("approved");
    expect((await send(listingId, buyer.token)).status).toBe(201);
  });
});
