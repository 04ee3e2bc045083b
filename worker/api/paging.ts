import type { Context } from "hono";
import { badRequest } from "../http/errors";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** `?limit` (default 50, at most 100) and `?cursor` (the last id of the previous page); anything else is a 400. */
export function readPaging(c: Context): { limit: number; cursor: number | undefined } {
  const rawLimit = c.req.query("limit");
  const rawCursor = c.req.query("cursor");
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit !== undefined && rawLimit !== "") {
    if (!/^[0-9]{1,4}$/.test(rawLimit) || Number(rawLimit) < 1) throw badRequest("limit must be a whole number from 1 to 100");
    limit = Math.min(Number(rawLimit), MAX_PAGE_SIZE);
  }
  let cursor: number | undefined;
  if (rawCursor !== undefined && rawCursor !== "") {
    if (!/^[1-9][0-9]{0,15}$/.test(rawCursor)) throw badRequest("cursor is not valid");
    cursor = Number(rawCursor);
  }
  return { limit, cursor };
}

/**
 * Trims the extra row a page query asked for and, when there is more, sets
 * `Link: <...cursor=lastId>; rel="next"` (the same URL with the cursor replaced).
 */
export function pageOf<T>(c: Context, rows: T[], limit: number, idOf: (row: T) => number): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  if (last !== undefined) {
    const next = new URL(c.req.url);
    next.searchParams.set("limit", String(limit));
    next.searchParams.set("cursor", String(idOf(last)));
    c.header("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page;
}
