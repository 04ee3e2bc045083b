// Six months of price history for the demo, so the guide and its charts mean something on `npm start`: weekly
// observations in eight states around each demo listing's price, shaped like the public reports cited in
// docs/prices.md (grain prices peak in the July-August lean season and fall with the harvest from October; tomato
// and pepper peak in the hot dry months before the rains; Lagos and Abuja pay more than the northern markets).
// Past weeks only: the current week comes from the real listings when the rollup runs.
import { weekStart } from "../worker/services/price-stats";

const STATES: Record<string, number> = {
  kano: 0.92,
  kaduna: 0.95,
  niger: 0.96,
  plateau: 0.97,
  benue: 0.98,
  oyo: 1.05,
  fct: 1.08,
  lagos: 1.15,
};
const GRAINS = new Set(["maize", "sorghum", "millet", "rice-paddy", "milled-rice", "soybean", "cowpea", "groundnut", "sesame", "wheat"]);
const PERISHABLE = new Set(["tomato", "pepper", "garden-egg"]);
const WEEKS = 25;
const LISTINGS_PER_WEEK = 6;
const DEALS_PER_WEEK = 2;

/** A deterministic spread in [-1, 1] (a seeded LCG), so every `npm start` draws the same history. */
function spread(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state / 2 ** 32) * 2 - 1;
  };
}

/** How far above its price now a product sold `weeksAgo` weeks ago. */
function season(product: string, weeksAgo: number): number {
  if (GRAINS.has(product)) return 1 + 0.22 * Math.exp(-(((weeksAgo - 15) / 6) ** 2));
  if (PERISHABLE.has(product)) return 1 + 0.6 * Math.exp(-(((weeksAgo - 24) / 5) ** 2));
  return 1 + 0.05 * Math.sin(weeksAgo / 4);
}

export interface PricedProduct {
  product: string;
  unit: string;
  /** Today's price per unit in naira (a demo listing's). */
  price: number;
}

/** INSERT statements (chunks of literal rows: numbers and known slugs only) of the history of `products` before `now`. */
export function priceHistoryStatements(products: readonly PricedProduct[], now: Date): string[] {
  const rows: string[] = [];
  let id = 1_000_000;
  const random = spread(20261123);
  for (const { product, unit, price } of products) {
    for (const [state, factor] of Object.entries(STATES)) {
      for (let weeksAgo = 1; weeksAgo <= WEEKS; weeksAgo += 1) {
        const week = weekStart(new Date(now.getTime() - weeksAgo * 7 * 86_400_000));
        const typical = price * factor * season(product, weeksAgo);
        for (let n = 0; n < LISTINGS_PER_WEEK + DEALS_PER_WEEK; n += 1) {
          const deal = n >= LISTINGS_PER_WEEK;
          // Deals close a little under the asking prices.
          const kobo = Math.round(typical * (deal ? 0.95 : 1) * (1 + 0.08 * random()) * 100);
          id += 1;
          rows.push(`('${deal ? "deal" : "listing"}', ${id}, '${week}', '${product}', '${unit}', '${state}', ${kobo})`);
        }
      }
    }
  }
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += 400) {
    statements.push(
      `INSERT OR IGNORE INTO price_points (source, source_id, week_start, product, unit, state, price_kobo) VALUES ${rows.slice(start, start + 400).join(", ")}`,
    );
  }
  return statements;
}
