// 3 Buy (ADR 077): product and state → the 3 best open listings (seller, price per unit, quantity left) → one of them
// → quantity → the asking price or an offer → a summary → the PIN → a purchase request, as from the web.
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA } from "../../domain";
import type { Language } from "../../languages";
import { productName } from "../../products";
import {
  confirmNode,
  type MenuContext,
  nairaText,
  pinGate,
  productThenState,
  quantityText,
  type Step,
  shortName,
  type UssdMatch,
  wholeNumber,
} from "./menu-common";
import { ending, entryNode, listNode } from "./screens";
import { USSD_TEXTS } from "./texts";

/** How many listings Buy offers. */
export const BUY_MATCHES = 3;

/** The web's rule: only buyers send purchase requests. */
export const mayBuy = (role: string) => role === "buyer";

interface Chosen {
  match: UssdMatch;
  /** The product's name in the caller's language. */
  name: string;
}

function offerStep(language: Language, ctx: MenuContext, { match, name }: Chosen, quantity: number, offerNaira: number | null): Step {
  const t = USSD_TEXTS[language];
  const unit = t.units[match.unit];
  const price = nairaText(offerNaira === null ? match.priceKobo : offerNaira * 100);
  const summary = t.buySummary(quantityText(quantity), unit, name, shortName(match.sellerName, 30), price);
  return confirmNode(language, summary, () => pinGate(language, ctx, (pin) => ({ kind: "buy", match, quantity, offerNaira, pin })));
}

function matchNode(language: Language, ctx: MenuContext, chosen: Chosen): Step {
  const { match } = chosen;
  const t = USSD_TEXTS[language];
  if (match.mine) return ending(language, t.alreadyOpen);
  const unit = t.units[match.unit];
  const left = match.quantity === null ? null : quantityText(match.quantity);
  return entryNode(language, t.buyQuantity(unit, left), (typed) => {
    const quantity = wholeNumber(typed, MAX_QUANTITY);
    if (quantity === null) return ending(language, t.quantityInvalid);
    if (match.quantity !== null && quantity > match.quantity) return ending(language, t.tooMuch(left ?? "", unit));
    return listNode(language, t.offerHead, [t.askingPrice(nairaText(match.priceKobo), unit), t.myOffer], (choice) => {
      if (choice === 0) return offerStep(language, ctx, chosen, quantity, null);
      return entryNode(language, t.offerAsk(unit), (price) => {
        const offer = wholeNumber(price, MAX_UNIT_PRICE_NAIRA);
        return offer === null ? ending(language, t.priceInvalid) : offerStep(language, ctx, chosen, quantity, offer);
      });
    });
  });
}

export function buyNode(language: Language, ctx: MenuContext): Step {
  const t = USSD_TEXTS[language];
  if (!ctx.probe && !mayBuy(ctx.caller?.role ?? "")) return ending(language, t.notBuyer);
  return productThenState(language, t.buyProducts, (product, state) => {
    const matches = ctx.matches;
    if (matches === undefined) return { final: { kind: "need_data", need: { what: "matches", product, state: state.slug } } };
    const name = productName(product, language);
    if (matches.length === 0) return ending(language, t.noMatches(name, state.name));
    return listNode(
      language,
      t.matchesHead(name, state.name),
      matches.map((match) => {
        const unit = t.units[match.unit];
        const left = match.quantity === null ? "" : `, ${quantityText(match.quantity)} ${unit}`;
        return `${shortName(match.sellerName)} ${nairaText(match.priceKobo)}/${unit}${left}`;
      }),
      (index) => {
        const match = matches[index];
        return match ? matchNode(language, ctx, { match, name }) : null;
      },
    );
  });
}
