// One USSD answer (PRODUCT.md, "Feature phones"; ADR 076): at most one D1 batch of reads (the stored answer for a
// replay, the caller, their SMS choice, the price asked for) and, for an action, one batch of writes that stores its
// answer with it. The menus are pure (menu.ts); this module reads what they need and carries out what they ask.
import { eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { notificationPreferences, users, ussdAnswers, ussdPins } from "../../db/schema";
import { type PriceUnit, SMS_NOTIFICATION_TYPES } from "../../domain";
import { todayInNigeria } from "../../expiry";
import type { Language } from "../../languages";
import { stateName } from "../../states";
import { hashPassword, verifyPassword } from "../password";
import { createAccountWithConfirmedPhone } from "../phone-confirmation";
import { marketAction, type UssdEffects } from "./market";
import { type MenuContext, type PriceFact, type UssdAction, type UssdCaller, walkMenu } from "./menu";
import { pausedAnswer, pinResetWrite } from "./pin";
import { matchesOf, ordersOf, readStatements } from "./reads";
import { answer } from "./screens";
import { USSD_TEXTS } from "./texts";

/** Wrong PINs in a row that pause USSD actions, and for how long. */
export const PIN_TRIES = 3;
export const PIN_PAUSE_MS = 15 * 60_000;
/** How long an action's answer is kept for a replay (the hourly cron sweeps older ones). */
export const ANSWER_KEEP_MS = 24 * 60 * 60_000;

export interface UssdRequest {
  sessionId: string;
  /** E.164, as the carrier gave it. */
  phone: string;
  serviceCode: string;
  text: string;
}

const SMS_TYPES = [...SMS_NOTIFICATION_TYPES];

type CallerRow = Awaited<ReturnType<ReturnType<typeof readStatements>[1]["all"]>>[number];

/** The PIN row and the rest, as the service needs them (the menus see `UssdCaller`). */
export interface Caller extends UssdCaller {
  pinHash: string | null;
  failures: number;
}

function callerOf(row: CallerRow | undefined): Caller | null {
  if (!row) return null;
  return {
    id: row.id,
    language: row.language ?? "en",
    fullName: row.fullName,
    role: row.role,
    suspended: row.suspendedAt !== null,
    hasPin: row.pinHash !== null,
    pinHash: row.pinHash,
    failures: row.failures ?? 0,
    pausedUntil: row.pausedUntil,
    smsOn: Number(row.smsOn) > 0,
  };
}

/** The answer to one gateway request. Never throws for what a caller typed; D1 failing is the route's to answer. */
export async function answerUssd(db: Database, request: UssdRequest, now = new Date(), effects: UssdEffects = {}): Promise<string> {
  const base: MenuContext = { caller: null, now, serviceCode: request.serviceCode };
  // What a walk reads does not depend on who calls (the caller's own rows are found by the phone), so a first walk
  // that lets every role on finds it before anything is read: one batch reads it all.
  const first = walkMenu(request.text, { ...base, probe: true });
  const price = first.kind === "need_price" ? { product: first.product, state: first.state } : null;
  const need = first.kind === "need_data" ? first.need : null;
  const [stored, callerRows, priceRows, hintRows, matchRows, orderRows] = await db.batch(
    readStatements(db, request, price, need, todayInNigeria(now)),
  );
  if (stored[0]) return stored[0].answer;
  const caller = callerOf(callerRows[0]);
  const fact: PriceFact | null = priceRows[0] ? { ...priceRows[0], unit: priceRows[0].unit as PriceUnit } : null;
  const result = walkMenu(request.text, {
    ...base,
    caller,
    price: price ? fact : undefined,
    hint: need?.what === "hint" ? (hintRows[0]?.medianKobo ?? null) : undefined,
    matches: need?.what === "matches" ? matchesOf(matchRows) : undefined,
    orders: need?.what === "orders" ? ordersOf(orderRows) : undefined,
  });
  if (result.kind === "screen") return answer(result.end, result.body);
  if (result.kind !== "action") return answer(true, USSD_TEXTS[caller?.language ?? "en"].failed);
  return act(db, request, caller, result.action, result.language, now, effects);
}

export const storeAnswer = (db: Database, request: UssdRequest, text: string, now: Date) =>
  db.insert(ussdAnswers).values({
    sessionId: request.sessionId,
    phone: request.phone,
    text: request.text,
    answer: text,
    createdAt: now.toISOString(),
  });

/** The answer already stored for this request (a retry that raced the first), or null. */
export async function storedAnswer(db: Database, request: UssdRequest): Promise<string | null> {
  const [row] = await readStatements(db, request, null)[0];
  return row?.answer ?? null;
}

/** Carries out what the menus asked for (exported for the race test: `answerUssd` is how requests get here). */
export async function act(
  db: Database,
  request: UssdRequest,
  caller: Caller | null,
  action: UssdAction,
  language: Language,
  now: Date,
  effects: UssdEffects,
) {
  const t = USSD_TEXTS[language];
  if (action.kind === "register") return register(db, request, action, now);
  if (!caller) return answer(true, t.failed);
  const at = now.toISOString();
  const writes: BatchItem<"sqlite">[] = [];
  let done: string;
  if (action.kind === "set_pin") {
    writes.push(
      db
        .insert(ussdPins)
        .values({ userId: caller.id, pinHash: await hashPassword(action.newPin), failures: 0, updatedAt: at })
        .onConflictDoNothing(),
    );
    done = answer(true, t.pinSaved);
  } else if (caller.pinHash === null || !(await verifyPassword(action.pin, caller.pinHash))) {
    // Counted in the write itself: the third wrong try in a row starts the pause and the count again.
    const pausing = caller.failures + 1 >= PIN_TRIES;
    writes.push(
      db
        .update(ussdPins)
        .set({
          failures: sql`CASE WHEN ${ussdPins.failures} + 1 >= ${PIN_TRIES} THEN 0 ELSE ${ussdPins.failures} + 1 END`,
          pausedUntil: sql`CASE WHEN ${ussdPins.failures} + 1 >= ${PIN_TRIES} THEN ${new Date(now.getTime() + PIN_PAUSE_MS).toISOString()} ELSE ${ussdPins.pausedUntil} END`,
          updatedAt: at,
        })
        .where(eq(ussdPins.userId, caller.id)),
    );
    done = answer(true, pausing ? t.pinPaused(PIN_PAUSE_MS / 60_000) : t.pinWrong(PIN_TRIES - caller.failures - 1));
  } else {
    const pinReset = pinResetWrite(db, caller.id, now);
    if (action.kind === "sell" || action.kind === "buy" || action.kind === "move" || action.kind === "handover")
      return marketAction(db, { request, caller, action, language, now, effects, pinReset });
    writes.push(pinReset);
    if (action.kind === "set_language") {
      writes.push(db.update(users).set({ language: action.language, updatedAt: at }).where(eq(users.id, caller.id)));
      done = answer(true, USSD_TEXTS[action.language].languageSaved);
    } else if (action.kind === "change_pin") {
      writes.push(
        db
          .update(ussdPins)
          .set({ pinHash: await hashPassword(action.newPin) })
          .where(eq(ussdPins.userId, caller.id)),
      );
      done = answer(true, t.pinSaved);
    } else if (action.kind === "set_sms") {
      writes.push(...smsWrites(db, caller.id, action.on));
      done = answer(true, t.smsSaved(action.on));
    } else {
      return answer(true, t.failed);
    }
  }
  try {
    await db.batch([storeAnswer(db, request, done, now), ...writes] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    // The same session and text stored a moment ago by a retry that raced this one: its answer, nothing done twice.
    const first = (await storedAnswer(db, request)) ?? (await pausedAnswer(db, caller.id, language, now));
    if (first !== null) return first;
    throw error;
  }
  return done;
}

/** SMS alerts on or off for every type SMS is offered for (a push choice already made stays). */
function smsWrites(db: Database, userId: number, on: boolean) {
  return SMS_TYPES.map((type) =>
    db
      .insert(notificationPreferences)
      .values({ userId, type, push: true, sms: on })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { sms: on } }),
  );
}

/**
 * A carrier-vouched account (its phone confirmed, other accounts' unconfirmed claims dropped), its hashed PIN, SMS
 * alerts on (a USSD seller has no other channel) and the stored answer: one batch, so a retry creates nothing twice.
 */
async function register(db: Database, request: UssdRequest, action: Extract<UssdAction, { kind: "register" }>, now: Date) {
  const t = USSD_TEXTS[action.language];
  const done = answer(true, t.registered(action.fullName));
  const pinHash = await hashPassword(action.pin);
  const at = now.toISOString();
  const newUser = sql<number>`(SELECT ${users.id} FROM ${users} WHERE ${users.phone} = ${request.phone} AND ${users.phoneConfirmed} = 1)`;
  const created = await createAccountWithConfirmedPhone(
    db,
    {
      phone: request.phone,
      fullName: action.fullName,
      role: action.role,
      language: action.language,
      location: stateName(action.state),
    },
    now,
    [
      storeAnswer(db, request, done, now),
      db.insert(ussdPins).values({ userId: newUser, pinHash, failures: 0, updatedAt: at }),
      ...SMS_TYPES.map((type) => db.insert(notificationPreferences).values({ userId: newUser, type, push: true, sms: true })),
    ],
  ).catch(async (error: unknown) => {
    if ((await storedAnswer(db, request)) !== null) return "replayed" as const;
    throw error;
  });
  if (created === "replayed" || created === "phone_taken") return (await storedAnswer(db, request)) ?? answer(true, t.phoneTaken);
  return done;
}

/** The hourly sweep: answers older than a day go (a gateway's session lasts minutes). */
export async function sweepUssdAnswers(db: Database, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - ANSWER_KEEP_MS).toISOString();
  const result = await db.delete(ussdAnswers).where(lt(ussdAnswers.createdAt, expired)).run();
  return result.meta.changes;
}
