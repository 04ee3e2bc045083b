// UI labels of the price guide, in Hausa.
import { formatCount } from "../../format";
import type { pricesStrings as en } from "../en/prices";

export const pricesStrings: typeof en = {
  title: "Jagorar farashi",
  description:
    "Ainihin farashin amfanin gona a faɗin Najeriya: tsakiyar farashi daga tallace-tallacen Gona da cinikin da aka kammala, mako-mako.",
  intro:
    "Tsakiyar farashin tallace-tallacen da aka amince da su, da farashin cinikin da aka kammala, cikin kwanaki 90 da suka wuce. Rabin farashin yana ƙasa da tsakiya, rabi kuma yana sama.",
  state: "Jiha",
  allNigeria: "Duk Najeriya",
  show: "Nuna",
  product: "Amfanin gona",
  unit: "Maʼauni",
  median: "Tsakiyar farashi",
  listings: "Tallace-tallace",
  deals: "Cinikai",
  change: "Canji cikin kwanaki 30",
  trend: "Yanayin mako-mako",
  empty: "Babu farashi don wannan zaɓi tukuna.",
  tooFew: "Farashi sun yi kaɗan",
  noTrend: "Makonni ba su isa ba tukuna",
  perUnit: (price, unit) => `${price} kan kowane ${unit}`,
  up: (pct) => `ya hau da ${pct}%`,
  down: (pct) => `ya sauka da ${pct}%`,
  steady: "babu canji",
  sparkline: (product, unit, from, to, weeks) =>
    `${product} kan kowane ${unit}, tsakiyar farashi na mako cikin makonni ${weeks}: daga ${from} zuwa ${to}`,
  method:
    "Yadda muke ƙidaya: ana ƙidaya talla sau ɗaya a mako idan an amince da shi kuma jamaʼa na gani; ana ƙidaya cinikin da aka kammala sau ɗaya, a farashin da aka yarda. Ba a ƙidaya farashin da ya fi tsakiya ninki goma ko ya yi ƙasa da kashi ɗaya cikin goma ba. Tsakiyar farashi na buƙatar farashi aƙalla 5.",
  productTitle: (product) => `Farashin ${product}`,
  allPrices: "Duk farashi",
  period: "Lokaci",
  lastDays: (days) => `Kwanaki ${days} da suka wuce`,
  middleHalf: "Rabin tsakiya (kashi 25 zuwa 75)",
  dataPoints: "Farashin da aka ƙidaya",
  pricesCounted: (n) => `Farashi ${formatCount(n)}`,
  dealsCounted: (n) => `Ciniki ${formatCount(n)}`,
  outliers: (count) => `Ba a ƙidaya farashi ${count} da suka yi nisa da tsakiya fiye da ninki goma ba.`,
  fromListings: "Daga tallace-tallace",
  fromDeals: "Daga cinikin da aka kammala",
  chartTitle: (product, unit, place) => `Farashin ${product} na mako-mako kan kowane ${unit}, ${place}`,
  legendMedian: "Tsakiyar farashin talla",
  legendBand: "Rabin tsakiya na farashin talla",
  legendDeals: "Tsakiyar farashin ciniki",
  weekOf: "Makon",
  tableTitle: "Mako-mako",
  seeListings: "Duba waɗannan tallace-tallace",
  comparison: (price, unit, pct, place, count, days, direction) =>
    direction === "at"
      ? `${price} kan kowane ${unit} yana daidai da tsakiyar farashi a ${place} (tallace-tallace ${count}, kwanaki ${days} da suka wuce)`
      : `${price} kan kowane ${unit} ya ${direction === "below" ? "yi ƙasa" : "yi sama"} da tsakiyar farashi a ${place} da ${pct}% (tallace-tallace ${count}, kwanaki ${days} da suka wuce)`,
  hint: {
    guide: "Duba farashi a jagorar farashi",
    productGuide: (product: string) => `Duba farashin ${product} a jagorar farashi`,
    choose: "Zaɓi amfanin gona, maʼauni da jiha don ganin tsakiyar farashi.",
    median: (place: string, price: string, unit: string, count: number) =>
      `Tsakiyar farashi a ${place}: ${price} a kowane ${unit}, tallace-tallace ${count}`,
    tooFew: (place: string) => `Babu isasshen farashi a ${place} tukuna don samun tsakiya.`,
  },
  alerts: {
    title: "Faɗakarwar farashi",
    intro: (product: string, unit: string, place: string) =>
      `Sanar da ni idan tsakiyar farashin ${product} a kowane ${unit} a ${place} ya canza fiye da`,
    save: "Saita faɗakarwa",
    signIn: "Shiga don samun faɗakarwar farashi",
    yours: "Faɗakarwar farashinka",
    none: "Ba ka da faɗakarwar farashi tukuna.",
    entry: (product: string, unit: string, place: string, pct: number) => `${product} a kowane ${unit}, ${place}: fiye da kashi ${pct}`,
    remove: "Goge",
    removeLabel: (entry: string) => `Goge faɗakarwar ${entry}`,
    saved: "An ajiye faɗakarwar. Za ka sami sanarwa idan tsakiyar farashi ya canza.",
    removed: "An goge faɗakarwar.",
    failed: "Ba a iya canza faɗakarwar farashinka ba.",
  },
};
