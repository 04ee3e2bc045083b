// Two-way SMS (PRODUCT.md, "Feature phones"; ADR 079): inbound keywords in every language answered by SMS through the
// outbox, a seller answering a buyer's request by `YES <code>` / `NO <code>` (the buyer told as from the web), codes
// that are not the sender's refused, STOP/START, delivery reports moving the outbox, and the gateway guard.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, uniquePhone, withinOneRateWindow } from "../../test/http";
import { approvedListingWithBuyer } from "../../test/marketplace";
import { gatewayPost, lastReply, textIn } from "../../test/sms";
import { countRows, dial, GATEWAY_KEY } from "../../test/ussd";
import { database } from "../db/client";
import type { Language } from "../languages";
import { gsm7Length, isGsm7, toGsm7 } from "../services/gsm7";
import { sweepInboundSmsIds } from "../services/sms/inbound";
import { replyLine, SMS_KEYWORDS } from "../services/sms/keywords";
import { SMS_TEXTS } from "../services/sms/texts";
import { USSD_TEXTS } from "../services/ussd/texts";

const LANGS: Language[] = ["en", "ha", "yo", "ig", "pcm"];
const reply = (text: string) => toGsm7(text);

async function sendOk(from: string, text: string) {
  const result = await textIn(from, text);
  expect(result.status, result.text).toBe(200);
  return lastReply(from);
}

/** A farmer whose phone is confirmed (what an SMS needs to identify its sender), speaking `language` if given. */
const phoneFarmer = (language?: Language) => fastAccount("farmer", { phone: uniquePhone(), ...(language ? { language } : {}) });

/** A buyer's request on a farmer's listing (the farmer speaking `language` if given), with the SMS code its alert carries. */
async function pendingRequest(title = "White maize", language?: Language) {
  const cast = await approvedListingWithBuyer({ title });
  if (language) await env.DB.prepare("UPDATE users SET language = ? WHERE id = ?").bind(language, cast.farmer.user.id).run();
  const sent = await call("POST", `/api/listings/user/listing${cast.listingId}/request`, {
    token: cast.buyer.token,
    body: { quantity: 1 },
  });
  expect(sent.status).toBe(201);
  const row = await env.DB.prepare("SELECT sms_code FROM purchase_requests WHERE id = ?").bind(sent.json.id).first<{ sms_code: string }>();
  expect(row?.sms_code).toMatch(/^[1-9]\d{4}$/);
  return { ...cast, requestId: sent.json.id as number, code: row?.sms_code as string };
}

/** Turns the seller's SMS alerts of new requests on, delivers the request alert already written, and answers the SMS it queued. */
async function smsAlert(sellerId: number) {
  await env.DB.prepare("INSERT INTO notification_preferences (user_id, type, push, sms) VALUES (?, 'purchase_request.created', 1, 1)")
    .bind(sellerId)
    .run();
  const note = await env.DB.prepare("SELECT id FROM notifications WHERE user_id = ? AND type = 'purchase_request.created'")
    .bind(sellerId)
    .first<{ id: number }>();
  const { deliverNow } = await import("../services/notification-delivery");
  await deliverNow({ env, ctx: { waitUntil: () => undefined }, origin: "http://localhost:8787" }, [note?.id as number]);
  const alert = await env.DB.prepare("SELECT body FROM outbound_messages WHERE user_id = ? AND kind = 'alert'")
    .bind(sellerId)
    .first<{ body: string }>();
  return alert?.body;
}

const requestRow = (id: number) =>
  env.DB.prepare("SELECT status, reject_reason FROM purchase_requests WHERE id = ?")
    .bind(id)
    .first<{ status: string; reject_reason: string | null }>();
const buyerTold = (buyerId: number, status: string) =>
  countRows(
    "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = 'purchase_request.updated' AND params LIKE ?",
    buyerId,
    `%"status":"${status}"%`,
  );

describe("HELP, PRICE and unknown text", () => {
  it("answers HELP in the keyword's language for a number Gona does not know, and unknown text with English HELP", async () => {
    for (const language of LANGS) {
      const phone = uniquePhone();
      const word = SMS_KEYWORDS[language].help[0] as string;
      expect(await sendOk(phone, word.toLowerCase()), language).toBe(reply(SMS_TEXTS[language].help));
    }
    const stranger = uniquePhone();
    expect(await sendOk(stranger, "hello, how far?")).toBe(reply(SMS_TEXTS.en.help));
  });

  it("answers in the sender account's language whatever the keyword's", async () => {
    const farmer = await phoneFarmer("ha");
    expect(await sendOk(farmer.user.phone, "HELP")).toBe(reply(SMS_TEXTS.ha.help));
    expect(await sendOk(farmer.user.phone, "what is this")).toBe(reply(SMS_TEXTS.ha.help));
  });

  it("answers PRICE with the price guide's 30-day median, in a state or Nigeria-wide, in each language", async () => {
    const now = new Date().toISOString();
    const put = (region: string, median: number, count: number) =>
      env.DB.prepare(
        "INSERT OR REPLACE INTO price_summary (region, days, product, unit, listings_count, median_kobo, computed_at) VALUES (?, 30, 'sorghum', 'bag', ?, ?, ?)",
      )
        .bind(region, count, median, now)
        .run();
    await put("kano", 3_150_000, 7);
    await put("all", 2_990_000, 41);
    const asked: Record<Language, [string, string | null]> = {
      en: ["PRICE sorghum kano", "Kano"],
      ha: ["farashi dawa kano", "Kano"],
      yo: ["Iye ọkà bàbà Kano", "Kano"],
      ig: ["onuahia sorghum", null],
      pcm: ["how much guinea corn", null],
    };
    for (const language of LANGS) {
      const [text, state] = asked[language];
      const t = USSD_TEXTS[language];
      const name = ["Sorghum", "Dawa", "Ọkà bàbà", "Ọka okpoko", "Guinea corn"][LANGS.indexOf(language)] as string;
      const expected = state
        ? t.price(name, state, "N31,500", t.units.bag, 7)
        : t.price(name, SMS_TEXTS[language].nigeria, "N29,900", t.units.bag, 41);
      expect(await sendOk(uniquePhone(), text), language).toBe(reply(`Gona: ${expected}`));
    }
    expect(await sendOk(uniquePhone(), "PRICE sorghum ekiti")).toBe(reply(`Gona: ${USSD_TEXTS.en.noPrice("Sorghum", "Ekiti")}`));
    expect(await sendOk(uniquePhone(), "PRICE bananas")).toBe(reply(SMS_TEXTS.en.unknownProduct));
  });
});

describe("a seller answering a request by SMS", () => {
  it("carries the code in the seller's SMS alert, with how to answer it", async () => {
    const { farmer, requestId, code } = await pendingRequest("Onions");
    expect(await smsAlert(farmer.user.id)).toBe(
      `Gona: New purchase request: buyer "Test buyer" wants to buy 1 bag of "Onions". Reply YES ${code} or NO ${code}. http://localhost:8787/orders/${requestId}`,
    );
  });

  it("sends the alert in the seller's language as one GSM-7 SMS, a long title cut and the reply line whole", async () => {
    for (const language of LANGS) {
      const { farmer, requestId, code } = await pendingRequest("Ọkà bàbà tuntun láti oko Ṣàngó àti Ọ̀yọ́, àpò ńlá", language);
      const body = (await smsAlert(farmer.user.id)) ?? "";
      // Every letter in the GSM 7-bit alphabet, so it is one SMS of 160 characters, not three of 70.
      expect(isGsm7(body), `${language}: ${body}`).toBe(true);
      expect(gsm7Length(body), `${language}: ${body}`).toBeLessThanOrEqual(160);
      expect(body.startsWith("Gona: "), language).toBe(true);
      expect(body.endsWith(`${toGsm7(replyLine(language, code))} http://localhost:8787/orders/${requestId}`), `${language}: ${body}`).toBe(
        true,
      );
    }
  });

  it("accepts by YES <code> in each language, the buyer told as from the web", async () => {
    for (const language of LANGS) {
      const { farmer, buyer, requestId, code } = await pendingRequest("White maize", language);
      const word = SMS_KEYWORDS[language].yes[0] as string;
      expect(await sendOk(farmer.user.phone, `${word.toLowerCase()}  ${code}`), language).toBe(
        reply(SMS_TEXTS[language].accepted(code, "White maize")),
      );
      expect((await requestRow(requestId))?.status, language).toBe("accepted");
      expect(await buyerTold(buyer.user.id, "accepted"), language).toBe(1);
      // The buyer's own view says so.
      const seen = await call("GET", `/api/users/purchase-requests/${requestId}`, { token: buyer.token });
      expect(seen.json.status).toBe("accepted");
      // A second YES (a retry, or a typo later) finds nothing waiting.
      expect(await sendOk(farmer.user.phone, `YES ${code}`)).toBe(reply(SMS_TEXTS[language].unknownCode(code)));
    }
  });

  it("acts on and answers a YES once when the gateway resends the same message (the same gateway id)", async () => {
    const { farmer, buyer, requestId, code } = await pendingRequest();
    const message = {
      from: farmer.user.phone,
      to: "38410",
      text: `YES ${code}`,
      date: "2026-11-27 05:00:00",
      id: `ATXid_${crypto.randomUUID()}`,
      linkId: "",
    };
    const first = await gatewayPost("/api/sms/inbound", message);
    const again = await gatewayPost("/api/sms/inbound", message);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect((await requestRow(requestId))?.status).toBe("accepted");
    expect(await buyerTold(buyer.user.id, "accepted")).toBe(1);
    const replies = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbound_messages WHERE recipient = ? AND kind = 'sms_reply'")
      .bind(farmer.user.phone)
      .first<{ n: number }>();
    // One "you accepted", not a second "no request waiting" for the resend.
    expect(replies?.n).toBe(1);
  });

  it("forgets a message's gateway id after a day (the hourly sweep), keeping newer ones", async () => {
    const now = new Date("2026-11-27T06:00:00.000Z");
    await env.DB.prepare(
      "INSERT INTO sms_inbound_seen (gateway_id, received_at) VALUES ('ATXid_old', '2026-11-26T05:59:00.000Z'), ('ATXid_new', '2026-11-26T06:01:00.000Z')",
    ).run();
    expect(await sweepInboundSmsIds(database(env.DB), now)).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("SELECT gateway_id FROM sms_inbound_seen WHERE gateway_id IN ('ATXid_old', 'ATXid_new')").all<{
      gateway_id: string;
    }>();
    expect(left.results.map((row) => row.gateway_id)).toEqual(["ATXid_new"]);
  });

  it("declines by NO <code> in each language, with the default reason", async () => {
    for (const language of LANGS) {
      const { farmer, buyer, requestId, code } = await pendingRequest("White maize", language);
      const word = SMS_KEYWORDS[language].no[0] as string;
      expect(await sendOk(farmer.user.phone, `${word} ${code}`), language).toBe(reply(SMS_TEXTS[language].rejected(code, "White maize")));
      expect(await requestRow(requestId), language).toEqual({ status: "rejected", reject_reason: "other" });
      expect(await buyerTold(buyer.user.id, "rejected"), language).toBe(1);
    }
  });

  it("refuses another seller's code, a code without digits, and an unconfirmed phone, changing nothing", async () => {
    const { farmer, buyer, requestId, code } = await pendingRequest();
    const stranger = await phoneFarmer();
    expect(await sendOk(stranger.user.phone, `YES ${code}`)).toBe(reply(SMS_TEXTS.en.unknownCode(code)));
    expect(await sendOk(buyer.user.phone, `NO ${code}`)).toBe(reply(SMS_TEXTS.en.unknownCode(code)));
    expect(await sendOk(farmer.user.phone, "YES")).toBe(reply(SMS_TEXTS.en.needCode("YES")));
    expect(await sendOk(farmer.user.phone, "beeni abc")).toBe(reply(SMS_TEXTS.en.needCode("BEENI")));
    // The same number, no longer confirmed, identifies no one.
    await env.DB.prepare("UPDATE users SET phone_confirmed = 0 WHERE id = ?").bind(farmer.user.id).run();
    expect(await sendOk(farmer.user.phone, `YES ${code}`)).toBe(reply(SMS_TEXTS.en.notKnown));
    expect(await sendOk(uniquePhone(), `EE ${code}`)).toBe(reply(SMS_TEXTS.ig.notKnown));
    expect((await requestRow(requestId))?.status).toBe("pending");
    expect(await buyerTold(buyer.user.id, "accepted")).toBe(0);
  });

  it("says so when the listing cannot take the order any more", async () => {
    const { farmer, listingId, requestId, code } = await pendingRequest();
    await env.DB.prepare("UPDATE listings SET is_frozen = 1 WHERE id = ?").bind(listingId).run();
    expect(await sendOk(farmer.user.phone, `YES ${code}`)).toBe(reply(SMS_TEXTS.en.cannotAccept(code)));
    expect((await requestRow(requestId))?.status).toBe("pending");
  });
});

describe("STOP and START", () => {
  it("turn the sender's SMS alerts off and on (the preference My account's USSD toggle writes)", async () => {
    const farmer = await phoneFarmer();
    const on = () => countRows("SELECT COUNT(*) AS n FROM notification_preferences WHERE user_id = ? AND sms = 1", farmer.user.id);
    expect(await sendOk(farmer.user.phone, "malite")).toBe(reply(SMS_TEXTS.en.alertsOn));
    expect(await on()).toBe(2);
    expect(await sendOk(farmer.user.phone, "Tsaya")).toBe(reply(SMS_TEXTS.en.alertsOff));
    expect(await on()).toBe(0);
    expect(await sendOk(uniquePhone(), "STOP")).toBe(reply(SMS_TEXTS.en.notKnown));
  });
});

describe("delivery reports", () => {
  const message = async (gatewayId: string) => {
    const row = await env.DB.prepare(
      "INSERT INTO outbound_messages (channel, recipient, kind, body, status, attempts, sent_at, gateway_message_id) VALUES ('sms', ?, 'alert', 'Gona: hi', 'sent', 1, ?, ?) RETURNING id",
    )
      .bind(uniquePhone(), new Date().toISOString(), gatewayId)
      .first<{ id: number }>();
    return row?.id as number;
  };
  const state = (id: number) =>
    env.DB.prepare("SELECT status, gateway_status, gateway_failure, last_error FROM outbound_messages WHERE id = ?")
      .bind(id)
      .first<{ status: string; gateway_status: string | null; gateway_failure: string | null; last_error: string | null }>();
  const report = (id: string, status: string, failureReason = "") =>
    gatewayPost("/api/sms/delivery", { id, status, phoneNumber: "+2348030000000", networkCode: "62130", failureReason, retryCount: "0" });

  it("moves the message through the gateway's states and keeps a final one", async () => {
    const gatewayId = `ATXid_${crypto.randomUUID()}`;
    const id = await message(gatewayId);
    expect((await report(gatewayId, "Submitted")).json).toEqual({ received: true, matched: true });
    expect(await state(id)).toMatchObject({ status: "sent", gateway_status: "Submitted" });
    await report(gatewayId, "Buffered");
    expect(await state(id)).toMatchObject({ status: "sent", gateway_status: "Buffered" });
    await report(gatewayId, "Success");
    expect(await state(id)).toMatchObject({ status: "sent", gateway_status: "Success", last_error: null });
    // A late report out of order changes nothing.
    expect((await report(gatewayId, "Failed", "DeliveryFailure")).json).toEqual({ received: true, matched: false });
    expect(await state(id)).toMatchObject({ status: "sent", gateway_status: "Success" });
  });

  it("shows Do-Not-Disturb and a rejected sender id as failures with the reason", async () => {
    const dnd = `ATXid_${crypto.randomUUID()}`;
    const dndId = await message(dnd);
    await report(dnd, "Failed", "UserInBlackList");
    expect(await state(dndId)).toEqual({
      status: "failed",
      gateway_status: "Failed",
      gateway_failure: "UserInBlackList",
      last_error: "Failed: UserInBlackList (DND: the number is on the network's Do-Not-Disturb list)",
    });
    const sender = `ATXid_${crypto.randomUUID()}`;
    const senderId = await message(sender);
    await report(sender, "Rejected", "InvalidSenderId");
    expect(await state(senderId)).toMatchObject({ status: "failed", gateway_status: "Rejected", gateway_failure: "InvalidSenderId" });
    expect((await state(senderId))?.last_error).toContain("sender id was rejected");
  });

  it("answers an unknown id with 200 and changes nothing; a report without id or a known status with 400", async () => {
    const before = await countRows("SELECT COUNT(*) AS n FROM outbound_messages WHERE gateway_status IS NOT NULL");
    expect((await report("ATXid_nobody", "Success")).json).toEqual({ received: true, matched: false });
    expect(await countRows("SELECT COUNT(*) AS n FROM outbound_messages WHERE gateway_status IS NOT NULL")).toBe(before);
    const noId = await report("", "Success");
    expect(noId.status).toBe(400);
    expect(noId.json.code).toBe("invalid_request");
    const badStatus = await report("ATXid_x", "Delivered");
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.code).toBe("invalid_request");
  });
});

describe("the gateway guard", () => {
  const refusals = (route: string) => countRows("SELECT COALESCE(SUM(count), 0) AS n FROM gateway_refusals WHERE route = ?", route);

  it("answers 404 to a wrong or missing key on every callback, counting each, and acts on nothing", async () => {
    const farmer = await phoneFarmer();
    const calls: [string, () => Promise<{ status: number }>][] = [
      ["sms_inbound", () => textIn(farmer.user.phone, "STOP", "wrong-key")],
      ["sms_inbound", () => textIn(farmer.user.phone, "STOP", null)],
      ["sms_delivery", () => gatewayPost("/api/sms/delivery", { id: "x", status: "Success" }, `${GATEWAY_KEY}x`)],
      ["ussd", () => dial({ sessionId: "s", phoneNumber: farmer.user.phone, text: "" }, "")],
    ];
    for (const [route, send] of calls) {
      const before = await refusals(route);
      expect((await send()).status, route).toBe(404);
      expect(await refusals(route), route).toBe(before + 1);
    }
    expect(await lastReply(farmer.user.phone)).toBeUndefined();
    expect(await countRows("SELECT COUNT(*) AS n FROM notification_preferences WHERE user_id = ?", farmer.user.id)).toBe(0);
  });

  it("refuses a bad inbound body with a 400 and a code", async () => {
    const noFrom = await gatewayPost("/api/sms/inbound", { text: "HELP" });
    expect(noFrom.status).toBe(400);
    expect(noFrom.json).toMatchObject({ code: "invalid_request" });
    const noText = await gatewayPost("/api/sms/inbound", { from: uniquePhone() });
    expect(noText.status).toBe(400);
  });

  it("limits callbacks per phone: inbound SMS past the budget get a 429, USSD an apology screen", () =>
    withinOneRateWindow(
      60,
      async () => {
        const phone = uniquePhone();
        for (let i = 0; i < 30; i++) expect((await textIn(phone, "HELP")).status).toBe(200);
        const over = await textIn(phone, "HELP");
        expect(over.status).toBe(429);
        expect(over.json.code).toBe("too_many_gateway_messages");
        // Another phone is not held back by it.
        expect((await textIn(uniquePhone(), "HELP")).status).toBe(200);
        const caller = uniquePhone();
        for (let i = 0; i < 30; i++) expect((await dial({ sessionId: `${caller}-${i}`, phoneNumber: caller, text: "0" })).status).toBe(200);
        const screen = await dial({ sessionId: `${caller}-last`, phoneNumber: caller, text: "0" });
        expect(screen.status).toBe(200);
        expect(screen.text).toBe(`END ${USSD_TEXTS.en.failed}`);
      },
      40_000,
    ));
});
