import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createGroup, registerAdmin } from "../../test/hub";
import { approvedListingWithBuyer, createListing } from "../../test/marketplace";
import { configured } from "../../test/messaging";
import { insertSubscription, pushScenario, subscriberKeys } from "../../test/push";
import { database } from "../db/client";
import { deliverNow } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import { moveRequest } from "../services/order-moves";

/** The notifications a user has, oldest first, as stored. */
async function stored(userId: number) {
  const { results } = await env.DB.prepare("SELECT type, params, url FROM notifications WHERE user_id = ? ORDER BY id").bind(userId).all<{
    type: string;
    params: string;
    url: string;
  }>();
  return results.map((row) => ({ ...row, params: JSON.parse(row.params) }));
}

const types = async (userId: number) => (await stored(userId)).map((row) => row.type);

async function sendRequest(buyerToken: string, listingId: number) {
  const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyerToken, body: { quantity: 2 } });
  expect(sent.status).toBe(201);
  return sent.json.id as number;
}

describe("each event notifies exactly the right person, never the actor", () => {
  it("a purchase request tells the seller; the seller's answers tell the buyer", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Yellow maize" });
    const requestId = await sendRequest(buyer.token, listingId);
    expect(await stored(farmer.user.id)).toEqual([
      // Since issue 34 it carries the amount and opens the order itself, not the list.
      {
        type: "purchase_request.created",
        params: { listing: "Yellow maize", buyer: "Test buyer", quantity: 2, unit: "bag" },
        url: `/orders/${requestId}`,
      },
    ]);
    expect(await types(buyer.user.id)).toEqual([]);

    expect(
      (await call("PUT", `/api/users/purchase-requests/${requestId}`, { token: farmer.token, body: { status: "accepted" } })).status,
    ).toBe(200);
    expect(
      (await call("PUT", `/api/users/purchase-requests/${requestId}`, { token: farmer.token, body: { status: "completed" } })).status,
    ).toBe(200);
    expect((await stored(buyer.user.id)).map((row) => row.params.status)).toEqual(["accepted", "completed"]);
    expect(await types(buyer.user.id)).toEqual(["purchase_request.updated", "purchase_request.updated"]);
    // A refused move (completed cannot change) writes nothing.
    expect(
      (await call("PUT", `/api/users/purchase-requests/${requestId}`, { token: farmer.token, body: { status: "rejected" } })).status,
    ).toBe(409);
    expect(await types(buyer.user.id)).toHaveLength(2);
    expect(await types(farmer.user.id)).toHaveLength(1);
  });

  it("the buyer's cancellation and receipt tell the seller, with a link to the order", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Soya beans" });
    const move = (id: number, token: string, status: string) =>
      call("PUT", `/api/users/purchase-requests/${id}`, { token, body: { status } });
    const first = await sendRequest(buyer.token, listingId);
    expect((await move(first, buyer.token, "cancelled")).status).toBe(200);
    const second = await sendRequest(buyer.token, listingId);
    expect((await move(second, farmer.token, "accepted")).status).toBe(200);
    expect((await move(second, buyer.token, "completed")).status).toBe(200);
    const told = (await stored(farmer.user.id)).filter((row) => row.type === "purchase_request.updated");
    expect(told).toEqual([
      { type: "purchase_request.updated", params: { listing: "Soya beans", status: "cancelled" }, url: `/orders/${first}` },
      { type: "purchase_request.updated", params: { listing: "Soya beans", status: "received" }, url: `/orders/${second}` },
    ]);
    expect((await stored(buyer.user.id)).map((row) => row.params.status)).toEqual(["accepted"]);
  });

  it("an admin's review, freeze and unfreeze tell the listing's owner, but not an admin reviewing their own", async () => {
    const admin = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const created = await createListing(farmer.token, { title: "Cassava stems" });
    const id = created.json.id as number;
    expect((await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved" } })).status).toBe(200);
    expect((await call("PUT", `/api/admin/listings/${id}/freeze`, { token: admin.token, body: { reason: "other" } })).status).toBe(200);
    expect((await call("PUT", `/api/admin/listings/${id}/freeze`, { token: admin.token, body: { reason: "other" } })).status).toBe(409);
    expect((await call("PUT", `/api/admin/listings/${id}/unfreeze`, { token: admin.token })).status).toBe(200);
    expect(await stored(farmer.user.id)).toEqual([
      { type: "listing.reviewed", params: { listing: "Cassava stems", status: "approved" }, url: `/listings/${id}` },
      { type: "listing.frozen", params: { listing: "Cassava stems", frozen: true }, url: `/listings/${id}` },
      { type: "listing.frozen", params: { listing: "Cassava stems", frozen: false }, url: `/listings/${id}` },
    ]);

    // A seller who became an admin reviews a listing they posted before.
    const own = await createListing(farmer.token, { title: "Admin's own" });
    await env.DB.prepare("UPDATE listings SET user_id = ? WHERE id = ?").bind(admin.user.id, own.json.id).run();
    expect(
      (
        await call("PUT", `/api/admin/listings/${own.json.id}/status`, {
          token: admin.token,
          body: { status: "rejected", reason: "wrong_category" },
        })
      ).status,
    ).toBe(200);
    expect(await types(admin.user.id)).toEqual([]);
  });

  it("verification and group reviews tell the applicant", async () => {
    const admin = await registerAdmin();
    const farmer = await fastAccount("farmer");
    const request = await env.DB.prepare(
      "INSERT INTO verification_requests (user_id, document_type, document_key, document_content_type, document_size) VALUES (?, 'farm-license', 'k', 'application/pdf', 10) RETURNING id",
    )
      .bind(farmer.user.id)
      .first<{ id: number }>();
    const reviewed = await call("PUT", `/api/admin/verification-requests/${request?.id}`, {
      token: admin.token,
      body: { status: "rejected" },
    });
    expect(reviewed.status).toBe(200);
    const groupId = await createGroup(farmer.user.id, "pending", "Kano rice growers");
    expect((await call("PUT", `/api/admin/group-requests/${groupId}/approve`, { token: admin.token })).status).toBe(200);
    expect((await call("PUT", `/api/admin/group-requests/${groupId}/reject`, { token: admin.token })).status).toBe(409);
    expect(await stored(farmer.user.id)).toEqual([
      { type: "verification.reviewed", params: { status: "rejected" }, url: "/profile/verification" },
      { type: "group.reviewed", params: { group: "Kano rice growers", status: "approved" }, url: "/farmers-hub?tab=groups" },
    ]);
  });

  it("a reply tells the post's author (not their own reply); an admin marking it solved tells them once", async () => {
    const author = await fastAccount("farmer");
    const helper = await fastAccount("buyer");
    const admin = await registerAdmin();
    const post = await call("POST", "/api/chat/hub-posts", {
      token: author.token,
      body: { title: "Armyworm on maize", content: "What do I spray?", category: "pest-control" },
    });
    expect(post.status).toBe(201);
    const postId = post.json.id as number;
    const reply = await call("POST", `/api/chat/hub-posts/${postId}/replies`, { token: helper.token, body: { content: "Neem oil early" } });
    expect(reply.status).toBe(201);
    expect(
      (await call("POST", `/api/chat/hub-posts/${postId}/replies`, { token: author.token, body: { content: "Thank you" } })).status,
    ).toBe(201);
    const solved = { is_solved: true, reply_id: reply.json.id };
    expect((await call("PUT", `/api/chat/hub-posts/${postId}/solved`, { token: admin.token, body: solved })).status).toBe(200);
    expect((await call("PUT", `/api/chat/hub-posts/${postId}/solved`, { token: admin.token, body: solved })).status).toBe(200);
    expect(await stored(author.user.id)).toEqual([
      { type: "hub_post.replied", params: { post: "Armyworm on maize", author: "Test buyer" }, url: `/farmers-hub/posts/${postId}` },
      { type: "hub_post.solved", params: { post: "Armyworm on maize" }, url: `/farmers-hub/posts/${postId}` },
    ]);
    expect(await types(helper.user.id)).toEqual([]);
  });
});

describe("a notification commits with its change, or not at all", () => {
  it("a status move that lost its race writes no notification", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    const requestId = await sendRequest(buyer.token, listingId);
    const db = database(env.DB);
    const told = notify(
      db,
      { userId: buyer.user.id, type: "purchase_request.updated", params: { listing: "x", status: "accepted" }, url: "/" },
      { actorId: farmer.user.id, afterChange: true },
    );
    // Another change moved it first: the request is no longer pending.
    const move = { id: requestId, listingId, quantity: 2, side: "seller" as const };
    const lost = await moveRequest(db, { ...move, from: "accepted", to: "completed" }, told);
    expect(lost.moved).toBe(false);
    expect(writtenIn(lost.results)).toEqual([]);
    const won = await moveRequest(db, { ...move, from: "pending", to: "accepted" }, told);
    expect(won.moved).toBe(true);
    expect(writtenIn(won.results)).toHaveLength(1);
    expect(await types(buyer.user.id)).toEqual(["purchase_request.updated"]);
  });

  it("a batch that fails after the notification keeps neither", async () => {
    const user = await fastAccount("farmer");
    const db = database(env.DB);
    const told = notify(db, { userId: user.user.id, type: "hub_post.solved", params: { post: "p" }, url: "/" }, { actorId: 0 });
    // The users table's unique e-mail index refuses the second statement, so the whole batch rolls back.
    await expect(
      db.batch([
        ...told,
        db.run(
          `UPDATE users SET email = (SELECT email FROM users WHERE id <> ${user.user.id} AND email IS NOT NULL LIMIT 1) WHERE id = ${user.user.id}`,
        ),
      ] as never),
    ).rejects.toThrow();
    expect(await types(user.user.id)).toEqual([]);
  });
});

describe("the notifications API", () => {
  async function withNotifications(count: number) {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Sorghum" });
    for (let i = 0; i < count; i++) {
      await env.DB.prepare(
        "INSERT INTO notifications (user_id, type, params, url) VALUES (?, 'purchase_request.created', ?, '/profile/requests')",
      )
        .bind(farmer.user.id, JSON.stringify({ listing: `Sorghum ${i}`, buyer: "Amina" }))
        .run();
    }
    return { farmer, buyer, listingId };
  }

  it("lists newest first in pages, counts the unread, and writes each in the reader's language", async () => {
    const { farmer } = await withNotifications(3);
    const first = await call("GET", "/api/notifications?limit=2", { token: farmer.token });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-unread-count")).toBe("3");
    expect(first.json.map((n: { body: string }) => n.body)).toEqual(["Amina wants to buy “Sorghum 2”.", "Amina wants to buy “Sorghum 1”."]);
    expect(first.json[0]).toMatchObject({
      type: "purchase_request.created",
      title: "New purchase request",
      url: "/profile/requests",
      read: false,
    });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await call("GET", String(next), { token: farmer.token });
    expect(second.json.map((n: { body: string }) => n.body)).toEqual(["Amina wants to buy “Sorghum 0”."]);
    const hausa = await call("GET", "/api/notifications?limit=1", { token: farmer.token, headers: { "accept-language": "ha" } });
    expect(hausa.json[0]).toMatchObject({ title: "Sabuwar buƙatar saye", body: "Amina yana son sayen “Sorghum 2”." });
  });

  it("marks one or all read, for the owner only", async () => {
    const { farmer, buyer } = await withNotifications(3);
    const list = await call("GET", "/api/notifications", { token: farmer.token });
    const [newest] = list.json;
    expect((await call("PUT", `/api/notifications/${newest.id}/read`, { token: buyer.token })).status).toBe(404);
    expect((await call("GET", "/api/notifications/unread-count", { token: farmer.token })).json).toEqual({ count: 3 });

    const read = await call("PUT", `/api/notifications/${newest.id}/read`, { token: farmer.token });
    expect(read.status).toBe(200);
    expect(read.json.notification).toMatchObject({ id: newest.id, read: true });
    expect((await call("GET", "/api/notifications/unread-count", { token: farmer.token })).json).toEqual({ count: 2 });
    const unread = await call("GET", "/api/notifications?unread=1", { token: farmer.token });
    expect(unread.json).toHaveLength(2);
    expect(unread.json.every((n: { read: boolean }) => !n.read)).toBe(true);

    expect((await call("PUT", "/api/notifications/read-all", { token: buyer.token })).json).toEqual({ updated: 0 });
    expect((await call("PUT", "/api/notifications/read-all", { token: farmer.token })).json).toEqual({ updated: 2 });
    expect((await call("GET", "/api/notifications/unread-count", { token: farmer.token })).json).toEqual({ count: 0 });
  });

  it("refuses signed-out callers and bad parameters with a 4xx", async () => {
    const { farmer } = await withNotifications(1);
    expect((await call("GET", "/api/notifications")).status).toBe(401);
    expect((await call("GET", "/api/notifications/unread-count")).status).toBe(401);
    expect((await call("PUT", "/api/notifications/read-all")).status).toBe(401);
    expect((await call("GET", "/api/notifications?unread=yes", { token: farmer.token })).json).toMatchObject({
      code: "unread_filter_invalid",
    });
    expect((await call("PUT", "/api/notifications/abc/read", { token: farmer.token })).status).toBe(400);
    expect((await call("PUT", "/api/notifications/99999999/read", { token: farmer.token })).json).toMatchObject({
      code: "notification_not_found",
    });
  });
});

describe("delivery beyond the app", () => {
  it("sends an SMS alert in the reader's language, with the link, only for the types they opted in to", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Onions" });
    await env.DB.prepare("UPDATE users SET language = 'pcm' WHERE id = ?").bind(farmer.user.id).run();
    await env.DB.prepare("INSERT INTO notification_preferences (user_id, type, push, sms) VALUES (?, 'purchase_request.created', 1, 1)")
      .bind(farmer.user.id)
      .run();
    const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(sent.status).toBe(201);
    // The route delivers after its answer (waitUntil): wait for the queued SMS.
    const alerts = () =>
      env.DB.prepare("SELECT recipient, kind, body FROM outbound_messages WHERE user_id = ? AND kind = 'alert'")
        .bind(farmer.user.id)
        .all<{ recipient: string; kind: string; body: string }>();
    let sms = await alerts();
    for (let attempt = 0; attempt < 500 && sms.results.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sms = await alerts();
    }
    // The alert of a new request carries its SMS code and how to answer it by SMS (ADR 079).
    const code = (
      await env.DB.prepare("SELECT sms_code FROM purchase_requests WHERE id = ?").bind(sent.json.id).first<{ sms_code: string }>()
    )?.sms_code;
    expect(sms.results).toEqual([
      {
        recipient: farmer.user.phone,
        kind: "alert",
        body: `Gona: New request to buy: buyer "Test buyer" wan buy 1 bag of "Onions". Reply YES ${code} or NO ${code}. http://localhost:8787/orders/${sent.json.id}`,
      },
    ]);

    // The buyer did not opt in: no SMS for the seller's answer.
    const requestId = sent.json.id as number;
    await call("PUT", `/api/users/purchase-requests/${requestId}`, { token: farmer.token, body: { status: "accepted" } });
    const buyerNotes = await env.DB.prepare("SELECT id FROM notifications WHERE user_id = ?").bind(buyer.user.id).all<{ id: number }>();
    await deliverNow(
      { env, ctx: { waitUntil: () => undefined }, origin: "https://gona.ng" },
      buyerNotes.results.map((row) => row.id),
    );
    const buyerSms = await env.DB.prepare("SELECT count(*) AS n FROM outbound_messages WHERE user_id = ? AND kind = 'alert'")
      .bind(buyer.user.id)
      .first<{ n: number }>();
    expect(buyerSms?.n).toBe(0);
  });
});

describe("Web Push for each notification", () => {
  it("pushes the notification to the reader's devices unless they turned push off for its type", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Garri" });
    const keys = await subscriberKeys();
    const service = await pushScenario(keys, new Date(), [201, 201]);
    await insertSubscription(farmer.user.id, service.endpoint, keys);
    const pushEnv = configured({ PUSH_TEST_ORIGINS: service.origin });
    const deliver = async (userId: number) => {
      const rows = await env.DB.prepare("SELECT id FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1")
        .bind(userId)
        .all<{ id: number }>();
      await deliverNow(
        { env: pushEnv, ctx: { waitUntil: () => undefined }, origin: "https://gona.ng" },
        rows.results.map((row) => row.id),
      );
    };

    const sent = await call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(sent.status).toBe(201);
    await deliver(farmer.user.id);
    const [push] = await service.received();
    expect(push?.headers).toMatchObject({ urgency: "high", ttl: "86400" });
    expect(JSON.parse(push?.plaintext ?? "null")).toMatchObject({
      title: "New purchase request",
      body: "Test buyer wants to buy 1 bag of “Garri”.",
      url: `/orders/${sent.json.id}`,
    });

    // Push turned off for listing decisions: the next one reaches the list, not the phone.
    await env.DB.prepare("INSERT INTO notification_preferences (user_id, type, push, sms) VALUES (?, 'listing.frozen', 0, 0)")
      .bind(farmer.user.id)
      .run();
    const admin = await registerAdmin();
    expect((await call("PUT", `/api/admin/listings/${listingId}/freeze`, { token: admin.token, body: { reason: "other" } })).status).toBe(
      200,
    );
    await deliver(farmer.user.id);
    expect(await types(farmer.user.id)).toEqual(["purchase_request.created", "listing.frozen"]);
    expect(await service.received()).toHaveLength(1);
  });
});
