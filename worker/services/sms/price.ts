// `PRICE <product> [<state>]` by SMS: the price guide's last 30 days, read as the USSD Prices path reads it (the busiest
// unit of price_summary for the product in the state, or Nigeria-wide), in the USSD answer's words.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { priceSummary } from "../../db/schema";
import type { PriceUnit } from "../../domain";
import type { Language } from "../../languages";
import { PRODUCTS, productName } from "../../products";
import { stateMention, stateName } from "../../states";
import { nairaText } from "../ussd/menu";
import { USSD_TEXTS } from "../ussd/texts";
import { foldSms } from "./keywords";
import { SMS_TEXTS } from "./texts";

/** Each product's names in every language, folded ("RICE PADDY", "SHINKAFA DANYA", "AGBADO"), and its slug's words. */
const PRODUCT_NAMES = PRODUCTS.map((product) => ({
  slug: product.slug,
  names: [...new Set([...product.names.map(foldSms), foldSms(product.slug.replace(/-/g, " "))])],
}));

/** The product the words name: a whole name, else the first product a name of which starts with them ("RICE"). */
export function productOf(words: string): string | null {
  if (words === "") return null;
  const exact = PRODUCT_NAMES.find((product) => product.names.includes(words));
  if (exact) return exact.slug;
  return PRODUCT_NAMES.find((product) => product.names.some((name) => name.startsWith(`${words} `)))?.slug ?? null;
}

/** What PRICE's argument names: the state (the last one named, as a place text reads) and the product in the rest. */
export function priceQuery(rest: string): { product: string | null; state: string | null } {
  const words = rest.toLowerCase().split(" ").filter(Boolean);
  const mention = stateMention(words);
  const productWords = mention ? [...words.slice(0, mention.start), ...words.slice(mention.start + mention.length)] : words;
  return { product: productOf(productWords.join(" ").toUpperCase()), state: mention?.slug ?? null };
}

/** The answer to PRICE in `language`. */
export async function priceAnswer(db: Database, rest: string, language: Language): Promise<string> {
  const { product, state } = priceQuery(rest);
  if (product === null) return SMS_TEXTS[language].unknownProduct;
  const [fact] = await db
    .select({ unit: priceSummary.unit, count: priceSummary.listingsCount, medianKobo: priceSummary.medianKobo })
    .from(priceSummary)
    .where(and(eq(priceSummary.region, state ?? "all"), eq(priceSummary.days, 30), eq(priceSummary.product, product)))
    .orderBy(desc(priceSummary.listingsCount), priceSummary.unit)
    .limit(1);
  const t = USSD_TEXTS[language];
  const name = productName(product, language);
  const where = state === null ? SMS_TEXTS[language].nigeria : stateName(state);
  if (!fact || fact.medianKobo === null) return `Gona: ${t.noPrice(name, where)}`;
  return `Gona: ${t.price(name, where, nairaText(fact.medianKobo), t.units[fact.unit as PriceUnit] ?? fact.unit, fact.count)}`;
}
