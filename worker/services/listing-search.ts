// Public browse and search: filters (words, category, state, place), the four orders and the capped count, each
// one query that walks an index, so a page stays cheap at 100,000+ listings. The word index (listings_fts) holds only
// public listings (migrations/0027), so a search never reads a listing its caller may not see; the public filter
// below still decides, for a product that expired since its listing was last written.
import { type AnyColumn, and, asc, desc, eq, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, listingsFts, users } from "../db/schema";
import type { ListingCategory, ListingSort } from "../domain";
import type { ProductSlug } from "../products";
import { PLACE_FILLER_WORDS, type StateSlug, stateMention } from "../states";
import { expandTerms, foldWord, ftsString, wordsOf } from "./glossary";
import { isPublicListing, isPublicListingLikely, listingWithSeller } from "./listings";

/**
 * The most matches a search ranks or sorts by price, and the most listings a count counts: both read at most
 * this many rows, so a broad word costs no more than a narrow one. Above it the count says "1,000+".
 */
export const MATCH_POOL = 1000;

/** bm25 weights of listings_fts' columns (title, description, location): a word in the title counts ten times. */
const BM25 = sql.raw("bm25(listings_fts, 10.0, 1.0, 2.0)");

/**
 * A user's words as FTS5 prefix terms. The location filter is an FTS5 column filter (location : "kano"*)
 * rather than a prefix match on the column: it finds a word anywhere in "Fagge, Kano State", ignores case
 * and accents, and walks the FTS index instead of needing another index on listings. Only letters, digits
 * and combining marks are kept and every term is quoted, so nothing typed is read as query syntax.
 * Words of `q` also match their glossary equivalents, as an OR group ("masara" finds maize listings).
 */
export function ftsTerms(input: string | null | undefined, column?: "location"): string[] {
  const words = wordsOf(input ?? "").slice(0, 8);
  if (column) return words.map((word) => `${column} : ${ftsString(word)}*`);
  return expandTerms(words).map((group) => {
    const alternatives = group.alternatives.map((term) =>
      // What the user typed stays a prefix ("soy" finds soybeans); a short glossary word must match whole ("ji", "ata").
      term === group.typed || term === foldWord(group.typed) || term.length >= 4 ? `${ftsString(term)}*` : ftsString(term),
    );
    return alternatives.length === 1 ? (alternatives[0] ?? "") : `(${alternatives.join(" OR ")})`;
  });
}

/**
 * A place query as a state and the words left to find in locations. "Kano State" is the state kano (a listing's
 * state is its seller's choice or the state its location names, so "Dawakin Kudu, Kano" has it); "state" and
 * "LGA" name no place and are dropped; other words match location words in any order, as prefixes. A state named
 * in the place that differs from the `state` filter stays a word to find ("Kano Road" in Kaduna).
 */
export function placeQuery(location: string | null | undefined, state?: StateSlug): { state?: StateSlug; terms: string[] } {
  const words = wordsOf(location ?? "")
    .slice(0, 8)
    .filter((word) => !PLACE_FILLER_WORDS.has(foldWord(word)));
  const mention = stateMention(words.map(foldWord));
  if (!mention || (state && state !== mention.slug)) return { state, terms: ftsTerms(words.join(" "), "location") };
  const rest = [...words.slice(0, mention.start), ...words.slice(mention.start + mention.length)];
  return { state: mention.slug, terms: ftsTerms(rest.join(" "), "location") };
}

/** Where the next page starts: after a listing id (newest), after a price and id (price orders), or an offset (relevance). */
export type BrowseCursor = number | { priceKobo: number; id: number } | { offset: number };

export interface BrowseQuery {
  category?: ListingCategory;
  state?: StateSlug;
  product?: ProductSlug;
  location?: string;
  q?: string;
  /** Default: relevance when there are words to rank, else newest. */
  sort?: ListingSort;
  limit: number;
  cursor?: BrowseCursor;
  /** YYYY-MM-DD in Nigeria: listings whose product expired before it are not public. */
  today: string;
}

/** The order a query really uses: relevance needs words, and without words it is newest. */
export function effectiveSort(query: Pick<BrowseQuery, "q" | "sort">): ListingSort {
  const hasWords = ftsTerms(query.q).length > 0;
  if (query.sort === "relevance" || query.sort === undefined) return hasWords ? "relevance" : "newest";
  return query.sort;
}

function filters(query: BrowseQuery) {
  const place = placeQuery(query.location, query.state);
  const terms = [...ftsTerms(query.q), ...place.terms];
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(listings.category, query.category));
  if (place.state) conditions.push(eq(listings.state, place.state));
  if (query.product) conditions.push(eq(listings.product, query.product));
  return { match: terms.join(" AND "), conditions };
}

const priceAfter = (cursor: BrowseCursor | undefined, direction: "asc" | "desc") =>
  typeof cursor === "object" && "priceKobo" in cursor
    ? direction === "asc"
      ? sql`(${listings.priceKobo}, ${listings.id}) > (${cursor.priceKobo}, ${cursor.id})`
      : sql`(${listings.priceKobo}, ${listings.id}) < (${cursor.priceKobo}, ${cursor.id})`
    : undefined;

/** A browse row: a listing with its seller (listingWithSeller) and its rank, 0 outside a ranked search. */
const unranked = { ...listingWithSeller, rank: sql<number>`0`.as("rank") };
const selectUnranked = (db: Database) => db.select(unranked).from(listings).innerJoin(users, eq(users.id, listings.userId));

/**
 * The order of a page of browse, by the columns `on` names: the tables' own in the query that finds the page, the
 * page's in a query over it (listing-dtos.ts), so both keep one order. bm25 is lower for a better match; ties and
 * equal prices go by id.
 */
export function browseOrder(sort: ListingSort, on: { rank: SQLWrapper; id: AnyColumn; priceKobo: AnyColumn }): SQL[] {
  if (sort === "relevance") return [asc(on.rank), desc(on.id)];
  if (sort === "price_asc") return [asc(on.priceKobo), asc(on.id)];
  if (sort === "price_desc") return [desc(on.priceKobo), desc(on.id)];
  return [desc(on.id)];
}

/** browseOrder over the tables; only a ranked search (over the FTS pool) has a rank to order by. */
const tableOrder = (sort: ListingSort, rank: SQLWrapper = listings.id) =>
  browseOrder(sort, { rank, id: listings.id, priceKobo: listings.priceKobo });

/**
 * One page of public listings in one query. Without words it walks a public partial index (by id, category,
 * state or price). With words and newest first, the FTS index leads in rowid order and stops once the page is
 * full; ranked (bm25) and price orders take the MATCH_POOL newest matches and order those.
 * Asks for one row more than the page so the caller knows whether a next page exists. Each row carries `rank`, the
 * bm25 score in a ranked search (0 otherwise), so a query over the page can keep its order (see browseOrder).
 */
export function browsePublicListings(db: Database, query: BrowseQuery) {
  const { match, conditions } = filters(query);
  const sort = effectiveSort(query);
  const { cursor } = query;
  if (match) {
    if (sort === "newest") {
      if (typeof cursor === "number") conditions.push(lt(listingsFts.rowid, cursor));
      // CROSS JOIN fixes the order (SQLite never reorders it): the FTS index leads, newest match first,
      // each match is looked up by primary key, and the walk stops once the page is full.
      return db
        .select(unranked)
        .from(listingsFts)
        .crossJoin(listings)
        .crossJoin(users)
        .where(
          and(
            eq(listings.id, listingsFts.rowid),
            eq(users.id, listings.userId),
            isPublicListing(query.today),
            sql`${listingsFts} MATCH ${match}`,
            ...conditions,
          ),
        )
        .orderBy(desc(listingsFts.rowid))
        .limit(query.limit + 1);
    }
    const pool = db
      .select({ rowid: listingsFts.rowid, score: sql<number>`${BM25}`.as("score") })
      .from(listingsFts)
      .where(sql`${listingsFts} MATCH ${match}`)
      .orderBy(desc(listingsFts.rowid))
      .limit(MATCH_POOL)
      .as("pool");
    const direction = sort === "price_asc" ? "asc" : "desc";
    const after = sort === "relevance" ? undefined : priceAfter(cursor, direction);
    if (after) conditions.push(after);
    const ranked = db
      .select({ ...listingWithSeller, rank: sql<number>`${pool.score}`.as("rank") })
      .from(pool)
      .crossJoin(listings)
      .crossJoin(users)
      .where(and(eq(listings.id, pool.rowid), eq(users.id, listings.userId), isPublicListing(query.today), ...conditions))
      .orderBy(...tableOrder(sort, pool.score))
      .limit(query.limit + 1);
    return sort === "relevance" && typeof cursor === "object" && "offset" in cursor ? ranked.offset(cursor.offset) : ranked;
  }
  // likely() hides the status term from listings_status_idx (which SQLite, lacking statistics, would otherwise
  // pick and then filter) while the terms still imply the partial index of the category, state or price.
  const isPublic = (conditions.length > 0 || sort !== "newest" ? isPublicListingLikely : isPublicListing)(query.today);
  if (sort === "price_asc" || sort === "price_desc") {
    const direction = sort === "price_asc" ? "asc" : "desc";
    // A range on price_kobo (always true on the first page) steers SQLite to the price index over the status index.
    const after = priceAfter(cursor, direction) ?? sql`${listings.priceKobo} >= 0`;
    return selectUnranked(db)
      .where(and(isPublic, ...conditions, after))
      .orderBy(...tableOrder(sort))
      .limit(query.limit + 1);
  }
  if (typeof cursor === "number") conditions.push(lt(listings.id, cursor));
  return selectUnranked(db)
    .where(and(isPublic, ...conditions))
    .orderBy(...tableOrder(sort))
    .limit(query.limit + 1);
}

/** How many public listings the filters find, counting at most MATCH_POOL + 1 (more reads "MATCH_POOL+"). */
export function countPublicListings(db: Database, query: BrowseQuery) {
  const { match, conditions } = filters(query);
  const matches = match
    ? db
        .select({ one: sql`1` })
        .from(listingsFts)
        .crossJoin(listings)
        .where(and(eq(listings.id, listingsFts.rowid), isPublicListing(query.today), sql`${listingsFts} MATCH ${match}`, ...conditions))
        .limit(MATCH_POOL + 1)
    : db
        .select({ one: sql`1` })
        .from(listings)
        .where(and((conditions.length > 0 ? isPublicListingLikely : isPublicListing)(query.today), ...conditions))
        .limit(MATCH_POOL + 1);
  return db.select({ total: sql<number>`count(*)`.as("total") }).from(matches.as("matches"));
}

/** True when a count reached the cap: the real number is higher. */
export const countIsCapped = (total: number) => total > MATCH_POOL;
