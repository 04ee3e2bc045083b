// The GSM 7-bit letters of USSD screens and SMS (PRODUCT.md, "Feature phones") and the 182-character screen.
import { describe, expect, it } from "vitest";
import { cutGsm7, fitsScreen, gsm7Length, isGsm7, MAX_SCREEN_CHARS, pageLines, toGsm7 } from "./gsm7";

describe("writing a text in GSM-7 letters", () => {
  it("writes Hausa hooked letters plain", () => {
    expect(toGsm7("ɓa ƙasa ɗaya ƴaƴa Ɓ Ƙ Ɗ Ƴ")).toBe("ba kasa daya yaya B K D Y");
    expect(toGsm7("Gyaɗa, Kuɓewa, Saƙonnin")).toBe("Gyada, Kubewa, Sakonnin");
  });

  it("drops the dots and tone marks of Yoruba and Igbo letters", () => {
    expect(toGsm7("Ẹ̀wà ọjà ṣé ìpínlẹ̀")).toBe("Ewa oja se ipinle");
    expect(toGsm7("Ọnụahịa ụbọchị Ṅ ṅ Akaụntụ")).toBe("Onuahia ubochi N n Akauntu");
    expect(toGsm7("Àgbàdo Yorùbá éékà")).toBe("Agbado Yoruba eeka");
  });

  it("writes the naira sign as N and curly quotes and dashes straight", () => {
    expect(toGsm7("₦25,000/bag")).toBe("N25,000/bag");
    expect(toGsm7("\u2018a\u2019 \u201cb\u201d c\u2013d n\u02bca")).toBe("'a' \"b\" c-d n'a");
  });

  it("leaves plain text alone and marks what it cannot write", () => {
    const plain = "Gona\n1 Prices\n98 More\n0 Back";
    expect(toGsm7(plain)).toBe(plain);
    expect(toGsm7("rice 🌾")).toBe("rice ?");
    expect(isGsm7(toGsm7("漢字 ẹ ƙ ₦ 🌾"))).toBe(true);
  });
});

describe("a screen", () => {
  it("counts extension characters twice and holds at most 182 septets", () => {
    expect(gsm7Length("a€[")).toBe(5);
    expect(fitsScreen(`END ${"a".repeat(MAX_SCREEN_CHARS - 4)}`)).toBe(true);
    expect(fitsScreen(`END ${"a".repeat(MAX_SCREEN_CHARS - 3)}`)).toBe(false);
    expect(fitsScreen(`END ${"a".repeat(MAX_SCREEN_CHARS - 5)}€`)).toBe(false);
    expect(fitsScreen("END ẹ")).toBe(false);
  });

  it("pages a long list so that every page fits with its head, More and Back", () => {
    const lines = Array.from({ length: 40 }, (_, index) => `${index + 1} Ọ̀dùnkún òyìnbó number ${index + 1}`);
    const pages = pageLines("Choose a product", lines, "98 More", "0 Back");
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(lines);
    for (const page of pages) expect(fitsScreen(toGsm7(["CON Choose a product", ...page, "98 More", "0 Back"].join("\n")))).toBe(true);
  });
});

describe("an SMS cut to fit", () => {
  it("keeps a text that fits, and cuts a longer one to the septets given, ending ...", () => {
    expect(cutGsm7("Gona: maize", 11)).toBe("Gona: maize");
    expect(cutGsm7("Gona: white maize", 12)).toBe("Gona: whi...");
    // An extension character takes two septets: it is not let through when only one is left.
    expect(cutGsm7("abcdefg€hij", 10)).toBe("abcdefg...");
    expect(gsm7Length(cutGsm7(`${"€".repeat(100)}`, 160))).toBeLessThanOrEqual(160);
  });
});
