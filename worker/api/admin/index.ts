// The admin panel's API: every route is for admins only (401 signed out, 403 any other role), as each route's
// descriptor says and the guard in front of every route enforces (worker/api/guard.ts).
import { type Context, Hono } from "hono";
import { requireUser } from "../../http/auth";
import type { AdminEnv, AppEnv } from "../../http/context";
import { auditRoutes } from "./audit";
import { contactRoutes } from "./contact";
import { disputeViewRoutes } from "./dispute-view";
import { disputeAdminRoutes } from "./disputes";
import { groupRoutes } from "./groups";
import { listingRoutes } from "./listings";
import { messagingRoutes } from "./messaging";
import { payoutAdminRoutes } from "./payouts";
import { refundRetryRoutes } from "./refund-retry";
import { reportAdminRoutes } from "./reports";
import { statsRoutes } from "./stats";
import { userRoutes } from "./users";
import { verificationRoutes } from "./verification";

export const adminRoutes = new Hono<AdminEnv>()
  .use(async (c, next) => {
    // The guard has let only admins through; the admin is kept for the handlers that record who decided.
    c.set("admin", requireUser(c as unknown as Context<AppEnv>));
    await next();
  })
  .route("/", statsRoutes)
  .route("/", listingRoutes)
  .route("/", userRoutes)
  .route("/", verificationRoutes)
  .route("/", groupRoutes)
  .route("/", contactRoutes)
  .route("/", messagingRoutes)
  .route("/", auditRoutes)
  .route("/", reportAdminRoutes)
  .route("/", disputeAdminRoutes)
  .route("/", disputeViewRoutes)
  .route("/", payoutAdminRoutes)
  .route("/", refundRetryRoutes);
