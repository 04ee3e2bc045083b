// UI labels of the price guide (/prices, /prices/{product} and the listing comparison).
import { formatCount } from "../../format";
import { plural } from "../../plural";

export const pricesStrings = {
  title: "Price guide",
  description: "What crops really sell for across Nigeria: median prices from Gona listings and completed deals, week by week.",
  intro:
    "Median asking prices of approved listings, and agreed prices of completed deals, over the last 90 days. Half of the prices are below the median and half above.",
  state: "State",
  allNigeria: "All Nigeria",
  show: "Show",
  product: "Product",
  unit: "Unit",
  median: "Median",
  listings: "Listings",
  deals: "Deals",
  change: "30-day change",
  trend: "Weekly trend",
  empty: "No prices for this choice yet.",
  tooFew: "Too few prices",
  noTrend: "Not enough weeks yet",
  perUnit: (price: string, unit: string) => `${price} per ${unit}`,
  up: (pct: string) => `up ${pct}%`,
  down: (pct: string) => `down ${pct}%`,
  steady: "no change",
  sparkline: (product: string, unit: string, from: string, to: string, weeks: number) =>
    `${product} per ${unit}, weekly median over ${weeks} weeks: from ${from} to ${to}`,
  method:
    "How we count: a listing counts once a week while it is approved and public; a completed deal counts once, at its agreed price. Prices more than ten times above or below the median are left out. A median needs at least 5 prices.",
  productTitle: (product: string) => `${product} prices`,
  allPrices: "All prices",
  period: "Period",
  lastDays: (days: number) => `Last ${days} days`,
  middleHalf: "Middle half (25th to 75th percentile)",
  dataPoints: "Prices counted",
  /** A week's counts in the week-by-week table. */
  pricesCounted: (n: number) => `${formatCount(n)} ${plural("en", n, { one: "price", other: "prices" })}`,
  dealsCounted: (n: number) => `${formatCount(n)} ${plural("en", n, { one: "deal", other: "deals" })}`,
  outliers: (count: number) => `${count} prices more than ten times away from the median were left out.`,
  fromListings: "From listings",
  fromDeals: "From completed deals",
  chartTitle: (product: string, unit: string, place: string) => `Weekly prices of ${product} per ${unit}, ${place}`,
  legendMedian: "Listing median",
  legendBand: "Middle half of listing prices",
  legendDeals: "Deal median",
  weekOf: "Week of",
  tableTitle: "Week by week",
  seeListings: "See these listings",
  comparison: (
    price: string,
    unit: string,
    pct: string,
    place: string,
    count: number,
    days: number,
    direction: "below" | "above" | "at",
  ) =>
    direction === "at"
      ? `${price} per ${unit} is at the median in ${place} (${count} listings, last ${days} days)`
      : `${price} per ${unit} is ${pct}% ${direction} the median in ${place} (${count} listings, last ${days} days)`,
  /** The median hint beside the price in the listing forms. */
  hint: {
    guide: "See prices in the price guide",
    productGuide: (product: string) => `See ${product} prices in the price guide`,
    choose: "Choose a product, unit and state to see the median price.",
    median: (place: string, price: string, unit: string, count: number) => `Median in ${place}: ${price} per ${unit}, ${count} listings`,
    tooFew: (place: string) => `Too few prices in ${place} yet for a median.`,
  },
  /** Price alerts: the form on a product page and the list of one's own. */
  alerts: {
    title: "Price alert",
    intro: (product: string, unit: string, place: string) =>
      `Tell me when the median of ${product} per ${unit} in ${place} changes by more than`,
    save: "Set alert",
    signIn: "Sign in to get a price alert",
    yours: "Your price alerts",
    none: "You have no price alerts yet.",
    entry: (product: string, unit: string, place: string, pct: number) => `${product} per ${unit}, ${place}: more than ${pct}%`,
    remove: "Delete",
    removeLabel: (entry: string) => `Delete the alert ${entry}`,
    saved: "Alert saved. You will get a notification when the median moves.",
    removed: "Alert deleted.",
    failed: "Could not change your price alerts.",
  },
};
