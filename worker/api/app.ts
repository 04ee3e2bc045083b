import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { authenticate } from "../http/auth";
import type { AppEnv } from "../http/context";
import { requestMetrics } from "../http/d1-session";
import { API_ERRORS, type ApiErrorCode } from "../http/error-codes";
import { HttpError } from "../http/errors";
import { purgeLeavingListings } from "../http/global-purge";
import { idempotency } from "../http/idempotency";
import { markPublicPagesChanged, writeChangesPublicPages } from "../http/page-cache";
import { RequestMetrics } from "../http/server-timing";
import { adminRoutes } from "./admin/index";
import { aiRoutes } from "./ai";
import { authRoutes } from "./auth";
import { chatRoutes } from "./chat";
import { contactChangeRoutes } from "./contact-change";
import { dashboardRoutes } from "./dashboard";
import { devRoutes } from "./dev";
import { guard } from "./guard";
import { listingPhotoRoutes } from "./listing-photos";
import { listingRoutes } from "./listings";
import { lmsRoutes } from "./lms";
import { mediaRoutes } from "./media";
import { notificationPreferenceRoutes } from "./notification-preferences";
import { notificationRoutes } from "./notifications";
import { buildOpenApi } from "./openapi";
import { paymentRoutes, payoutAccountRoutes } from "./payments";
import { paymentDisputeRoutes } from "./payments-dispute";
import { disputeMessageRoutes } from "./payments-dispute-messages";
import { paymentHandoverRoutes } from "./payments-handover";
import { paymentPayRoutes } from "./payments-pay";
import { paystackWebhookRoutes } from "./payments-webhook";
import { priceAlertRoutes } from "./price-alerts";
import { priceRoutes } from "./prices";
import { profileRoutes } from "./profile";
import { purchaseRequestRoutes } from "./purchase-requests";
import { pushRoutes } from "./push";
import { ratingRoutes } from "./ratings";
import { reportRoutes } from "./reports";
import { ROUTE_BOOK } from "./route-book";
import { sellerRoutes } from "./sellers";
import { siteRoutes } from "./site";
import { smsRoutes } from "./sms";
import { ussdRoutes } from "./ussd";
import { ussdPinRoutes } from "./ussd-pin";

/**
 * The whole JSON API: every route under /api, every error as `{"error": "...", "code": "..."}`. The calls are chained so the
 * app's type (`Api`) carries its routes. Order matters: public media comes before the no-store headers below.
 */
export const api = new Hono<AppEnv>({ strict: false })
  .basePath("/api")
  .route("/media", mediaRoutes)
  .use(async (c, next) => {
    const started = Date.now();
    // The request's own figures when it came through the Worker (its D1 already measured), else this call's.
    c.set("metrics", requestMetrics(c.env.DB) ?? new RequestMetrics());
    await next();
    // A write that changes what public pages show: the page cache in front drops its copies before the answer leaves.
    if (c.res.status < 400 && writeChangesPublicPages(c.req.method, c.req.path)) markPublicPagesChanged(c.env.DB);
    // ...and a listing it took out of public view leaves every data center's cache too.
    purgeLeavingListings(c);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    const timing = c.var.metrics.visibleHeader(c.env.APP_ENV, Date.now() - started);
    if (timing) c.header("Server-Timing", timing);
  })
  .get("/health", async (c) => {
    await c.env.DB.prepare("SELECT 1").first();
    return c.json({ ok: true });
  })
  // Every route described (OpenAPI 3.1), built once per isolate from the route book.
  .get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(openApiDocument());
  })
  .use(authenticate)
  // Who may call each route, from its descriptor (ADR 090).
  .use(guard)
  // A retried write with its Idempotency-Key gets the first answer instead of acting again (ADR 075).
  .use(idempotency)
  .route("/auth", authRoutes)
  .route("/listings", listingRoutes)
  .route("/listings", listingPhotoRoutes)
  .route("/prices/alerts", priceAlertRoutes)
  .route("/prices", priceRoutes)
  .route("/users", purchaseRequestRoutes)
  .route("/", siteRoutes)
  .route("/lms", lmsRoutes)
  .route("/chat", chatRoutes)
  .route("/ai", aiRoutes())
  .route("/admin", adminRoutes)
  .route("/users", profileRoutes)
  .route("/dev", devRoutes)
  .route("/users", contactChangeRoutes)
  .route("/users", ussdPinRoutes)
  .route("/push", pushRoutes)
  // Before the other /notifications routes, so "preferences" is never taken for a notification's id.
  .route("/notifications/preferences", notificationPreferenceRoutes)
  .route("/notifications", notificationRoutes)
  .route("/reports", reportRoutes)
  .route("/users", dashboardRoutes)
  .route("/users", ratingRoutes)
  .route("/sellers", sellerRoutes)
  // The USSD gateway: its key in the query, form fields, plain-text answers (ADR 076).
  .route("/ussd", ussdRoutes)
  .route("/sms", smsRoutes)
  // Payments (ADR 082, 083): the banks, a seller's payout account, paying for an order, and Paystack's webhooks.
  .route("/payments", paymentRoutes)
  .route("/users", payoutAccountRoutes)
  .route("/users", paymentPayRoutes)
  .route("/users", paymentHandoverRoutes)
  .route("/users", paymentDisputeRoutes)
  .route("/users", disputeMessageRoutes)
  .route("/payments", paystackWebhookRoutes);

let openApi: ReturnType<typeof buildOpenApi> | undefined;
function openApiDocument() {
  openApi ??= buildOpenApi(ROUTE_BOOK, "1.0.0");
  return openApi;
}

/** The code of an exception Hono raised itself (no code of ours), by its status. */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 401) return "sign_in_required";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "body_too_large";
  return status >= 500 ? "internal_error" : "bad_request";
}

api.onError((error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(error.body(), error.status);
  }
  if (error instanceof HTTPException) {
    const code = codeOfStatus(error.status);
    return c.json({ error: error.message || API_ERRORS[code], code }, error.status);
  }
  console.error("Unhandled API error", c.req.method, c.req.path, error);
  return c.json({ error: API_ERRORS.internal_error, code: "internal_error" }, 500);
});
api.notFound((c) => c.json({ error: API_ERRORS.not_found, code: "not_found" }, 404));

export type Api = typeof api;
