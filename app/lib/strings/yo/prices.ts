// UI labels of the price guide, in Yoruba.
import { formatCount } from "../../format";
import type { pricesStrings as en } from "../en/prices";

export const pricesStrings: typeof en = {
  title: "Ìtọ́sọ́nà iye owó",
  description: "Iye tí ohun ọ̀gbìn ń tà ní gbogbo Nàìjíríà: iye àárín láti inú ìpolówó Gona àti àwọn ìdúnàádúrà tí ó parí, ọ̀sẹ̀ dé ọ̀sẹ̀.",
  intro:
    "Iye àárín ti ìpolówó tí a fọwọ́ sí, àti iye tí a gbà nínú ìdúnàádúrà tí ó parí, láàárín ọjọ́ 90 sẹ́yìn. Ìdajì àwọn iye wà nísàlẹ̀ iye àárín, ìdajì sì wà lókè.",
  state: "Ìpínlẹ̀",
  allNigeria: "Gbogbo Nàìjíríà",
  show: "Fihàn",
  product: "Ọjà",
  unit: "Ìwọ̀n",
  median: "Iye àárín",
  listings: "Ìpolówó",
  deals: "Ìdúnàádúrà",
  change: "Ìyípadà ọjọ́ 30",
  trend: "Ìlọsíwájú ọ̀sẹ̀",
  empty: "Kò sí iye owó fún àṣàyàn yìí síbẹ̀.",
  tooFew: "Iye owó kò tó",
  noTrend: "Ọ̀sẹ̀ kò tíì tó",
  perUnit: (price, unit) => `${price} fún ${unit} kan`,
  up: (pct) => `ó gòkè ní ${pct}%`,
  down: (pct) => `ó sọ̀kalẹ̀ ní ${pct}%`,
  steady: "kò yí padà",
  sparkline: (product, unit, from, to, weeks) => `${product} fún ${unit} kan, iye àárín ọ̀sẹ̀ fún ọ̀sẹ̀ ${weeks}: láti ${from} sí ${to}`,
  method:
    "Bí a ṣe ń kà á: a ń ka ìpolówó lẹ́ẹ̀kan lọ́sẹ̀ nígbà tí a ti fọwọ́ sí i tí gbogbo ènìyàn sì ń rí i; a ń ka ìdúnàádúrà tí ó parí lẹ́ẹ̀kan, ní iye tí a gbà. A kì í ka iye tí ó ju ìlọ́po mẹ́wàá iye àárín lọ tàbí tí ó kéré sí ìdá kan nínú mẹ́wàá rẹ̀. Iye àárín nílò iye owó 5 ó kéré tán.",
  productTitle: (product) => `Iye owó ${product}`,
  allPrices: "Gbogbo iye owó",
  period: "Àkókò",
  lastDays: (days) => `Ọjọ́ ${days} sẹ́yìn`,
  middleHalf: "Ìdajì àárín (ìdá 25 sí 75)",
  dataPoints: "Iye owó tí a kà",
  pricesCounted: (n) => `Iye owó ${formatCount(n)}`,
  dealsCounted: (n) => `Ọjà tí a tà ${formatCount(n)}`,
  outliers: (count) => `A kò ka iye owó ${count} tí ó jìnnà sí iye àárín ju ìlọ́po mẹ́wàá lọ.`,
  fromListings: "Láti inú ìpolówó",
  fromDeals: "Láti inú ìdúnàádúrà tí ó parí",
  chartTitle: (product, unit, place) => `Iye owó ${product} lọ́sẹ̀ fún ${unit} kan, ${place}`,
  legendMedian: "Iye àárín ìpolówó",
  legendBand: "Ìdajì àárín iye ìpolówó",
  legendDeals: "Iye àárín ìdúnàádúrà",
  weekOf: "Ọ̀sẹ̀ tí ó bẹ̀rẹ̀",
  tableTitle: "Ọ̀sẹ̀ dé ọ̀sẹ̀",
  seeListings: "Wo àwọn ìpolówó wọ̀nyí",
  comparison: (price, unit, pct, place, count, days, direction) =>
    direction === "at"
      ? `${price} fún ${unit} kan wà ní iye àárín ní ${place} (ìpolówó ${count}, ọjọ́ ${days} sẹ́yìn)`
      : `${price} fún ${unit} kan ${direction === "below" ? "kéré sí" : "ju"} iye àárín ní ${place} ní ${pct}% (ìpolówó ${count}, ọjọ́ ${days} sẹ́yìn)`,
  hint: {
    guide: "Wo iye owó nínú ìtọ́sọ́nà iye owó",
    productGuide: (product: string) => `Wo iye owó ${product} nínú ìtọ́sọ́nà iye owó`,
    choose: "Yan ọjà, ìwọ̀n àti ìpínlẹ̀ láti rí iye àárín.",
    median: (place: string, price: string, unit: string, count: number) =>
      `Iye àárín ní ${place}: ${price} fún ${unit} kan, ìpolówó ${count}`,
    tooFew: (place: string) => `Iye owó kò tíì tó ní ${place} fún iye àárín.`,
  },
  alerts: {
    title: "Ìkìlọ̀ owó",
    intro: (product: string, unit: string, place: string) =>
      `Sọ fún mi nígbà tí iye àárín ${product} fún ${unit} kan ní ${place} bá yí padà ju`,
    save: "Ṣètò ìkìlọ̀",
    signIn: "Wọlé láti gba ìkìlọ̀ owó",
    yours: "Àwọn ìkìlọ̀ owó rẹ",
    none: "O kò tíì ní ìkìlọ̀ owó kankan.",
    entry: (product: string, unit: string, place: string, pct: number) => `${product} fún ${unit} kan, ${place}: ju ${pct}% lọ`,
    remove: "Pa á rẹ́",
    removeLabel: (entry: string) => `Pa ìkìlọ̀ ${entry} rẹ́`,
    saved: "A ti fi ìkìlọ̀ pamọ́. Wàá gba ìfitónilétí nígbà tí iye àárín bá yí padà.",
    removed: "A ti pa ìkìlọ̀ náà rẹ́.",
    failed: "A kò lè yí àwọn ìkìlọ̀ owó rẹ padà.",
  },
};
