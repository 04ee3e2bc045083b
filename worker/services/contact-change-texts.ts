// What Gona sends when a phone number or e-mail address of an account changes: to the OLD contact, with the
// "this was not me" link (ADR 053), and the code that stands in for the password of an account without one. In each
// language; the SMS stays within one 160-character part.
import type { Language } from "../languages";

export type ContactField = "phone" | "email";

export interface ContactChangeTexts {
  /** SMS to the old contact; `ending` is the new number's last 4 digits (a phone change), or null (the phone was removed). */
  changedSms: (field: ContactField, ending: string | null, link: string) => string;
  changedEmail: {
    subject: (field: ContactField, ending: string | null) => string;
    body: (field: ContactField, ending: string | null, link: string) => string;
  };
  /** The code sent to the account's own phone that stands in for a password it does not have: a contact change, a USSD PIN reset. */
  proofCode: (code: string) => string;
}

export const CONTACT_CHANGE_TEXTS: Record<Language, ContactChangeTexts> = {
  en: {
    changedSms: (field, ending, link) =>
      field === "email"
        ? `Gona: the e-mail address of your account was changed. Not you? ${link}`
        : ending === null
          ? `Gona: the phone number was removed from your account. Not you? ${link}`
          : `Gona: the phone number of your account was changed to one ending ${ending}. Not you? ${link}`,
    changedEmail: {
      subject: (field, ending) =>
        field === "email"
          ? "The e-mail address of your Gona account was changed"
          : ending === null
            ? "The phone number was removed from your Gona account"
            : "The phone number of your Gona account was changed",
      body: (field, ending, link) =>
        `${field === "email" ? "The e-mail address of your Gona account was changed." : ending === null ? "The phone number was removed from your Gona account." : `The phone number of your Gona account was changed to one ending ${ending}.`}\n\nIf this was not you, open this link: it puts the old contact back, signs every device out and stops any further change until you reset your password.\n${link}\n\nThe link works once, for 7 days.`,
    },
    proofCode: (code) => `Gona code to confirm a change to your account: ${code}. It expires in 10 minutes. Not you? Ignore this SMS.`,
  },
  ha: {
    changedSms: (field, ending, link) =>
      field === "email"
        ? `Gona: an canza imel na asusunka. Ba kai ba? ${link}`
        : ending === null
          ? `Gona: an cire lambar waya daga asusunka. Ba kai ba? ${link}`
          : `Gona: an canza lambar wayar asusunka zuwa mai ƙarewa da ${ending}. Ba kai ba? ${link}`,
    changedEmail: {
      subject: (field, ending) =>
        field === "email"
          ? "An canza imel na asusunka na Gona"
          : ending === null
            ? "An cire lambar waya daga asusunka na Gona"
            : "An canza lambar wayar asusunka na Gona",
      body: (field, ending, link) =>
        `${field === "email" ? "An canza imel na asusunka na Gona." : ending === null ? "An cire lambar waya daga asusunka na Gona." : `An canza lambar wayar asusunka na Gona zuwa mai ƙarewa da ${ending}.`}\n\nIdan ba kai ba ne, buɗe wannan mahaɗi: zai mayar da tsohon, ya fitar da kowace na'ura, ya hana wani canji har sai ka sabunta kalmar sirrinka.\n${link}\n\nMahaɗin yana aiki sau ɗaya, cikin kwana 7.`,
    },
    proofCode: (code) =>
      `Lambar Gona don tabbatar da canji a asusunka: ${code}. Za ta ƙare cikin minti 10. Ba kai ba? Ka yi watsi da saƙon.`,
  },
  yo: {
    changedSms: (field, ending, link) =>
      field === "email"
        ? `Gona: wọ́n ti yí ímeèlì àkáǹtì rẹ padà. Kì í ṣe ìwọ? ${link}`
        : ending === null
          ? `Gona: wọ́n ti yọ nọ́ńbà fóònù kúrò lára àkáǹtì rẹ. Kì í ṣe ìwọ? ${link}`
          : `Gona: wọ́n ti yí nọ́ńbà fóònù àkáǹtì rẹ padà sí èyí tó parí pẹ̀lú ${ending}. Kì í ṣe ìwọ? ${link}`,
    changedEmail: {
      subject: (field, ending) =>
        field === "email"
          ? "Wọ́n ti yí ímeèlì àkáǹtì Gona rẹ padà"
          : ending === null
            ? "Wọ́n ti yọ nọ́ńbà fóònù kúrò lára àkáǹtì Gona rẹ"
            : "Wọ́n ti yí nọ́ńbà fóònù àkáǹtì Gona rẹ padà",
      body: (field, ending, link) =>
        `${field === "email" ? "Wọ́n ti yí ímeèlì àkáǹtì Gona rẹ padà." : ending === null ? "Wọ́n ti yọ nọ́ńbà fóònù kúrò lára àkáǹtì Gona rẹ." : `Wọ́n ti yí nọ́ńbà fóònù àkáǹtì Gona rẹ padà sí èyí tó parí pẹ̀lú ${ending}.`}\n\nTí kì í bá ṣe ìwọ, ṣí ìlujá yìí: yóò dá èyí àtijọ́ padà, yóò mú gbogbo ẹ̀rọ jáde, kò sì ní jẹ́ kí ohunkóhun yí padà títí o fi yí ọ̀rọ̀ aṣínà rẹ padà.\n${link}\n\nÌlujá náà ń ṣiṣẹ́ lẹ́ẹ̀kan, fún ọjọ́ 7.`,
    },
    proofCode: (code) => `Kóòdù Gona láti jẹ́rìí sí ìyípadà nínú àkáǹtì rẹ: ${code}. Yóò dópin ní ìṣẹ́jú 10. Kì í ṣe ìwọ? Fojú fo ọ̀rọ̀ yìí.`,
  },
  ig: {
    changedSms: (field, ending, link) =>
      field === "email"
        ? `Gona: a gbanwere email akaụntụ gị. Ọ bụghị gị? ${link}`
        : ending === null
          ? `Gona: e wepụrụ nọmba ekwentị n'akaụntụ gị. Ọ bụghị gị? ${link}`
          : `Gona: a gbanwere nọmba ekwentị akaụntụ gị gaa na nke na-ejedebe na ${ending}. Ọ bụghị gị? ${link}`,
    changedEmail: {
      subject: (field, ending) =>
        field === "email"
          ? "A gbanwere email akaụntụ Gona gị"
          : ending === null
            ? "E wepụrụ nọmba ekwentị n'akaụntụ Gona gị"
            : "A gbanwere nọmba ekwentị akaụntụ Gona gị",
      body: (field, ending, link) =>
        `${field === "email" ? "A gbanwere email akaụntụ Gona gị." : ending === null ? "E wepụrụ nọmba ekwentị n'akaụntụ Gona gị." : `A gbanwere nọmba ekwentị akaụntụ Gona gị gaa na nke na-ejedebe na ${ending}.`}\n\nỌ bụrụ na ọ bụghị gị, mepee njikọ a: ọ ga-eweghachi nke ochie, wepụ ngwaọrụ niile, ma kwụsị mgbanwe ọzọ ruo mgbe ị gbanwere paswọọdụ gị.\n${link}\n\nNjikọ a na-arụ ọrụ otu ugboro, ruo ụbọchị 7.`,
    },
    proofCode: (code) => `Koodu Gona iji kwado mgbanwe na akaụntụ gị: ${code}. Ọ ga-agwụ n'ime nkeji 10. Ọ bụghị gị? Leghara ozi a.`,
  },
  pcm: {
    changedSms: (field, ending, link) =>
      field === "email"
        ? `Gona: dem don change di e-mail for your account. No be you? ${link}`
        : ending === null
          ? `Gona: dem don comot di phone number from your account. No be you? ${link}`
          : `Gona: dem change your account phone number to one wey end with ${ending}. No be you? ${link}`,
    changedEmail: {
      subject: (field, ending) =>
        field === "email"
          ? "Dem don change di e-mail for your Gona account"
          : ending === null
            ? "Dem don comot di phone number from your Gona account"
            : "Dem don change di phone number for your Gona account",
      body: (field, ending, link) =>
        `${field === "email" ? "Dem don change di e-mail for your Gona account." : ending === null ? "Dem don comot di phone number from your Gona account." : `Dem don change di phone number for your Gona account to one wey end with ${ending}.`}\n\nIf no be you, open dis link: e go put di old one back, comot every device and stop any other change until you reset your password.\n${link}\n\nDi link dey work one time, for 7 days.`,
    },
    proofCode: (code) => `Gona code to confirm change for your account: ${code}. E go expire for 10 minutes. No be you? Ignore dis SMS.`,
  },
};
