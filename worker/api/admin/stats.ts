import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { dashboardStats } from "../../services/admin";

export const statsRoutes = new Hono<AdminEnv>().get("/dashboard/stats", async (c) => c.json(await dashboardStats(c.var.db)));
