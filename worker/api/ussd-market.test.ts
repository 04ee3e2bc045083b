// USSD Sell, Buy and My orders (issue #35, ADR 077): each ends in the web's own rows (a listing in review, a purchase
// request with the seller's notification, an order move with the other side's), in every language, within 2 D1
// round trips; a replay acts once, a stranger cannot reach another's order, and the PIN pause applies.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniquePhone, withinOneRateWindow } from "../../test/http";
import { countRows, expectScreen, roundTrips, SERVICE_CODE, session } from "../../test/ussd";
import { database } from "../db/client";
import { LANGUAGES } from "../languages";
import { PRODUCTS, productName } from "../products";
import { toGsm7 } from "../services/gsm7";
import { answer } from "../services/ussd/screens";
import { answerUssd } from "../services/ussd/session";
import { USSD_TEXTS } from "../services/ussd/texts";

const MAIZE = PRODUCTS.findIndex((product) => product.slug === "maize") + 1;
const KANO = 20;
const ROLE = { farmer: 1, buyer: 2, supplier: 3 } as const;

/** A number registered by USSD in a language (1 en … 5 pcm) and role, PIN 1234; its account id. */
async function ussdUser(role: keyof typeof ROLE, language = 1, name = "Amina Bello") {
  const phone = uniquePhone();
  expectScreen(await session(phone).send(`5*${language}*${ROLE[role]}*${name}*${KANO}*1234*1234`));
  const row = await env.DB.prepare("SELECT id FROM users WHERE phone = ? AND phone_confirmed = 1").bind(phone).first<{ id: number }>();
  return { phone, id: row?.id as number };
}

/** An approved maize listing in Kano, as the admin's approval leaves it. */
async function approvedListing(sellerId: number, priceNaira = 25_000, quantity: number | null = 40) {
  const row = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, quantity, state, location, status) VALUES (?, 'Dry maize', 'crops', 'maize', ?, 'bag', ?, 'kano', 'Kano', 'approved') RETURNING id",
  )
    .bind(sellerId, priceNaira * 100, quantity)
    .first<{ id: number }>();
  return row?.id as number;
}

const request = (id: number) =>
  env.DB.prepare("SELECT status, quantity, offered_price_kobo, reject_reason, buyer_confirmed FROM purchase_requests WHERE id = ?")
    .bind(id)
    .first<{
      status: string;
      quantity: number;
      offered_price_kobo: number | null;
      reject_reason: string | null;
      buyer_confirmed: number;
    }>();

async function pendingRequest(listingId: number, buyerId: number, sellerId: number, quantity = 5) {
  const row = await env.DB.prepare(
    "INSERT INTO purchase_requests (listing_id, buyer_id, seller_id, quantity, offered_price_kobo) VALUES (?, ?, ?, ?, 2400000) RETURNING id",
  )
    .bind(listingId, buyerId, sellerId, quantity)
    .first<{ id: number }>();
  return row?.id as number;
}

const notes = (userId: number, type: string) =>
  countRows("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = ?", userId, type);

describe("2 Sell", () => {
  it("lists a harvest in review in every language, through the web's fields, acting once on a replay", async () => {
    for (const [index, language] of LANGUAGES.entries()) {
      const t = USSD_TEXTS[language];
      const farmer = await ussdUser("farmer", index + 1);
      const calls = session(farmer.phone);
      const product = productName("maize", language);
      expect(expectScreen(await calls.send(`2*${MAIZE}`))).toBe(answer(false, `${t.quantityAsk(product)}\n${t.back}`));
      const hint = await calls.send(`2*${MAIZE}*12*3`);
      expect(expectScreen(hint)).toBe(answer(false, `${t.priceAsk(t.units.bag, null)}\n${t.back}`));
      expect(roundTrips(hint)).toBeLessThanOrEqual(1);
      expect(expectScreen(await calls.send(`2*${MAIZE}*12*3*26000*${KANO}`))).toBe(
        answer(false, `${t.sellSummary(product, "12", t.units.bag, "N26,000", "Kano")}\n${t.back}`),
      );
      const text = `2*${MAIZE}*12*3*26000*${KANO}*1*1234`;
      const done = await calls.send(text);
      expect(expectScreen(done)).toBe(answer(true, t.sellDone));
      expect(roundTrips(done)).toBeLessThanOrEqual(2);
      expect(expectScreen(await calls.send(text))).toBe(answer(true, t.sellDone));
      const rows = await env.DB.prepare(
        "SELECT title, category, product, price_kobo, price_unit, quantity, state, location, status FROM listings WHERE user_id = ?",
      )
        .bind(farmer.id)
        .all();
      expect(rows.results).toEqual([
        {
          title: product,
          category: "crops",
          product: "maize",
          price_kobo: 2_600_000,
          price_unit: "bag",
          quantity: 12,
          state: "kano",
          location: "Kano",
          status: "pending",
        },
      ]);
    }
  }, 120_000);

  it("shows the country's 30-day median as the hint, and refuses buyers", async () => {
    const farmer = await ussdUser("farmer");
    await env.DB.prepare(
      "INSERT OR REPLACE INTO price_summary (product, unit, region, days, listings_count, median_kobo, computed_at) VALUES ('maize', 'bag', 'all', 30, 9, 2450000, '2026-11-27T00:00:00Z')",
    ).run();
    const shown = expectScreen(await session(farmer.phone).send(`2*${MAIZE}*12*3`));
    expect(shown).toContain("N24,500/bag");
    const buyer = await ussdUser("buyer");
    expect(expectScreen(await session(buyer.phone).send("2"))).toBe(answer(true, USSD_TEXTS.en.notSeller));
  });
});

describe("3 Buy", () => {
  it("sends a purchase request to one of the best 3 listings and the seller is notified, once", async () => {
    const seller = await ussdUser("farmer", 1, "Garba Danjuma Abdulkadir Mohammed Sani");
    const listingId = await approvedListing(seller.id);
    const buyer = await ussdUser("buyer", 5);
    const t = USSD_TEXTS.pcm;
    const calls = session(buyer.phone);
    const list = await calls.send(`3*${MAIZE}*${KANO}`);
    expect(expectScreen(list)).toContain("Garba Danjuma Abd. N25,000/bag, 40 bag");
    expect(roundTrips(list)).toBeLessThanOrEqual(1);
    const index = expectScreen(list)
      .split("\n")
      .find((line) => line.includes("Garba Danjuma"))
      ?.split(" ")[0];
    const text = `3*${MAIZE}*${KANO}*${index}*6*2*24000*1*1234`;
    const done = await calls.send(text);
    expect(expectScreen(done)).toBe(answer(true, t.buyDone("Garba Danjuma Abdulkadir Mohammed Sani")));
    expect(roundTrips(done)).toBeLessThanOrEqual(2);
    expect(expectScreen(await calls.send(text))).toBe(expectScreen(done));
    const rows = await env.DB.prepare("SELECT quantity, offered_price_kobo, status FROM purchase_requests WHERE listing_id = ?")
      .bind(listingId)
      .all();
    expect(rows.results).toEqual([{ quantity: 6, offered_price_kobo: 2_400_000, status: "pending" }]);
    expect(await notes(seller.id, "purchase_request.created")).toBe(1);
    // A second request on the same listing while the first is open is refused, as on the web.
    expect(expectScreen(await session(buyer.phone).send(`3*${MAIZE}*${KANO}*${index}`))).toBe(answer(true, t.alreadyOpen));
    // More than is left, and a farmer buying, are refused.
    expect(expectScreen(await session(buyer.phone).send(`3*${MAIZE}*${KANO}*${index}*41`))).toMatch(/^END /);
    expect(expectScreen(await session(seller.phone).send("3"))).toBe(answer(true, USSD_TEXTS.en.notBuyer));
  });
});

describe("3 Buy and the web's request budget", () => {
  it("shares the buyer's purchase-request budget with the web, sending nothing once it is spent", () =>
    withinOneRateWindow(60, async () => {
      const seller = await ussdUser("farmer");
      const listingId = await approvedListing(seller.id, 1_000);
      const buyer = await ussdUser("buyer");
      // The web's route spends the same budget under the same key: 10 a minute.
      for (let i = 0; i < 10; i++) await env.PURCHASE_REQUEST_LIMITER.limit({ key: `purchase:${buyer.id}` });
      const list = expectScreen(await session(buyer.phone).send(`3*${MAIZE}*${KANO}`));
      const index = list
        .split("\n")
        .find((line) => line.includes("N1,000/bag"))
        ?.split(" ")[0];
      expect(expectScreen(await session(buyer.phone).send(`3*${MAIZE}*${KANO}*${index}*1*1*1*1234`))).toBe(
        answer(true, USSD_TEXTS.en.tooManyRequests),
      );
      expect(await countRows("SELECT COUNT(*) AS n FROM purchase_requests WHERE listing_id = ?", listingId)).toBe(0);
    }));
});

describe("4 My orders", () => {
  it("lets a seller accept by USSD, the buyer is notified, and the web shows it accepted", async () => {
    const seller = await ussdUser("farmer", 2);
    const buyer = await ussdUser("buyer");
    const listingId = await approvedListing(seller.id);
    const id = await pendingRequest(listingId, buyer.id, seller.id);
    const t = USSD_TEXTS.ha;
    const calls = session(seller.phone);
    const list = await calls.send("4");
    expect(expectScreen(list)).toContain(toGsm7(`${t.requestsHead}\n1 Amina Bello 5 ${t.units.bag} N24,000`));
    expect(roundTrips(list)).toBeLessThanOrEqual(1);
    const done = await calls.send("4*1*1*1234");
    expect(expectScreen(done)).toBe(answer(true, t.moved("accepted")));
    expect(roundTrips(done)).toBeLessThanOrEqual(2);
    expect(expectScreen(await calls.send("4*1*1*1234"))).toBe(expectScreen(done));
    expect(await request(id)).toMatchObject({ status: "accepted" });
    expect(await notes(buyer.id, "purchase_request.updated")).toBe(1);
    // The stock is reserved as an acceptance on the web reserves it.
    expect(await countRows("SELECT COUNT(*) AS n FROM listings WHERE id = ? AND quantity = 35 AND reserved_quantity = 5", listingId)).toBe(
      1,
    );
    // The buyer confirms receipt after the seller delivers: the seller hears of it.
    expect(expectScreen(await session(buyer.phone).send("4*1"))).toContain(USSD_TEXTS.en.received);
    expect(expectScreen(await session(buyer.phone).send("4*1*2*1234"))).toBe(answer(true, USSD_TEXTS.en.moved("completed")));
    expect(await request(id)).toMatchObject({ status: "completed", buyer_confirmed: 1 });
    expect(await notes(seller.id, "purchase_request.updated")).toBe(1);
  });

  it("rejects with one of the web's reasons, and lets a buyer cancel", async () => {
    const seller = await ussdUser("supplier", 3);
    const buyer = await ussdUser("buyer", 4);
    const first = await pendingRequest(await approvedListing(seller.id), buyer.id, seller.id);
    const second = await pendingRequest(await approvedListing(seller.id), buyer.id, seller.id);
    // Newest first: 1 is the second request.
    expect(expectScreen(await session(seller.phone).send("4*1*2*2*1234"))).toBe(answer(true, USSD_TEXTS.yo.moved("rejected")));
    expect(await request(second)).toMatchObject({ status: "rejected", reject_reason: "price_too_low" });
    expect(expectScreen(await session(buyer.phone).send("4*1*1*1234"))).toBe(answer(true, USSD_TEXTS.ig.moved("cancelled")));
    expect(await request(first)).toMatchObject({ status: "cancelled" });
    expect(await notes(seller.id, "purchase_request.updated")).toBe(1);
    expect(expectScreen(await session(buyer.phone).send("4"))).toBe(answer(true, USSD_TEXTS.ig.noOrders));
  });

  it("acts once when the gateway sends an acceptance twice at the same moment", async () => {
    const seller = await ussdUser("farmer");
    const buyer = await ussdUser("buyer");
    const listingId = await approvedListing(seller.id);
    const id = await pendingRequest(listingId, buyer.id, seller.id);
    const calls = session(seller.phone);
    const both = await Promise.all([calls.send("4*1*1*1234"), calls.send("4*1*1*1234")]);
    for (const result of both) expect(expectScreen(result)).toBe(answer(true, USSD_TEXTS.en.moved("accepted")));
    expect(await request(id)).toMatchObject({ status: "accepted" });
    expect(await notes(buyer.id, "purchase_request.updated")).toBe(1);
    expect(await countRows("SELECT COUNT(*) AS n FROM listings WHERE id = ? AND reserved_quantity = 5", listingId)).toBe(1);
  });

  it("never reaches a stranger's order: numbers index the caller's own list only", async () => {
    const seller = await ussdUser("farmer");
    const buyer = await ussdUser("buyer");
    const id = await pendingRequest(await approvedListing(seller.id), buyer.id, seller.id);
    const stranger = await ussdUser("farmer");
    for (const text of ["4*1*1*1234", `4*${id}*1*1234`, "4*1*2*1*1234"])
      expect(expectScreen(await session(stranger.phone).send(text))).toMatch(/^END /);
    const otherBuyer = await ussdUser("buyer");
    expect(expectScreen(await session(otherBuyer.phone).send("4"))).toBe(answer(true, USSD_TEXTS.en.noOrders));
    expect(expectScreen(await session(otherBuyer.phone).send("4*1*1*1234"))).toBe(answer(true, USSD_TEXTS.en.invalid));
    expect(await request(id)).toMatchObject({ status: "pending" });
  });

  it("counts wrong PINs on a move and pauses moves for 15 minutes", async () => {
    const seller = await ussdUser("farmer");
    const buyer = await ussdUser("buyer");
    const id = await pendingRequest(await approvedListing(seller.id), buyer.id, seller.id);
    const db = database(env.DB);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 3, minutes));
    const ask = (sessionId: string, text: string, minutes: number) =>
      answerUssd(db, { sessionId, phone: seller.phone, serviceCode: SERVICE_CODE, text }, at(minutes));
    const t = USSD_TEXTS.en;
    expect(await ask("m1", "4*1*1*0000", 0)).toBe(answer(true, t.pinWrong(2)));
    expect(await ask("m2", "4*1*1*1111", 0)).toBe(answer(true, t.pinWrong(1)));
    expect(await ask("m3", "4*1*1*2222", 1)).toBe(answer(true, t.pinPaused(15)));
    expect(await ask("m4", "4*1*1*1234", 5)).toBe(answer(true, t.pinPaused(11)));
    expect(await request(id)).toMatchObject({ status: "pending" });
    expect(await ask("m5", "4*1*1*1234", 17)).toBe(answer(true, t.moved("accepted")));
    expect(await request(id)).toMatchObject({ status: "accepted" });
  });
});
