import type { Context } from "hono";
import { badRequest } from "./errors";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** `?limit` (default 50, max 100) and an optional id `?cursor`, as every list takes them. */
export function pageParams(c: Context, cursorName = "cursor"): { limit: number; cursor: number | null } {
  const rawLimit = c.req.query("limit");
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit !== undefined) {
    if (!/^[0-9]{1,4}$/.test(rawLimit) || Number(rawLimit) < 1) throw badRequest("limit must be a number from 1 to 100");
    limit = Math.min(Number(rawLimit), MAX_PAGE_SIZE);
  }
  const rawCursor = c.req.query(cursorName);
  if (rawCursor === undefined || rawCursor === "") return { limit, cursor: null };
  if (!/^[0-9]{1,16}$/.test(rawCursor)) throw badRequest(`${cursorName} must be an id`);
  return { limit, cursor: Number(rawCursor) };
}

/** Sets `Link: <...>; rel="next"` to the same URL with the given query changes. */
export function setNextLink(c: Context, changes: Record<string, string>) {
  const url = new URL(c.req.url);
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  c.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
}
