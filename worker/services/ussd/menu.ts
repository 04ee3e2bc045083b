// Gona's USSD menu tree (PRODUCT.md, "Feature phones"; ADR 076): the fixed main menu (1 Prices, 2 Sell, 3 Buy,
// 4 My orders, 5 My account, 0 Help), registration for a number Gona does not know, and My account. Pure: what the
// caller and the price guide say comes in as a context, and a change comes out as an action for the service to do.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../languages";
import { productName } from "../../products";
import { buyNode } from "./menu-buy";
import {
  act,
  isPin,
  type MenuContext,
  type Node,
  nairaText,
  pinGate,
  productThenState,
  stateNode,
  USSD_ROLES,
  type UssdAction,
  type UssdCaller,
} from "./menu-common";
import { ordersNode } from "./menu-orders";
import { sellNode } from "./menu-sell";
import { ending, entryNode, type Final, listNode, type WalkResult, walk } from "./screens";
import { USSD_TEXTS, type UssdRole } from "./texts";

export type { MenuContext, PriceFact, UssdAction, UssdCaller, UssdMatch, UssdOrder } from "./menu-common";
export { nairaText, USSD_ROLES } from "./menu-common";

/** The session's choices: `""` is none; a text with an empty choice in it is nonsense (null). */
export function choicesOf(text: string): string[] | null {
  if (text === "") return [];
  const tokens = text.split("*").map((token) => token.trim());
  return tokens.some((token) => token === "") ? null : tokens;
}

/** A shortcut dialled straight from the service code: `*384*1#` and "1*1*20" → `*384*1*1*1*20#`. */
export function shortcut(serviceCode: string, choices: string): string {
  return /^\*[0-9*]{1,20}#$/.test(serviceCode) ? `${serviceCode.slice(0, -1)}*${choices}#` : choices;
}

const languageNames = LANGUAGES.map((language) => LANGUAGE_NAMES[language]);

/** 1 Prices: product → state → the last 30 days' median and count (no account needed). */
function pricesNode(language: Language, ctx: MenuContext): Node {
  const t = USSD_TEXTS[language];
  return productThenState(language, t.productsHead, (product, state) => {
    if (ctx.price === undefined) return { final: { kind: "need_price", product, state: state.slug } };
    const name = productName(product, language);
    const fact = ctx.price;
    if (fact === null || fact.medianKobo === null) return ending(language, t.noPrice(name, state.name));
    return ending(language, t.price(name, state.name, nairaText(fact.medianKobo), t.units[fact.unit], fact.count));
  });
}

/** A new PIN typed twice, then `then`. */
function newPinTwice(language: Language, prompt: string, then: (pin: string) => Final<UssdAction>): Node {
  const t = USSD_TEXTS[language];
  return entryNode(language, prompt, (pin) => {
    if (!isPin(pin)) return ending(language, t.pinFormat);
    return entryNode(language, t.pinAgain, (again) => (again === pin ? then(pin) : ending(language, t.pinsDiffer)));
  });
}

/** 5 My account: language, PIN, SMS alerts; every change asks for the PIN. */
function accountNode(language: Language, caller: UssdCaller, ctx: MenuContext): Node {
  const t = USSD_TEXTS[language];
  return listNode(language, t.accountHead, [t.language, caller.hasPin ? t.changePin : t.setPin, t.smsAlerts(caller.smsOn)], (index) => {
    if (index === 0)
      return listNode(language, t.languageHead, languageNames, (chosen) =>
        pinGate(language, ctx, (pin) => ({ kind: "set_language", language: LANGUAGES[chosen] as Language, pin })),
      );
    if (index === 1) {
      if (!caller.hasPin) return newPinTwice(language, t.pinNew, (newPin) => act(language, { kind: "set_pin", newPin }));
      const gate = pinGate(language, ctx, (pin) => ({ kind: "change_pin", pin, newPin: "" }));
      if ("closed" in gate && gate.closed) return gate;
      return entryNode(language, t.pinOld, (pin) =>
        isPin(pin)
          ? newPinTwice(language, t.pinNew, (newPin) => act(language, { kind: "change_pin", pin, newPin }))
          : ending(language, t.pinFormat),
      );
    }
    return {
      language,
      pages: 1,
      body: () => `${t.smsState(caller.smsOn)}\n${t.back}`,
      choose: (token) => (token === "1" ? pinGate(language, ctx, (pin) => ({ kind: "set_sms", on: !caller.smsOn, pin })) : null),
    };
  });
}

/** A number Gona does not know: language, role, name, state, PIN twice → an account (its phone confirmed). */
function registrationNode(): Node {
  return listNode("en", USSD_TEXTS.en.newHere, languageNames, (chosen) => {
    const language = LANGUAGES[chosen] as Language;
    const t = USSD_TEXTS[language];
    return listNode(
      language,
      t.rolesHead,
      USSD_ROLES.map((role) => t.roles[role]),
      (roleIndex) =>
        entryNode(language, t.nameAsk, (typed) => {
          const fullName = typed.replace(/\s+/g, " ").trim();
          if (!/^\p{L}[\p{L}\p{M} .'-]{1,59}$/u.test(fullName)) return ending(language, t.nameInvalid);
          return stateNode(language, t.yourState, (state) =>
            newPinTwice(language, t.pinChoose, (pin) =>
              act(language, { kind: "register", language, role: USSD_ROLES[roleIndex] as UssdRole, fullName, state: state.slug, pin }),
            ),
          );
        }),
    );
  });
}

/** The main menu, its numbers fixed (posters and radio print shortcuts such as `*384*1#`). */
export function mainMenu(ctx: MenuContext): Node {
  const caller = ctx.caller;
  const language = caller?.language ?? "en";
  const t = USSD_TEXTS[language];
  return {
    language,
    pages: 1,
    body: () => t.menu,
    choose: (token) => {
      if (token === "1") return pricesNode(language, ctx);
      if (token === "0")
        return ending(
          language,
          t.help((choices) => shortcut(ctx.serviceCode, choices)),
        );
      if (!["2", "3", "4", "5"].includes(token)) return null;
      if (!caller)
        return ctx.probe && token !== "5"
          ? token === "2"
            ? sellNode("en", ctx)
            : token === "3"
              ? buyNode("en", ctx)
              : ordersNode("en", ctx)
          : registrationNode();
      if (caller.suspended) return ending(language, t.suspended);
      if (token === "5") return accountNode(language, caller, ctx);
      if (token === "2") return sellNode(language, ctx);
      if (token === "3") return buyNode(language, ctx);
      return ordersNode(language, ctx);
    },
  };
}

/** The whole walk of a session's text: null choices (an empty one, `1**2`) end with the apology. */
export function walkMenu(text: string, ctx: MenuContext): WalkResult<UssdAction> {
  const choices = choicesOf(text);
  const language = ctx.caller?.language ?? "en";
  if (choices === null) return { kind: "screen", end: true, body: USSD_TEXTS[language].invalid, language };
  return walk(mainMenu(ctx), choices);
}
