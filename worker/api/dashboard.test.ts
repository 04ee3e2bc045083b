import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { COUNT_CAP } from "../services/counts";

const visit = (token?: string) => call("POST", "/api/users/dashboard-visit", token ? { token } : {});

async function insertListing(userId: number, status: string, frozen = 0) {
  await env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, status, is_frozen) VALUES (?, 'Dashboard maize', 'crops', 100000, 'bag', ?, ?)",
  )
    .bind(userId, status, frozen)
    .run();
}

async function insertGroup(creatorId: number, status: "approved" | "pending") {
  const row = await env.DB.prepare("INSERT INTO chat_groups (name, creator_id, status) VALUES ('Dashboard group', ?, ?) RETURNING id")
    .bind(creatorId, status)
    .first<{ id: number }>();
  return row?.id as number;
}

async function insertMessages(groupId: number, senderId: number, howMany: number) {
  const insert = env.DB.prepare("INSERT INTO group_messages (group_id, sender_id, content) VALUES (?, ?, 'Rain came early')");
  await env.DB.batch(Array.from({ length: howMany }, () => insert.bind(groupId, senderId)));
}

function d1Figures(header: string | null) {
  const match = /(\d+) queries in (\d+) round trips, (\d+) rows read/.exec(header ?? "");
  if (!match) throw new Error(`no D1 figures in ${header}`);
  return { roundTrips: Number(match[2]), rows: Number(match[3]) };
}

describe("POST /api/users/dashboard-visit", () => {
  it("needs a signed-in user", async () => {
    const result = await visit();
    expect(result.status).toBe(401);
    expect(result.json.code).toBe("sign_in_required");
  });

  it("answers first_visit: true once, then false for every later view", async () => {
    const buyer = await fastUser("buyer");
    expect((await visit(buyer.token)).json.first_visit).toBe(true);
    expect((await visit(buyer.token)).json.first_visit).toBe(false);
    expect((await visit(buyer.token)).json.first_visit).toBe(false);
    // Another user's first view is still their own.
    const farmer = await fastUser("farmer");
    expect((await visit(farmer.token)).json.first_visit).toBe(true);
  });

  it("counts the listings on the market: approved, not frozen, not deleted", async () => {
    const buyer = await fastUser("buyer");
    const seller = await fastUser("farmer");
    const before = (await visit(buyer.token)).json.market_listings;
    await insertListing(seller.id, "approved");
    await insertListing(seller.id, "approved");
    await insertListing(seller.id, "pending");
    await insertListing(seller.id, "rejected");
    await insertListing(seller.id, "approved", 1);
    const after = (await visit(buyer.token)).json.market_listings;
    expect(after).toEqual({ count: before.count + 2, more: false });
  });

  it("counts the messages in approved groups the user started or wrote in", async () => {
    const [starter, writer, elsewhere, newcomer] = await Promise.all([
      fastUser("farmer"),
      fastUser("buyer"),
      fastUser("supplier"),
      fastUser("buyer"),
    ]);
    const group = await insertGroup(starter.id, "approved");
    await insertMessages(group, writer.id, 3);
    const other = await insertGroup(elsewhere.id, "approved");
    await insertMessages(other, elsewhere.id, 2);
    // Messages of a group still awaiting approval do not count, even for its creator.
    const pending = await insertGroup(starter.id, "pending");
    await insertMessages(pending, starter.id, 4);
    const counts = async (token: string) => (await visit(token)).json.hub_messages;
    expect(await counts(starter.token)).toEqual({ count: 3, more: false });
    expect(await counts(writer.token)).toEqual({ count: 3, more: false });
    expect(await counts(elsewhere.token)).toEqual({ count: 2, more: false });
    expect(await counts(newcomer.token)).toEqual({ count: 0, more: false });
  });

  it("stops counting at the cap, in one batch after the session check, reading a bounded number of rows", async () => {
    const buyer = await fastUser("buyer");
    const seller = await fastUser("farmer");
    const insert = env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, status) VALUES (?, 'Bulk yam', 'crops', 50000, 'bag', 'approved')",
    );
    await env.DB.batch(Array.from({ length: COUNT_CAP + 1 }, () => insert.bind(seller.id)));
    const result = await visit(buyer.token);
    expect(result.json.market_listings).toEqual({ count: COUNT_CAP, more: true });
    const figures = d1Figures(result.headers.get("server-timing"));
    expect(figures.roundTrips).toBeLessThanOrEqual(2);
    expect(figures.rows).toBeLessThanOrEqual(2 * (COUNT_CAP + 1) + 20);
    // A seller's own lists and a buyer's sent requests stop counting there too (the dashboard shows "1,000+").
    const order = env.DB.prepare(
      "INSERT INTO purchase_requests (listing_id, buyer_id, quantity) SELECT id, ?, 1 FROM listings WHERE user_id = ? AND title = 'Bulk yam'",
    );
    await order.bind(buyer.id, seller.id).run();
    for (const [path, token] of [
      ["/api/listings/user/my-listings?limit=5", seller.token],
      ["/api/users/purchase-requests?limit=5", seller.token],
      ["/api/users/purchase-requests/sent?limit=5", buyer.token],
    ] as const) {
      const list = await call("GET", path, { token });
      expect(list.status, path).toBe(200);
      expect(list.json, path).toHaveLength(5);
      expect([list.headers.get("x-total-count"), list.headers.get("x-total-count-capped")], path).toEqual([String(COUNT_CAP), "true"]);
    }
  });
});
