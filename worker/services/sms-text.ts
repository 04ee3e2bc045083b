// Text that people chose (a buyer's name, a listing's title) travels inside SMS sent under Gona's name. There it must
// not pass for Gona's own words: no links, no phone numbers, no line breaks, and short (docs/security.md).

/** Links and addresses: a scheme or `www.`, an e-mail address, or a dotted name ending in letters (`gona-help.example/x`). */
const LINK_LIKE = /(?:https?:\/\/|www\.)\S*|\S+@\S+|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.\p{L}{2,}(?:[/?#]\S*)?/giu;
/** A run of digits with the separators people put in phone numbers; removed when it holds 7 digits or more. */
const DIGIT_RUN = /\+?\(?\d[\d\s().-]*\d/g;
/** Line and paragraph breaks, control and format characters (bidi overrides, zero-width joiners). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Quotation marks: the fixed text puts the name between quotes, and the name must not close them. */
const QUOTES = /["“”„‟«»]/g;

/** Longest name and title an SMS carries (characters). */
export const SMS_NAME_MAX = 24;
export const SMS_TITLE_MAX = 32;

/** User-chosen text as an SMS may carry it: no links, phone numbers or breaks, at most `max` characters ("…" when cut). */
export function smsSafeText(value: unknown, max: number): string {
  const text = (typeof value === "string" ? value : "")
    .replace(INVISIBLE, " ")
    .replace(LINK_LIKE, " ")
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, "").length >= 7 ? " " : run))
    .replace(QUOTES, "")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(text);
  if (characters.length === 0) return "…";
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join("");
  return `${cut.trimEnd()}…`;
}
