import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from the real schema (idempotent: applied migrations are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
