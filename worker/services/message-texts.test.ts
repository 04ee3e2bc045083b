import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { MESSAGE_TEXTS } from "./message-texts";

const LINK = "https://gona.ng/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

describe("message texts", () => {
  it.each(LANGUAGES)("%s: every SMS carries its code and its 10 minutes, in one SMS", (language) => {
    const texts = MESSAGE_TEXTS[language];
    const sms = [texts.loginCode("482913"), texts.confirmPhoneCode("482913"), texts.resetCode("482913", "https://gona.ng/reset-password")];
    for (const text of sms) {
      expect(text).toContain("482913");
      expect(text).toContain("10");
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect(texts.resetCode("482913", LINK)).toContain(LINK);
  });

  it.each(LANGUAGES)("%s: every e-mail has a subject and carries its link", (language) => {
    const texts = MESSAGE_TEXTS[language];
    for (const email of [texts.resetEmail, texts.confirmEmail]) {
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.body(LINK)).toContain(`\n${LINK}\n`);
    }
  });

  it("is translated: no two languages send the same sign-in text", () => {
    const texts = new Set(LANGUAGES.map((language) => MESSAGE_TEXTS[language].loginCode("482913")));
    expect(texts.size).toBe(LANGUAGES.length);
  });
});
