import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  // Every table file except schema/search.ts: its FTS5 tables are created by hand-written SQL in migrations.
  schema: [
    "./worker/db/schema/users.ts",
    "./worker/db/schema/marketplace.ts",
    "./worker/db/schema/messaging.ts",
    "./worker/db/schema/notifications.ts",
    "./worker/db/schema/codes.ts",
    "./worker/db/schema/hub.ts",
    "./worker/db/schema/site.ts",
    "./worker/db/schema/lms.ts",
    "./worker/db/schema/knowledge.ts",
    "./worker/db/schema/safety.ts",
    "./worker/db/schema/ratings.ts",
    "./worker/db/schema/prices.ts",
    "./worker/db/schema/idempotency.ts",
    "./worker/db/schema/ussd.ts",
    "./worker/db/schema/payments.ts",
    "./worker/db/schema/disputes.ts",
  ],
  out: "./migrations",
});
