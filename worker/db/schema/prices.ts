// The price guide: observations (a listing once per week, a completed deal once), their weekly statistics, the
// guide's summary rows per region and window, and users' price alerts. Money in kobo.
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const pricePoints = sqliteTable(
  "price_points",
  {
    source: text("source", { enum: ["listing", "deal"] }).notNull(),
    sourceId: integer("source_id").notNull(),
    weekStart: text("week_start").notNull(),
    product: text("product").notNull(),
    unit: text("unit").notNull(),
    state: text("state"),
    priceKobo: integer("price_kobo").notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId, t.weekStart] }), index("price_points_week_idx").on(t.weekStart)],
);

export const priceWeekly = sqliteTable(
  "price_weekly",
  {
    product: text("product").notNull(),
    unit: text("unit").notNull(),
    /** A state slug, or 'all' for Nigeria. */
    region: text("region").notNull(),
    source: text("source", { enum: ["listing", "deal"] }).notNull(),
    weekStart: text("week_start").notNull(),
    count: integer("count").notNull(),
    medianKobo: integer("median_kobo"),
    p25Kobo: integer("p25_kobo"),
    p75Kobo: integer("p75_kobo"),
    outliers: integer("outliers").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.product, t.unit, t.region, t.source, t.weekStart] }), index("price_weekly_week_idx").on(t.weekStart)],
);

export const priceSummary = sqliteTable(
  "price_summary",
  {
    region: text("region").notNull(),
    days: integer("days").notNull(),
    product: text("product").notNull(),
    unit: text("unit").notNull(),
    listingsCount: integer("listings_count").notNull().default(0),
    medianKobo: integer("median_kobo"),
    p25Kobo: integer("p25_kobo"),
    p75Kobo: integer("p75_kobo"),
    outliers: integer("outliers").notNull().default(0),
    dealsCount: integer("deals_count").notNull().default(0),
    dealsMedianKobo: integer("deals_median_kobo"),
    change30dPct: real("change_30d_pct"),
    /** JSON [[week_start, median kobo or null], ...]: the window's weekly listing medians, oldest first. */
    weekly: text("weekly").notNull().default("[]"),
    computedAt: text("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.days, t.product, t.unit] })],
);

export const priceAlerts = sqliteTable(
  "price_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product: text("product").notNull(),
    unit: text("unit").notNull(),
    region: text("region").notNull(),
    thresholdPct: integer("threshold_pct").notNull(),
    /** The median last told (or seen when the alert was made): the next change is measured from it. */
    baselineKobo: integer("baseline_kobo"),
    createdAt: createdAt(),
    notifiedAt: text("notified_at"),
  },
  (t) => [
    uniqueIndex("price_alerts_user_key_unique").on(t.userId, t.product, t.unit, t.region),
    index("price_alerts_key_idx").on(t.product, t.unit, t.region),
  ],
);

export type PriceAlertRecord = typeof priceAlerts.$inferSelect;
