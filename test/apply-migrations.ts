import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file starts from the real schema (idempotent: applied migrations are skipped).
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts must provide TEST_MIGRATIONS");
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
