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
/** Listings and deals a week in a typical state; each product and state trades its own amount (below). */
const LISTINGS_PER_WEEK = 6;
const DEALS_PER_WEEK = 2;
/**
 * How much of each product is traded, against a typical one: staples and tomato far more than sesame or seed packs.
 * Every product had the same six listings and two deals a week in every state, so the guide showed the same counts
 * for every product (issue 34).
 */
const VOLUME: Record<string, number> = {
  maize: 2.2,
  sorghum: 1.6,
  millet: 1.1,
  "rice-paddy": 1.4,
  "milled-rice": 1.3,
  cowpea: 1.2,
  soybean: 0.9,
  groundnut: 1,
  sesame: 0.5,
  cassava: 1.5,
  yam: 1.7,
  tomato: 1.9,
  pepper: 1.3,
  onion: 1.2,
  plantain: 0.8,
  ginger: 0.6,
  "garden-egg": 0.7,
  wheat: 0.5,
  "maize-seed": 0.6,
  "cowpea-seed": 0.4,
  "soybean-seed": 0.3,
  "vegetable-seed": 0.5,
};
/** Where grain is grown it is sold more; the southern cities sell more perishables and less grain. */
const STATE_VOLUME: Record<string, { grain: number; other: number }> = {
  kano: { grain: 1.6, other: 0.9 },
  kaduna: { grain: 1.4, other: 1 },
  niger: { grain: 1.2, other: 0.8 },
  plateau: { grain: 0.8, other: 1.2 },
  benue: { grain: 1, other: 1.3 },
  oyo: { grain: 0.7, other: 1.1 },
  fct: { grain: 0.8, other: 1 },
  lagos: { grain: 0.6, other: 1.5 },
};

/** This product's weekly count in this state, around `base`, never below one. */
function weeklyCount(base: number, product: string, state: string, jitter: number): number {
  const place = STATE_VOLUME[state] ?? { grain: 1, other: 1 };
  const local = GRAINS.has(product) ? place.grain : place.other;
  return Math.max(1, Math.round(base * (VOLUME[product] ?? 1) * local * (1 + 0.35 * jitter)));
}

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
        const listed = weeklyCount(LISTINGS_PER_WEEK, product, state, random());
        const dealt = weeklyCount(DEALS_PER_WEEK, product, state, random());
        for (let n = 0; n < listed + dealt; n += 1) {
          const deal = n >= listed;
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
