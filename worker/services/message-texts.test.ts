import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { CONTACT_CHANGE_TEXTS } from "./contact-change-texts";
import { gsm7Length, MAX_SMS_SEPTETS, toGsm7 } from "./gsm7";
import { MESSAGE_TEXTS } from "./message-texts";

/** Whether a text, as the outbox stores it (GSM-7, ADR 081), is one SMS. */
const oneSms = (text: string) => gsm7Length(toGsm7(text)) <= MAX_SMS_SEPTETS;

const LINK = "https://gona.ng/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

describe("message texts", () => {
  it.each(LANGUAGES)("%s: every SMS carries its code and its 10 minutes, in one SMS", (language) => {
    const texts = MESSAGE_TEXTS[language];
    const sms = [texts.loginCode("482913"), texts.confirmPhoneCode("482913"), texts.resetCode("482913", "https://gona.ng/reset-password")];
    for (const text of sms) {
      expect(text).toContain("482913");
      expect(text).toContain("10");
      expect(oneSms(text), text).toBe(true);
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

describe("contact change texts (ADR 053)", () => {
  const link = "https://gona.ng/not-me?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
  it.each(LANGUAGES)("%s: the old contact's SMS carries the undo link in one SMS; the e-mail has a subject and the link", (language) => {
    const texts = CONTACT_CHANGE_TEXTS[language];
    for (const sms of [texts.changedSms("email", null, link), texts.changedSms("phone", "4567", link)]) {
      expect(sms.endsWith(link)).toBe(true);
      expect(oneSms(sms), sms).toBe(true);
    }
    expect(texts.changedSms("phone", "4567", link)).toContain("4567");
    expect(texts.changedEmail.body("email", null, link)).toContain(`\n${link}\n`);
    expect(texts.changedEmail.subject("phone", "4567")).not.toBe(texts.changedEmail.subject("email", null));
    // A removed phone (no new number) is said as removed, not as a change to a number ending "null".
    expect(texts.changedSms("phone", null, link)).not.toContain("null");
    expect(oneSms(texts.changedSms("phone", null, link))).toBe(true);
    expect(texts.changedSms("phone", null, link)).not.toBe(texts.changedSms("phone", "4567", link).replace("4567", ""));
    expect(texts.changedEmail.subject("phone", null)).not.toBe(texts.changedEmail.subject("phone", "4567"));
    expect(texts.changedEmail.body("phone", null, link)).toContain(`\n${link}\n`);
    expect(texts.proofCode("482913")).toContain("482913");
    expect(oneSms(texts.proofCode("482913"))).toBe(true);
  });

  it("is translated: no two languages send the same undo SMS", () => {
    expect(new Set(LANGUAGES.map((language) => CONTACT_CHANGE_TEXTS[language].changedSms("email", null, link))).size).toBe(
      LANGUAGES.length,
    );
  });
});
