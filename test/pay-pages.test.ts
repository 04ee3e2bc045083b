// Paying safely through Gona (/orders/{id}/pay, /dev/payments; ADR 083) as a browser without JavaScript gets it: the
// buyer's "Pay safely with Gona" on an accepted order, the total, the fee and who pays it, the account to transfer to,
// the development provider's "Pay" (the transfer arriving: the signed webhook holds the money), and each side's card.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { devTransferAccountNumber } from "../worker/services/payments/dev-provider";
import { call, ORIGIN, unique } from "./http";
import { configured } from "./messaging";
import { acceptedOrder, heldPayment } from "./payments";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A page as the signed-in user's browser gets it, in the test runtime (APP_ENV "test") or in development. */
async function browse(token: string | null, path: string, options: { form?: Record<string, string>; appEnv?: string } = {}) {
  const headers: Record<string, string> = { accept: "text/html", "accept-language": "en", "cf-connecting-ip": unique().address };
  if (token) headers.cookie = `gona_session=${token}`;
  const init: RequestInit = options.form
    ? { method: "POST", headers: { ...headers, ...FORM }, body: new URLSearchParams(options.form).toString() }
    : { headers };
  if (!options.appEnv) {
    const answer = await call(init.method ?? "GET", path, {
      headers: init.headers as Record<string, string>,
      rawBody: init.body as string,
    });
    return { status: answer.status, location: answer.headers.get("location"), text: answer.text };
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, redirect: "manual" }) as Request<unknown, IncomingRequestCfProperties>,
    configured({ APP_ENV: options.appEnv }),
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, location: response.headers.get("location"), text };
}

describe("paying for an order without JavaScript", () => {
  it("takes the buyer from the order's card to the account to transfer to, and shows both sides the payment's state", async () => {
    const { seller, buyer, id } = await acceptedOrder();
    const card = await browse(buyer.token, `/orders/${id}`);
    expect(card.text).toContain(`href="/orders/${id}/pay"`);
    expect(card.text).toContain("Pay safely with Gona");

    const before = await browse(buyer.token, `/orders/${id}/pay`);
    expect(before.status).toBe(200);
    // ₦3,750 total; the fee is 1.5 % plus ₦100 (₦156.25), paid by the seller out of the payout.
    expect(before.text).toContain("₦3,750.00");
    expect(before.text).toContain("₦156.25");
    expect(before.text).toContain("paid by the seller");
    expect(before.text).toContain("₦3,593.75");
    expect(before.text).toContain("Show the account to pay into");
    expect(before.text).not.toContain("Account number");

    const opened = await browse(buyer.token, `/orders/${id}/pay`, { form: {} });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/orders/${id}/pay?notice=payment-opened&at=payment`);
    const shown = await browse(buyer.token, opened.location ?? "");
    expect(shown.text).toContain("Here is the account to pay into.");
    expect(shown.text).toContain("Transfer ₦3,750.00 to this account");
    const reference = (await env.DB.prepare("SELECT reference FROM payments WHERE request_id = ?").bind(id).first<{ reference: string }>())
      ?.reference;
    expect(shown.text).toContain(devTransferAccountNumber(reference ?? ""));
    expect(shown.text).toContain("Paystack-Titan");
    expect(shown.text).toContain("Waiting for the buyer&#x27;s transfer");
    expect(shown.text).not.toContain("Show the account to pay into");

    // Sending the form again (a reload, a double tap) opens no second payment: the same account.
    await browse(buyer.token, `/orders/${id}/pay`, { form: {} });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE request_id = ?").bind(id).first<{ n: number }>();
    expect(count?.n).toBe(1);

    // The seller sees the state on the order's card, never the transfer account; their way to /pay is the order.
    const sellerCard = await browse(seller.token, `/orders/${id}`);
    expect(sellerCard.text).toContain("Waiting for the buyer&#x27;s transfer");
    expect(sellerCard.text).not.toContain(devTransferAccountNumber(reference ?? ""));
    expect((await browse(seller.token, `/orders/${id}/pay`)).location).toBe(`/orders/${id}`);
  });

  it("offers the buyer no Cancel while the money is held, only I received it (ADR 091)", async () => {
    const open = await acceptedOrder();
    const before = await browse(open.buyer.token, `/orders/${open.id}`);
    expect(before.text).toContain('value="cancelled"');
    expect(before.text).toContain(">Cancel request<");

    const held = await heldPayment();
    const page = await browse(held.buyer.token, `/orders/${held.id}`);

    expect(page.status).toBe(200);
    expect(page.text).toContain('data-payment="held"');
    expect(page.text).not.toContain('value="cancelled"');
    expect(page.text).not.toContain(">Cancel request<");
    expect(page.text).toContain('value="completed"');
  });

  it("offers nothing to pay when the seller has no payout account, or the order is not accepted", async () => {
    const { buyer, id } = await acceptedOrder({ payoutAccount: false });
    expect((await browse(buyer.token, `/orders/${id}`)).text).not.toContain("Pay safely with Gona");
    const page = await browse(buyer.token, `/orders/${id}/pay`);
    expect(page.text).toContain("This order cannot be paid through Gona now.");
    const refused = await browse(buyer.token, `/orders/${id}/pay`, { form: {} });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("This seller does not take payment through Gona yet.");
  });

  it("is the buyer's page in her language: Hausa", async () => {
    const { buyer, id } = await acceptedOrder();
    const page = await browse(buyer.token, `/orders/${id}/pay?lang=ha`);
    expect(page.text).toContain("Biya lafiya ta Gona");
    expect(page.text).toContain("mai sayarwa ne zai biya");
  });
});

describe("/dev/payments", () => {
  it("in development lists the payment, and its Pay holds the money through the signed webhook", async () => {
    const { seller, buyer, id } = await acceptedOrder();
    expect((await call("POST", `/api/users/purchase-requests/${id}/payment`, { token: buyer.token, body: {} })).status).toBe(201);
    const payment = await env.DB.prepare("SELECT reference FROM payments WHERE request_id = ?").bind(id).first<{ reference: string }>();
    const reference = payment?.reference ?? "";

    const list = await browse(null, "/dev/payments", { appEnv: "development" });
    expect(list.status).toBe(200);
    expect(list.text).toContain(`data-reference="${reference}"`);

    const paid = await browse(null, "/dev/payments", { appEnv: "development", form: { reference } });
    expect(paid.status).toBe(302);
    const after = await browse(null, paid.location ?? "", { appEnv: "development" });
    expect(after.text).toContain(`${reference} is paid: the webhook made it held.`);

    const state = await env.DB.prepare("SELECT status FROM payments WHERE reference = ?").bind(reference).first<{ status: string }>();
    expect(state?.status).toBe("held");
    const buyerPage = await browse(buyer.token, `/orders/${id}/pay`);
    expect(buyerPage.text).toContain("Paid. Your money is held safely.");
    expect((await browse(seller.token, `/orders/${id}`)).text).toContain("Paid: held safely until the goods change hands");

    // Paying twice is refused on the page, and the money was held once.
    const again = await browse(null, "/dev/payments", { appEnv: "development", form: { reference } });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This order is already paid");
  });

  it("is the 404 of an unknown page outside development, for the page and its API", async () => {
    expect((await browse(null, "/dev/payments")).status).toBe(404);
    expect((await call("POST", "/api/dev/payments/gona-1-x/pay", { body: {} })).status).toBe(404);
  });
});

describe("the handover without JavaScript (ADR 088)", () => {
  it("shows the buyer the code, lets the seller type it, and shows both sides the money released", async () => {
    const { seller, buyer, id, code } = await heldPayment();
    const buyerCard = await browse(buyer.token, `/orders/${id}`);
    expect(buyerCard.text).toContain(code);
    expect(buyerCard.text).toContain("Give this code to the seller only when the goods are in your hands");
    expect((await browse(buyer.token, `/orders/${id}/pay`)).text).toContain(code);
    // The seller never sees the code; their card leads to the form.
    const sellerCard = await browse(seller.token, `/orders/${id}`);
    expect(sellerCard.text).not.toContain(code);
    expect(sellerCard.text).toContain(`href="/orders/${id}/handover"`);
    expect((await browse(buyer.token, `/orders/${id}/handover`)).location).toBe(`/orders/${id}`);

    const page = await browse(seller.token, `/orders/${id}/handover`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Enter the buyer&#x27;s code");
    expect(page.text).toContain('name="code"');

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await browse(seller.token, `/orders/${id}/handover`, { form: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("This is not the buyer&#x27;s code");
    expect(wrong.text).toContain("4 tries left.");

    const right = await browse(seller.token, `/orders/${id}/handover`, { form: { code } });
    expect(right.status).toBe(302);
    expect(right.location).toBe(`/orders/${id}/handover?notice=payment-released&at=handover`);
    const done = await browse(seller.token, right.location ?? "");
    expect(done.text).toContain("The money is released.");
    expect(done.text).toContain("Paid to the seller");
    expect(done.text).not.toContain('name="code"');
    const buyerAfter = await browse(buyer.token, `/orders/${id}`);
    expect(buyerAfter.text).toContain("Paid to the seller");
    expect(buyerAfter.text).not.toContain(code);
  });

  it("tells the seller when every try is used", async () => {
    const { seller, id, code } = await heldPayment();
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) await browse(seller.token, `/orders/${id}/handover`, { form: { code: wrongCode } });
    const locked = await browse(seller.token, `/orders/${id}/handover`, { form: { code } });
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("No tries left. Ask the buyer to confirm in Gona that they received the goods.");
  });
});

describe("the date held money goes to the seller (ADR 095)", () => {
  it("tells both sides, once the seller marked the order delivered, the day the money goes without the buyer", async () => {
    const { seller, buyer, id } = await heldPayment();
    expect((await browse(buyer.token, `/orders/${id}`)).text).not.toContain('data-testid="release-date"');

    const delivered = await call("PUT", `/api/users/purchase-requests/${id}`, { token: seller.token, body: { status: "completed" } });
    expect(delivered.status).toBe(200);
    await env.DB.prepare("UPDATE purchase_requests SET completed_at = '2026-11-02T09:00:00.000Z' WHERE id = ?").bind(id).run();

    // The date is whole: its spaces do not break.
    expect((await browse(buyer.token, `/orders/${id}`)).text).toContain(
      "If you do nothing, the money goes to the seller on 9\u00a0Nov\u00a02026. Confirm receipt when you have the goods, or report a problem before then.",
    );
    expect((await browse(seller.token, `/orders/${id}`)).text).toContain(
      "The money comes to you on 9\u00a0Nov\u00a02026, unless the buyer confirms sooner or reports a problem.",
    );
  });
});
