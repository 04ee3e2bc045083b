import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { messagingFailureQueries, messagingFailuresOf } from "../../services/messaging-failures";

// Messages not delivered and gateway callbacks refused (issue #35), in one batch. Unlike the contact inbox or the user
// list this read is not audited: it shows no one's full number or address (recipients are masked) and no message text,
// like the dashboard's counts, which carry the same answer (`messaging`) so the panel needs no extra call.
export const messagingRoutes = new Hono<AdminEnv>().get("/messaging/failures", async (c) => {
  const [rows, refusals] = await c.var.db.batch(messagingFailureQueries(c.var.db));
  return c.json(messagingFailuresOf(rows, refusals));
});
