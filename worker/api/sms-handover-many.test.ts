// `CODE <code>` by SMS from a seller with several held orders (ADR 099), through the real Worker and D1: one wrong code
// costs the seller one SMS try (every held code it was compared with counts it, in their own SMS count), never the
// web's and USSD's five per order; five wrong codes lock the SMS door for the codes they were compared with, however
// many orders are held, while the web handover and an order held later keep their own tries.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "../../test/fast-users";
import { call, uniquePhone } from "../../test/http";
import { heldPayment, holdPaymentOf, moveOrder, paymentState } from "../../test/payments";
import { lastReply, textIn } from "../../test/sms";
import { toGsm7 } from "../services/gsm7";
import { SMS_TEXTS } from "../services/sms/texts";

const t = SMS_TEXTS.en;

async function send(from: string, text: string) {
  const result = await textIn(from, text);
  expect(result.status, result.text).toBe(200);
  return lastReply(from);
}

/** A second buyer's order from the same seller's listing, accepted and paid: its id, reference and code. */
async function anotherHeldOrder(seller: { id: number; token: string }, listingId: number) {
  const buyer = await fastUser("buyer");
  const request = await env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 3) RETURNING id")
    .bind(listingId, buyer.id)
    .first<{ id: number }>();
  if (!request) throw new Error("no order");
  expect((await moveOrder(seller.token, request.id, "accepted")).status).toBe(200);
  return { id: request.id, ...(await holdPaymentOf(request.id, buyer.token)) };
}

/** A seller with two held orders and a confirmed phone. */
async function sellerWithTwoHeld() {
  const first = await heldPayment();
  const second = await anotherHeldOrder(first.seller, first.listingId);
  const phone = uniquePhone();
  await env.DB.prepare("UPDATE users SET phone = ?, phone_confirmed = 1, language = 'en' WHERE id = ?").bind(phone, first.seller.id).run();
  return { first, second, phone };
}

/** A code that is neither of two. */
function neither(a: string, b: string) {
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (code !== a && code !== b) return code;
  }
}

const tries = async (reference: string) => {
  const { payment } = await paymentState(reference);
  return [payment.status, payment.sms_handover_tries, payment.handover_tries];
};

describe("CODE <code> by SMS with several held orders", () => {
  it("costs one try for a wrong code, leaves the web's tries alone, and releases the order the right code names", async () => {
    const { first, second, phone } = await sellerWithTwoHeld();

    expect(await send(phone, `CODE ${neither(first.code, second.code)}`)).toBe(toGsm7(t.handoverWrong(4)));

    expect(await tries(first.reference)).toEqual(["held", 1, 0]);
    expect(await tries(second.reference)).toEqual(["held", 1, 0]);
    // The web handover still has its five for each order.
    const web = await call("POST", `/api/users/purchase-requests/${first.id}/handover`, {
      token: first.seller.token,
      body: { code: neither(first.code, second.code) },
    });
    expect([web.status, web.json.code, web.json.tries_left]).toEqual([400, "handover_code_wrong", 4]);

    // The code names the order: the second is released, the first stays held with no further try counted.
    expect(await send(phone, `CODE ${second.code}`)).toBe(toGsm7(t.handoverReleased("White maize")));
    expect(await tries(second.reference)).toEqual(["released", 2, 0]);
    expect(await tries(first.reference)).toEqual(["held", 1, 1]);
  });

  it("locks SMS codes after five wrong ones across orders, answering a locked order's right code as a wrong one", async () => {
    const { first, second, phone } = await sellerWithTwoHeld();
    const guess = neither(first.code, second.code);
    for (let left = 4; left >= 0; left--) expect(await send(phone, `CODE ${guess}`)).toBe(toGsm7(t.handoverWrong(left)));
    expect(await send(phone, `CODE ${first.code}`)).toBe(toGsm7(t.handoverLocked));
    expect(await tries(first.reference)).toEqual(["held", 5, 0]);
    expect(await tries(second.reference)).toEqual(["held", 5, 0]);

    // An order held later has a code no SMS was compared with: the wrong guess counts on it alone, and a locked
    // order's right code is not compared again (it cannot tell a guesser it was right).
    const third = await anotherHeldOrder(first.seller, first.listingId);
    expect(await send(phone, `CODE ${first.code}`)).toBe(toGsm7(t.handoverWrong(4)));
    expect(await tries(first.reference)).toEqual(["held", 5, 0]);
    expect(await tries(third.reference)).toEqual(["held", 1, 0]);
    expect(await send(phone, `CODE ${third.code}`)).toBe(toGsm7(t.handoverReleased("White maize")));
    expect(await tries(third.reference)).toEqual(["released", 2, 0]);

    // The web handover counts its own tries: the seller with the goods handed over still gets paid.
    const web = await call("POST", `/api/users/purchase-requests/${first.id}/handover`, {
      token: first.seller.token,
      body: { code: first.code },
    });
    expect(web.status).toBe(200);
    expect(await tries(first.reference)).toEqual(["released", 5, 1]);
  });
});
