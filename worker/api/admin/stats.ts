import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { adminTabCounts, dashboardStats } from "../../services/admin";

export const statsRoutes = new Hono<AdminEnv>()
  .get("/dashboard/stats", async (c) => c.json(await dashboardStats(c.var.db)))
  // The tab labels' counts alone, for the panel's other tabs: the dashboard's statistics are for the dashboard.
  .get("/tab-counts", async (c) => c.json(await adminTabCounts(c.var.db)));
