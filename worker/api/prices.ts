import { Hono } from "hono";
import { PRICE_UNITS, type PriceUnit } from "../domain";
import type { AppEnv } from "../http/context";
import { badRequest } from "../http/errors";
import { resolveLanguage } from "../languages";
import { isProductSlug, PRODUCTS, productName } from "../products";
import { PRICE_WINDOWS, type PriceWindow } from "../services/price-rollup";
import { priceGuide, priceSummaryRows } from "../services/prices";
import { isStateSlug } from "../states";

/** `?state=`: a state slug, or Nigeria ('all') when absent, empty or "all". */
function readRegion(raw: string | undefined): string {
  if (raw === undefined || raw === "" || raw === "all") return "all";
  if (!isStateSlug(raw)) throw badRequest("state_invalid");
  return raw;
}

/** `?days=`: one of the rollup's windows, 90 when absent. */
function readDays(raw: string | undefined): PriceWindow {
  if (raw === undefined || raw === "") return 90;
  const days = Number(raw);
  if (!(PRICE_WINDOWS as readonly number[]).includes(days) || !/^\d+$/.test(raw)) throw badRequest("days_invalid");
  return days as PriceWindow;
}

/** `?unit=`: one of the listing units. */
function oneUnit(raw: string): PriceUnit {
  if (!(PRICE_UNITS as readonly string[]).includes(raw)) throw badRequest("price_unit_invalid");
  return raw as PriceUnit;
}

/** Mounted under /api/prices: the public price guide, read from the rollup's rows. */
export const priceRoutes = new Hono<AppEnv>()
  .get("/products", (c) => {
    const language = resolveLanguage(c.req.raw, c.var.user?.language);
    return c.json(
      PRODUCTS.map((product) => ({ slug: product.slug, name: productName(product.slug, language), category: product.category })),
    );
  })

  .get("/summary", async (c) => {
    const region = readRegion(c.req.query("state"));
    const days = readDays(c.req.query("days"));
    return c.json(await priceSummaryRows(c.var.db, region, days));
  })

  .get("/", async (c) => {
    const product = c.req.query("product") ?? "";
    if (!isProductSlug(product)) throw badRequest("product_invalid");
    const region = readRegion(c.req.query("state"));
    const days = readDays(c.req.query("days"));
    const rawUnit = c.req.query("unit");
    // Without a unit, the guide shows the product's busiest one.
    const unit = rawUnit === undefined || rawUnit === "" ? null : oneUnit(rawUnit);
    return c.json(await priceGuide(c.var.db, { product, unit, region, days }));
  });
