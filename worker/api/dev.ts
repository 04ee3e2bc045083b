import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { listOutbox } from "../services/messaging";
import { devPaymentRoutes } from "./dev-payments";

/** Developer tools that exist only when the app runs in development; anywhere else they answer the API's 404. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.APP_ENV !== "development") throw notFound();
    await next();
  })
  // The outbox: messages written for SMS and e-mail, newest first, so a developer can read a code or a link.
  .get("/outbox", async (c) => {
    const { limit, cursor } = readPaging(c);
    const rows = await listOutbox(c.var.db, limit, cursor);
    return c.json(pageOf(c, rows, limit, (row) => row.id));
  })
  // The development payment provider's counter: list payments, and "the buyer transferred" (PRODUCT.md "Payments").
  .route("/payments", devPaymentRoutes);
