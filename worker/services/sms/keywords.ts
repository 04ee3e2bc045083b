// What an inbound SMS asks (PRODUCT.md, "Feature phones"; ADR 079): a keyword in English or in a language's own words,
// then its argument. Pure: the text is folded (case, marks, apostrophes, extra spaces) before it is read, so
// "  beeni 12345", "Bẹ́ẹ̀ni 12345" and "BEENI  12345" are the same answer.
import type { Language } from "../../languages";
import { SMS_TEXTS } from "./texts";

export type SmsKeyword = "price" | "yes" | "no" | "stop" | "start" | "help" | "code";

/**
 * Each language's words for each keyword, as folded text (upper case, no marks or apostrophes). English words are read
 * in every language; where Pidgin shares them (PRICE, YES, NO, CODE) they count as English. CODE (the seller typing the
 * buyer's handover code, ADR 091) has the word each language writes for it (ADR 099): Hausa's LAMBA ("number", as the
 * code is spoken of), Yoruba's and Igbo's KOODU (a word both share, read as Yoruba's; the sender's account language
 * answers anyway). docs/operations.md lists them.
 */
export const SMS_KEYWORDS: Record<Language, Record<SmsKeyword, readonly string[]>> = {
  en: { price: ["PRICE"], yes: ["YES"], no: ["NO"], stop: ["STOP"], start: ["START"], help: ["HELP"], code: ["CODE"] },
  ha: { price: ["FARASHI"], yes: ["EH"], no: ["AA"], stop: ["TSAYA"], start: ["FARA"], help: ["TAIMAKO"], code: ["LAMBA", "LAMBAR"] },
  yo: { price: ["IYE", "OWO"], yes: ["BEENI"], no: ["RARA"], stop: ["DURO"], start: ["BERE"], help: ["IRANLOWO"], code: ["KOODU"] },
  ig: { price: ["ONUAHIA"], yes: ["EE"], no: ["MBA"], stop: ["KWUSI"], start: ["MALITE"], help: ["ENYEMAKA"], code: ["KOODU"] },
  pcm: {
    price: ["HOW MUCH"],
    yes: ["I GREE", "GREE"],
    no: ["I NO GREE", "NO GREE"],
    stop: ["STOP AM"],
    start: ["START AM"],
    help: ["HELP ME"],
    code: ["CODE"],
  },
};

/** The word a reply to a seller's alert uses in each language (the alert says "reply YES 12345 or NO 12345"). */
export const REPLY_WORDS: Record<Language, { yes: string; no: string }> = {
  en: { yes: "YES", no: "NO" },
  ha: { yes: "EH", no: "AA" },
  yo: { yes: "BEENI", no: "RARA" },
  ig: { yes: "EE", no: "MBA" },
  pcm: { yes: "YES", no: "NO" },
};

export interface ParsedSms {
  keyword: SmsKeyword;
  /** The language whose word it was (English for words several share). */
  language: Language;
  /** What followed the keyword, folded ("MAIZE KANO", "12345"); "" when nothing. */
  rest: string;
}

/** Upper case, marks and apostrophes gone, Hausa hooked letters plain, anything else but letters and digits a space. */
export function foldSms(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’ʼ`]/g, "")
    .replace(/ɓ/gi, "b")
    .replace(/ɗ/gi, "d")
    .replace(/ƙ/gi, "k")
    .replace(/ƴ/gi, "y")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Every (words, keyword, language), longest words first so "I NO GREE" wins over "I" and "NO". English first on ties. */
const TABLE = (["en", "ha", "yo", "ig", "pcm"] as const)
  .flatMap((language) =>
    (Object.entries(SMS_KEYWORDS[language]) as [SmsKeyword, readonly string[]][]).flatMap(([keyword, words]) =>
      words.map((word) => ({ word, keyword, language })),
    ),
  )
  .sort((a, b) => b.word.length - a.word.length);

/** The keyword an SMS starts with, or null (the answer is then HELP in English or the sender's language). */
export function parseSms(text: string): ParsedSms | null {
  const folded = foldSms(text);
  for (const { word, keyword, language } of TABLE) {
    if (folded === word || folded.startsWith(`${word} `)) return { keyword, language, rest: folded.slice(word.length).trim() };
  }
  return null;
}

/** A request code as typed: 5 digits (spaces inside forgiven: "123 45"); null when it is not one. */
export function codeOf(rest: string): string | null {
  const digits = rest.replace(/\s+/g, "");
  return /^[1-9]\d{4}$/.test(digits) ? digits : null;
}

/** A buyer's handover code as typed: 6 digits (spaces inside forgiven); null when it is not one. */
export function handoverCodeOf(rest: string): string | null {
  const digits = rest.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The tail of a seller's alert for a new request: "Reply YES 12345 or NO 12345." in their language. */
export function replyLine(language: Language, code: string): string {
  const words = REPLY_WORDS[language];
  return SMS_TEXTS[language].reply(words.yes, words.no, code);
}
