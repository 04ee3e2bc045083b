// UI labels of the price guide, in Igbo.
import { formatCount } from "../../format";
import type { pricesStrings as en } from "../en/prices";

export const pricesStrings: typeof en = {
  title: "Ntuziaka ọnụahịa",
  description: "Ihe ihe ọkụkụ na-ere n'ezie n'ofe Naịjirịa: ọnụahịa etiti site na mkpọsa Gona na azụmahịa emechara, izu ụka n'izu ụka.",
  intro:
    "Ọnụahịa etiti nke mkpọsa a kwadoro, na ọnụahịa e kwekọrịtara n'azụmahịa emechara, n'ime ụbọchị 90 gara aga. Ọkara ọnụahịa dị n'okpuru etiti, ọkara dịkwa n'elu ya.",
  state: "Steeti",
  allNigeria: "Naịjirịa niile",
  show: "Gosi",
  product: "Ngwaahịa",
  unit: "Ọtụtụ",
  median: "Ọnụahịa etiti",
  listings: "Mkpọsa",
  deals: "Azụmahịa",
  change: "Mgbanwe ụbọchị 30",
  trend: "Ọnọdụ izu ụka",
  empty: "Enweghị ọnụahịa maka nhọrọ a ugbu a.",
  tooFew: "Ọnụahịa adịghị ọtụtụ",
  noTrend: "Izu ụka ezubeghị",
  perUnit: (price, unit) => `${price} kwa ${unit}`,
  up: (pct) => `ọ rịgoro ${pct}%`,
  down: (pct) => `ọ dara ${pct}%`,
  steady: "enweghị mgbanwe",
  sparkline: (product, unit, from, to, weeks) =>
    `${product} kwa ${unit}, ọnụahịa etiti kwa izu n'ime izu ${weeks}: site na ${from} ruo ${to}`,
  method:
    "Otu anyị si agụ ya: a na-agụ mkpọsa otu ugboro n'izu mgbe a kwadoro ya ma ọha na-ahụ ya; a na-agụ azụmahịa emechara otu ugboro, n'ọnụahịa e kwekọrịtara. Anyị anaghị agụ ọnụahịa karịrị ugboro iri nke etiti ma ọ bụ dị obere karịa otu ụzọ n'ụzọ iri ya. Ọnụahịa etiti chọrọ opekata mpe ọnụahịa 5.",
  productTitle: (product) => `Ọnụahịa ${product}`,
  allPrices: "Ọnụahịa niile",
  period: "Oge",
  lastDays: (days) => `Ụbọchị ${days} gara aga`,
  middleHalf: "Ọkara etiti (pasentị 25 ruo 75)",
  dataPoints: "Ọnụahịa a gụrụ",
  pricesCounted: (n) => `Ọnụahịa ${formatCount(n)}`,
  dealsCounted: (n) => `Azụmahịa ${formatCount(n)}`,
  outliers: (count) => `Anyị agụghị ọnụahịa ${count} dị anya site n'etiti karịa ugboro iri.`,
  fromListings: "Site na mkpọsa",
  fromDeals: "Site n'azụmahịa emechara",
  chartTitle: (product, unit, place) => `Ọnụahịa ${product} kwa izu kwa ${unit}, ${place}`,
  legendMedian: "Ọnụahịa etiti mkpọsa",
  legendBand: "Ọkara etiti nke ọnụahịa mkpọsa",
  legendDeals: "Ọnụahịa etiti azụmahịa",
  weekOf: "Izu malitere",
  tableTitle: "Izu ụka n'izu ụka",
  seeListings: "Lee mkpọsa ndị a",
  comparison: (price, unit, pct, place, count, days, direction) =>
    direction === "at"
      ? `${price} kwa ${unit} dị n'ọnụahịa etiti na ${place} (mkpọsa ${count}, ụbọchị ${days} gara aga)`
      : `${price} kwa ${unit} ${direction === "below" ? "dị n'okpuru" : "karịrị"} ọnụahịa etiti na ${place} site na ${pct}% (mkpọsa ${count}, ụbọchị ${days} gara aga)`,
  hint: {
    guide: "Lee ọnụahịa na ntuziaka ọnụahịa",
    productGuide: (product: string) => `Lee ọnụahịa ${product} na ntuziaka ọnụahịa`,
    choose: "Họrọ ngwaahịa, ọtụtụ na steeti ka ịhụ ọnụahịa etiti.",
    median: (place: string, price: string, unit: string, count: number) =>
      `Ọnụahịa etiti na ${place}: ${price} kwa ${unit}, mkpọsa ${count}`,
    tooFew: (place: string) => `Ọnụahịa adịghị ezu na ${place} ugbu a maka ọnụahịa etiti.`,
  },
  alerts: {
    title: "Ọkwa ọnụahịa",
    intro: (product: string, unit: string, place: string) =>
      `Gwa m mgbe ọnụahịa etiti nke ${product} kwa ${unit} na ${place} gbanwere karịa`,
    save: "Tọọ ọkwa",
    signIn: "Banye ka ị nweta ọkwa ọnụahịa",
    yours: "Ọkwa ọnụahịa gị",
    none: "Ị nweghị ọkwa ọnụahịa ọ bụla ugbu a.",
    entry: (product: string, unit: string, place: string, pct: number) => `${product} kwa ${unit}, ${place}: karịa pasentị ${pct}`,
    remove: "Hichapụ",
    removeLabel: (entry: string) => `Hichapụ ọkwa ${entry}`,
    saved: "E chekwala ọkwa ahụ. Ị ga-enweta ozi mgbe ọnụahịa etiti gbanwere.",
    removed: "E hichapụla ọkwa ahụ.",
    failed: "Enweghị ike ịgbanwe ọkwa ọnụahịa gị.",
  },
};
