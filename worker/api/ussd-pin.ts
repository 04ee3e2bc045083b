// The signed-in account's USSD PIN as the web sees it (ADR 077), mounted under /api/users: whether one is set and
// whether USSD actions are paused after 3 wrong PINs, and the reset that removes both, so the next USSD action asks
// for a new PIN. The reset needs the current password, or (for an account without one, e.g. registered by USSD) the
// code the contact-change flow sends to its confirmed phone (`POST /api/users/contact/proof`).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { ussdPins } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/validate";
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
    await c.var.db.delete(ussdPins).where(eq(ussdPins.userId, user.id));
    return c.json({ set: false, paused_until: null } satisfies UssdPinDto);
  });
