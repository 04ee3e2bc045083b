// 2 Sell (ADR 077): product, quantity, unit, price per unit (the 30-day national median as a hint), state → a
// summary → the PIN → a listing in review, made by the service through the web form's own checks.
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA, PRICE_UNITS, type PriceUnit } from "../../domain";
import type { Language } from "../../languages";
import { PRODUCTS, productName } from "../../products";
import { confirmNode, type MenuContext, nairaText, pinGate, quantityText, type Step, stateNode, wholeNumber } from "./menu-common";
import { ending, entryNode, listNode } from "./screens";
import { USSD_TEXTS } from "./texts";

/** The products a USSD listing may name: crops (seeds need a variety and a NASC number, given on the web). */
export const SELL_PRODUCTS = PRODUCTS.filter((product) => product.category === "crops");
/** The units a harvest is sold in by USSD, in this order. */
export const SELL_UNITS: readonly PriceUnit[] = PRICE_UNITS.filter((unit) => ["kg", "ton", "bag", "piece"].includes(unit));

export const maySell = (role: string) => role === "farmer" || role === "supplier";

export function sellNode(language: Language, ctx: MenuContext): Step {
  const t = USSD_TEXTS[language];
  if (!ctx.probe && !maySell(ctx.caller?.role ?? "")) return ending(language, t.notSeller);
  return listNode(
    language,
    t.sellProducts,
    SELL_PRODUCTS.map((product) => productName(product.slug, language)),
    (productIndex) => {
      const product = SELL_PRODUCTS[productIndex]?.slug ?? "";
      const name = productName(product, language);
      return entryNode(language, t.quantityAsk(name), (typed) => {
        const quantity = wholeNumber(typed, MAX_QUANTITY);
        if (quantity === null) return ending(language, t.quantityInvalid);
        return listNode(
          language,
          t.unitsHead,
          SELL_UNITS.map((unit) => t.units[unit]),
          (unitIndex) => {
            const unit = SELL_UNITS[unitIndex] as PriceUnit;
            if (ctx.hint === undefined) return { final: { kind: "need_data", need: { what: "hint", product, unit } } };
            const hint = ctx.hint === null ? null : nairaText(ctx.hint);
            return entryNode(language, t.priceAsk(t.units[unit], hint), (price) => {
              const priceNaira = wholeNumber(price, MAX_UNIT_PRICE_NAIRA);
              if (priceNaira === null) return ending(language, t.priceInvalid);
              return stateNode(language, t.sellState, (state) => {
                const summary = t.sellSummary(name, quantityText(quantity), t.units[unit], nairaText(priceNaira * 100), state.name);
                return confirmNode(language, summary, () =>
                  pinGate(language, ctx, (pin) => ({
                    kind: "sell",
                    draft: { product, quantity, unit, priceNaira, state: state.slug },
                    pin,
                  })),
                );
              });
            });
          },
        );
      });
    },
  );
}
