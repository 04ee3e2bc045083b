// The API's routes as a table for the authorization matrix and the hostile-input sweep.
// Every route the Hono app registers must have a row here (test/authz-matrix.test.ts checks it).
import { env } from "cloudflare:workers";
import { api } from "../worker/api/app";
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA } from "../worker/domain";
import { loadContent } from "./database";
import { fastUser } from "./fast-users";
import { call, registerUser, unique, uniquePhone } from "./http";
import { pngBytes } from "./marketplace";
import { holdPaymentOf } from "./payments";
import { subscriberKeys } from "./push";
import { GATEWAY_KEY } from "./ussd";
import { oggOpus, voiceMessageForm } from "./voice";

export const ACTORS = ["anonymous", "owner", "sameRole", "farmer", "buyer", "supplier", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
type Role = "farmer" | "buyer" | "supplier" | "admin";
type Account = Awaited<ReturnType<typeof registerUser>>;

export interface World {
  accounts: Record<Role, Account> & { farmer2: Account; buyer2: Account; supplier2: Account };
}

export interface Prepared {
  path: string;
  body?: unknown;
  /** Who owns the thing the request is about (defaults to the farmer). */
  owner?: Role;
}

export interface Row {
  method: string;
  /** The route as registered in Hono. */
  route: string;
  /** Builds a fresh request (and fresh data) for one caller. */
  prepare: (world: World) => Promise<Prepared> | Prepared;
  expect: Partial<Record<Actor, number | number[]>> & { anonymous: number | number[] };
  /** For JSON bodies: which fields are required and which must be non-negative numbers (for the hostile sweep). */
  hostile?: { as: Actor; required: string[]; nonNegative?: string[]; atMost?: Record<string, number>; freshUserPerRequest?: boolean };
}

const everyone = (status: number) => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;
const signedIn = (status: number | number[], anonymous = 401): Row["expect"] => ({
  ...(Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number | number[]>),
  anonymous,
});
/** Admin routes: 401 signed out, 403 for every other role. */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, admin: status });
/** Only these roles pass requireRole; everyone else signed in gets 403. */
const roles = (status: number, allowed: Role[], owner: Role = "farmer") => {
  const expect: Record<Actor, number | number[]> = { ...everyone(403), anonymous: 401 };
  const roleOf: Record<Actor, Role | null> = {
    anonymous: null,
    owner,
    sameRole: owner,
    farmer: "farmer",
    buyer: "buyer",
    supplier: "supplier",
    admin: "admin",
  };
  for (const actor of ACTORS) if (actor !== "anonymous" && allowed.includes(roleOf[actor] as Role)) expect[actor] = status;
  return expect;
};

// ---- Fresh data for one check, made straight in D1 or R2 (the API paths are covered by their own rows) ----

async function insertId(sql: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  if (!row) throw new Error(`insert failed: ${sql}`);
  return row.id;
}

export const newListing = (userId: number, status = "pending", frozen = false) =>
  insertId(
    "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, status, is_frozen) VALUES (?, 'Matrix maize', 'crops', 'maize', 125000, 'bag', ?, ?)",
    userId,
    status,
    frozen ? 1 : 0,
  );
const newPurchaseRequest = async (sellerId: number, buyerId: number) =>
  insertId(
    "INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 3)",
    await newListing(sellerId, "approved"),
    buyerId,
  );
const newCompletedRequest = async (sellerId: number, buyerId: number) =>
  insertId(
    "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status) VALUES (?, ?, 3, 'completed')",
    await newListing(sellerId, "approved"),
    buyerId,
  );
/** An order the seller accepted at ₦1,250 a bag (3 bags), whose seller has a payout account (ADR 083: it can be paid). */
async function newPayableRequest(sellerId: number, buyerId: number) {
  await env.DB.prepare(
    "INSERT INTO payout_accounts (user_id, bank_code, bank_name, account_number, account_name) VALUES (?, '058', 'Guaranty Trust Bank', '0123456785', 'EZE FUNMILAYO') ON CONFLICT (user_id) DO NOTHING",
  )
    .bind(sellerId)
    .run();
  return insertId(
    "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status, unit_price_kobo, accepted_at) VALUES (?, ?, 3, 'accepted', 125000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    await newListing(sellerId, "approved"),
    buyerId,
  );
}
/** An open dispute of a held payment on a new order of the world's farmer, by its buyer: the order's and dispute's ids. */
async function newDisputedOrder(world: World) {
  const id = await newPayableRequest(me(world, "farmer"), me(world, "buyer"));
  const { reference } = await holdPaymentOf(id, world.accounts.buyer.token);
  const body = { reason: "damaged" };
  const opened = await call("POST", `/api/users/purchase-requests/${id}/dispute`, { token: world.accounts.buyer.token, body });
  if (opened.status !== 201) throw new Error(`the matrix could not open a dispute: ${opened.status}`);
  const row = await env.DB.prepare("SELECT id FROM payments WHERE reference = ?").bind(reference).first<{ id: number }>();
  return { orderId: id, disputeId: row?.id ?? 0 };
}
/** An open dispute of a held payment on a new order of the world's farmer, by its buyer: the dispute's id. */
async function newDispute(world: World) {
  return (await newDisputedOrder(world)).disputeId;
}
/** A released payment of a new order of the world's farmer whose payout failed (ADR 096): the payment's id. */
async function newFailedPayout(world: World) {
  // A seller of its own: the sweeps send every write as the world's farmer, logging out included.
  const seller = await fastUser("farmer");
  const id = await newPayableRequest(seller.id, me(world, "buyer"));
  const { reference, code } = await holdPaymentOf(id, world.accounts.buyer.token);
  const released = await call("POST", `/api/users/purchase-requests/${id}/handover`, {
    token: seller.token,
    body: { code },
  });
  if (released.status !== 200) throw new Error(`the matrix could not release a payment: ${released.status}`);
  const row = await env.DB.prepare("UPDATE payments SET transfer_status = 'failed' WHERE reference = ? RETURNING id, transfer_reference")
    .bind(reference)
    .first<{ id: number; transfer_reference: string }>();
  await env.DB.prepare("UPDATE dev_payment_transfers SET status = 'failed' WHERE reference = ?")
    .bind(row?.transfer_reference ?? "")
    .run();
  return row?.id ?? 0;
}
/** A dispute refunded in full whose refund is recorded as failed (the provider's answer lost): the dispute's id. */
async function newFailedRefund(world: World) {
  const id = await newDispute(world);
  const body = { action: "refund", note: "Nothing came" };
  const decided = await call("PUT", `/api/admin/disputes/${id}`, { token: world.accounts.admin.token, body });
  if (decided.status !== 200) throw new Error(`the matrix could not decide a dispute: ${decided.status}`);
  await env.DB.prepare("UPDATE payment_disputes SET refund_status = 'failed' WHERE id = ?").bind(id).run();
  return id;
}
/** A completed request that both its seller and its buyer have rated. */
async function newRatedRequest(sellerId: number, buyerId: number) {
  const id = await newCompletedRequest(sellerId, buyerId);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO ratings (request_id, rater_id, ratee_id, stars) VALUES (?, ?, ?, 4)").bind(id, buyerId, sellerId),
    env.DB.prepare("INSERT INTO ratings (request_id, rater_id, ratee_id, stars) VALUES (?, ?, ?, 5)").bind(id, sellerId, buyerId),
  ]);
  return id;
}
const newGroup = (creatorId: number, status: "pending" | "approved") =>
  insertId("INSERT INTO chat_groups (name, creator_id, status) VALUES ('Matrix group', ?, ?)", creatorId, status);
const newPost = (authorId: number) =>
  insertId("INSERT INTO hub_posts (author_id, title, content) VALUES (?, 'Matrix question', 'How deep do I plant maize?')", authorId);
const newReply = (postId: number, authorId: number) =>
  insertId("INSERT INTO hub_post_replies (post_id, author_id, content) VALUES (?, ?, 'Plant 5 cm deep.')", postId, authorId);
const newNotification = (userId: number) =>
  insertId("INSERT INTO notifications (user_id, type, params, url) VALUES (?, 'hub_post.solved', '{\"post\":\"Matrix\"}', '/')", userId);
/** A price alert with a key of its own (one per user, product, unit and state). */
const newPriceAlert = (userId: number) =>
  insertId(
    "INSERT INTO price_alerts (user_id, product, unit, region, threshold_pct) VALUES (?, 'maize', 'bag', ?, 10)",
    userId,
    `matrix-${crypto.randomUUID()}`,
  );
const newReport = async (reporterId: number) =>
  insertId(
    "INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'hub_post', ?, 'scam')",
    reporterId,
    await newPost(reporterId),
  );
const newContactMessage = () =>
  insertId("INSERT INTO contact_messages (name, contact, subject, message) VALUES ('Ada', 'ada@example.ng', 'Hi', 'A matrix message')");
/** A pending verification request with its document in R2, from a fresh farmer (one pending request per user). */
export async function newVerificationRequest() {
  const farmer = await fastUser("farmer");
  const key = `verification/${crypto.randomUUID()}.png`;
  await env.BUCKET.put(key, pngBytes(), { httpMetadata: { contentType: "image/png" } });
  const id = await insertId(
    "INSERT INTO verification_requests (user_id, document_type, document_key, document_content_type, document_size) VALUES (?, 'farm-license', ?, 'image/png', 65)",
    farmer.id,
    key,
  );
  return { id, key };
}
function listingUpload(fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: "Matrix yam",
    category: "crops",
    product: "yam",
    price: "900",
    priceUnit: "bag",
    ...fields,
  }))
    form.append(name, value);
  form.append("images", new File([pngBytes()], "yam.png", { type: "image/png" }));
  return form;
}
/** A listing with one photo row (its R2 object is not needed to remove or reorder it); returns both ids. */
async function listingWithPhoto(userId: number, status = "approved") {
  const listingId = await newListing(userId, status);
  const imageId = await insertId(
    "INSERT INTO listing_images (listing_id, position, r2_key, content_type, byte_size) VALUES (?, 0, ?, 'image/png', 65)",
    listingId,
    `listings/${crypto.randomUUID()}.png`,
  );
  return { listingId, imageId };
}
/** A voice note on a message in an approved group, in D1 and R2; answers its URL. */
async function newVoiceNote(senderId: number) {
  const key = `voice/${crypto.randomUUID()}.ogg`;
  await env.BUCKET.put(key, oggOpus(2), { httpMetadata: { contentType: "audio/ogg" } });
  const groupId = await newGroup(senderId, "approved");
  await insertId(
    "INSERT INTO group_messages (group_id, sender_id, content, audio_key, audio_content_type, audio_size, audio_duration_ms) VALUES (?, ?, '', ?, 'audio/ogg', 100, 2000)",
    groupId,
    senderId,
    key,
  );
  return `/api/chat/${key}`;
}

function photoUpload() {
  const form = new FormData();
  form.append("images", new File([pngBytes()], "more.png", { type: "image/png" }));
  return form;
}

const me = (world: World, role: Role | "farmer2") => world.accounts[role].user.id as number;
const LMS_COURSE = "post-harvest-storage";

export const ROWS: Row[] = [
  { method: "GET", route: "/api/health", prepare: () => ({ path: "/api/health" }), expect: everyone(200) },
  { method: "GET", route: "/api/openapi.json", prepare: () => ({ path: "/api/openapi.json" }), expect: everyone(200) },
  // The USSD gateway (ADR 076): its key admits it, not a session; whoever else the caller is, the answer is the same
  // plain-text screen (a wrong or missing key is a 404: worker/api/ussd.test.ts, and the hostile sweep).
  {
    method: "POST",
    route: "/api/ussd",
    prepare: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        sessionId: crypto.randomUUID(),
        phoneNumber: uniquePhone(),
        text: "1",
        serviceCode: "*384*1#",
      }))
        form.append(name, value);
      return { path: `/api/ussd?key=${GATEWAY_KEY}`, body: form };
    },
    expect: everyone(200),
  },
  // The SMS gateway (ADR 079): the same key admits it whoever the caller is; inbound SMS from a fresh number (answered
  // by HELP through the outbox), and a delivery report for an id Gona never sent (200, nothing changes).
  {
    method: "POST",
    route: "/api/sms/inbound",
    prepare: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ from: uniquePhone(), to: "38410", text: "HELP", id: crypto.randomUUID() }))
        form.append(name, value);
      return { path: `/api/sms/inbound?key=${GATEWAY_KEY}`, body: form };
    },
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/sms/delivery",
    prepare: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ id: `ATXid_${crypto.randomUUID()}`, status: "Success", phoneNumber: uniquePhone() }))
        form.append(name, value);
      return { path: `/api/sms/delivery?key=${GATEWAY_KEY}`, body: form };
    },
    expect: everyone(200),
  },
  // Developer tools exist only when APP_ENV is "development" (tests run as "test"): the API's 404 for every caller.
  { method: "GET", route: "/api/dev/outbox", prepare: () => ({ path: "/api/dev/outbox" }), expect: everyone(404) },
  {
    method: "POST",
    route: "/api/auth/register",
    prepare: () => ({
      path: "/api/auth/register",
      body: { email: `m-${crypto.randomUUID()}@example.ng`, password: "seed-drill-42", fullName: "Matrix" },
    }),
    // Signed-in callers may still create another account (e.g. a shared phone); the answer is the same.
    expect: everyone(201),
    hostile: { as: "anonymous", required: ["email", "password", "fullName"] },
  },
  {
    method: "POST",
    route: "/api/auth/login",
    prepare: (world) => ({
      path: "/api/auth/login",
      body: { email: world.accounts.buyer2.email, password: world.accounts.buyer2.password },
    }),
    expect: everyone(200),
    hostile: { as: "anonymous", required: ["email", "password"] },
  },
  { method: "POST", route: "/api/auth/logout", prepare: () => ({ path: "/api/auth/logout" }), expect: everyone(200) },
  { method: "GET", route: "/api/auth/me", prepare: () => ({ path: "/api/auth/me" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/auth/password",
    // A wrong current password: the route is reachable by every signed-in user, and refuses the change.
    prepare: () => ({ path: "/api/auth/password", body: { currentPassword: "not-the-password", newPassword: "brand-new-pass-9" } }),
    expect: signedIn(400),
    hostile: { as: "buyer", required: ["currentPassword", "newPassword"] },
  },
  // ---- One-time codes: always 202 for a request; a wrong code or link is refused for everyone ----
  {
    method: "POST",
    route: "/api/auth/otp/request",
    prepare: () => ({ path: "/api/auth/otp/request", body: { phone: uniquePhone() } }),
    expect: everyone(202),
    hostile: { as: "anonymous", required: ["phone"] },
  },
  {
    method: "POST",
    route: "/api/auth/otp/verify",
    prepare: () => ({ path: "/api/auth/otp/verify", body: { phone: uniquePhone(), code: "123456" } }),
    expect: everyone(401),
    hostile: { as: "anonymous", required: ["phone", "code"] },
  },
  {
    method: "POST",
    route: "/api/auth/password/forgot",
    prepare: () => ({ path: "/api/auth/password/forgot", body: { phone: uniquePhone() } }),
    expect: everyone(202),
    hostile: { as: "anonymous", required: ["phone"] },
  },
  {
    method: "POST",
    route: "/api/auth/password/reset",
    prepare: () => ({ path: "/api/auth/password/reset", body: { phone: uniquePhone(), code: "123456", password: "new-harvest-77" } }),
    expect: everyone(400),
    hostile: { as: "anonymous", required: ["phone", "code", "password"] },
  },
  // The "this was not me" link of a contact change (ADR 053): needs no session; a token no one was sent is refused.
  {
    method: "POST",
    route: "/api/auth/contact/revert",
    prepare: () => ({ path: "/api/auth/contact/revert", body: { token: "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE" } }),
    expect: everyone(400),
    hostile: { as: "anonymous", required: ["token"] },
  },
  // ---- Confirming the phone an account registered with (ADR 050) ----
  {
    method: "POST",
    route: "/api/auth/phone/confirm",
    // The world's accounts registered by e-mail: no number waits to be confirmed.
    prepare: () => ({ path: "/api/auth/phone/confirm", body: { code: "123456" } }),
    expect: signedIn(409),
    hostile: { as: "buyer", required: ["code"] },
  },
  {
    method: "POST",
    route: "/api/auth/phone/resend",
    prepare: () => ({ path: "/api/auth/phone/resend", body: {} }),
    expect: signedIn(409),
    hostile: { as: "buyer", required: [] },
  },
  {
    method: "POST",
    route: "/api/auth/phone/sign-in",
    // No code was sent with this challenge: refused for everyone.
    prepare: () => ({ path: "/api/auth/phone/sign-in", body: { phone: uniquePhone(), challenge: "A".repeat(43), code: "123456" } }),
    expect: everyone(401),
    hostile: { as: "anonymous", required: ["phone", "challenge", "code"] },
  },
  // ---- Price guide: public reads of the rollup ----
  { method: "GET", route: "/api/prices/products", prepare: () => ({ path: "/api/prices/products" }), expect: everyone(200) },
  { method: "GET", route: "/api/prices/summary", prepare: () => ({ path: "/api/prices/summary?state=kano" }), expect: everyone(200) },
  { method: "GET", route: "/api/prices", prepare: () => ({ path: "/api/prices?product=maize&unit=bag" }), expect: everyone(200) },
  { method: "GET", route: "/api/prices/alerts", prepare: () => ({ path: "/api/prices/alerts" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/prices/alerts",
    prepare: () => ({ path: "/api/prices/alerts", body: { product: "maize", unit: "bag", state: "kano", threshold_pct: 10 } }),
    // Saving the same alert again changes its threshold (200) rather than failing.
    expect: signedIn([200, 201]),
    hostile: {
      as: "buyer",
      required: ["product", "unit", "threshold_pct"],
      nonNegative: ["threshold_pct"],
      atMost: { threshold_pct: 100 },
    },
  },
  {
    method: "DELETE",
    route: "/api/prices/alerts/:id",
    prepare: async (world) => ({ path: `/api/prices/alerts/${await newPriceAlert(me(world, "farmer"))}` }),
    // Only its owner deletes it; to anyone else it does not exist.
    expect: { ...signedIn(404), owner: 204, farmer: 204 },
  },
  // ---- Marketplace: listings ----
  { method: "GET", route: "/api/listings", prepare: () => ({ path: "/api/listings?limit=5" }), expect: everyone(200) },
  {
    method: "GET",
    route: "/api/listings/user/my-listings",
    prepare: () => ({ path: "/api/listings/user/my-listings" }),
    expect: roles(200, ["farmer", "supplier", "admin"]),
  },
  {
    method: "POST",
    route: "/api/listings/user/listing",
    prepare: () => ({ path: "/api/listings/user/listing", body: listingUpload() }),
    // Sellers only: admins review listings, they do not sell.
    expect: roles(201, ["farmer", "supplier"]),
  },
  {
    method: "POST",
    route: "/api/listings/user/:listingRef{listing[1-9][0-9]{0,15}}/request",
    prepare: async (world) => ({
      path: `/api/listings/user/listing${await newListing(me(world, "farmer"), "approved")}/request`,
      body: { quantity: 4, offeredPrice: 1200, message: "Can you deliver to Kano?" },
    }),
    // Only buyers send requests (the owner, being a farmer, is refused like every seller).
    expect: roles(201, ["buyer"]),
    hostile: {
      as: "buyer",
      required: ["quantity"],
      nonNegative: ["quantity", "offeredPrice"],
      atMost: { quantity: MAX_QUANTITY, offeredPrice: MAX_UNIT_PRICE_NAIRA },
      freshUserPerRequest: true,
    },
  },
  {
    method: "POST",
    route: "/api/listings/user/:listingRef{listing[1-9][0-9]{0,15}}/request",
    // A listing still under review takes no requests: the buyer learns nothing more than a refusal.
    prepare: async (world) => ({
      path: `/api/listings/user/listing${await newListing(me(world, "farmer"), "pending")}/request`,
      body: { quantity: 4 },
    }),
    expect: { ...roles(0, ["buyer"]), buyer: [404, 409] },
  },
  {
    method: "PUT",
    route: "/api/listings/user/listings/:id",
    prepare: async (world) => ({
      path: `/api/listings/user/listings/${await newListing(me(world, "farmer"))}`,
      body: {
        title: "Yellow maize",
        description: "Dry, clean",
        price: 1500,
        price_unit: "bag",
        quantity: 20,
        location: "Kaduna",
        state: "kaduna",
      },
    }),
    // Another seller (or an admin) is told the pending listing does not exist; a buyer is refused by role.
    expect: { ...roles(200, ["farmer"]), sameRole: [403, 404], supplier: [403, 404], admin: [403, 404] },
    hostile: {
      as: "owner",
      required: ["title"],
      nonNegative: ["price", "quantity"],
      atMost: { price: MAX_UNIT_PRICE_NAIRA, quantity: MAX_QUANTITY },
    },
  },
  // Extra row: a chemical's registration details, so the hostile sweep sends them broken too.
  {
    method: "PUT",
    route: "/api/listings/user/listings/:id",
    prepare: async (world) => ({
      path: `/api/listings/user/listings/${await newListing(me(world, "farmer"))}`,
      body: {
        title: "Glyphosate 360 SL",
        category: "chemicals",
        registration_number: "A5-0123",
        registration_body: "NAFDAC",
        manufacturer: "Agro Chem Ltd",
        batch_number: "B2026-07",
        expiry_date: "2099-12-31",
      },
    }),
    expect: { ...roles(200, ["farmer"]), sameRole: [403, 404], supplier: [403, 404], admin: [403, 404] },
    hostile: { as: "owner", required: ["title", "registration_number", "expiry_date"] },
  },
  {
    method: "DELETE",
    route: "/api/listings/user/listings/:id",
    prepare: async (world) => ({ path: `/api/listings/user/listings/${await newListing(me(world, "farmer"), "approved")}` }),
    expect: { ...roles(200, ["farmer"]), sameRole: [403, 404], supplier: [403, 404], admin: [403, 404] },
  },
  {
    method: "PUT",
    route: "/api/listings/user/listings/:id/pause",
    prepare: async (world) => ({ path: `/api/listings/user/listings/${await newListing(me(world, "farmer"), "approved")}/pause` }),
    // Only the owner pauses; another seller or an admin sees a live listing they may not change (403).
    expect: { ...roles(200, ["farmer"]), sameRole: 403, supplier: 403, admin: 403 },
  },
  {
    method: "PUT",
    route: "/api/listings/user/listings/:id/resume",
    prepare: async (world) => ({ path: `/api/listings/user/listings/${await newListing(me(world, "farmer"), "paused")}/resume` }),
    // A paused listing is not public: to anyone but its owner it does not exist.
    expect: { ...roles(200, ["farmer"]), sameRole: 404, supplier: 404, admin: 404 },
  },
  {
    method: "POST",
    route: "/api/listings/user/listings/:id/images",
    prepare: async (world) => ({
      path: `/api/listings/user/listings/${await newListing(me(world, "farmer"), "approved")}/images`,
      body: photoUpload(),
    }),
    // Only the owner changes the photos; another seller or an admin sees a live listing they may not change (403).
    expect: { ...roles(201, ["farmer"]), sameRole: 403, supplier: 403, admin: 403 },
  },
  {
    method: "DELETE",
    route: "/api/listings/user/listings/:id/images/:imageId",
    prepare: async (world) => {
      const { listingId, imageId } = await listingWithPhoto(me(world, "farmer"));
      return { path: `/api/listings/user/listings/${listingId}/images/${imageId}` };
    },
    expect: { ...roles(200, ["farmer"]), sameRole: 403, supplier: 403, admin: 403 },
  },
  {
    method: "PUT",
    route: "/api/listings/user/listings/:id/images/order",
    prepare: async (world) => {
      const { listingId, imageId } = await listingWithPhoto(me(world, "farmer"), "pending");
      return { path: `/api/listings/user/listings/${listingId}/images/order`, body: { image_ids: [imageId] } };
    },
    // A pending listing is not public: to anyone but its owner it does not exist.
    expect: { ...roles(200, ["farmer"]), sameRole: 404, supplier: 404, admin: 404 },
    hostile: { as: "owner", required: ["image_ids"] },
  },
  {
    method: "GET",
    route: "/api/listings/:id",
    prepare: async (world) => ({ path: `/api/listings/${await newListing(me(world, "farmer"), "approved")}` }),
    expect: everyone(200),
  },
  // A sold-out listing keeps its page for everyone (it says "Sold out"), out of browse.
  {
    method: "GET",
    route: "/api/listings/:id",
    prepare: async (world) => ({ path: `/api/listings/${await newListing(me(world, "farmer"), "sold")}` }),
    expect: everyone(200),
  },
  // Extra rows for the same route: a listing under review or frozen is seen only by its owner and admins.
  {
    method: "GET",
    route: "/api/listings/:id",
    prepare: async (world) => ({ path: `/api/listings/${await newListing(me(world, "farmer"), "pending")}` }),
    expect: { ...everyone(404), owner: 200, farmer: 200, admin: 200 },
  },
  {
    method: "GET",
    route: "/api/listings/:id",
    prepare: async (world) => ({ path: `/api/listings/${await newListing(me(world, "farmer"), "approved", true)}` }),
    expect: { ...everyone(404), owner: 200, farmer: 200, admin: 200 },
  },
  {
    method: "GET",
    route: "/api/chat/groups/:id/messages",
    // A group awaiting review has no readable messages, not even for its creator.
    prepare: async (world) => ({ path: `/api/chat/groups/${await newGroup(me(world, "farmer"), "pending")}/messages` }),
    expect: signedIn(404),
  },
  // ---- Marketplace: purchase requests ----
  {
    method: "GET",
    route: "/api/users/purchase-requests",
    prepare: () => ({ path: "/api/users/purchase-requests" }),
    expect: roles(200, ["farmer", "supplier", "admin"]),
  },
  {
    method: "GET",
    route: "/api/users/purchase-requests/sent",
    prepare: () => ({ path: "/api/users/purchase-requests/sent", owner: "buyer" }),
    expect: roles(200, ["buyer"], "buyer"),
  },
  {
    method: "GET",
    route: "/api/users/purchase-requests/:id",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newPurchaseRequest(me(world, "farmer"), me(world, "buyer"))}`,
    }),
    // Its seller and its buyer see an order; to anyone else it does not exist.
    expect: { ...signedIn(404), owner: 200, farmer: 200, buyer: 200 },
  },
  {
    method: "PUT",
    route: "/api/users/purchase-requests/:id",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newPurchaseRequest(me(world, "farmer"), me(world, "buyer"))}`,
      body: { status: "accepted" },
    }),
    // Only the listing's seller decides; its buyer may not accept (403); anyone else is told the request does not exist.
    expect: { ...roles(200, ["farmer"]), sameRole: 404, supplier: 404, admin: 404 },
    hostile: { as: "owner", required: ["status"] },
  },
  {
    method: "PUT",
    route: "/api/users/purchase-requests/:id",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newPurchaseRequest(me(world, "farmer"), me(world, "buyer"))}`,
      body: { status: "cancelled" },
      owner: "buyer",
    }),
    // Its buyer cancels (a buyer's move, not a seller's: 403 to the seller); anyone else is told it does not exist.
    expect: { ...signedIn(404), owner: 200, buyer: 200, farmer: 403 },
  },
  // ---- Ratings and seller pages ----
  {
    method: "POST",
    route: "/api/users/purchase-requests/:id/rating",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newCompletedRequest(me(world, "farmer"), me(world, "buyer"))}/rating`,
      body: { stars: 4, comment: "Fair deal" },
    }),
    // Both parties rate (seller and buyer); anyone else is told the request does not exist.
    expect: { ...signedIn(404), owner: 201, farmer: 201, buyer: 201 },
    hostile: { as: "owner", required: ["stars"], nonNegative: ["stars"], atMost: { stars: 5 } },
  },
  {
    method: "PUT",
    route: "/api/users/purchase-requests/:id/rating",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newRatedRequest(me(world, "farmer"), me(world, "buyer"))}/rating`,
      body: { stars: 3 },
    }),
    expect: { ...signedIn(404), owner: 200, farmer: 200, buyer: 200 },
    hostile: { as: "owner", required: ["stars"], nonNegative: ["stars"], atMost: { stars: 5 } },
  },
  {
    method: "GET",
    route: "/api/sellers/:id",
    prepare: (world) => ({ path: `/api/sellers/${me(world, "farmer")}` }),
    expect: everyone(200),
  },
  // ---- Notifications: each user's own ----
  { method: "GET", route: "/api/notifications", prepare: () => ({ path: "/api/notifications" }), expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/notifications/unread-count",
    prepare: () => ({ path: "/api/notifications/unread-count" }),
    expect: signedIn(200),
  },
  { method: "PUT", route: "/api/notifications/read-all", prepare: () => ({ path: "/api/notifications/read-all" }), expect: signedIn(200) },
  {
    method: "PUT",
    route: "/api/notifications/:id/read",
    prepare: async (world) => ({ path: `/api/notifications/${await newNotification(me(world, "farmer"))}/read` }),
    // Another user's notification does not exist for them.
    expect: { ...signedIn(404), owner: 200, farmer: 200 },
  },
  // ---- Media ----
  {
    method: "GET",
    route: "/api/media/:key{.+}",
    prepare: async (world) => {
      const created = await call("POST", "/api/listings/user/listing", { token: world.accounts.farmer.token, rawBody: listingUpload() });
      const first = created.json?.images?.[0];
      const url: string = (typeof first === "string" ? first : first?.url) ?? "";
      if (!url.startsWith("/api/media/listings/")) throw new Error(`no image key in ${created.status} ${created.text.slice(0, 200)}`);
      return { path: url };
    },
    expect: everyone(200),
  },
  // ---- Profile and verification ----
  {
    method: "PUT",
    route: "/api/users/profile",
    prepare: () => ({ path: "/api/users/profile", body: { location: "Kano", contact_preference: "phone" } }),
    expect: signedIn(200),
    hostile: { as: "buyer", required: [] },
  },
  // Records the view (first_visit) and answers the dashboard's counts; takes no body.
  { method: "POST", route: "/api/users/dashboard-visit", prepare: () => ({ path: "/api/users/dashboard-visit" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/users/contact",
    // Every world account has the password registerUser gives (ADR 053: the change needs it).
    prepare: () => ({ path: "/api/users/contact", body: { phone: uniquePhone(), currentPassword: "strong-pass-1" } }),
    expect: signedIn(202),
    hostile: { as: "buyer", required: ["phone"] },
  },
  // The code standing in for the password of an account without one; the world's accounts have one: refused. No body.
  { method: "POST", route: "/api/users/contact/proof", prepare: () => ({ path: "/api/users/contact/proof" }), expect: signedIn(400) },
  {
    method: "POST",
    route: "/api/users/contact/confirm",
    // No code was sent for this number to anyone: refused for every signed-in caller.
    prepare: () => ({ path: "/api/users/contact/confirm", body: { phone: uniquePhone(), code: "123456" } }),
    expect: signedIn(400),
    hostile: { as: "buyer", required: ["code"] },
  },
  // The web side of the USSD PIN (ADR 078): its state, and the reset behind the current password (every world account
  // has the one registerUser gives); an account without a PIN gets the same answer, so every caller resets their own.
  { method: "GET", route: "/api/users/ussd-pin", prepare: () => ({ path: "/api/users/ussd-pin" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/users/ussd-pin/reset",
    prepare: () => ({ path: "/api/users/ussd-pin/reset", body: { currentPassword: "strong-pass-1" } }),
    expect: signedIn(200),
    hostile: { as: "buyer", required: ["currentPassword"] },
  },
  // ---- Payments (ADR 082): the banks are public; a payout account is a seller's own (farmers and suppliers) ----
  { method: "GET", route: "/api/payments/banks", prepare: () => ({ path: "/api/payments/banks" }), expect: everyone(200) },
  {
    method: "GET",
    route: "/api/users/payout-account",
    prepare: () => ({ path: "/api/users/payout-account" }),
    expect: roles(200, ["farmer", "supplier"]),
  },
  {
    method: "PUT",
    route: "/api/users/payout-account",
    // A GTBank NUBAN whose check digit is right; the development provider resolves its name.
    prepare: () => ({ path: "/api/users/payout-account", body: { bank_code: "058", account_number: "0123456785" } }),
    expect: roles(200, ["farmer", "supplier"]),
    hostile: { as: "farmer", required: ["bank_code", "account_number"] },
  },
  {
    method: "DELETE",
    route: "/api/users/payout-account",
    prepare: () => ({ path: "/api/users/payout-account" }),
    expect: roles(204, ["farmer", "supplier"]),
  },
  // ---- Paying for an order (ADR 083): its buyer pays; its seller is refused; to anyone else it does not exist ----
  {
    method: "POST",
    route: "/api/users/purchase-requests/:id/payment",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${await newPayableRequest(me(world, "farmer"), me(world, "buyer"))}/payment`,
      body: {},
    }),
    expect: { ...signedIn(404), owner: 403, farmer: 403, buyer: 201 },
    hostile: { as: "buyer", required: [] },
  },
  // The order's payment: its buyer and its seller see it (the seller without where to transfer); anyone else, not found.
  {
    method: "GET",
    route: "/api/users/purchase-requests/:id/payment",
    prepare: async (world) => {
      const id = await newPayableRequest(me(world, "farmer"), me(world, "buyer"));
      const opened = await call("POST", `/api/users/purchase-requests/${id}/payment`, { token: world.accounts.buyer.token, body: {} });
      if (opened.status !== 201) throw new Error(`the matrix could not open a payment: ${opened.status}`);
      return { path: `/api/users/purchase-requests/${id}/payment` };
    },
    expect: { ...signedIn(404), owner: 200, farmer: 200, buyer: 200 },
  },
  // The handover (ADR 088): the seller types the buyer's code and the held money is released; the buyer is refused (403),
  // anyone else does not see the order (404).
  {
    method: "POST",
    route: "/api/users/purchase-requests/:id/handover",
    prepare: async (world) => {
      const id = await newPayableRequest(me(world, "farmer"), me(world, "buyer"));
      const { code } = await holdPaymentOf(id, world.accounts.buyer.token);
      return { path: `/api/users/purchase-requests/${id}/handover`, body: { code } };
    },
    expect: { ...signedIn(404), owner: 200, farmer: 200, buyer: 403 },
    hostile: { as: "farmer", required: ["code"] },
  },
  // A dispute (ADR 092): the buyer of an order whose money is held reports a problem; the seller is refused (403),
  // anyone else does not see the order (404).
  {
    method: "POST",
    route: "/api/users/purchase-requests/:id/dispute",
    prepare: async (world) => {
      const id = await newPayableRequest(me(world, "farmer"), me(world, "buyer"));
      await holdPaymentOf(id, world.accounts.buyer.token);
      return { path: `/api/users/purchase-requests/${id}/dispute`, body: { reason: "not_received", details: "Nothing came" } };
    },
    expect: { ...signedIn(404), owner: 403, farmer: 403, buyer: 201 },
    hostile: { as: "buyer", required: ["reason"] },
  },
  { method: "GET", route: "/api/admin/disputes", prepare: () => ({ path: "/api/admin/disputes?status=open" }), expect: adminOnly(200) },
  // A dispute's conversation (ADR 098): the order's buyer and seller (the owner is the farmer) read and write; anyone
  // else does not see the order (404). The admin's view of one dispute, with its order's history.
  {
    method: "GET",
    route: "/api/users/purchase-requests/:id/dispute/messages",
    prepare: async (world) => ({ path: `/api/users/purchase-requests/${(await newDisputedOrder(world)).orderId}/dispute/messages` }),
    expect: { ...signedIn(404), owner: 200, farmer: 200, buyer: 200 },
  },
  {
    method: "POST",
    route: "/api/users/purchase-requests/:id/dispute/messages",
    prepare: async (world) => ({
      path: `/api/users/purchase-requests/${(await newDisputedOrder(world)).orderId}/dispute/messages`,
      body: { message: "The bags were dry when they left" },
    }),
    expect: { ...signedIn(404), owner: 201, farmer: 201, buyer: 201 },
    hostile: { as: "buyer", required: ["message"] },
  },
  {
    method: "GET",
    route: "/api/admin/disputes/:id",
    prepare: async (world) => ({ path: `/api/admin/disputes/${await newDispute(world)}` }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/disputes/:id",
    prepare: async (world) => ({
      path: `/api/admin/disputes/${await newDispute(world)}`,
      body: { action: "refund", amount: 100, note: "Part of the maize was wet" },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["action", "note"], nonNegative: ["amount"] },
  },
  // Payouts (ADR 096): the admin's failed and stuck payouts, and one sent again after asking the provider.
  { method: "GET", route: "/api/admin/payouts", prepare: () => ({ path: "/api/admin/payouts" }), expect: adminOnly(200) },
  {
    method: "POST",
    route: "/api/admin/payouts/:id/retry",
    prepare: async (world) => ({ path: `/api/admin/payouts/${await newFailedPayout(world)}/retry`, body: {} }),
    expect: adminOnly(200),
  },
  // Retrying a failed refund (ADR 097): a dispute refunded whose refund the provider did not take.
  {
    method: "POST",
    route: "/api/admin/disputes/:id/refund/retry",
    prepare: async (world) => ({ path: `/api/admin/disputes/${await newFailedRefund(world)}/refund/retry`, body: {} }),
    expect: adminOnly(200),
  },
  // The development provider's counter: like every developer tool, the API's 404 outside development.
  { method: "GET", route: "/api/dev/payments", prepare: () => ({ path: "/api/dev/payments" }), expect: everyone(404) },
  {
    method: "POST",
    route: "/api/dev/payments/:reference/pay",
    prepare: () => ({ path: "/api/dev/payments/gona-1-matrix/pay", body: {} }),
    expect: everyone(404),
  },
  // Paystack's webhook is admitted by its signature over the raw body, never by a session: unsigned, every caller
  // gets 401 and nothing changes (worker/api/payments-pay.test.ts sends signed events).
  {
    method: "POST",
    route: "/api/payments/paystack/webhook",
    prepare: () => ({
      path: "/api/payments/paystack/webhook",
      body: { event: "charge.success", data: { id: 1, reference: "gona-1-unsigned", amount: 375000, currency: "NGN" } },
    }),
    expect: everyone(401),
    hostile: { as: "anonymous", required: [] },
  },
  // ---- Web Push and notification preferences ----
  { method: "GET", route: "/api/push/public-key", prepare: () => ({ path: "/api/push/public-key" }), expect: everyone(200) },
  { method: "GET", route: "/api/push/subscriptions", prepare: () => ({ path: "/api/push/subscriptions" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/push/subscriptions",
    prepare: async () => {
      const keys = await subscriberKeys();
      const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
      return { path: "/api/push/subscriptions", body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
    },
    expect: signedIn(201),
    hostile: { as: "buyer", required: ["endpoint", "keys"] },
  },
  {
    method: "DELETE",
    route: "/api/push/subscriptions",
    prepare: () => ({ path: "/api/push/subscriptions", body: { endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}` } }),
    expect: signedIn(204),
    hostile: { as: "buyer", required: ["endpoint"] },
  },
  {
    method: "GET",
    route: "/api/notifications/preferences",
    prepare: () => ({ path: "/api/notifications/preferences" }),
    expect: signedIn(200),
  },
  {
    method: "PUT",
    route: "/api/notifications/preferences",
    prepare: () => ({ path: "/api/notifications/preferences", body: { preferences: { "listing.reviewed": { push: true } } } }),
    expect: signedIn(200),
    hostile: { as: "buyer", required: ["preferences"] },
  },
  { method: "GET", route: "/api/users/verify", prepare: () => ({ path: "/api/users/verify" }), expect: roles(200, ["farmer", "supplier"]) },
  {
    method: "POST",
    route: "/api/users/verify",
    prepare: async (world) => {
      // One pending request per farmer: clear the world farmers' earlier ones so each check starts clean.
      await env.DB.prepare("DELETE FROM verification_requests WHERE user_id IN (?, ?)")
        .bind(me(world, "farmer"), me(world, "farmer2"))
        .run();
      const form = new FormData();
      form.append("documentType", "farm-license");
      form.append("document", new File([pngBytes()], "licence.png", { type: "image/png" }));
      return { path: "/api/users/verify", body: form };
    },
    // Suppliers file through the same route, with business documents: a farm licence is refused as another role's type.
    expect: { ...roles(201, ["farmer"]), supplier: 400 },
  },
  // ---- Admin panel ----
  { method: "GET", route: "/api/admin/dashboard/stats", prepare: () => ({ path: "/api/admin/dashboard/stats" }), expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/tab-counts", prepare: () => ({ path: "/api/admin/tab-counts" }), expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/listings/pending", prepare: () => ({ path: "/api/admin/listings/pending" }), expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/listings/all", prepare: () => ({ path: "/api/admin/listings/all?q=maize" }), expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/users", prepare: () => ({ path: "/api/admin/users?limit=5" }), expect: adminOnly(200) },
  {
    method: "GET",
    route: "/api/admin/verification-requests",
    prepare: () => ({ path: "/api/admin/verification-requests" }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/admin/verification-requests/:id/document",
    prepare: async () => ({ path: `/api/admin/verification-requests/${(await newVerificationRequest()).id}/document` }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/verification-requests/:id",
    prepare: async () => ({
      path: `/api/admin/verification-requests/${(await newVerificationRequest()).id}`,
      body: { status: "approved", badgeType: "verified", adminNotes: "Licence checked" },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["status"] },
  },
  {
    method: "PUT",
    route: "/api/admin/listings/:id/status",
    prepare: async (world) => ({
      path: `/api/admin/listings/${await newListing(me(world, "farmer"))}/status`,
      body: { status: "approved" },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["status"] },
  },
  {
    method: "PUT",
    route: "/api/admin/listings/:id/freeze",
    prepare: async (world) => ({
      path: `/api/admin/listings/${await newListing(me(world, "farmer"), "approved")}/freeze`,
      body: { reason: "counterfeit_suspected", note: "Brand name on a generic bag" },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["reason"] },
  },
  {
    method: "PUT",
    route: "/api/admin/listings/:id/unfreeze",
    prepare: async (world) => ({ path: `/api/admin/listings/${await newListing(me(world, "farmer"), "approved", true)}/unfreeze` }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/listings/:id/featured",
    prepare: async (world) => ({
      path: `/api/admin/listings/${await newListing(me(world, "farmer"), "approved")}/featured`,
      body: { is_featured: true },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["is_featured"] },
  },
  { method: "GET", route: "/api/admin/group-requests", prepare: () => ({ path: "/api/admin/group-requests" }), expect: adminOnly(200) },
  {
    method: "PUT",
    route: "/api/admin/group-requests/:id/approve",
    prepare: async (world) => ({ path: `/api/admin/group-requests/${await newGroup(me(world, "farmer"), "pending")}/approve` }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/group-requests/:id/reject",
    prepare: async (world) => ({ path: `/api/admin/group-requests/${await newGroup(me(world, "farmer"), "pending")}/reject` }),
    expect: adminOnly(200),
  },
  // Safety: anyone signed in reports what they can see; admins decide, suspend and read the audit log.
  {
    method: "POST",
    route: "/api/reports",
    prepare: async (world) => ({
      path: "/api/reports",
      body: { target_type: "hub_post", target_id: await newPost(me(world, "farmer")), reason: "scam" },
    }),
    // The post is the farmer's own: nobody reports what they wrote.
    expect: { ...signedIn(201), owner: 400, farmer: 400 },
    hostile: { as: "buyer", required: ["target_type", "target_id", "reason"], freshUserPerRequest: true },
  },
  { method: "GET", route: "/api/admin/reports", prepare: () => ({ path: "/api/admin/reports?status=open" }), expect: adminOnly(200) },
  {
    method: "PUT",
    route: "/api/admin/reports/:id",
    prepare: async (world) => ({
      path: `/api/admin/reports/${await newReport(me(world, "buyer"))}`,
      body: { action: "dismiss", note: "Nothing wrong" },
    }),
    expect: adminOnly(200),
    hostile: { as: "admin", required: ["action"] },
  },
  {
    method: "GET",
    route: "/api/admin/audit-log",
    prepare: () => ({ path: "/api/admin/audit-log?action=listing.freeze" }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/users/:id/suspend",
    prepare: async () => ({ path: `/api/admin/users/${(await fastUser("farmer")).id}/suspend`, body: { note: "Fake seed" } }),
    expect: adminOnly(200),
    // A suspension says why (the audit log keeps it).
    hostile: { as: "admin", required: ["note"] },
  },
  {
    method: "PUT",
    route: "/api/admin/users/:id/unsuspend",
    prepare: async () => {
      const user = await fastUser("farmer");
      await env.DB.prepare("UPDATE users SET suspended_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(user.id).run();
      return { path: `/api/admin/users/${user.id}/unsuspend` };
    },
    expect: adminOnly(200),
  },
  { method: "GET", route: "/api/admin/contact-messages", prepare: () => ({ path: "/api/admin/contact-messages" }), expect: adminOnly(200) },
  {
    method: "GET",
    route: "/api/admin/messaging/failures",
    prepare: () => ({ path: "/api/admin/messaging/failures" }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/admin/contact-messages/:id/read",
    prepare: async () => ({ path: `/api/admin/contact-messages/${await newContactMessage()}/read` }),
    expect: adminOnly(200),
  },
  // ---- Farmers Hub: groups and messages (any signed-in user; per-user limits) ----
  { method: "GET", route: "/api/chat/groups", prepare: () => ({ path: "/api/chat/groups" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/chat/groups",
    prepare: () => ({ path: "/api/chat/groups", body: { name: "Kano maize growers", description: "Planting dates and prices" } }),
    expect: signedIn(201),
    hostile: { as: "farmer", required: ["name"], freshUserPerRequest: true },
  },
  {
    method: "GET",
    route: "/api/chat/groups/:id/messages",
    prepare: async (world) => ({ path: `/api/chat/groups/${await newGroup(me(world, "farmer"), "approved")}/messages` }),
    expect: signedIn(200),
  },
  {
    method: "POST",
    route: "/api/chat/groups/:id/messages",
    prepare: async (world) => ({
      path: `/api/chat/groups/${await newGroup(me(world, "farmer"), "approved")}/messages`,
      body: { content: "Rain expected on Friday" },
    }),
    expect: signedIn(201),
    hostile: { as: "farmer", required: ["content"], freshUserPerRequest: true },
  },
  {
    method: "POST",
    route: "/api/chat/groups/:id/messages",
    // The same route with a voice note (multipart); the audio field's hostile rows are in worker/api/voice-notes.test.ts.
    prepare: async (world) => ({
      path: `/api/chat/groups/${await newGroup(me(world, "farmer"), "approved")}/messages`,
      body: voiceMessageForm(oggOpus(2), "note.ogg", "audio/ogg", "Hear the rain"),
    }),
    expect: signedIn(201),
  },
  {
    method: "GET",
    route: "/api/chat/voice/:file",
    prepare: async (world) => ({ path: await newVoiceNote(me(world, "farmer")) }),
    expect: signedIn(200),
  },
  // ---- Farmers Hub: Q&A posts ----
  { method: "GET", route: "/api/chat/hub-posts", prepare: () => ({ path: "/api/chat/hub-posts" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/chat/hub-posts",
    prepare: () => ({
      path: "/api/chat/hub-posts",
      body: { title: "Armyworms on my maize", content: "What should I spray?", category: "pest-control" },
    }),
    expect: signedIn(201),
    hostile: { as: "farmer", required: ["title", "content"], freshUserPerRequest: true },
  },
  {
    method: "GET",
    route: "/api/chat/hub-posts/:id",
    prepare: async (world) => ({ path: `/api/chat/hub-posts/${await newPost(me(world, "farmer"))}` }),
    expect: signedIn(200),
  },
  {
    method: "POST",
    route: "/api/chat/hub-posts/:id/replies",
    prepare: async (world) => ({
      path: `/api/chat/hub-posts/${await newPost(me(world, "farmer"))}/replies`,
      body: { content: "About 5 cm deep." },
    }),
    expect: signedIn(201),
    hostile: { as: "farmer", required: ["content"], freshUserPerRequest: true },
  },
  {
    method: "PUT",
    route: "/api/chat/hub-posts/:id/like",
    prepare: async (world) => ({ path: `/api/chat/hub-posts/${await newPost(me(world, "farmer"))}/like` }),
    expect: signedIn(200),
  },
  {
    method: "DELETE",
    route: "/api/chat/hub-posts/:id/like",
    prepare: async (world) => ({ path: `/api/chat/hub-posts/${await newPost(me(world, "farmer"))}/like` }),
    expect: signedIn(200),
  },
  {
    method: "PUT",
    route: "/api/chat/hub-posts/:id/solved",
    prepare: async (world) => {
      const postId = await newPost(me(world, "farmer"));
      const replyId = await newReply(postId, me(world, "farmer2"));
      return { path: `/api/chat/hub-posts/${postId}/solved`, body: { is_solved: true, reply_id: replyId } };
    },
    // The author or an admin (moderation; an admin's choice approves the answer for Ask AI) only.
    expect: { ...everyone(403), anonymous: 401, owner: 200, farmer: 200, admin: 200 },
    hostile: { as: "owner", required: ["is_solved"] },
  },
  // ---- Ask AI ----
  {
    method: "POST",
    route: "/api/ai/ask",
    prepare: () => ({ path: "/api/ai/ask", body: { question: "How do I store maize after harvest?" } }),
    expect: signedIn(200),
    hostile: { as: "farmer", required: ["question"], freshUserPerRequest: true },
  },
  // ---- Public site ----
  {
    method: "POST",
    route: "/api/contact",
    prepare: () => ({
      path: "/api/contact",
      body: { name: "Ada Obi", contact: "ada@example.ng", subject: "Partnership", message: "We run a cooperative in Enugu." },
    }),
    expect: everyone(201),
    hostile: { as: "anonymous", required: ["name", "contact", "subject", "message"] },
  },
  {
    method: "POST",
    route: "/api/newsletter",
    prepare: () => ({ path: "/api/newsletter", body: { email: `news-${crypto.randomUUID()}@example.ng` } }),
    expect: everyone(201),
    hostile: { as: "anonymous", required: ["email"] },
  },
  // ---- Learning (LMS): the catalog and first lessons are public, progress needs an account ----
  { method: "GET", route: "/api/lms/courses", prepare: () => ({ path: "/api/lms/courses" }), expect: everyone(200) },
  { method: "GET", route: "/api/lms/courses/:slug", prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}` }), expect: everyone(200) },
  {
    method: "GET",
    route: "/api/lms/courses/:slug/lessons/:lessonSlug",
    // The second lesson: signed-out readers get only the first one.
    prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}/lessons/preventing-aflatoxin` }),
    expect: signedIn(200),
  },
  {
    method: "GET",
    route: "/api/lms/courses/:slug/lessons/:lessonSlug",
    // The first lesson of every course is open to everyone.
    prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}/lessons/harvesting-and-drying` }),
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/lms/courses/:slug/enroll",
    prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}/enroll` }),
    // 201 the first time, 200 when already enrolled (the owner and the farmer are the same account).
    expect: signedIn([200, 201]),
  },
  {
    method: "POST",
    route: "/api/lms/courses/:slug/lessons/:lessonSlug/complete",
    prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}/lessons/harvesting-and-drying/complete` }),
    expect: signedIn(200),
  },
  {
    method: "POST",
    route: "/api/lms/courses/:slug/quiz",
    // Any well-formed attempt key is an attempt: it only fixes the order the answers refer to.
    prepare: () => ({ path: `/api/lms/courses/${LMS_COURSE}/quiz`, body: { answers: [2, 1, 1, 0], attempt: "matrix-attempt-key-000" } }),
    expect: signedIn(200),
    hostile: { as: "farmer", required: ["answers", "attempt"] },
  },
  { method: "GET", route: "/api/lms/progress", prepare: () => ({ path: "/api/lms/progress" }), expect: signedIn(200) },
];

export function registeredRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen].sort();
}

export let world: World;

export async function tokenFor(actor: Actor, owner: Role): Promise<string | undefined> {
  const { accounts } = world;
  switch (actor) {
    case "anonymous":
      return undefined;
    case "owner":
      return accounts[owner].token;
    case "sameRole":
      return owner === "admin" ? accounts.admin.token : accounts[`${owner}2` as "farmer2"].token;
    default:
      return accounts[actor].token;
  }
}

export async function setUpWorld(): Promise<World> {
  // Rows for the courses' routes name real courses and lessons.
  await loadContent();
  // Per-user rate limits are keyed by user id and the limiter may outlive this file's D1: start this file's ids at a
  // random high number so they never share a key with another test file's users.
  await env.DB.prepare("INSERT INTO users (id, email, password_hash, full_name, role) VALUES (?, ?, 'x', 'Id offset', 'buyer')")
    .bind(1_000_000 + Math.floor(Math.random() * 1_000_000_000), unique("offset").email)
    .run();
  const farmer = await registerUser("farmer");
  const admin = await registerUser("farmer");
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
  world = {
    accounts: {
      farmer,
      farmer2: await registerUser("farmer"),
      buyer: await registerUser("buyer"),
      buyer2: await registerUser("buyer"),
      supplier: await registerUser("supplier"),
      supplier2: await registerUser("supplier"),
      admin,
    },
  };
  return world;
}

/** A request as a given caller, from its own client address (so rate limits of one check never touch another). */
export async function callAs(actor: Actor, row: Row, prepared: Prepared, init: { body?: unknown; rawBody?: string; token?: string } = {}) {
  const token = init.token ?? (await tokenFor(actor, prepared.owner ?? "farmer"));
  const headers: Record<string, string> = { "cf-connecting-ip": unique().address };
  if (init.rawBody !== undefined) headers["content-type"] = "application/json";
  const body = init.body ?? prepared.body;
  // FormData goes as-is: the runtime sets the multipart content type and boundary.
  if (init.rawBody === undefined && body instanceof FormData) return call(row.method, prepared.path, { token, rawBody: body, headers });
  return call(row.method, prepared.path, {
    token,
    body: init.rawBody === undefined ? body : undefined,
    rawBody: init.rawBody,
    headers,
  });
}
