// The right PIN racing a wrong one (ADR 076): the reset that a right PIN writes with its change, and the answer when
// a pause set at the same moment refused that change.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ussdPins } from "../../db/schema";
import type { Language } from "../../languages";
import { minutesLeft } from "./menu-common";
import { answer } from "./screens";
import { USSD_TEXTS } from "./texts";

/**
 * The right PIN's reset of the count, written in the same batch as the change it allows. A third wrong PIN sent at the
 * same moment may set a pause after this request read the caller: the reset then writes a NULL PIN hash, which the
 * column refuses, so the batch (the change with it) does not land and the caller is told actions are paused.
 */
export const pinResetWrite = (db: Database, userId: number, now: Date) => {
  const at = now.toISOString();
  return db
    .update(ussdPins)
    .set({
      failures: 0,
      pausedUntil: null,
      updatedAt: at,
      pinHash: sql`CASE WHEN ${ussdPins.pausedUntil} > ${at} THEN NULL ELSE ${ussdPins.pinHash} END`,
    })
    .where(eq(ussdPins.userId, userId));
};

/** "Paused" when a pause set by a racing wrong PIN is why an action's batch failed, else null. */
export async function pausedAnswer(db: Database, userId: number, language: Language, now: Date): Promise<string | null> {
  const row = await db.select({ pausedUntil: ussdPins.pausedUntil }).from(ussdPins).where(eq(ussdPins.userId, userId)).get();
  if (!row?.pausedUntil || Date.parse(row.pausedUntil) <= now.getTime()) return null;
  return answer(true, USSD_TEXTS[language].pinPaused(minutesLeft(row.pausedUntil, now)));
}
