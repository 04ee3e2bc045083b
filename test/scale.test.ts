// Issue 7's D1 budget at scale: with 100,000 listings, a page of browse, category, state, place and search reads
// at most 2 × page size + 10 rows, plus its count (which stops after MATCH_POOL + 1 matches), and a ranked or
// price-sorted search scores at most MATCH_POOL matches; each takes at most 3 D1 round trips, as the API itself
// reports (Server-Timing).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MATCH_POOL } from "../worker/services/listing-search";
import { call, registerUser } from "./http";

const LISTINGS = 100_000;
const PAGE = 24;

beforeAll(async () => {
  const seller = await registerUser("farmer");
  // One statement: SQLite generates the rows, the FTS triggers index them.
  await env.DB.prepare(
    `INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, state, status)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LISTINGS})
     SELECT ?, (CASE i % 8 WHEN 0 THEN 'White maize' WHEN 1 THEN 'Red sorghum' WHEN 2 THEN 'Paddy rice' WHEN 3 THEN 'Brown cowpea'
                 WHEN 4 THEN 'Treated seed' WHEN 5 THEN 'Knapsack sprayer' WHEN 6 THEN 'NPK fertilizer' ELSE 'Farmland lease' END) || ' lot ' || i,
            'Scale listing ' || i, CASE i % 6 WHEN 0 THEN 'crops' WHEN 1 THEN 'seeds' WHEN 2 THEN 'land' WHEN 3 THEN 'labor' WHEN 4 THEN 'tools' ELSE 'chemicals' END,
            (i % 500 + 1) * 10000, 'bag', i % 90 + 1,
            CASE i % 7 WHEN 0 THEN 'Fagge, Kano State' WHEN 1 THEN 'Zaria, Kaduna State' WHEN 2 THEN 'Ogbomoso, Oyo State' WHEN 3 THEN 'Makurdi, Benue State'
                       WHEN 4 THEN 'Argungu, Kebbi State' WHEN 5 THEN 'Dutse, Jigawa State' ELSE 'Nsukka, Enugu State' END,
            CASE i % 7 WHEN 0 THEN 'kano' WHEN 1 THEN 'kaduna' WHEN 2 THEN 'oyo' WHEN 3 THEN 'benue'
                       WHEN 4 THEN 'kebbi' WHEN 5 THEN 'jigawa' ELSE 'enugu' END,
            CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'approved' END
     FROM n`,
  )
    .bind(seller.user.id)
    .run();
}, 120_000);

function timing(header: string | null) {
  const match = /(\d+) queries in (\d+) round trips, (\d+) rows read, (\d+) unmetered/.exec(header ?? "");
  if (!match) throw new Error(`no Server-Timing: ${header}`);
  return { queries: Number(match[1]), roundTrips: Number(match[2]), rows: Number(match[3]), unmetered: Number(match[4]) };
}

describe(`listings at ${LISTINGS.toLocaleString("en")}`, () => {
  // Counting with words reads the FTS row and the listing of each match, plus the FTS index pages.
  const COUNT = 2 * MATCH_POOL + 200;
  it.each([
    ["browse", "", 0],
    ["browse, page 2", "&cursor=90000", 0],
    ["category", "&category=tools", 0],
    ["state", "&state=kaduna", 0],
    ["location", "&location=zaria", 0],
    ["search", "&q=sorghum&sort=newest", 0],
    ["price", "&sort=price_asc", 0],
    ["price in a category", "&sort=price_asc&category=tools", 0],
    ["price in a state", "&sort=price_desc&state=oyo&cursor=2000000_50000", 0],
    ["ranked search", "&q=sorghum", 4 * MATCH_POOL],
  ])("%s reads ≤ 2 × page + 10 rows, its count and its ranking, in ≤ 3 round trips", async (name, query, ranking) => {
    const result = await call("GET", `/api/listings?limit=${PAGE}${query}`);
    expect(result.status).toBe(200);
    expect(result.json).toHaveLength(PAGE);
    const figures = timing(result.headers.get("server-timing"));
    console.log(`${name}: ${JSON.stringify(figures)}`);
    expect(figures.unmetered, "every listing query reports its rows").toBe(0);
    expect(figures.rows).toBeLessThanOrEqual(2 * PAGE + 10 + COUNT + ranking);
    expect(result.headers.get("x-total-count")).toBe(String(MATCH_POOL));
    expect(result.headers.get("x-total-count-capped")).toBe("true");
    expect(figures.roundTrips).toBeLessThanOrEqual(3);
  });

  it("counts every listing row in the table (the data really is there)", async () => {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM listings").first<{ n: number }>();
    expect(row?.n).toBeGreaterThanOrEqual(LISTINGS);
  });
});
