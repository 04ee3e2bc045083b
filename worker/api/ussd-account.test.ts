// USSD accounts (PRODUCT.md, "Feature phones"): registration of an unknown number (a confirmed phone, a hashed PIN,
// another account's unconfirmed claim dropped), a replayed request acting once, My account's changes behind the PIN,
// and 3 wrong PINs pausing actions for 15 minutes (an injected clock, no waiting).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { registerUser, uniquePhone } from "../../test/http";
import { countRows, dial, expectScreen, SERVICE_CODE, session } from "../../test/ussd";
import { database } from "../db/client";
import { verifyPassword } from "../services/password";
import { answer } from "../services/ussd/screens";
import { act, answerUssd, type Caller } from "../services/ussd/session";
import { USSD_TEXTS } from "../services/ussd/texts";

const REGISTER = (language: number, pin = "1234") => `5*${language}*2*Bala Musa*20*${pin}*${pin}`;

const account = (phone: string) =>
  env.DB.prepare(
    `SELECT u.id, u.role, u.full_name, u.language, u.location, u.phone_confirmed, p.pin_hash, p.failures, p.paused_until
       FROM users u LEFT JOIN ussd_pins p ON p.user_id = u.id WHERE u.phone = ? AND u.phone_confirmed = 1`,
  )
    .bind(phone)
    .first<{
      id: number;
      role: string;
      full_name: string;
      language: string;
      location: string;
      phone_confirmed: number;
      pin_hash: string | null;
      failures: number | null;
      paused_until: string | null;
    }>();

describe("registering a number Gona does not know", () => {
  it("creates an account with a confirmed phone and a hashed PIN, dropping another account's unconfirmed claim", async () => {
    const phone = uniquePhone();
    const claim = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role, phone, phone_confirmed) VALUES (?, 'x', 'Claimer', 'buyer', ?, 0) RETURNING id",
    )
      .bind(`claim-${crypto.randomUUID()}@example.ng`, phone)
      .first<{ id: number }>();
    const calls = session(phone);
    expect(expectScreen(await calls.send("2"))).toContain("Welcome to Gona! Choose your language:");
    expect(expectScreen(await calls.send(REGISTER(2)))).toBe(answer(true, USSD_TEXTS.ha.registered("Bala Musa")));
    const made = await account(phone);
    expect(made).toMatchObject({ role: "buyer", full_name: "Bala Musa", language: "ha", location: "Kano", phone_confirmed: 1 });
    expect(made?.pin_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(made?.pin_hash).not.toContain("1234");
    expect(await verifyPassword("1234", made?.pin_hash ?? "")).toBe(true);
    expect(await verifyPassword("1235", made?.pin_hash ?? "")).toBe(false);
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE id = ? AND phone IS NULL", claim?.id)).toBe(1);
    // A USSD seller's only channel: SMS alerts are on.
    expect(await countRows("SELECT COUNT(*) AS n FROM notification_preferences WHERE user_id = ? AND sms = 1", made?.id)).toBe(2);
    // Known now: the menu is the caller's, in Hausa.
    expect(expectScreen(await session(phone).send(""))).toBe(answer(false, USSD_TEXTS.ha.menu));
  });

  it("acts once when the gateway sends the same session and text again", async () => {
    const phone = uniquePhone();
    const calls = session(phone);
    const first = expectScreen(await calls.send(REGISTER(1)));
    const again = await Promise.all([calls.send(REGISTER(1)), calls.send(REGISTER(1))]);
    for (const result of again) expect(expectScreen(result)).toBe(first);
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE phone = ?", phone)).toBe(1);
    expect(await countRows("SELECT COUNT(*) AS n FROM ussd_answers WHERE session_id = ?", calls.sessionId)).toBe(1);
    // Another session that tries to register the same number is now a known caller: no second account.
    expect(expectScreen(await session(phone).send(REGISTER(1)))).toBe(answer(true, USSD_TEXTS.en.invalid));
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE phone = ?", phone)).toBe(1);
  });

  it("refuses two different PINs, a PIN that is not 4 digits and an empty name, creating nothing", async () => {
    const phone = uniquePhone();
    expect(expectScreen(await session(phone).send("5*1*1*Bala*20*1234*4321"))).toBe(answer(true, USSD_TEXTS.en.pinsDiffer));
    expect(expectScreen(await session(phone).send("5*1*1*Bala*20*12345"))).toBe(answer(true, USSD_TEXTS.en.pinFormat));
    expect(expectScreen(await session(phone).send("5*1*1*B"))).toBe(answer(true, USSD_TEXTS.en.nameInvalid));
    expect(await countRows("SELECT COUNT(*) AS n FROM users WHERE phone = ?", phone)).toBe(0);
  });
});

describe("5 My account", () => {
  it("changes the language, SMS alerts and the PIN, each behind the PIN", async () => {
    const phone = uniquePhone();
    expectScreen(await session(phone).send(REGISTER(1)));
    const me = await account(phone);
    expect(expectScreen(await session(phone).send("5*3"))).toBe("CON SMS alerts are ON.\n1 Turn them off\n0 Back");
    expect(expectScreen(await session(phone).send("5*3*1*1234"))).toBe(answer(true, USSD_TEXTS.en.smsSaved(false)));
    expect(await countRows("SELECT COUNT(*) AS n FROM notification_preferences WHERE user_id = ? AND sms = 1", me?.id)).toBe(0);
    expect(expectScreen(await session(phone).send("5*2*1234*5678*5678"))).toBe(answer(true, USSD_TEXTS.en.pinSaved));
    expect(expectScreen(await session(phone).send("5*1*5*1234"))).toBe(answer(true, USSD_TEXTS.en.pinWrong(2)));
    expect(expectScreen(await session(phone).send("5*1*5*5678"))).toBe(answer(true, USSD_TEXTS.pcm.languageSaved));
    expect((await account(phone))?.language).toBe("pcm");
    expect((await account(phone))?.failures).toBe(0);
    expect(expectScreen(await session(phone).send(""))).toBe(answer(false, USSD_TEXTS.pcm.menu));
  });

  it("lets a web account with a confirmed phone set its first PIN, and asks for one before any change", async () => {
    const phone = uniquePhone();
    const web = await registerUser("farmer", { phone });
    expect(web.user.phone_confirmed).toBe(true);
    expect(expectScreen(await session(phone).send("5*1*2"))).toBe(answer(true, USSD_TEXTS.en.pinNone));
    expect(expectScreen(await session(phone).send("5"))).toContain("2 Set a PIN");
    expect(expectScreen(await session(phone).send("5*2*2468*2468"))).toBe(answer(true, USSD_TEXTS.en.pinSaved));
    expect(await verifyPassword("2468", (await account(phone))?.pin_hash ?? "")).toBe(true);
    expect((await account(phone))?.id).toBe(web.user.id);
  });
});

describe("wrong PINs", () => {
  it("pause actions for 15 minutes after the third, counted once per request, and the right PIN works after", async () => {
    const phone = uniquePhone();
    expectScreen(await session(phone).send(REGISTER(1)));
    const db = database(env.DB);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 3, minutes));
    const ask = (sessionId: string, text: string, minutes: number) =>
      answerUssd(db, { sessionId, phone, serviceCode: SERVICE_CODE, text }, at(minutes));
    const t = USSD_TEXTS.en;
    expect(await ask("w1", "5*1*2*0000", 0)).toBe(answer(true, t.pinWrong(2)));
    // The gateway's retry of the same request is the same answer and no second count.
    expect(await ask("w1", "5*1*2*0000", 0)).toBe(answer(true, t.pinWrong(2)));
    expect((await account(phone))?.failures).toBe(1);
    expect(await ask("w2", "5*1*2*1111", 1)).toBe(answer(true, t.pinWrong(1)));
    expect(await ask("w3", "5*1*2*2222", 2)).toBe(answer(true, t.pinPaused(15)));
    expect((await account(phone))?.paused_until).toBe(new Date(at(2).getTime() + 15 * 60_000).toISOString());
    // Paused: even the right PIN changes nothing, and the screen says how long is left.
    expect(await ask("w4", "5*1*2", 3)).toBe(answer(true, t.pinPaused(14)));
    expect(await ask("w5", "5*1*2*1234", 16)).toBe(answer(true, t.pinPaused(1)));
    expect((await account(phone))?.language).toBe("en");
    // After the pause the right PIN works, and the count starts again.
    expect(await ask("w6", "5*1*2*1234", 17)).toBe(answer(true, USSD_TEXTS.ha.languageSaved));
    expect(await account(phone)).toMatchObject({ language: "ha", failures: 0, paused_until: null });
    // Prices need no PIN and are never paused.
    expect(await ask("w7", "1", 3)).toMatch(/^CON /);
    expect(await dial({ sessionId: "w8", phoneNumber: phone, text: "" }).then((result) => result.status)).toBe(200);
  });

  it("a right PIN racing the third wrong one changes nothing once the pause has landed, and says actions are paused", async () => {
    const phone = uniquePhone();
    expectScreen(await session(phone).send("5*1*1*Bala Musa*20*1234*1234"));
    const db = database(env.DB);
    const now = new Date(Date.UTC(2026, 10, 27, 4, 0));
    const before = await account(phone);
    expect(before).toMatchObject({ role: "farmer", failures: 0, paused_until: null });
    // What the right PIN's request read: no pause yet. The third wrong try, sent at the same moment, lands first.
    const read: Caller = {
      id: before?.id ?? 0,
      language: "en",
      fullName: "Bala Musa",
      role: "farmer",
      suspended: false,
      hasPin: true,
      pinHash: before?.pin_hash ?? null,
      failures: 2,
      pausedUntil: null,
      smsOn: true,
    };
    for (const wrong of ["0000", "1111", "2222"]) {
      await answerUssd(db, { sessionId: `wrong-${wrong}`, phone, serviceCode: SERVICE_CODE, text: `5*1*2*${wrong}` }, now);
    }
    const paused = (await account(phone))?.paused_until;
    expect(Date.parse(paused ?? "")).toBeGreaterThan(now.getTime());
    const t = USSD_TEXTS.en;
    const request = (text: string) => ({ sessionId: `race-${text}`, phone, serviceCode: SERVICE_CODE, text });
    // My account's change (one batch in the session) and Sell (the market's batch) both stop at the pause.
    expect(await act(db, request("5*1*2*1234"), read, { kind: "set_language", language: "ha", pin: "1234" }, "en", now, {})).toBe(
      answer(true, t.pinPaused(15)),
    );
    const draft = { product: "maize", quantity: 10, unit: "bag" as const, priceNaira: 30_000, state: "kano" };
    expect(await act(db, request("2*1*10*3*30000*20*1*1234"), read, { kind: "sell", draft, pin: "1234" }, "en", now, {})).toBe(
      answer(true, t.pinPaused(15)),
    );
    expect(await account(phone)).toMatchObject({ language: "en", paused_until: paused, pin_hash: before?.pin_hash });
    expect(await countRows("SELECT COUNT(*) AS n FROM listings WHERE user_id = ?", before?.id ?? 0)).toBe(0);
    // With no pause, the same read and PIN act.
    await env.DB.prepare("UPDATE ussd_pins SET paused_until = NULL WHERE user_id = ?")
      .bind(before?.id ?? 0)
      .run();
    expect(await act(db, request("5*1*2*1234*again"), read, { kind: "set_language", language: "ha", pin: "1234" }, "en", now, {})).toBe(
      answer(true, USSD_TEXTS.ha.languageSaved),
    );
    expect(await account(phone)).toMatchObject({ language: "ha", failures: 0, paused_until: null });
  });
});
