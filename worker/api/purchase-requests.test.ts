import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { approvedListingWithBuyer, createListing, makeAdmin, setListingState } from "../../test/marketplace";

const send = (
  listingId: number,
  token: string | undefined,
  body: unknown = { quantity: 3, offeredPrice: 1200.5, message: "Can you deliver to Zaria?" },
) => call("POST", `/api/listings/user/listing${listingId}/request`, { token, body });
const decide = (id: number, token: string, status: string) =>
  call("PUT", `/api/users/purchase-requests/${id}`, { token, body: { status } });

describe("POST /api/listings/user/listing{id}/request (no slash)", () => {
  it("a buyer sends a request on an approved listing; money in naira", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer({ title: "Paddy rice" });
    const result = await send(listingId, buyer.token);
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      listing_id: listingId,
      listing_title: "Paddy rice",
      buyer_name: "Test buyer",
      buyer_phone: buyer.user.phone,
      category: "crops",
      status: "pending",
      quantity: 3,
      offered_price: 1200.5,
      message: "Can you deliver to Zaria?",
    });
    const listing = await call("GET", `/api/listings/${listingId}`);
    expect(listing.json.request_count).toBe(1);
  });

  it("accepts a request without offered price or message, and form-style strings", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const result = await send(listingId, buyer.token, { quantity: "2.5", offeredPrice: "", message: "" });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ quantity: 2.5, offered_price: null, message: null });
  });

  it("does not answer at the slashed path", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const slashed = await call("POST", `/api/listings/user/listing/${listingId}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(slashed.status).toBe(404);
  });

  it.each([
    [{}, "Quantity is required"],
    [{ quantity: "" }, "Quantity is required"],
    [{ quantity: 0 }, "Quantity must be more than 0"],
    [{ quantity: -2 }, "Quantity must be more than 0"],
    [{ quantity: "lots" }, "Quantity must be a number"],
    [{ quantity: 1, offeredPrice: -1 }, "Offered price must be 0 or more"],
    [{ quantity: 1, message: "x".repeat(1001) }, "Message must be at most 1000 characters"],
    [{ quantity: 1, listingId: 4 }, 'Unrecognized key: "listingId"'],
  ])("refuses %j with 400", async (body, message) => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const result = await send(listingId, buyer.token, body);
    expect(result.status).toBe(400);
    expect(result.json.error).toContain(message);
  });

  it("refuses sellers and admins (403), the signed out (401), missing listings (404)", async () => {
    const { farmer, listingId } = await approvedListingWithBuyer();
    const supplier = await fastAccount("supplier");
    const admin = await makeAdmin();
    expect((await send(listingId, farmer.token)).status).toBe(403);
    expect((await send(listingId, supplier.token)).status).toBe(403);
    expect((await send(listingId, admin.token)).status).toBe(403);
    expect((await send(listingId, undefined)).status).toBe(401);
    const buyer = await fastAccount("buyer");
    expect((await send(999999999, buyer.token)).status).toBe(404);
  });

  it("answers 409 on a pending, rejected or frozen listing", async () => {
    const farmer = await fastAccount("farmer");
    const buyer = await fastAccount("buyer");
    const created = await createListing(farmer.token);
    const id = created.json.id;
    const conflict = await send(id, buyer.token);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe("This listing is not open for requests");
    await setListingState(id, "rejected");
    expect((await send(id, buyer.token)).status).toBe(409);
    await setListingState(id, "approved", true);
    const frozen = await send(id, buyer.token);
    expect(frozen.status).toBe(409);
    expect(frozen.json.error).toBe("This listing is frozen and is not taking requests");
    await setListingState(id, "approved", false);
    expect((await send(id, buyer.token)).status).toBe(201);
  });
});

describe("purchase requests: seller's inbox, decisions, buyer's sent list", () => {
  it("walks pending -> accepted -> completed; every other transition is 409", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    const first = (await send(listingId, buyer.token)).json.id;
    // One open request per buyer and listing: the second comes from another buyer.
    const otherBuyer = await fastAccount("buyer");
    const second = (await send(listingId, otherBuyer.token)).json.id;

    const inbox = await call("GET", "/api/users/purchase-requests", { token: farmer.token });
    expect(inbox.status).toBe(200);
    expect(inbox.json.map((request: { id: number }) => request.id)).toEqual([second, first]);
    expect(inbox.json[1]).toMatchObject({ buyer_name: "Test buyer", buyer_phone: buyer.user.phone, seller_name: "Test farmer" });

    expect((await decide(first, farmer.token, "completed")).status).toBe(409);
    expect((await decide(first, farmer.token, "pending")).status).toBe(409);
    const accepted = await decide(first, farmer.token, "accepted");
    expect(accepted.status).toBe(200);
    expect(accepted.json.status).toBe("accepted");
    expect((await decide(first, farmer.token, "rejected")).status).toBe(409);
    expect((await decide(first, farmer.token, "accepted")).status).toBe(409);
    const completed = await decide(first, farmer.token, "completed");
    expect(completed.json.status).toBe("completed");
    for (const status of ["pending", "accepted", "rejected", "completed", "cancelled"]) {
      expect((await decide(first, farmer.token, status)).status).toBe(409);
    }

    expect((await decide(second, farmer.token, "rejected")).json.status).toBe("rejected");
    for (const status of ["pending", "accepted", "completed", "cancelled"]) {
      const result = await decide(second, farmer.token, status);
      expect(result.status).toBe(409);
      expect(result.json.error).toBe(`A rejected request cannot be marked ${status}`);
    }
    expect((await decide(second, farmer.token, "sold")).status).toBe(400);

    const sent = await call("GET", "/api/users/purchase-requests/sent", { token: buyer.token });
    expect(sent.json.map((request: { id: number; status: string }) => [request.id, request.status])).toEqual([[first, "completed"]]);
    expect(sent.json[0]).toMatchObject({ seller_name: "Test farmer", seller_phone: farmer.user.phone });
  });

  it("only the listing's owner sees and decides its requests", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    const requestId = (await send(listingId, buyer.token)).json.id;
    const otherFarmer = await fastAccount("farmer");
    const admin = await makeAdmin();
    expect((await call("GET", "/api/users/purchase-requests", { token: otherFarmer.token })).json).toEqual([]);
    expect((await decide(requestId, otherFarmer.token, "accepted")).status).toBe(404);
    expect((await decide(requestId, admin.token, "accepted")).status).toBe(404);
    expect((await decide(requestId, buyer.token, "accepted")).status).toBe(403);
    expect((await call("GET", "/api/users/purchase-requests", { token: buyer.token })).status).toBe(403);
    expect((await call("GET", "/api/users/purchase-requests/sent", { token: farmer.token })).status).toBe(403);
    expect((await call("GET", "/api/users/purchase-requests")).status).toBe(401);
    expect((await decide(999999999, farmer.token, "accepted")).status).toBe(404);
    const otherBuyer = await fastAccount("buyer");
    expect((await call("GET", "/api/users/purchase-requests/sent", { token: otherBuyer.token })).json).toEqual([]);
  });

  it("pages the inbox with Link rel=next", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    // Three buyers: a buyer has one open request per listing.
    await send(listingId, buyer.token, { quantity: 1 });
    for (const quantity of [2, 3]) await send(listingId, (await fastAccount("buyer")).token, { quantity });
    const first = await call("GET", "/api/users/purchase-requests?limit=2", { token: farmer.token });
    expect(first.json).toHaveLength(2);
    expect(first.headers.get("x-total-count")).toBe("3");
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toBeTruthy();
    const second = await call("GET", next as string, { token: farmer.token });
    expect(second.json.map((request: { quantity: number }) => request.quantity)).toEqual([1]);
    expect(second.headers.get("link")).toBeNull();
  });
});
