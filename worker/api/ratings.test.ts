import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test/http";
import { approvedListingWithBuyer } from "../../test/marketplace";
import { database } from "../db/client";
import { changeRating, findOwnRating, ratingEditable } from "../services/ratings";

const rate = (method: "POST" | "PUT", requestId: number, token: string | undefined, body: unknown) =>
  call(method, `/api/users/purchase-requests/${requestId}/rating`, { token, body });

/** A farmer, a buyer and a request between them moved to `status` the way the seller would. */
async function orderIn(status: "pending" | "accepted" | "completed", fields: Record<string, string> = {}) {
  const cast = await approvedListingWithBuyer(fields);
  const sent = await call("POST", `/api/listings/user/listing${cast.listingId}/request`, {
    token: cast.buyer.token,
    body: { quantity: 2 },
  });
  const requestId = sent.json.id as number;
  const steps = { pending: [], accepted: ["accepted"], completed: ["accepted", "completed"] }[status];
  for (const step of steps) {
    const moved = await call("PUT", `/api/users/purchase-requests/${requestId}`, { token: cast.farmer.token, body: { status: step } });
    expect(moved.status).toBe(200);
  }
  return { ...cast, requestId };
}

describe("POST /api/users/purchase-requests/{id}/rating", () => {
  it("the buyer rates the seller and the seller rates the buyer, once each", async () => {
    const { farmer, buyer, requestId } = await orderIn("completed");
    const byBuyer = await rate("POST", requestId, buyer.token, { stars: 4, comment: "  Good maize, on time " });
    expect(byBuyer.status).toBe(201);
    expect(byBuyer.json).toMatchObject({ request_id: requestId, rater_id: buyer.user.id, ratee_id: farmer.user.id, stars: 4 });
    expect(byBuyer.json.comment).toBe("Good maize, on time");
    const bySeller = await rate("POST", requestId, farmer.token, { stars: "5" });
    expect(bySeller.status).toBe(201);
    expect(bySeller.json).toMatchObject({ ratee_id: buyer.user.id, stars: 5, comment: null });

    const again = await rate("POST", requestId, buyer.token, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("rating_already_given");

    // Both sides see both ratings on the request; the rated seller is told.
    const sent = await call("GET", "/api/users/purchase-requests/sent", { token: buyer.token });
    expect(sent.json[0]).toMatchObject({ buyer_rating: { stars: 4 }, seller_rating: { stars: 5 } });
    const notes = await call("GET", "/api/notifications", { token: farmer.token });
    expect(notes.json[0]).toMatchObject({ type: "rating.received" });
  });

  it.each(["pending", "accepted"] as const)("a %s request cannot be rated (409)", async (status) => {
    const { buyer, requestId } = await orderIn(status);
    const result = await rate("POST", requestId, buyer.token, { stars: 3 });
    expect(result.status).toBe(409);
    expect(result.json.code).toBe("rating_needs_completed_order");
  });

  it("someone outside the order gets 404, a signed-out caller 401", async () => {
    const { requestId } = await orderIn("completed");
    const stranger = await registerUser("buyer");
    expect((await rate("POST", requestId, stranger.token, { stars: 5 })).status).toBe(404);
    expect((await rate("POST", requestId, undefined, { stars: 5 })).status).toBe(401);
  });

  it.each([
    [{}, "stars_invalid"],
    [{ stars: 0 }, "stars_invalid"],
    [{ stars: 6 }, "stars_invalid"],
    [{ stars: 2.5 }, "stars_invalid"],
    [{ stars: "five" }, "stars_invalid"],
    [{ stars: 3, comment: "x".repeat(501) }, "rating_comment_too_long"],
    [{ stars: 3, rater_id: 1 }, "unknown_field"],
  ])("refuses %j with 400", async (body, code) => {
    const { buyer, requestId } = await orderIn("completed");
    const result = await rate("POST", requestId, buyer.token, body);
    expect(result.status).toBe(400);
    expect(result.json.code).toBe(code);
  });
});

describe("PUT /api/users/purchase-requests/{id}/rating", () => {
  it("changes a rating within 14 days and moves the seller's average with it", async () => {
    const { farmer, buyer, requestId } = await orderIn("completed");
    expect((await rate("PUT", requestId, buyer.token, { stars: 2 })).status).toBe(404);
    await rate("POST", requestId, buyer.token, { stars: 2, comment: "Late" });
    const changed = await rate("PUT", requestId, buyer.token, { stars: 5, comment: "Came in the end, all good" });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ stars: 5, comment: "Came in the end, all good" });
    const page = await call("GET", `/api/sellers/${farmer.user.id}`);
    expect(page.json.seller.rating).toEqual({ average: 5, count: 1 });
  });

  it("refuses a change after 14 days with 409", async () => {
    const { buyer, requestId } = await orderIn("completed");
    await rate("POST", requestId, buyer.token, { stars: 4 });
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE ratings SET created_at = ? WHERE request_id = ?").bind(fifteenDaysAgo, requestId).run();
    const late = await rate("PUT", requestId, buyer.token, { stars: 1 });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("rating_edit_window_closed");
  });

  it("the window closes exactly 14 days after the rating was given", async () => {
    const { buyer, requestId } = await orderIn("completed");
    await rate("POST", requestId, buyer.token, { stars: 4 });
    const db = database(env.DB);
    const rating = await findOwnRating(db, requestId, buyer.user.id);
    if (!rating) throw new Error("no rating");
    const given = Date.parse(rating.createdAt);
    const day = 86_400_000;
    expect(ratingEditable(rating.createdAt, new Date(given + 14 * day))).toBe(true);
    expect(ratingEditable(rating.createdAt, new Date(given + 14 * day + 1))).toBe(false);
    expect(await changeRating(db, rating.id, { stars: 3, comment: null }, new Date(given + 14 * day + 1000))).toBe(false);
    expect(await changeRating(db, rating.id, { stars: 3, comment: null }, new Date(given + 13 * day))).toBe(true);
  });
});
