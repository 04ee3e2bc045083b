import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { authenticate } from "../http/auth";
import type { AppEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { RequestMetrics } from "../http/server-timing";
import { adminRoutes } from "./admin/index";
import { aiRoutes } from "./ai";
import { authRoutes } from "./auth";
import { chatRoutes } from "./chat";
import { listingRoutes } from "./listings";
import { lmsRoutes } from "./lms";
import { mediaRoutes } from "./media";
import { profileRoutes } from "./profile";
import { purchaseRequestRoutes } from "./purchase-requests";
import { siteRoutes } from "./site";

/**
 * The whole JSON API: every route under /api, every error as `{"error": "..."}`. The calls are chained so the
 * app's type (`Api`) carries its routes. Order matters: public media comes before the no-store headers below.
 */
export const api = new Hono<AppEnv>({ strict: false })
  .basePath("/api")
  .route("/media", mediaRoutes)
  .use(async (c, next) => {
    const started = Date.now();
    c.set("metrics", new RequestMetrics());
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Server-Timing", c.var.metrics.header(Date.now() - started));
  })
  .get("/health", async (c) => {
    await c.env.DB.prepare("SELECT 1").first();
    return c.json({ ok: true });
  })
  .use(authenticate)
  .route("/auth", authRoutes)
  .route("/listings", listingRoutes)
  .route("/users", purchaseRequestRoutes)
  .route("/", siteRoutes)
  .route("/lms", lmsRoutes)
  .route("/chat", chatRoutes)
  .route("/ai", aiRoutes())
  .route("/admin", adminRoutes)
  .route("/users", profileRoutes);

api.onError((error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(error.fields ? { error: error.message, fields: error.fields } : { error: error.message }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || "Request refused" }, error.status);
  }
  console.error("Unhandled API error", c.req.method, c.req.path, error);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});
api.notFound((c) => c.json({ error: "Not found" }, 404));

export type Api = typeof api;
