// A dispute's conversation and the admin's view of the order's history (ADR 098), through the real Worker and D1:
// who may write (the order's buyer and seller, only while the dispute is open), what the other side is told, hostile
// input, and the admin's dispute with its timeline and messages.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { heldPayment, paymentState } from "../../test/payments";

const say = (token: string | undefined, id: number, body: unknown) =>
  call("POST", `/api/users/purchase-requests/${id}/dispute/messages`, { token, body });
const read = (token: string | undefined, id: number) => call("GET", `/api/users/purchase-requests/${id}/dispute/messages`, { token });

/** A held payment its buyer disputed, with an admin: the dispute's id is its payment's. */
async function disputed() {
  const order = await heldPayment();
  const opened = await call("POST", `/api/users/purchase-requests/${order.id}/dispute`, {
    token: order.buyer.token,
    body: { reason: "damaged", details: "Two bags were wet" },
  });
  expect(opened.status).toBe(201);
  const { payment } = await paymentState(order.reference);
  return { ...order, disputeId: payment.id as number, admin: await fastUser("admin") };
}

const told = async (userId: number) =>
  (
    await env.DB.prepare("SELECT params FROM notifications WHERE user_id = ? AND type = 'payment.disputed' ORDER BY id")
      .bind(userId)
      .all<{ params: string }>()
  ).results.map((row) => JSON.parse(row.params));

const count = async (disputeId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM dispute_messages WHERE dispute_id = ?").bind(disputeId).first<{ n: number }>())?.n;

describe("a dispute's conversation", () => {
  it("lets the seller give their side and the buyer answer; each message tells the other side and is audited", async () => {
    const order = await disputed();

    const seller = await say(order.seller.token, order.id, { message: "  The bags were dry when they left my store.  " });
    expect(seller.status).toBe(201);
    expect(seller.json).toMatchObject({
      side: "seller",
      author: { id: order.seller.id },
      message: "The bags were dry when they left my store.",
    });
    expect((await told(order.buyer.id)).at(-1)).toEqual({ listing: "White maize", stage: "message", side: "buyer" });

    const buyer = await say(order.buyer.token, order.id, { message: "It rained on the lorry." });
    expect(buyer.status).toBe(201);
    expect((await told(order.seller.id)).at(-1)).toEqual({ listing: "White maize", stage: "message", side: "seller" });

    for (const token of [order.buyer.token, order.seller.token]) {
      const conversation = await read(token, order.id);
      expect(conversation.status).toBe(200);
      expect(conversation.json.dispute).toMatchObject({ id: order.disputeId, status: "open", reason: "damaged" });
      expect((conversation.json.messages as { side: string; message: string }[]).map((m) => [m.side, m.message])).toEqual([
        ["seller", "The bags were dry when they left my store."],
        ["buyer", "It rained on the lorry."],
      ]);
    }
    const trail = await env.DB.prepare(
      "SELECT admin_id, action, note FROM admin_audit_log WHERE target_type = 'dispute' AND target_id = ? ORDER BY id",
    )
      .bind(order.disputeId)
      .all();
    expect(trail.results.slice(1)).toEqual([
      { admin_id: order.seller.id, action: "dispute.message", note: "seller" },
      { admin_id: order.buyer.id, action: "dispute.message", note: "buyer" },
    ]);
  });

  it("is the order's buyer's and seller's only: a stranger and an admin are told the order does not exist, signed out is 401", async () => {
    const order = await disputed();
    for (const token of [(await fastUser("buyer")).token, (await fastUser("farmer")).token, order.admin.token]) {
      const written = await say(token, order.id, { message: "Let me in" });
      expect([written.status, written.json.code]).toEqual([404, "purchase_request_not_found"]);
      expect((await read(token, order.id)).status).toBe(404);
    }
    expect((await say(undefined, order.id, { message: "x" })).status).toBe(401);
    expect(await count(order.disputeId)).toBe(0);
  });

  it("needs an open dispute: none yet is 404, and once the admin decides it is 409 and nothing is added", async () => {
    const held = await heldPayment();
    const early = await say(held.buyer.token, held.id, { message: "Hello" });
    expect([early.status, early.json.code]).toEqual([404, "dispute_not_found"]);
    expect((await read(held.seller.token, held.id)).json.code).toBe("dispute_not_found");

    const order = await disputed();
    expect((await say(order.buyer.token, order.id, { message: "Before" })).status).toBe(201);
    const decided = await call("PUT", `/api/admin/disputes/${order.disputeId}`, {
      token: order.admin.token,
      body: { action: "release", note: "The photos show dry bags" },
    });
    expect(decided.status).toBe(200);
    for (const token of [order.buyer.token, order.seller.token]) {
      const late = await say(token, order.id, { message: "After" });
      expect([late.status, late.json.code]).toEqual([409, "dispute_not_open"]);
    }
    expect(await count(order.disputeId)).toBe(1);
    // Still readable once decided.
    expect((await read(order.buyer.token, order.id)).json.dispute.status).toBe("released");
  });

  it("refuses hostile input (empty, blank, too long, not text, unknown fields) and keeps markup as plain text", async () => {
    const order = await disputed();
    const cases: [unknown, string][] = [
      [{}, "dispute_message_required"],
      [{ message: "" }, "dispute_message_required"],
      [{ message: " \n\t " }, "dispute_message_required"],
      [{ message: 42 }, "dispute_message_required"],
      [{ message: "x".repeat(1001) }, "dispute_message_too_long"],
    ];
    for (const [body, code] of cases) {
      const answer = await say(order.buyer.token, order.id, body);
      expect([answer.status, answer.json.code], JSON.stringify(body).slice(0, 60)).toEqual([400, code]);
    }
    expect((await say(order.buyer.token, order.id, { message: "hi", side: "seller" })).status).toBe(400);
    expect((await say(order.buyer.token, 999_999_999, { message: "hi" })).status).toBe(404);
    expect((await say(order.buyer.token, order.id, { message: "x".repeat(1000) })).status).toBe(201);
    const markup = '<script>alert(1)</script> ʼ"; DROP TABLE dispute_messages; --';
    const answer = await say(order.seller.token, order.id, { message: markup });
    expect([answer.status, answer.json.message]).toEqual([201, markup]);
    expect(await count(order.disputeId)).toBe(2);
  });
});

describe("the admin's dispute with its order's history", () => {
  it("shows the order's steps in time order, what each side was told, the audit trail and the conversation", async () => {
    const order = await disputed();
    expect((await say(order.seller.token, order.id, { message: "They were dry." })).status).toBe(201);

    const view = await call("GET", `/api/admin/disputes/${order.disputeId}`, { token: order.admin.token });

    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ id: order.disputeId, order_id: order.id, status: "open", reason: "damaged" });
    expect(view.json.messages).toEqual([expect.objectContaining({ side: "seller", message: "They were dry." })]);
    const timeline = view.json.timeline as { at: string; kind: string; side?: string; text?: string; detail?: string; amount?: number }[];
    const kinds = timeline.map((step) => step.kind);
    for (const kind of [
      "requested",
      "accepted",
      "payment_created",
      "payment_held",
      "provider_event",
      "ledger",
      "dispute_opened",
      "told",
      "audit",
      "message",
    ])
      expect(kinds, kind).toContain(kind);
    const at = timeline.map((step) => step.at);
    expect([...at].sort()).toEqual(at);
    const index = (kind: string) => kinds.indexOf(kind);
    expect(index("requested")).toBeLessThan(index("accepted"));
    expect(index("accepted")).toBeLessThan(index("dispute_opened"));
    expect(index("dispute_opened")).toBeLessThan(index("message"));
    expect(timeline.find((step) => step.kind === "dispute_opened")).toMatchObject({
      side: "buyer",
      text: "Two bags were wet",
      detail: "damaged",
    });
    expect(timeline.filter((step) => step.kind === "ledger").map((step) => step.text)).toEqual(["buyer_paid", "fee", "held"]);
    // What each side was told, in their own words: the buyer's report, and the seller's message told to the buyer.
    const toldSides = timeline.filter((step) => step.kind === "told").map((step) => [step.side, step.text]);
    expect(toldSides).toContainEqual(["seller", "The buyer reported a problem"]);
    expect(toldSides).toContainEqual(["buyer", "New message about a problem"]);
    expect(timeline.filter((step) => step.kind === "audit").map((step) => step.text)).toEqual(["dispute.open", "dispute.message"]);

    const trail = await env.DB.prepare("SELECT action FROM admin_audit_log WHERE admin_id = ? AND target_id = ?")
      .bind(order.admin.id, order.disputeId)
      .all();
    expect(trail.results).toEqual([{ action: "dispute.view" }]);
    expect((await call("GET", `/api/admin/disputes/${order.disputeId}`, { token: order.seller.token })).status).toBe(403);
    const missing = await call("GET", "/api/admin/disputes/999999999", { token: order.admin.token });
    expect([missing.status, missing.json.code]).toEqual([404, "dispute_not_found"]);
  });
});
