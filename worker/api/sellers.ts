import { Hono } from "hono";
import { todayInNigeria } from "../expiry";
import type { AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { idParam } from "../http/validate";
import { sellerPage } from "../services/sellers";

/** Mounted under /api/sellers: a seller's public page, for anyone. */
export const sellerRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const page = await sellerPage(c.var.db, idParam(c.req.param("id")), todayInNigeria(new Date()));
  if (!page) throw notFound("seller_not_found");
  return c.json(page);
});
