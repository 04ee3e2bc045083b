// The signed-in account's USSD PIN as the web sees it (ADR 078), mounted under /api/users: whether one is set and
// whether USSD actions are paused after 3 wrong PINs, and the reset that removes both, so the next USSD action asks
// for a new PIN. The reset needs the current password, or (for an account without one, e.g. registered by USSD) the
// code the contact-change flow sends to its confirmed phone (`POST /api/users/contact/proof`); that phone is told.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { ussdPins } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/validate";
import { DEFAULT_LANGUAGE } from "../languages";
import { outboxInsert, startDelivery } from "../services/outbox";
import { USSD_PIN_RESET_SMS } from "../services/ussd-pin-texts";
import { requireProof } from "./contact-change";
import { contactProof } from "./recovery-schemas";

export interface UssdPinDto {
  /** The account has a USSD PIN. */
  set: boolean;
  /** Until when USSD actions are paused after 3 wrong PINs (ISO), or null when they are not. */
  paused_until: string | null;
}

async function pinState(db: Database, userId: number, now: Date): Promise<UssdPinDto> {
  const [row] = await db.select({ pausedUntil: ussdPins.pausedUntil }).from(ussdPins).where(eq(ussdPins.userId, userId)).limit(1);
  const paused = row?.pausedUntil && row.pausedUntil > now.toISOString() ? row.pausedUntil : null;
  return { set: Boolean(row), paused_until: paused };
}

export const ussdPinRoutes = new Hono<AppEnv>()
  .get("/ussd-pin", async (c) => {
    const user = requireUser(c);
    return c.json(await pinState(c.var.db, user.id, new Date()));
  })
  // `{currentPassword}` or `{currentCode}`: the PIN and any pause go; answering again with none set is not an error.
  .post("/ussd-pin/reset", async (c) => {
    const user = requireUser(c);
    const proof = await readJson(c, contactProof);
    await requireProof(c, user, proof);
    const removed = c.var.db.delete(ussdPins).where(eq(ussdPins.userId, user.id));
    // The phone the PIN guards is told, in the same batch, when there was a PIN to remove (a repeat says nothing).
    const { set } = await pinState(c.var.db, user.id, new Date());
    if (set && user.phone && user.phoneConfirmed) {
      await c.var.db.batch([
        removed,
        outboxInsert(c.var.db, {
          channel: "sms",
          recipient: user.phone,
          userId: user.id,
          kind: "ussd_pin_reset",
          body: USSD_PIN_RESET_SMS[user.language ?? DEFAULT_LANGUAGE],
        }),
      ]);
      startDelivery(c);
    } else await removed;
    return c.json({ set: false, paused_until: null } satisfies UssdPinDto);
  });
