// A signed-in user's price alerts (mounted at /api/prices/alerts): list, save (one per product, unit and state; saving
// again changes the threshold) and delete. Only the owner sees or deletes an alert; another's is a 404.
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { deletePriceAlert, listPriceAlerts, priceAlertDto, savePriceAlert } from "../services/price-alerts";
import { priceAlertBody } from "./market-schemas";

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
