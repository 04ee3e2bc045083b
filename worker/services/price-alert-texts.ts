// The words of a price alert in each language: product and state names from their lists, units from the catalogs,
// money with the one formatter, so the notification reads like the price pages.
import { formatNaira } from "../../app/lib/format";
import { marketplaceStrings as en } from "../../app/lib/strings/en/marketplace";
import { marketplaceStrings as ha } from "../../app/lib/strings/ha/marketplace";
import { marketplaceStrings as ig } from "../../app/lib/strings/ig/marketplace";
import { marketplaceStrings as pcm } from "../../app/lib/strings/pcm/marketplace";
import { marketplaceStrings as yo } from "../../app/lib/strings/yo/marketplace";
import type { Language } from "../languages";
import { productName } from "../products";
import { stateName } from "../states";

/** What a price.alert notification stores: the key, the medians (naira) and the change in percent. */
export interface PriceAlertParams {
  product: string;
  unit: string;
  /** A state slug, or null for all of Nigeria. */
  state: string | null;
  from: number;
  to: number;
  pct: number;
}

const UNITS: Record<Language, Record<string, string>> = { en: en.units, ha: ha.units, yo: yo.units, ig: ig.units, pcm: pcm.units };
/** An amount of a unit as the pages write it ("20 bags"), for notifications written on the server. */
export const QUANTITY_OF: Record<Language, (count: number, unit: string) => string> = {
  en: en.quantityOf,
  ha: ha.quantityOf,
  yo: yo.quantityOf,
  ig: ig.quantityOf,
  pcm: pcm.quantityOf,
};

interface Words {
  title: (product: string) => string;
  nigeria: string;
  body: (what: { product: string; unit: string; place: string; to: string; from: string; pct: string; up: boolean }) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: (product) => `Price alert: ${product}`,
    nigeria: "Nigeria",
    body: (w) => `The median of ${w.product} per ${w.unit} in ${w.place} is now ${w.to}, ${w.up ? "up" : "down"} ${w.pct}% from ${w.from}.`,
  },
  ha: {
    title: (product) => `Faɗakarwar farashi: ${product}`,
    nigeria: "Najeriya",
    body: (w) =>
      `Matsakaicin farashin ${w.product} a kowane ${w.unit} a ${w.place} yanzu ${w.to} ne, ya ${w.up ? "tashi" : "sauka"} da kashi ${w.pct} daga ${w.from}.`,
  },
  yo: {
    title: (product) => `Ìkìlọ̀ owó: ${product}`,
    nigeria: "Nàìjíríà",
    body: (w) =>
      `Owó àárín ${w.product} fún ${w.unit} kan ní ${w.place} jẹ́ ${w.to} báyìí, ó ti ${w.up ? "gòkè" : "wálẹ̀"} ní ìdá ${w.pct} nínú ọgọ́rùn-ún láti ${w.from}.`,
  },
  ig: {
    title: (product) => `Ọkwa ọnụahịa: ${product}`,
    nigeria: "Naịjirịa",
    body: (w) =>
      `Ọnụahịa etiti nke ${w.product} kwa ${w.unit} na ${w.place} bụ ${w.to} ugbu a, ọ ${w.up ? "rịgoro" : "gbadara"} pasentị ${w.pct} site na ${w.from}.`,
  },
  pcm: {
    title: (product) => `Price alert: ${product}`,
    nigeria: "Naija",
    body: (w) =>
      `The middle price of ${w.product} for one ${w.unit} for ${w.place} na ${w.to} now, e don ${w.up ? "go up" : "come down"} ${w.pct}% from ${w.from}.`,
  },
};

/** A price alert's title and body in a language (a row missing its numbers still reads as an alert on its product). */
export function priceAlertText(language: Language, params: Partial<PriceAlertParams>) {
  const words = WORDS[language];
  const product = productName(params.product ?? "", language);
  const pct = typeof params.pct === "number" ? params.pct : 0;
  return {
    title: words.title(product),
    body: words.body({
      product,
      unit: UNITS[language][params.unit ?? ""] ?? params.unit ?? "",
      place: params.state ? stateName(params.state) : words.nigeria,
      to: formatNaira(params.to),
      from: formatNaira(params.from),
      pct: String(Math.abs(pct)),
      up: pct >= 0,
    }),
  };
}
