// A signed-in user's price alerts (mounted at /api/prices/alerts): list, save (one per product, unit and state; saving
// again changes the threshold) and delete. Only the owner sees or deletes an alert; another's is a 404.
import { Hono } from "hono";
import { z } from "zod";
import { PRICE_UNITS } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { msg } from "../http/error-codes";
import { conflict, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { PRODUCT_SLUGS } from "../products";
import { deletePriceAlert, listPriceAlerts, priceAlertDto, savePriceAlert } from "../services/price-alerts";
import { STATE_SLUGS } from "../states";

export const priceAlertBody = z.strictObject({
  product: z.enum(PRODUCT_SLUGS, msg("product_invalid")),
  unit: z.enum(PRICE_UNITS, msg("price_unit_invalid")),
  /** Absent, null or empty: all of Nigeria. */
  state: z.union([z.enum(STATE_SLUGS), z.literal(""), z.null()], msg("state_invalid")).optional(),
  threshold_pct: z
    .number(msg("price_alert_threshold_invalid"))
    .int(msg("price_alert_threshold_invalid"))
    .min(1, msg("price_alert_threshold_invalid"))
    .max(100, msg("price_alert_threshold_invalid")),
});

export const priceAlertRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    return c.json({ alerts: (await listPriceAlerts(c.var.db, user.id)).map(priceAlertDto) });
  })
  .post("/", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, priceAlertBody);
    const key = { product: body.product, unit: body.unit, region: body.state || "all" };
    const saved = await savePriceAlert(c.var.db, user.id, key, body.threshold_pct);
    if (saved.status === "full") throw conflict("too_many_price_alerts");
    return c.json({ alert: priceAlertDto(saved.alert) }, saved.status === "created" ? 201 : 200);
  })
  .delete("/:id", async (c) => {
    const user = requireUser(c);
    if (!(await deletePriceAlert(c.var.db, user.id, idParam(c.req.param("id"))))) throw notFound();
    return c.body(null, 204);
  });
