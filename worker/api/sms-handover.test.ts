// `CODE <code>` by SMS (issue #36, ADR 091), through the real Worker, D1 and the development provider: the seller's
// SMS with the buyer's 6-digit code releases the held money (the ledger at zero, the seller paid once), in every
// language; a wrong code says how many tries are left and the fifth locks SMS codes, in their own count (ADR 099);
// anything else changes nothing. Several held orders: sms-handover-many.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniquePhone } from "../../test/http";
import { heldPayment, ORDER_TOTAL_KOBO, paymentState } from "../../test/payments";
import { lastReply, textIn } from "../../test/sms";
import { LANGUAGES, type Language } from "../languages";
import { toGsm7 } from "../services/gsm7";
import { feeKobo } from "../services/payments/money";
import { SMS_TEXTS } from "../services/sms/texts";

const PAID_OUT = ORDER_TOTAL_KOBO - feeKobo(ORDER_TOTAL_KOBO);

/** Gives an account a confirmed phone (what an SMS needs to identify its sender) and a language: its phone. */
async function confirmedPhone(userId: number, language: Language = "en") {
  const phone = uniquePhone();
  await env.DB.prepare("UPDATE users SET phone = ?, phone_confirmed = 1, language = ? WHERE id = ?").bind(phone, language, userId).run();
  return phone;
}

async function send(from: string, text: string) {
  const result = await textIn(from, text);
  expect(result.status, result.text).toBe(200);
  return lastReply(from);
}

const transfersFor = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT amount_kobo FROM dev_payment_transfers WHERE reason = ?")
      .bind(`Gona order ${orderId}`)
      .all<{ amount_kobo: number }>()
  ).results;

/** A code that is not the buyer's: the next one round. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("CODE <code> by SMS", () => {
  it("releases the held money with the buyer's code, in every language", async () => {
    for (const language of LANGUAGES) {
      const order = await heldPayment();
      const phone = await confirmedPhone(order.seller.id, language);

      // Read aloud, the code may come with a space inside.
      const reply = await send(phone, `code ${order.code.slice(0, 3)} ${order.code.slice(3)}`);

      expect(reply, language).toBe(toGsm7(SMS_TEXTS[language].handoverReleased("White maize")));
      const { payment, ledger, sum } = await paymentState(order.reference);
      // The try is an SMS try: the web's and USSD's five for the order are untouched.
      expect([payment.status, payment.sms_handover_tries, payment.handover_tries, sum]).toEqual(["released", 1, 0, 0]);
      expect(ledger.filter((entry) => entry.kind === "released")).toEqual([{ kind: "released", amount_kobo: PAID_OUT }]);
      expect(await transfersFor(order.id)).toEqual([{ amount_kobo: PAID_OUT }]);
      const row = await env.DB.prepare("SELECT status, buyer_confirmed FROM purchase_requests WHERE id = ?").bind(order.id).first();
      expect(row).toEqual({ status: "completed", buyer_confirmed: 1 });
    }
  });

  it("says how many tries are left after a wrong code, and after five refuses even the right one", async () => {
    const order = await heldPayment();
    const phone = await confirmedPhone(order.seller.id, "pcm");
    const t = SMS_TEXTS.pcm;
    for (let left = 4; left >= 0; left--) expect(await send(phone, `CODE ${wrong(order.code)}`)).toBe(toGsm7(t.handoverWrong(left)));

    expect(await send(phone, `CODE ${order.code}`)).toBe(toGsm7(t.handoverLocked));

    const { payment } = await paymentState(order.reference);
    expect([payment.status, payment.sms_handover_tries, payment.handover_tries]).toEqual(["held", 5, 0]);
    expect(await transfersFor(order.id)).toHaveLength(0);
  });

  it("asks for the 6 digits without counting a try, and tells a sender with no money held that nothing changed", async () => {
    const order = await heldPayment();
    const seller = await confirmedPhone(order.seller.id, "yo");
    expect(await send(seller, "CODE 12345")).toBe(toGsm7(SMS_TEXTS.yo.needHandoverCode));
    expect(await send(seller, "CODE")).toBe(toGsm7(SMS_TEXTS.yo.needHandoverCode));
    expect((await paymentState(order.reference)).payment.sms_handover_tries).toBe(0);

    // The buyer holds the code but sells nothing: their own code by SMS releases nothing.
    const buyer = await confirmedPhone(order.buyer.id, "ig");
    expect(await send(buyer, `CODE ${order.code}`)).toBe(toGsm7(SMS_TEXTS.ig.nothingHeld));

    const { payment } = await paymentState(order.reference);
    expect([payment.status, payment.handover_tries, payment.sms_handover_tries]).toEqual(["held", 0, 0]);
  });
});
