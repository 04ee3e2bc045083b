import type { Context } from "hono";
import { isId } from "../ids";
import { nextLinkHeader } from "../next-link";
import type { CappedCount } from "../services/counts";
import { badRequest } from "./errors";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/**
 * Every list's paging: `?limit` (default 50, at most 100) and an id cursor (`?cursor`, or another name such as
 * `?after`); anything else is a 400. `cursor` is undefined when absent.
 */
export function readPaging(c: Context, cursorName: "cursor" | "after" = "cursor"): { limit: number; cursor: number | undefined } {
  const limit = readLimit(c);
  const rawCursor = c.req.query(cursorName);
  if (rawCursor === undefined || rawCursor === "") return { limit, cursor: undefined };
  if (rawCursor !== "0" && !isId(rawCursor)) throw badRequest(cursorName === "after" ? "invalid_after" : "invalid_cursor");
  return { limit, cursor: Number(rawCursor) };
}

/** `?limit`: default 50, at most 100; anything but a whole number from 1 is a 400. */
export function readLimit(c: Context): number {
  const rawLimit = c.req.query("limit");
  if (rawLimit === undefined || rawLimit === "") return DEFAULT_PAGE_SIZE;
  if (!/^[0-9]{1,4}$/.test(rawLimit) || Number(rawLimit) < 1) throw badRequest("invalid_limit");
  return Math.min(Number(rawLimit), MAX_PAGE_SIZE);
}

/** Sets `Link: <...>; rel="next"`: the same URL with the given query changes. */
export function setNextLink(c: Context, changes: Record<string, string>) {
  const url = new URL(c.req.url);
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  c.header("Link", nextLinkHeader(`${url.pathname}${url.search}`));
}

/** Trims a page fetched with `limit + 1` rows and, when there is more, links the next page by the last id. */
export function pageOf<T>(c: Context, rows: T[], limit: number, idOf: (row: T) => number): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  if (last !== undefined) setNextLink(c, { limit: String(limit), cursor: String(idOf(last)) });
  return page;
}

/** `X-Total-Count`: a list's total, stopped at the count cap, with `X-Total-Count-Capped: true` when there are more. */
export function setTotalCount(c: Context, total: CappedCount) {
  c.header("X-Total-Count", String(total.count));
  if (total.more) c.header("X-Total-Count-Capped", "true");
}
