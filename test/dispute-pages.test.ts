// Disputes and refunds (ADR 092) as a browser without JavaScript gets them: the buyer's "Report a problem with this
// order" form while the money is held, the order shown in dispute to both sides, and the admin's disputes page with
// its release and refund forms, each asked about before it is sent.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call, unique } from "./http";
import { heldPayment, paymentState } from "./payments";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A page as the signed-in user's browser gets it: GET, or the form posted. */
async function browse(token: string, path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { accept: "text/html", "accept-language": "en", "cf-connecting-ip": unique().address };
  headers.cookie = `gona_session=${token}`;
  const answer = form
    ? await call("POST", path, { headers: { ...headers, ...FORM }, rawBody: new URLSearchParams(form).toString() })
    : await call("GET", path, { headers });
  return { status: answer.status, location: answer.headers.get("location"), text: answer.text };
}

describe("disputes without JavaScript (ADR 092)", () => {
  it("lets the buyer report a problem while the money is held, and shows the order in dispute to both sides", async () => {
    const { seller, buyer, id, reference } = await heldPayment();
    const page = await browse(buyer.token, `/orders/${id}`);
    expect(page.text).toContain("Report a problem with this order");
    expect(page.text).toContain(`action="/orders/${id}/problem"`);
    expect(page.text).toContain('<option value="damaged">Damaged or spoilt</option>');
    // The seller has no such form.
    expect((await browse(seller.token, `/orders/${id}`)).text).not.toContain("Report a problem with this order");

    const refused = await browse(buyer.token, `/orders/${id}/problem`, { reason: "bored" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose what went wrong");

    const sent = await browse(buyer.token, `/orders/${id}/problem`, { reason: "damaged", details: "Two bags were wet" });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/orders/${id}?notice=dispute-opened&at=order-${id}`);
    const after = await browse(buyer.token, sent.location ?? "");
    expect(after.text).toContain("Your problem is reported.");
    expect(after.text).toContain("In dispute: an admin is looking at it");
    expect(after.text).not.toContain("Report a problem with this order");
    expect((await browse(seller.token, `/orders/${id}`)).text).toContain("In dispute: an admin is looking at it");
    expect((await paymentState(reference)).payment.status).toBe("disputed");
    // Nothing more to report: the problem page sends the buyer back to the order.
    expect((await browse(buyer.token, `/orders/${id}/problem`)).location).toBe(`/orders/${id}`);
  });

  it("lists the dispute for the admin and decides a part refund only after the confirmation", async () => {
    const { buyer, id, reference } = await heldPayment();
    expect(
      (await call("POST", `/api/users/purchase-requests/${id}/dispute`, { token: buyer.token, body: { reason: "wrong_quantity" } })).status,
    ).toBe(201);
    const disputeId = (await paymentState(reference)).payment.id as number;
    const admin = await fastUser("admin");

    const list = await browse(admin.token, "/admin/disputes");
    expect(list.status).toBe(200);
    expect(list.text).toContain(`Order #${id}`);
    expect(list.text).toContain("Wrong quantity");
    expect(list.text).toContain("₦3,593.75");
    expect(list.text).toContain("Release to the seller");
    expect(list.text).toContain("Refund the buyer");
    expect((await browse(admin.token, "/admin")).text).toContain('href="/admin/disputes"');

    const form = { id: String(disputeId), action: "refund", amount: "1000", note: "One bag short", held: "3593.75" };
    const asked = await browse(admin.token, "/admin/disputes", form);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Refund ₦1,000.00 to the buyer and release ₦2,593.75 to the seller?");
    expect((await paymentState(reference)).payment.status).toBe("disputed");

    const done = await browse(admin.token, "/admin/disputes", { ...form, confirm: "1" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/disputes?notice=dispute-decided&at=disputes");
    const { payment, sum } = await paymentState(reference);
    expect([payment.status, sum]).toEqual(["refunded", 0]);
    const refund = await env.DB.prepare("SELECT amount_kobo FROM dev_payment_refunds WHERE transaction_reference = ?")
      .bind(reference)
      .first<{ amount_kobo: number }>();
    expect(refund?.amount_kobo).toBe(100_000);

    const again = await browse(admin.token, "/admin/disputes", { ...form, confirm: "1" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This dispute is already decided");
    expect((await browse(buyer.token, `/orders/${id}`)).text).toContain("Refunded to the buyer");
  });

  it("refunds all the buyer paid when the amount is left empty (ADR 098): the question names the whole total", async () => {
    const { buyer, id, reference } = await heldPayment();
    expect(
      (await call("POST", `/api/users/purchase-requests/${id}/dispute`, { token: buyer.token, body: { reason: "not_received" } })).status,
    ).toBe(201);
    const disputeId = (await paymentState(reference)).payment.id as number;
    const admin = await fastUser("admin");
    const list = await browse(admin.token, "/admin/disputes");
    expect(list.text).toContain("leave empty to refund all the buyer paid");
    expect(list.text).toContain("₦3,750.00");

    const form = { id: String(disputeId), action: "refund", amount: "", note: "Nothing came", held: "3593.75", total: "3750" };
    const asked = await browse(admin.token, "/admin/disputes", form);
    expect(asked.text).toContain("Refund ₦3,750.00 to the buyer and release ₦0.00 to the seller?");
    expect((await browse(admin.token, "/admin/disputes", { ...form, confirm: "1" })).status).toBe(302);
    const { payment, ledger, sum } = await paymentState(reference);
    expect([payment.status, sum]).toEqual(["refunded", 0]);
    expect(ledger.find((entry: { kind: string; amount_kobo: number }) => entry.kind === "refunded")?.amount_kobo).toBe(375_000);
  });
});

describe("a dispute's conversation and history without JavaScript (ADR 098)", () => {
  it("lets the seller give their side on the order page, the buyer read it, and the admin see it beside the order's history", async () => {
    const { seller, buyer, id, reference } = await heldPayment();
    const opened = await call("POST", `/api/users/purchase-requests/${id}/dispute`, {
      token: buyer.token,
      body: { reason: "damaged", details: "Two bags were wet" },
    });
    expect(opened.status).toBe(201);
    const page = await browse(seller.token, `/orders/${id}`);
    expect(page.text).toContain("The problem: what each side says");
    expect(page.text).toContain(`action="/orders/${id}/dispute-message"`);

    const empty = await browse(seller.token, `/orders/${id}/dispute-message`, { message: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Write a message");

    const sent = await browse(seller.token, `/orders/${id}/dispute-message`, { message: "The bags were dry when they left" });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/orders/${id}?notice=dispute-message-sent&at=order-${id}`);
    expect((await browse(seller.token, sent.location ?? "")).text).toContain("Your message is sent. The other side is told.");
    expect((await browse(buyer.token, `/orders/${id}`)).text).toContain("The bags were dry when they left");

    const disputeId = (await paymentState(reference)).payment.id as number;
    const admin = await fastUser("admin");
    expect((await browse(admin.token, "/admin/disputes")).text).toContain(`href="/admin/disputes/${disputeId}"`);
    const view = await browse(admin.token, `/admin/disputes/${disputeId}`);
    expect(view.status).toBe(200);
    for (const words of [
      "What each side says",
      "The bags were dry when they left",
      "Request made",
      "Accepted by the seller",
      "Money held",
      "Problem reported",
      "Two bags were wet",
      "Told",
    ])
      expect(view.text, words).toContain(words);
    expect(view.text.indexOf("Request made")).toBeLessThan(view.text.indexOf("Problem reported"));
    expect((await browse(buyer.token, `/admin/disputes/${disputeId}`)).status).toBe(302);
    expect((await browse(admin.token, "/admin/disputes/999999999")).status).toBe(404);
  });

  it("shows a refund the provider refused and retries it from a plain form, verified first so it is never sent twice (ADR 097)", async () => {
    const { buyer, id, reference } = await heldPayment();
    expect(
      (await call("POST", `/api/users/purchase-requests/${id}/dispute`, { token: buyer.token, body: { reason: "not_received" } })).status,
    ).toBe(201);
    const payment = (await paymentState(reference)).payment;
    const dispute = await env.DB.prepare("SELECT id FROM payment_disputes WHERE payment_id = ?").bind(payment.id).first<{ id: number }>();
    const disputeId = dispute?.id as number;
    const admin = await fastUser("admin");
    const decided = await call("PUT", `/api/admin/disputes/${disputeId}`, {
      token: admin.token,
      body: { action: "refund", note: "Nothing came" },
    });
    expect(decided.status).toBe(200);
    // The provider's answer was lost and the refund recorded as failed, as a timeout leaves it.
    await env.DB.prepare("UPDATE payment_disputes SET refund_status = 'failed' WHERE id = ?").bind(disputeId).run();
    const refunds = () =>
      env.DB.prepare("SELECT count(*) AS n FROM dev_payment_refunds WHERE transaction_reference = ?")
        .bind(reference)
        .first<{ n: number }>();
    expect((await refunds())?.n).toBe(1);

    const list = await browse(admin.token, "/admin/disputes");
    expect(list.text).toContain('data-refund-status="failed"');
    expect(list.text).toContain("Retry the refund");

    const retried = await browse(admin.token, "/admin/disputes", { id: String(disputeId), action: "retry-refund" });
    expect(retried.status).toBe(302);
    expect(retried.location).toBe("/admin/disputes?notice=refund-retried&at=disputes");
    const after = await browse(admin.token, retried.location ?? "");
    expect(after.text).toContain("The refund was tried again.");
    // The provider had refunded it after all: marked so, and no second refund was asked for.
    expect(after.text).toContain('data-refund-status="processed"');
    expect(after.text).toContain("Reached the buyer");
    expect((await refunds())?.n).toBe(1);

    const again = await browse(admin.token, "/admin/disputes", { id: String(disputeId), action: "retry-refund" });
    expect(again.status).toBe(409);
    expect((await browse(buyer.token, "/admin/disputes", { id: String(disputeId), action: "retry-refund" })).status).toBe(302);
  });
});
