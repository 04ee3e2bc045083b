// Retry-safe writes (PRODUCT.md, "Retry-safe writes"; ADR 075): the first answer to a POST, PUT or DELETE that carried
// an Idempotency-Key, kept 24 hours for the same caller, and replayed when the same request comes again.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * caller: `user:<id>` for a signed-in request, `anonymous` otherwise; fingerprint: HMAC-SHA-256 (hex, under the
 * server's secret) of the method, the path with its query and the body. `status` is null while the first request still
 * runs (`locked_until` says until when a crashed first try keeps the key); then it holds the answer's status, and its
 * headers (JSON pairs) and body (text) each sealed with AES-GCM (worker/http/idempotency-seal.ts).
 * A Cron Trigger deletes rows older than 24 hours.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    headers: text("headers"),
    body: text("body"),
    createdAt: text("created_at").notNull(),
    lockedUntil: text("locked_until").notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
