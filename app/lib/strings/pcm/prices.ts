// UI labels of the price guide, in Nigerian Pidgin.
import { formatCount } from "../../format";
import { plural } from "../../plural";
import type { pricesStrings as en } from "../en/prices";

export const pricesStrings: typeof en = {
  title: "Price guide",
  description: "Wetin crops dey really sell for across Naija: middle price from Gona listings and deals wey don finish, week by week.",
  intro:
    "Middle price of listings wey admin don approve, and price wey people agree for deals wey don finish, for the last 90 days. Half of the prices dey under the middle price, half dey above am.",
  state: "State",
  allNigeria: "Everywhere for Naija",
  show: "Show",
  product: "Product",
  unit: "Unit",
  median: "Middle price",
  listings: "Listings",
  deals: "Deals",
  change: "Change for 30 days",
  trend: "How e dey go every week",
  empty: "No price for this choice yet.",
  tooFew: "Price never reach",
  noTrend: "Weeks never reach yet",
  perUnit: (price, unit) => `${price} for one ${unit}`,
  up: (pct) => `e go up ${pct}%`,
  down: (pct) => `e come down ${pct}%`,
  steady: "e no change",
  sparkline: (product, unit, from, to, weeks) =>
    `${product} for one ${unit}, middle price every week for ${weeks} weeks: from ${from} reach ${to}`,
  method:
    "How we dey count: we dey count one listing once every week wey e dey approved and people fit see am; we dey count deal wey don finish once, for the price wey dem agree. We no dey count price wey pass the middle price ten times or wey small pass one tenth of am. Middle price need at least 5 prices.",
  productTitle: (product) => `${product} prices`,
  allPrices: "All prices",
  period: "Time",
  lastDays: (days) => `Last ${days} days`,
  middleHalf: "Middle half (25th reach 75th percentile)",
  dataPoints: "Prices wey we count",
  pricesCounted: (n) => `${formatCount(n)} ${plural("pcm", n, { one: "price", other: "prices" })} we count`,
  dealsCounted: (n) => `${formatCount(n)} ${plural("pcm", n, { one: "deal", other: "deals" })} wey close`,
  outliers: (count) => `We no count ${count} prices wey far from the middle price pass ten times.`,
  fromListings: "From listings",
  fromDeals: "From deals wey don finish",
  chartTitle: (product, unit, place) => `${product} prices every week for one ${unit}, ${place}`,
  legendMedian: "Listing middle price",
  legendBand: "Middle half of listing prices",
  legendDeals: "Deal middle price",
  weekOf: "Week wey start",
  tableTitle: "Week by week",
  seeListings: "See di listings dem",
  comparison: (price, unit, pct, place, count, days, direction) =>
    direction === "at"
      ? `${price} for one ${unit} dey for the middle price for ${place} (${count} listings, last ${days} days)`
      : `${price} for one ${unit} dey ${pct}% ${direction === "below" ? "under" : "above"} the middle price for ${place} (${count} listings, last ${days} days)`,
  hint: {
    guide: "See prices for the price guide",
    productGuide: (product: string) => `See ${product} prices for the price guide`,
    choose: "Choose product, unit and state make you see the middle price.",
    median: (place: string, price: string, unit: string, count: number) =>
      `Middle price for ${place}: ${price} for one ${unit}, ${count} listings`,
    tooFew: (place: string) => `Price never reach for ${place} to get middle price.`,
  },
  alerts: {
    title: "Price alert",
    intro: (product: string, unit: string, place: string) =>
      `Tell me when the middle price of ${product} for one ${unit} for ${place} change pass`,
    save: "Set di alert",
    signIn: "Sign in make you get price alert",
    yours: "Your price alerts",
    none: "You never get any price alert.",
    entry: (product: string, unit: string, place: string, pct: number) => `${product} for one ${unit}, ${place}: pass ${pct}%`,
    remove: "Comot am",
    removeLabel: (entry: string) => `Comot di alert ${entry}`,
    saved: "We don save the alert. You go get notification when the middle price move.",
    removed: "We don delete the alert.",
    failed: "We no fit change your price alerts.",
  },
};
