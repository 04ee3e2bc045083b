// A USSD screen and an SMS travel in the GSM 7-bit default alphabet (3GPP TS 23.038): a screen shows at most 182 of
// its characters, one SMS holds 160 (against 70 of anything else, so one ẹ would make a Yoruba alert cost three
// messages). Letters outside it are written as PRODUCT.md says ("Feature phones"): Hausa ɓ ƙ ɗ ƴ as b k d y, Yoruba and Igbo
// letters without their dots and tone marks, ₦ as N, curly quotes straight. No imports: pure, tested in plain Node.

/** The most characters a USSD screen shows, its `CON `/`END ` included. */
export const MAX_SCREEN_CHARS = 182;

/** The default alphabet's basic table: one septet each. */
const BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: two septets each (an escape, then the character). */
const EXTENSION = "^{}\\[~]|€\f";

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** Letters that lose no mark under NFD but have a plain GSM-7 stand-in. */
const STAND_INS: Record<string, string> = {
  ɓ: "b",
  Ɓ: "B",
  ƙ: "k",
  Ƙ: "K",
  ɗ: "d",
  Ɗ: "D",
  ƴ: "y",
  Ƴ: "Y",
  "₦": "N",
  "\u2018": "'",
  "\u2019": "'",
  "\u02bc": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00a0": " ",
  "\u00d7": "x",
};

/** True when every character is in the default alphabet (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC_SET.has(char) && !EXTENSION_SET.has(char)) return false;
  return true;
}

/** How many septets the text takes: extension characters count twice. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) length += EXTENSION_SET.has(char) ? 2 : 1;
  return length;
}

/**
 * The text in plain GSM-7 letters: marks dropped (ẹ → e, ọ → o, ṣ → s, ṅ → n, à → a, é → e: even the accented
 * letters the alphabet has, so one word is written one way), the stand-ins above, anything else as "?".
 */
export function toGsm7(text: string): string {
  let out = "";
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    const stand = STAND_INS[char];
    if (stand !== undefined) out += stand;
    else if (BASIC_SET.has(char) || EXTENSION_SET.has(char)) out += char;
    else out += "?";
  }
  return out;
}

/** The most GSM-7 characters one SMS holds. */
export const MAX_SMS_SEPTETS = 160;

/** A GSM-7 text cut to at most `max` septets, ending "..." when it was cut. */
export function cutGsm7(text: string, max: number): string {
  if (gsm7Length(text) <= max) return text;
  let out = "";
  let used = 0;
  for (const char of text) {
    const size = EXTENSION_SET.has(char) ? 2 : 1;
    if (used + size > max - 3) break;
    out += char;
    used += size;
  }
  return `${out.trimEnd()}...`;
}

/** Whether an answer (its `CON `/`END ` included) fits one USSD screen: GSM-7 only, at most 182 septets. */
export function fitsScreen(answer: string): boolean {
  return isGsm7(answer) && gsm7Length(answer) <= MAX_SCREEN_CHARS;
}

/**
 * The items of a long list split into screens: each page holds as many lines as fit with its `head` and `foot`
 * (the foot of the last page has no "More"). Pages are decided on the GSM-7 text, so every page fits.
 */
export function pageLines(head: string, lines: readonly string[], more: string, back: string, prefix = "CON "): string[][] {
  const pages: string[][] = [];
  let current: string[] = [];
  const size = (body: string[], withMore: boolean) =>
    gsm7Length(toGsm7([`${prefix}${head}`, ...body, ...(withMore ? [more] : []), back].join("\n")));
  for (const line of lines) {
    if (current.length > 0 && size([...current, line], true) > MAX_SCREEN_CHARS) {
      pages.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages;
}
