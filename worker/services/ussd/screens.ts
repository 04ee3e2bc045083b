// The pieces USSD menus are made of, and the walk over a session's `text` (PRODUCT.md, "Feature phones"): every
// choice so far joined by `*`; inside a menu, choices number from 1, `0` goes back and `98` shows more. Pure: the
// same text and context always give the same result. No imports beyond pure modules (tested in plain Node too).
import type { Language } from "../../languages";
import { fitsScreen, MAX_SCREEN_CHARS, pageLines, toGsm7 } from "../gsm7";
import { USSD_TEXTS } from "./texts";

/** What a walk ends in: a screen, an action for the service to carry out, or the price facts it must read first. */
export type WalkResult<A> =
  | { kind: "screen"; end: boolean; body: string; language: Language }
  | { kind: "action"; action: A; language: Language }
  | { kind: "need_price"; product: string; state: string }
  | { kind: "need_data"; need: DataNeed };

/** What a walk must have read before it can go on (Sell's price hint, Buy's listings, My orders). */
export type DataNeed =
  | { what: "hint"; product: string; unit: string }
  | { what: "matches"; product: string; state: string }
  | { what: "orders" };

export type Final<A> = { final: WalkResult<A> };

/** One menu or question: what it shows (a page of it) and where a choice leads (null: not a choice here). */
export interface UssdNode<A> {
  language: Language;
  pages: number;
  body: (page: number) => string;
  choose: (token: string) => UssdNode<A> | Final<A> | null;
  /** A screen that ends the session whatever comes after (actions paused): a retry that types on gets it again. */
  closed?: WalkResult<A>;
}

export const ending = <A>(language: Language, body: string): Final<A> => ({ final: { kind: "screen", end: true, body, language } });

/** An ending that stays the answer to anything typed after it (a screen typed on before the session ended). */
export function closedNode<A>(language: Language, body: string): UssdNode<A> {
  const closed: WalkResult<A> = { kind: "screen", end: true, body, language };
  return { language, pages: 1, body: () => body, choose: () => ({ final: closed }), closed };
}

/** A numbered list under `head`, paged to fit a screen; numbers run on across pages, so a shortcut never changes. */
export function listNode<A>(
  language: Language,
  head: string,
  labels: readonly string[],
  pick: (index: number) => UssdNode<A> | Final<A> | null,
  options: { back?: boolean } = {},
): UssdNode<A> {
  const t = USSD_TEXTS[language];
  const back = options.back === false ? "" : t.back;
  const lines = labels.map((label, index) => `${index + 1} ${label}`);
  const pages = pageLines(head, lines, t.more, back);
  return {
    language,
    pages: pages.length,
    body: (page) => [head, ...(pages[page] ?? []), ...(page + 1 < pages.length ? [t.more] : []), ...(back ? [back] : [])].join("\n"),
    choose: (token) => {
      if (!/^[1-9][0-9]{0,2}$/.test(token)) return null;
      const index = Number(token) - 1;
      return index < labels.length ? pick(index) : null;
    },
  };
}

/** A question answered by typing (a name, a PIN): `accept` decides what the answer leads to. */
export function entryNode<A>(language: Language, prompt: string, accept: (token: string) => UssdNode<A> | Final<A>): UssdNode<A> {
  return { language, pages: 1, body: () => `${prompt}\n${USSD_TEXTS[language].back}`, choose: accept };
}

/**
 * Walks the session's choices from `root`: `0` goes back (at the top it is the root's own choice), `98` turns the page
 * while there is more, anything a screen does not offer ends the session with an apology. An ending reached before
 * the last choice is nonsense typed after it, so it ends with the apology too.
 */
export function walk<A>(root: UssdNode<A>, tokens: readonly string[]): WalkResult<A> {
  const stack: { node: UssdNode<A>; page: number }[] = [{ node: root, page: 0 }];
  for (const [index, token] of tokens.entries()) {
    const top = stack[stack.length - 1] as { node: UssdNode<A>; page: number };
    if (top.node.closed) return top.node.closed;
    if (token === "0" && stack.length > 1) {
      if (top.page > 0) top.page -= 1;
      else stack.pop();
      continue;
    }
    if (token === "98" && top.page + 1 < top.node.pages) {
      top.page += 1;
      continue;
    }
    const next = top.node.choose(token);
    const language = top.node.language;
    if (next === null) return { kind: "screen", end: true, body: USSD_TEXTS[language].invalid, language };
    if ("final" in next) {
      // Data the walk must read first is asked for wherever it is reached: the choices after it need it too.
      if (index === tokens.length - 1 || next.final.kind === "need_price" || next.final.kind === "need_data") return next.final;
      return { kind: "screen", end: true, body: USSD_TEXTS[language].invalid, language };
    }
    stack.push({ node: next, page: 0 });
  }
  const top = stack[stack.length - 1] as { node: UssdNode<A>; page: number };
  if (top.node.closed) return top.node.closed;
  return { kind: "screen", end: false, body: top.node.body(top.page), language: top.node.language };
}

/**
 * The answer the gateway shows: `CON ` or `END `, then the body in GSM-7 letters. A body that would not fit (a
 * gateway's unusually long service code in Help) is cut at the last whole word that fits, never sent over 182.
 */
export function answer(end: boolean, body: string): string {
  const whole = `${end ? "END" : "CON"} ${toGsm7(body)}`;
  if (fitsScreen(whole)) return whole;
  let cut = whole;
  while (!fitsScreen(cut)) cut = cut.slice(0, Math.max(0, cut.lastIndexOf(" ", MAX_SCREEN_CHARS - 1)));
  return cut;
}
