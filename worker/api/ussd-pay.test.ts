// Held money from a feature phone (issue #36, ADR 091), through the real Worker, D1 and the development provider: the
// buyer's "I received it" by USSD releases the held payment (the ledger at zero, the seller paid once), the seller
// types the buyer's 6-digit code by USSD under the web's five-try rule, and a cancellation refused because money is in
// play says so, in every language.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, uniquePhone } from "../../test/http";
import { heldPayment, moveOrder, ORDER_TOTAL_KOBO, paymentState } from "../../test/payments";
import { expectScreen, session } from "../../test/ussd";
import { LANGUAGES, type Language } from "../languages";
import { toGsm7 } from "../services/gsm7";
import { hashPassword } from "../services/password";
import { feeKobo } from "../services/payments/money";
import { answer } from "../services/ussd/screens";
import { USSD_TEXTS } from "../services/ussd/texts";

const PAID_OUT = ORDER_TOTAL_KOBO - feeKobo(ORDER_TOTAL_KOBO);
const PIN_HASH = hashPassword("1234");

/** Gives an account a confirmed phone, a language and the USSD PIN 1234: its phone. */
async function onUssd(userId: number, language: Language = "en") {
  const phone = uniquePhone();
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET phone = ?, phone_confirmed = 1, language = ? WHERE id = ?").bind(phone, language, userId),
    env.DB.prepare("INSERT INTO ussd_pins (user_id, pin_hash, failures, updated_at) VALUES (?, ?, 0, ?)").bind(
      userId,
      await PIN_HASH,
      new Date().toISOString(),
    ),
  ]);
  return phone;
}

/** The provider's transfers for an order: one per payout the seller was sent. */
const transfersFor = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT amount_kobo FROM dev_payment_transfers WHERE reason = ?")
      .bind(`Gona order ${orderId}`)
      .all<{ amount_kobo: number }>()
  ).results;

const orderRow = (id: number) =>
  env.DB.prepare("SELECT status, buyer_confirmed FROM purchase_requests WHERE id = ?")
    .bind(id)
    .first<{ status: string; buyer_confirmed: number }>();

/** A code that is not the buyer's: the next one round. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the buyer confirming receipt by USSD", () => {
  it("releases the held money: the order completed, the ledger at zero, the seller paid once, a replay acting once", async () => {
    const order = await heldPayment();
    const phone = await onUssd(order.buyer.id);
    const calls = session(phone);
    expect(expectScreen(await calls.send("4*1"))).toContain(USSD_TEXTS.en.received);

    const done = await calls.send("4*1*2*1234");

    expect(expectScreen(done)).toBe(answer(true, USSD_TEXTS.en.releasedDone));
    expect(await orderRow(order.id)).toEqual({ status: "completed", buyer_confirmed: 1 });
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, payment.transfer_status, sum]).toEqual(["released", "success", 0]);
    expect(ledger.filter((entry) => entry.kind === "released")).toEqual([{ kind: "released", amount_kobo: PAID_OUT }]);
    expect(await transfersFor(order.id)).toEqual([{ amount_kobo: PAID_OUT }]);
    // The gateway resending the request gets the same answer, and nothing moves twice.
    expect(expectScreen(await calls.send("4*1*2*1234"))).toBe(expectScreen(done));
    expect((await paymentState(order.reference)).ledger).toHaveLength(5);
    expect(await transfersFor(order.id)).toHaveLength(1);
  });

  it("releases it too after the seller marked the order delivered without the code", async () => {
    const order = await heldPayment();
    expect((await moveOrder(order.seller.token, order.id, "completed")).status).toBe(200);
    const phone = await onUssd(order.buyer.id, "ha");

    expect(expectScreen(await session(phone).send("4*1*1*1234"))).toBe(answer(true, USSD_TEXTS.ha.releasedDone));

    expect((await paymentState(order.reference)).payment.status).toBe("released");
    expect(await transfersFor(order.id)).toHaveLength(1);
  });

  it("and the seller's web handover at the same moment release the money exactly once", async () => {
    const order = await heldPayment();
    const phone = await onUssd(order.buyer.id);

    const [byPhone, byCode] = await Promise.all([
      session(phone).send("4*1*2*1234"),
      call("POST", `/api/users/purchase-requests/${order.id}/handover`, { token: order.seller.token, body: { code: order.code } }),
    ]);

    expect([answer(true, USSD_TEXTS.en.releasedDone), answer(true, USSD_TEXTS.en.orderChanged)]).toContain(expectScreen(byPhone));
    expect([200, 409]).toContain(byCode.status);
    const { payment, ledger, sum } = await paymentState(order.reference);
    expect([payment.status, sum]).toEqual(["released", 0]);
    expect(ledger.filter((entry) => entry.kind === "released")).toHaveLength(1);
    expect(await transfersFor(order.id)).toHaveLength(1);
  });
});

describe("the seller typing the buyer's code by USSD", () => {
  it("releases the money with the right code, in every language", async () => {
    for (const language of LANGUAGES) {
      const t = USSD_TEXTS[language];
      const order = await heldPayment();
      const calls = session(await onUssd(order.seller.id, language));
      expect(expectScreen(await calls.send("4*1"))).toContain(toGsm7(t.enterCode));
      expect(expectScreen(await calls.send("4*1*1"))).toBe(answer(false, `${t.codeAsk}\n${t.back}`));

      expect(expectScreen(await calls.send(`4*1*1*${order.code}*1234`), language)).toBe(answer(true, t.codeReleased));

      const { payment, sum } = await paymentState(order.reference);
      expect([payment.status, payment.handover_tries, sum]).toEqual(["released", 1, 0]);
      expect(await orderRow(order.id)).toEqual({ status: "completed", buyer_confirmed: 1 });
      expect(await transfersFor(order.id)).toEqual([{ amount_kobo: PAID_OUT }]);
    }
  });

  it("says how many tries are left after a wrong code, and after five refuses even the right one", async () => {
    const order = await heldPayment();
    const phone = await onUssd(order.seller.id, "yo");
    const t = USSD_TEXTS.yo;
    for (let left = 4; left >= 0; left--)
      expect(expectScreen(await session(phone).send(`4*1*1*${wrong(order.code)}*1234`))).toBe(answer(true, t.codeWrong(left)));

    expect(expectScreen(await session(phone).send(`4*1*1*${order.code}*1234`))).toBe(answer(true, t.codeLocked));

    const { payment } = await paymentState(order.reference);
    expect([payment.status, payment.handover_tries]).toEqual(["held", 5]);
    expect(await transfersFor(order.id)).toHaveLength(0);
  });

  it("asks for 6 digits without counting a try", async () => {
    const order = await heldPayment();
    const phone = await onUssd(order.seller.id, "ig");

    expect(expectScreen(await session(phone).send("4*1*1*12345"))).toBe(answer(true, USSD_TEXTS.ig.codeFormat));

    expect((await paymentState(order.reference)).payment.handover_tries).toBe(0);
  });
});

describe("a buyer cancelling by USSD while the money is in play", () => {
  it("is refused with its own words in every language, and the order stays accepted", async () => {
    for (const language of LANGUAGES) {
      const order = await heldPayment();
      const phone = await onUssd(order.buyer.id, language);

      expect(expectScreen(await session(phone).send("4*1*1*1234"), language)).toBe(answer(true, USSD_TEXTS[language].moneyInPlay));

      expect(await orderRow(order.id)).toEqual({ status: "accepted", buyer_confirmed: 0 });
      expect((await paymentState(order.reference)).payment.status).toBe("held");
    }
  });
});
