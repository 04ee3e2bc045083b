// The signed-in user's dashboard numbers, mounted under /api/users.

import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { recordDashboardVisit } from "../services/dashboard";

export const dashboardRoutes = new Hono<AppEnv>()
  // A POST because it records the view: the first one answers first_visit: true, every later one false.
  .post("/dashboard-visit", async (c) => {
    const user = requireUser(c);
    const visit = await recordDashboardVisit(c.var.db, user.id);
    return c.json({ first_visit: visit.firstVisit, market_listings: visit.marketListings, hub_messages: visit.hubMessages });
  });
