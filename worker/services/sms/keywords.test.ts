// The inbound SMS keywords in each language (folded: case, marks, apostrophes, extra spaces), the price query's
// product and state, and every answer text as one GSM-7 SMS in all five languages.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../languages";
import { gsm7Length, isGsm7, toGsm7 } from "../gsm7";
import { codeOf, handoverCodeOf, parseSms, REPLY_WORDS, replyLine, SMS_KEYWORDS, type SmsKeyword } from "./keywords";
import { priceQuery } from "./price";
import { SMS_TEXTS } from "./texts";

const KEYWORDS: SmsKeyword[] = ["price", "yes", "no", "stop", "start", "help", "code"];

describe("inbound SMS keywords", () => {
  it("reads every keyword of every language, in any case and with extra spaces, as that language's", () => {
    for (const language of LANGUAGES)
      for (const keyword of KEYWORDS)
        for (const word of SMS_KEYWORDS[language][keyword]) {
          // A word two languages share (English's that Pidgin shares, KOODU) counts as the first's; every other word
          // names its own language.
          const first = LANGUAGES.find((other) => SMS_KEYWORDS[other][keyword].includes(word));
          const typed = `  ${word.toLowerCase().replace(/ /g, "   ")}   12345 `;
          expect(parseSms(typed), `${language} ${word}`).toEqual({ keyword, language: first, rest: "12345" });
        }
  });

  it("folds marks, apostrophes and hooked letters as people type them", () => {
    expect(parseSms("Bẹ́ẹ̀ni 40213")).toEqual({ keyword: "yes", language: "yo", rest: "40213" });
    expect(parseSms("A'a 40213")).toEqual({ keyword: "no", language: "ha", rest: "40213" });
    expect(parseSms("Ọnụahịa ọka Kano")).toEqual({ keyword: "price", language: "ig", rest: "OKA KANO" });
    expect(parseSms("i no gree 40213")).toEqual({ keyword: "no", language: "pcm", rest: "40213" });
    expect(parseSms("help")).toEqual({ keyword: "help", language: "en", rest: "" });
  });

  it("reads a word only as a whole word, and nothing else as a keyword", () => {
    expect(parseSms("NOW 12345")).toBeNull();
    expect(parseSms("Yesterday")).toBeNull();
    expect(parseSms("")).toBeNull();
    expect(parseSms("12345")).toBeNull();
  });

  it("takes a 5-digit code, forgiving a space inside it", () => {
    expect(codeOf("12345")).toBe("12345");
    expect(codeOf("123 45")).toBe("12345");
    expect(codeOf("1234")).toBeNull();
    expect(codeOf("02345")).toBeNull();
    expect(codeOf("ABCDE")).toBeNull();
  });

  it("reads CODE and a 6-digit handover code in any language, forgiving spaces and a leading zero", () => {
    expect(parseSms("code 012 345")).toEqual({ keyword: "code", language: "en", rest: "012 345" });
    expect(handoverCodeOf("012 345")).toBe("012345");
    expect(handoverCodeOf("12345")).toBeNull();
    expect(handoverCodeOf("1234567")).toBeNull();
    expect(handoverCodeOf("")).toBeNull();
  });

  it("reads each language's own word for CODE, as people type it, and CODE itself in every language (ADR 099)", () => {
    expect(parseSms("Lambar 123 456")).toEqual({ keyword: "code", language: "ha", rest: "123 456" });
    expect(parseSms("lamba 123456")).toEqual({ keyword: "code", language: "ha", rest: "123456" });
    expect(parseSms("Kóòdù 123456")).toEqual({ keyword: "code", language: "yo", rest: "123456" });
    for (const language of LANGUAGES) {
      expect(SMS_KEYWORDS[language].code.length, language).toBeGreaterThan(0);
      // HELP tells each language's speakers their word for it, and the word it names is read as CODE.
      const word = SMS_KEYWORDS[language].code[0] as string;
      expect(SMS_TEXTS[language].help, language).toContain(`${word} 123456`);
      expect(SMS_TEXTS[language].needHandoverCode, language).toContain(`${word} 123456`);
      expect(parseSms(`${word.toLowerCase()} 123456`)?.keyword, language).toBe("code");
    }
    expect(parseSms("CODE 123456")).toEqual({ keyword: "code", language: "en", rest: "123456" });
  });

  it("finds the product in any language and the state, in either order", () => {
    expect(priceQuery("MAIZE KANO")).toEqual({ product: "maize", state: "kano" });
    expect(priceQuery("KANO MASARA")).toEqual({ product: "maize", state: "kano" });
    expect(priceQuery("AGBADO")).toEqual({ product: "maize", state: null });
    expect(priceQuery("RICE CROSS RIVER")).toEqual({ product: "rice-paddy", state: "cross-river" });
    expect(priceQuery("BANANAS LAGOS")).toEqual({ product: null, state: "lagos" });
  });
});

describe("inbound SMS answers", () => {
  it("are each one GSM-7 SMS (at most 160 characters) in all five languages", () => {
    for (const language of LANGUAGES) {
      const t = SMS_TEXTS[language];
      const title = "Yellow maize, dry, 50 kg b…";
      const texts = [
        t.help,
        t.unknownProduct,
        t.needCode(SMS_KEYWORDS[language].yes[0] ?? "YES"),
        t.accepted("12345", title),
        t.rejected("12345", title),
        t.unknownCode("12345"),
        t.cannotAccept("12345"),
        t.notKnown,
        t.alertsOff,
        t.alertsOn,
        replyLine(language, "12345"),
        t.needHandoverCode,
        t.handoverReleased(title),
        t.handoverWrong(4),
        t.handoverLocked,
        t.nothingHeld,
      ];
      for (const text of texts) {
        const sms = toGsm7(text);
        expect(isGsm7(sms), `${language}: ${text}`).toBe(true);
        expect(sms).not.toContain("?");
        expect(gsm7Length(sms), `${language}: ${text}`).toBeLessThanOrEqual(160);
      }
      // The alert's reply names the language's own words, which the inbound side reads back.
      expect(parseSms(`${REPLY_WORDS[language].yes} 12345`)?.keyword).toBe("yes");
      expect(parseSms(`${REPLY_WORDS[language].no} 12345`)?.keyword).toBe("no");
    }
  });
});
