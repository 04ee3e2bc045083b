// Safety: reports users file about listings, people and messages, and the append-only log of admins' actions.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from "../../domain";
import { createdAt } from "./columns";
import { users } from "./users";

export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    /** What the admin did when resolving it, with their note. */
    action: text("action", { enum: REPORT_ACTIONS }),
    note: text("note"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per reporter per target, enforced by the database itself.
    uniqueIndex("reports_one_open").on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index("reports_status_idx").on(t.status, t.id),
    index("reports_target_idx").on(t.targetType, t.targetId, t.status),
    index("reports_resolved_by_idx").on(t.resolvedBy),
  ],
);

export type ReportRecord = typeof reports.$inferSelect;

/** Append-only (triggers in the migration refuse UPDATE and DELETE): who did what to which thing, and why. */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => users.id),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: integer("target_id").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_admin_idx").on(t.adminId, t.id), index("admin_audit_log_action_idx").on(t.action, t.id)],
);
