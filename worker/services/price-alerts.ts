// Price alerts: "tell me when the median of maize per bag in Kano moves by more than 10%". The median watched is the
// guide's 30-day listing median (price_summary, shown from MIN_POINTS data points); each alert keeps the median it last
// told of (or found when it was made) and fires when the rollup leaves the median further than its threshold from it.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { isLimitReached } from "../db/limits";
import { type PriceAlertRecord, priceAlerts, priceSummary } from "../db/schema";
import { MIN_POINTS } from "./price-stats";

/** How many alerts one user may keep. */
export const MAX_PRICE_ALERTS = 20;
/** The window whose median an alert watches: recent enough to move, wide enough to hold MIN_POINTS listings. */
export const ALERT_WINDOW_DAYS = 30;

export interface PriceAlertKey {
  product: string;
  unit: string;
  /** A state slug, or 'all' for Nigeria. */
  region: string;
}

export function priceAlertDto(row: PriceAlertRecord) {
  return {
    id: row.id,
    product: row.product,
    unit: row.unit,
    state: row.region === "all" ? null : row.region,
    threshold_pct: row.thresholdPct,
    baseline: row.baselineKobo === null ? null : row.baselineKobo / 100,
    created_at: row.createdAt,
    notified_at: row.notifiedAt,
  };
}

export function listPriceAlerts(db: Database, userId: number) {
  return db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(asc(priceAlerts.id));
}

/** The median an alert on `key` watches now, in kobo, or null below MIN_POINTS listings. */
async function currentMedian(db: Database, key: PriceAlertKey): Promise<number | null> {
  const row = await db
    .select({ median: priceSummary.medianKobo, count: priceSummary.listingsCount })
    .from(priceSummary)
    .where(
      and(
        eq(priceSummary.region, key.region),
        eq(priceSummary.days, ALERT_WINDOW_DAYS),
        eq(priceSummary.product, key.product),
        eq(priceSummary.unit, key.unit),
      ),
    )
    .get();
  return row && row.count >= MIN_POINTS ? row.median : null;
}

/**
 * Saves a user's alert on a key: a new one starts from today's median (`created`), one they already have on that key
 * takes the new threshold and keeps its baseline; "full" when they hold MAX_PRICE_ALERTS others. The limit is the
 * database's (a trigger, migrations/0026): saves sent at once cannot all pass a count read first.
 */
export async function savePriceAlert(db: Database, userId: number, key: PriceAlertKey, thresholdPct: number) {
  const mine = and(
    eq(priceAlerts.userId, userId),
    eq(priceAlerts.product, key.product),
    eq(priceAlerts.unit, key.unit),
    eq(priceAlerts.region, key.region),
  );
  const [updated] = await db.update(priceAlerts).set({ thresholdPct }).where(mine).returning();
  if (updated) return { status: "updated" as const, alert: updated };
  const baselineKobo = await currentMedian(db, key);
  try {
    const [created] = await db
      .insert(priceAlerts)
      .values({ userId, ...key, thresholdPct, baselineKobo })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.product, priceAlerts.unit, priceAlerts.region],
        set: { thresholdPct },
      })
      .returning();
    return { status: "created" as const, alert: created as PriceAlertRecord };
  } catch (error) {
    if (isLimitReached(error, "price_alerts")) return { status: "full" as const };
    throw error;
  }
}

/** Deletes one of the user's alerts; false when they have no alert of that id. */
export async function deletePriceAlert(db: Database, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return gone.length > 0;
}

/** An alert joined to the median it watches, as it stands after the rollup's summary rows (SQL over `a` and `s`). */
const WATCHED = `FROM price_alerts a JOIN price_summary s ON s.region = a.region AND s.days = ${ALERT_WINDOW_DAYS}
  AND s.product = a.product AND s.unit = a.unit AND s.listings_count >= ${MIN_POINTS} AND s.median_kobo > 0`;
/** The median moved further from the baseline than the threshold (integer arithmetic: exact to the kobo). */
const MOVED = "a.baseline_kobo > 0 AND abs(s.median_kobo - a.baseline_kobo) * 100 > a.threshold_pct * a.baseline_kobo";

/**
 * The statements that fire alerts after a rollup, for the end of its batch: one notification per alert whose median
 * moved past its threshold (returning the written rows for delivery), then the new baselines; an alert made before
 * its key had a median takes the first one as its baseline, silently.
 */
export function priceAlertStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `INSERT INTO notifications (user_id, type, params, url, created_at)
         SELECT a.user_id, 'price.alert',
           json_object('product', a.product, 'unit', a.unit, 'state', CASE WHEN a.region = 'all' THEN NULL ELSE a.region END,
             'from', a.baseline_kobo / 100.0, 'to', s.median_kobo / 100.0,
             'pct', round((s.median_kobo - a.baseline_kobo) * 100.0 / a.baseline_kobo, 1)),
           '/prices/' || a.product || '?unit=' || a.unit || CASE WHEN a.region = 'all' THEN '' ELSE '&state=' || a.region END, ?1
         ${WATCHED} WHERE ${MOVED}
         RETURNING id, user_id`,
      )
      .bind(at),
    db
      .prepare(
        `UPDATE price_alerts SET baseline_kobo = (SELECT s.median_kobo ${WATCHED} WHERE a.id = price_alerts.id), notified_at = ?1
         WHERE id IN (SELECT a.id ${WATCHED} WHERE ${MOVED})`,
      )
      .bind(at),
    db.prepare(
      `UPDATE price_alerts SET baseline_kobo = (SELECT s.median_kobo ${WATCHED} WHERE a.id = price_alerts.id)
       WHERE baseline_kobo IS NULL AND id IN (SELECT a.id ${WATCHED})`,
    ),
  ];
}
