// Every USSD screen, walked in all five languages in plain Node (the menus are pure): each answer starts `CON ` or
// `END `, holds at most 182 characters and only GSM-7 letters; and the walk's rules (0 back, 98 more, fixed numbers).
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../languages";
import { PRODUCTS, productName } from "../../products";
import { NIGERIAN_STATES } from "../../states";
import { fitsScreen, toGsm7 } from "../gsm7";
import { type MenuContext, type PriceFact, shortcut, type UssdCaller, type UssdMatch, type UssdOrder, walkMenu } from "./menu";
import { answer } from "./screens";
import { USSD_TEXTS } from "./texts";

const NOW = new Date("2026-11-27T02:00:00Z");
const FACTS: (PriceFact | null)[] = [{ unit: "bag", count: 12, medianKobo: 2_500_000 }, { unit: "kg", count: 3, medianKobo: null }, null];

const caller = (language: Language, more: Partial<UssdCaller> = {}): UssdCaller => ({
  id: 7,
  language,
  fullName: "Amina Bello",
  role: "farmer",
  suspended: false,
  hasPin: true,
  pausedUntil: null,
  smsOn: false,
  ...more,
});

const LONG = "Oluwaseun Adebayo-Ogunlesi Chukwuemeka";
const MATCHES: UssdMatch[] = [1, 2, 3].map((n) => ({
  listingId: n,
  sellerId: 100 + n,
  sellerName: `${LONG} ${n}`,
  title: "Maize",
  priceKobo: 123_456_700 * n,
  unit: "bag",
  quantity: n === 3 ? null : 999_999.5,
  mine: n === 2,
}));
const order = (n: number, more: Partial<UssdOrder>): UssdOrder => ({
  id: n,
  status: "pending",
  quantity: 999_999,
  offeredPriceKobo: n % 2 === 0 ? null : 99_999_999_900,
  listingPriceKobo: 12_345_600,
  unit: "piece",
  product: n === 4 ? null : "irish-potato",
  title: `${LONG} ${LONG}`,
  listingId: 50 + n,
  buyerId: 7,
  buyerName: `${LONG} buyer`,
  sellerId: 7,
  sellerName: `${LONG} seller`,
  buyerConfirmed: false,
  available: 10,
  listingStatus: "approved",
  isFrozen: false,
  deletedAt: null,
  expiryDate: null,
  sellerSuspended: false,
  paymentStatus: null,
  ...more,
});
/** A seller's four waiting requests, and a buyer's orders in each state they may act on. */
const ORDERS: UssdOrder[] = [
  order(1, { buyerId: 8 }),
  order(2, { buyerId: 8 }),
  order(3, { buyerId: 8 }),
  order(4, { buyerId: 8 }),
  order(5, { sellerId: 9 }),
  order(6, { sellerId: 9, status: "accepted" }),
  order(7, { sellerId: 9, status: "completed" }),
];

/** What a caller might type on a screen: its numbers, 98 and 0, or a sample answer to a question. */
function nextTokens(body: string): string[] {
  const numbers = body
    .split("\n")
    .map((line) => /^([0-9]+) /.exec(line)?.[1])
    .filter((token): token is string => token !== undefined);
  const offered = numbers.filter((token) => token !== "0" && token !== "98");
  return offered.length > 0 ? [...numbers] : ["Amina Bello", "1234", "4321", "12", "0"];
}

/** Walks every screen reachable from the main menu (a screen seen once is not walked again), checking each answer. */
function walkAll(ctx: MenuContext, maxDepth = 9): Map<string, string> {
  const seen = new Map<string, string>();
  const queue: string[] = [""];
  while (queue.length > 0) {
    const text = queue.shift() as string;
    let result = walkMenu(text, ctx);
    if (result.kind === "need_price") result = walkMenu(text, { ...ctx, price: FACTS[0] });
    if (result.kind === "need_data") result = walkMenu(text, { ...ctx, hint: 2_500_000, matches: MATCHES, orders: ORDERS });
    if (result.kind !== "screen") continue;
    const shown = answer(result.end, result.body);
    expect(shown, text).toMatch(/^(CON|END) /);
    expect(fitsScreen(shown), `${text}: ${shown}`).toBe(true);
    // A screen is walked on once in each branch of the main menu (Buy's states look like Prices').
    const key = `${text.split("*")[0] === "3" ? "3" : ""}|${shown}`;
    if (seen.has(key)) continue;
    seen.set(key, text);
    const depth = text === "" ? 0 : text.split("*").length;
    if (result.end || depth >= maxDepth) continue;
    for (const token of nextTokens(result.body)) queue.push(text === "" ? token : `${text}*${token}`);
  }
  return seen;
}

/** An unknown number's screens do not depend on the test's language (the caller picks it): walked once, checked five times. */
let unknownCaller: Map<string, string> | undefined;
function unknownCallerScreens(): Map<string, string> {
  unknownCaller ??= walkAll({ caller: null, now: NOW, serviceCode: "*384*1#" }, 9);
  return unknownCaller;
}

const MAYBE_PRODUCT = Object.fromEntries(LANGUAGES.map((language) => [language, productName("maize", language)])) as Record<
  Language,
  string
>;

describe("every screen in every language", () => {
  for (const language of LANGUAGES) {
    it(`fits one GSM-7 screen in ${language}: a known caller, with and without a PIN, paused, suspended`, () => {
      const variants: MenuContext[] = [
        { caller: caller(language), now: NOW, serviceCode: "*384*12345#" },
        { caller: caller(language, { hasPin: false, smsOn: true }), now: NOW, serviceCode: "*384*1#" },
        { caller: caller(language, { pausedUntil: "2026-11-27T02:10:00Z" }), now: NOW, serviceCode: "*384*1#" },
        { caller: caller(language, { suspended: true }), now: NOW, serviceCode: "" },
        { caller: caller(language, { role: "buyer" }), now: NOW, serviceCode: "*384*1#" },
        { caller: caller(language, { role: "admin" }), now: NOW, serviceCode: "*384*1#" },
      ];
      const screens = variants.map((ctx) => walkAll(ctx));
      const all = [...screens.flatMap((map) => [...map.keys()].map((key) => key.slice(key.indexOf("|") + 1)))].join("\n");
      const t = USSD_TEXTS[language];
      // Each kind of screen was reached, not just the menu.
      for (const text of [
        t.sellProducts,
        t.unitsHead,
        t.sellState,
        t.buyProducts,
        t.offerHead,
        t.requestsHead,
        t.ordersHead,
        t.reasonsHead,
      ])
        expect(all).toContain(answer(false, text).split("\n")[0]);
      for (const text of [t.notSeller, t.notBuyer, t.noOrdersRole, t.alreadyOpen, t.quantityInvalid])
        expect(all).toContain(answer(true, text));
      expect(all).toContain(toGsm7(t.priceAsk(t.units.kg, "N25,000")));
      expect(all).toContain(toGsm7(t.sellSummary(MAYBE_PRODUCT[language], "1,234", t.units.kg, "N1,234", "Abia")));
      for (const text of [t.pinEnter, t.pinOld, t.pinNew, t.pinAgain, t.languageHead, t.productsHead, t.statesHead])
        expect(all).toContain(answer(false, text).split("\n")[0]);
      expect(all).toContain(answer(true, t.pinNone));
      expect(all).toContain(answer(true, t.pinPaused(10)));
      expect(all).toContain(answer(true, t.suspended));
      expect(all).toContain(answer(true, t.pinsDiffer));
      // Help is whole, never cut, with a shared code's 5-digit extension.
      expect(fitsScreen(`END ${toGsm7(t.help((choices) => shortcut("*384*12345#", choices)))}`)).toBe(true);
      // A long walk (every screen of seven callers): seconds, more on a busy machine.
    }, 60_000);

    it(`registers an unknown number in ${language}, every step fitting a screen`, () => {
      const index = LANGUAGES.indexOf(language) + 1;
      const screens = unknownCallerScreens();
      const t = USSD_TEXTS[language];
      const texts = [...screens.keys()].join("\n");
      expect(texts).toContain(answer(false, t.rolesHead).split("\n")[0]);
      const result = walkMenu(`5*${index}*1*Amina Bello*20*1234*1234`, { caller: null, now: NOW, serviceCode: "*384*1#" });
      expect(result).toEqual({
        kind: "action",
        language,
        action: { kind: "register", language, role: "farmer", fullName: "Amina Bello", state: "kano", pin: "1234" },
      });
      expect(fitsScreen(answer(true, t.registered("A".repeat(60))))).toBe(true);
      // The first language walks every screen an unknown number can reach: seconds, more on a busy machine.
    }, 60_000);

    it(`shows every product's price in ${language} within one screen, for the longest state names`, () => {
      const long = ["akwa-ibom", "cross-river", "fct", "nasarawa"].map((slug) => NIGERIAN_STATES.findIndex((s) => s.slug === slug) + 1);
      for (const [productIndex] of PRODUCTS.entries())
        for (const state of long)
          for (const price of FACTS) {
            const ctx = { caller: caller(language), now: NOW, serviceCode: "*384*1#", price };
            const result = walkMenu(`1*${productIndex + 1}*${state}`, ctx);
            expect(result.kind).toBe("screen");
            if (result.kind === "screen") expect(fitsScreen(answer(result.end, result.body)), result.body).toBe(true);
          }
      // 180 menu walks: about a second, more on a busy machine.
    }, 60_000);
  }
});

describe("walking a session's text", () => {
  const ctx: MenuContext = { caller: caller("en"), now: NOW, serviceCode: "*384*1#" };
  const shown = (text: string, more: Partial<MenuContext> = {}) => {
    const result = walkMenu(text, { ...ctx, ...more });
    return result.kind === "screen" ? answer(result.end, result.body) : result;
  };

  it("keeps the main menu's numbers and answers Help at 0", () => {
    expect(shown("")).toBe("CON Gona\n1 Prices\n2 Sell\n3 Buy\n4 My orders\n5 My account\n0 Help");
    expect(shown("0")).toMatch(/^END Gona: .*\*384\*1\*1# Prices\n\*384\*1\*1\*1\*20# Maize in Kano/s);
  });

  it("goes back with 0 and pages with 98, numbers running on across pages", () => {
    expect(shown("1*0")).toBe(shown(""));
    const first = shown("1") as string;
    const second = shown("1*98") as string;
    expect(first).toContain("1 Maize\n");
    expect(first).toContain("98 More");
    expect(second).not.toContain("1 Maize\n");
    expect(shown("1*98*0")).toBe(first);
    expect(shown("1*98*1")).toBe(shown("1*1"));
    expect(shown("1*1*20")).toMatchObject({ kind: "need_price", product: "maize", state: "kano" });
    expect(shown("1*1*20", { price: { unit: "bag", count: 12, medianKobo: 2_500_050 } })).toBe(
      "END Maize in Kano, last 30 days: N25,001/bag (middle price of 12 listings).",
    );
  });

  it("ends nonsense with an apology in the caller's language", () => {
    for (const text of ["9", "1*99", "99*abc", "1**2", "*", "1*1*20*5", "0*1", "abc", "5*7"])
      expect(shown(text, { caller: caller("ha"), price: null })).toBe(answer(true, USSD_TEXTS.ha.invalid));
    expect(shown("5*1*1*Amina*20*12", { caller: null })).toBe(answer(true, USSD_TEXTS.en.pinFormat));
    expect(shown("5*2*1*x", { caller: null })).toBe(answer(true, USSD_TEXTS.ha.nameInvalid));
  });

  it("asks for the PIN before every change", () => {
    expect(shown("5*1*2")).toBe("CON Enter your PIN\n0 Back");
    expect(shown("5*1*2*1234")).toEqual({ kind: "action", language: "en", action: { kind: "set_language", language: "ha", pin: "1234" } });
    expect(shown("5*3*1*4321")).toEqual({ kind: "action", language: "en", action: { kind: "set_sms", on: true, pin: "4321" } });
    expect(shown("5*2*1111*2222*2222")).toEqual({
      kind: "action",
      language: "en",
      action: { kind: "change_pin", pin: "1111", newPin: "2222" },
    });
    expect(shown("5*1*2", { caller: caller("en", { pausedUntil: "2026-11-27T02:14:01Z" }) })).toBe(
      answer(true, USSD_TEXTS.en.pinPaused(15)),
    );
    expect(shown("5*1*2", { caller: caller("en", { pausedUntil: "2026-11-27T01:59:00Z" }) })).toBe("CON Enter your PIN\n0 Back");
  });
});
