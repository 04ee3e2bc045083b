// The USSD gateway's callback (PRODUCT.md, "Feature phones"): its key, its answers' shape in every language, input it
// cannot use, the price shortcut against the price guide's own figures, and at most 2 D1 round trips an answer.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, uniquePhone } from "../../test/http";
import { countRows, dial, expectScreen, GATEWAY_KEY, roundTrips, session } from "../../test/ussd";
import { database } from "../db/client";
import { LANGUAGES } from "../languages";
import { PRODUCTS } from "../products";
import { toGsm7 } from "../services/gsm7";
import { rollupPrices } from "../services/price-rollup";
import { priceStats } from "../services/price-stats";
import { answer } from "../services/ussd/screens";
import { sweepUssdAnswers } from "../services/ussd/session";
import { USSD_TEXTS } from "../services/ussd/texts";
import { NIGERIAN_STATES } from "../states";

const REGISTER = (language: number) => `5*${language}*1*Amina Bello*20*1234*1234`;

describe("the gateway's key", () => {
  it("answers 404 without the right key and reads or writes nothing", async () => {
    const phoneNumber = uniquePhone();
    for (const key of [null, "", "wrong", `${GATEWAY_KEY}x`, GATEWAY_KEY.slice(0, -1)]) {
      const result = await dial({ sessionId: "s-key", phoneNumber, text: REGISTER(1) }, key);
      expect(result.status, String(key)).toBe(404);
      expect(result.json).toEqual({ error: "Not found", code: "not_found" });
    }
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE phone = ?", phoneNumber)).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM ussd_answers WHERE session_id = 's-key'")).toBe(0);
  });

  it("answers the main menu to the right key, as plain text", async () => {
    const result = await dial({ sessionId: "s-menu", phoneNumber: uniquePhone(), text: "" });
    expect(expectScreen(result)).toBe("CON Gona\n1 Prices\n2 Sell\n3 Buy\n4 My orders\n5 My account\n0 Help");
    expect(result.headers.get("cache-control")).toBe("no-store");
  });
});

describe("every entry of the main menu in every language", () => {
  it("registers a number in each language, then answers each menu in it within one GSM-7 screen", async () => {
    for (const [index, language] of LANGUAGES.entries()) {
      const phone = uniquePhone();
      const t = USSD_TEXTS[language];
      const signUp = session(phone);
      for (const step of ["", "5", `5*${index + 1}`, `5*${index + 1}*1`, `5*${index + 1}*1*Amina Bello`, `5*${index + 1}*1*Amina Bello*98`])
        expectScreen(await signUp.send(step), `${language} ${step}`);
      expect(expectScreen(await signUp.send(REGISTER(index + 1)))).toBe(answer(true, t.registered("Amina Bello")));
      const calls = session(phone);
      expect(expectScreen(await calls.send(""))).toBe(answer(false, t.menu));
      // One phone stays within the gateway's 30 callbacks a minute (ADR 079); menu.test.ts walks every page of these.
      for (const text of ["1", "1*98", "1*1", "0", "5", "5*1", "5*2", "5*3", "5*1*3", "1*0"])
        expectScreen(await calls.send(text), `${language} ${text}`);
      // A farmer sells; Buy is for buyers; My orders has nothing yet.
      expect(expectScreen(await calls.send("2"))).toContain(toGsm7(t.sellProducts));
      for (const text of ["2*1", "2*1*5", "2*1*5*3", "2*1*5*3*9000", "2*1*5*3*9000*20", "2*1*5*3*9000*20*1"])
        expectScreen(await calls.send(text), `${language} ${text}`);
      expect(expectScreen(await calls.send("3"))).toBe(answer(true, t.notBuyer));
      expect(expectScreen(await calls.send("4"))).toBe(answer(true, t.noRequests));
      expect(expectScreen(await calls.send("9*9"))).toBe(answer(true, t.invalid));
    }
  }, 120_000);
});

describe("input the handler cannot use", () => {
  it("ends the session with an apology, never a 5xx", async () => {
    const phoneNumber = uniquePhone();
    const cases = [
      { sessionId: "s-bad-1", phoneNumber, text: "nonsense" },
      { sessionId: "s-bad-2", phoneNumber, text: "99*abc" },
      { sessionId: "s-bad-3", phoneNumber, text: "1*".repeat(300) },
      { sessionId: "s-bad-4", phoneNumber, text: "*" },
      { sessionId: "s-bad-5", phoneNumber, text: "1*1*20*20" },
      { sessionId: "s-bad-6", phoneNumber, text: "\u0000\ud800" },
      { sessionId: "s-bad-7", phoneNumber },
      { sessionId: "s-bad-8", text: "1" },
      { phoneNumber, text: "1" },
      { sessionId: "s-bad-9", phoneNumber: "12345", text: "" },
      { sessionId: "x".repeat(500), phoneNumber, text: "" },
    ];
    for (const fields of cases) {
      const shown = expectScreen(await dial(fields), JSON.stringify(fields).slice(0, 80));
      expect(shown.startsWith("END "), shown).toBe(true);
    }
    expect(expectScreen(await dial({}))).toBe(answer(true, USSD_TEXTS.en.failed));
  });

  it("answers a body that is not a form, or none, with an apology", async () => {
    const url = `/api/ussd?key=${GATEWAY_KEY}`;
    for (const init of [{ body: { sessionId: "j", phoneNumber: uniquePhone(), text: "" } }, {}, { rawBody: "%%%&&&=" }]) {
      const result = await call("POST", url, init);
      expect(result.status).toBe(200);
      expect(result.text).toBe(answer(true, USSD_TEXTS.en.failed));
    }
  });

  it("apologises in the caller's own language", async () => {
    const phone = uniquePhone();
    expectScreen(await session(phone).send(REGISTER(2)));
    expect(expectScreen(await session(phone).send("1*999"))).toBe(answer(true, USSD_TEXTS.ha.invalid));
    expect(expectScreen(await dial({ sessionId: "s-ha", phoneNumber: phone }))).toBe(answer(true, USSD_TEXTS.ha.failed));
  });
});

describe("1 Prices", () => {
  it("ends 1*<product>*<state> with the last 30 days' median per unit and the number of listings", async () => {
    const farmer = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role) VALUES (?, 'x', 'Price farmer', 'farmer') RETURNING id",
    )
      .bind(`price-${crypto.randomUUID()}@example.ng`)
      .first<{ id: number }>();
    const prices = [18_000, 20_000, 21_500, 22_000, 25_000, 26_000, 900_000];
    for (const naira of prices)
      await env.DB.prepare(
        "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, state, status) VALUES (?, 'Sesame lot', 'crops', 'sesame', ?, 'bag', 'zamfara', 'approved')",
      )
        .bind(farmer?.id, naira * 100)
        .run();
    // Two kg listings: the bag, the busiest unit, is the one shown.
    for (const naira of [900, 950])
      await env.DB.prepare(
        "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, state, status) VALUES (?, 'Sesame kg', 'crops', 'sesame', ?, 'kg', 'zamfara', 'approved')",
      )
        .bind(farmer?.id, naira * 100)
        .run();
    await rollupPrices(env.DB, new Date());
    const stats = priceStats(prices.map((naira) => naira * 100));
    const product = PRODUCTS.findIndex((entry) => entry.slug === "sesame") + 1;
    const state = NIGERIAN_STATES.findIndex((entry) => entry.slug === "zamfara") + 1;
    const median = `N${Math.round((stats.median ?? 0) / 100).toLocaleString("en-US")}`;
    const result = await dial({ sessionId: "s-price", phoneNumber: uniquePhone(), text: `1*${product}*${state}` });
    expect(expectScreen(result)).toBe(
      `END Sesame (beniseed) in Zamfara, last 30 days: ${median}/bag (middle price of ${stats.count} listings).`,
    );
    expect(stats.count).toBe(6);
    // The same in Yoruba words, and a state without listings says so.
    const phone = uniquePhone();
    expectScreen(await session(phone).send(REGISTER(3)));
    expect(expectScreen(await session(phone).send(`1*${product}*${state}`))).toContain(`${median}/apo`);
    const none = await dial({ sessionId: "s-none", phoneNumber: uniquePhone(), text: `1*${product}*1` });
    expect(expectScreen(none)).toBe(answer(true, USSD_TEXTS.en.noPrice("Sesame (beniseed)", "Abia")));
  });
});

describe("D1 round trips", () => {
  it("answers every kind of screen within 2 round trips", async () => {
    const phone = uniquePhone();
    const figures: string[] = [];
    const trips = async (text: string, phoneNumber = phone) => {
      const result = await dial({ sessionId: `s-trips-${text}`, phoneNumber, text });
      expectScreen(result, text);
      figures.push(`${text || '""'}: ${roundTrips(result)}`);
      return roundTrips(result);
    };
    // Warm: a Worker that ran a query once sends it with the others.
    await trips("");
    for (const text of ["", "1", "1*1*20", "0", "5", "5*1*1*Amina Bello*20"]) expect(await trips(text), text).toBeLessThanOrEqual(1);
    expect(await trips(REGISTER(1))).toBeLessThanOrEqual(2);
    for (const text of ["5", "5*1*2*0000", "5*1*2*1234", "5*3*1*1234", "2"]) expect(await trips(text), text).toBeLessThanOrEqual(2);
    // A replay is one read.
    expect(await trips("5*1*2*1234")).toBeLessThanOrEqual(1);
    console.log(`USSD round trips: ${figures.join(", ")}`);
  });
});

describe("the hourly sweep", () => {
  it("drops answers older than a day and keeps newer ones", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    for (const [id, at] of [
      ["s-old", "2026-11-26T11:59:00Z"],
      ["s-new", "2026-11-26T12:01:00Z"],
    ])
      await env.DB.prepare(
        "INSERT INTO ussd_answers (session_id, phone, text, answer, created_at) VALUES (?, '+2349000000000', '', 'END x', ?)",
      )
        .bind(id, at)
        .run();
    expect(await sweepUssdAnswers(database(env.DB), now)).toBeGreaterThanOrEqual(1);
    expect(await countRows("SELECT COUNT(*) AS n FROM ussd_answers WHERE session_id IN ('s-old', 's-new')")).toBe(1);
  });
});
