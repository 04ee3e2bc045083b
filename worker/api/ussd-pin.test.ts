// The web side of the USSD PIN (ADR 078): GET /api/users/ussd-pin says whether a PIN is set and whether USSD changes
// are paused; POST /api/users/ussd-pin/reset removes both behind the current password (or, for an account without
// one, the code sent to its phone), so the next USSD change asks for a new PIN.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique, uniquePhone } from "../../test/http";
import { makeAdmin } from "../../test/marketplace";
import { lastCode, messagesTo } from "../../test/messages";
import { countRows, expectScreen, session } from "../../test/ussd";
import { toGsm7 } from "../services/gsm7";
import { signToken } from "../services/tokens";
import { answer } from "../services/ussd/screens";
import { USSD_TEXTS } from "../services/ussd/texts";
import { USSD_PIN_RESET_SMS } from "../services/ussd-pin-texts";

const state = (token: string) => call("GET", "/api/users/ussd-pin", { token });
const reset = (token: string | undefined, body: unknown) =>
  call("POST", "/api/users/ussd-pin/reset", { token, body, headers: { "cf-connecting-ip": unique().address } });
const pinRows = (userId: number) => countRows("SELECT COUNT(*) AS n FROM ussd_pins WHERE user_id = ?", userId);
const post = (token: string | undefined, path: string, body: unknown = {}) =>
  call("POST", path, { token, body, headers: { "cf-connecting-ip": unique().address } });

/** A phone-only account (no password) registered by USSD in Hausa, with PIN 1234, signed in on the web by SMS code. */
async function hausaPhoneAccount() {
  const phone = uniquePhone();
  expectScreen(await session(phone).send("5*2*1*Amina Bello*20*1234*1234"));
  expect((await post(undefined, "/api/auth/otp/request", { phone })).status).toBe(202);
  const signedIn = await post(undefined, "/api/auth/otp/verify", { phone, code: await lastCode(phone) });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json.user).toMatchObject({ has_password: false, language: "ha" });
  return { phone, token: signedIn.json.token as string, id: signedIn.json.user.id as number };
}

describe("GET /api/users/ussd-pin and POST /api/users/ussd-pin/reset", () => {
  it("shows the PIN set and then paused, and a reset with the password removes both so USSD asks for a new PIN", async () => {
    const phone = uniquePhone();
    const web = await registerUser("farmer", { phone });
    expect((await state(web.token)).json).toEqual({ set: false, paused_until: null });
    expectScreen(await session(phone).send("5*2*2468*2468"));
    expect((await state(web.token)).json).toEqual({ set: true, paused_until: null });
    for (const wrong of ["0000", "1111", "2222"]) expectScreen(await session(phone).send(`5*3*1*${wrong}`));
    const paused = await state(web.token);
    expect(paused.status).toBe(200);
    expect(paused.json.set).toBe(true);
    expect(Date.parse(paused.json.paused_until)).toBeGreaterThan(Date.now());
    expect(expectScreen(await session(phone).send("5*3*1*2468"))).toMatch(/^END Too many wrong PINs/);

    const missing = await reset(web.token, {});
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: "current_password_required",
      field_codes: { currentPassword: "current_password_required" },
    });
    const wrong = await reset(web.token, { currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: "current_password_wrong" });
    expect(await pinRows(web.user.id)).toBe(1);

    const done = await reset(web.token, { currentPassword: web.password });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ set: false, paused_until: null });
    expect(await pinRows(web.user.id)).toBe(0);
    expect((await state(web.token)).json).toEqual({ set: false, paused_until: null });
    // The phone the PIN guards is told, once.
    const told = (await messagesTo(phone)).filter((message) => message.kind === "ussd_pin_reset");
    expect(told.map((message) => message.body)).toEqual([
      "Gona: your USSD PIN was reset on the website. To choose a new one, dial Gona and choose 5, then 2. Not you? Contact Gona support.",
    ]);
    // The pause went with the PIN: a change now asks for a PIN to be set, and setting one works at once.
    expect(expectScreen(await session(phone).send("5*3*1"))).toBe(answer(true, USSD_TEXTS.en.pinNone));
    expect(expectScreen(await session(phone).send("5"))).toContain("2 Set a PIN");
    expect(expectScreen(await session(phone).send("5*2*1357*1357"))).toBe(answer(true, USSD_TEXTS.en.pinSaved));
    expect((await state(web.token)).json).toEqual({ set: true, paused_until: null });
    // Resetting with no PIN set is not an error: the answer says none is set.
    await reset(web.token, { currentPassword: web.password });
    expect((await reset(web.token, { currentPassword: web.password })).json).toEqual({ set: false, paused_until: null });
    expect((await messagesTo(phone)).filter((message) => message.kind === "ussd_pin_reset")).toHaveLength(2);
  });

  it("only ever touches the caller's own PIN, and needs a session", async () => {
    const owner = await registerUser("farmer", { phone: uniquePhone() });
    const other = await registerUser("buyer", { phone: uniquePhone() });
    expectScreen(await session(owner.user.phone).send("5*2*2468*2468"));
    expect((await state(other.token)).json).toEqual({ set: false, paused_until: null });
    expect((await reset(other.token, { currentPassword: other.password })).status).toBe(200);
    expect(await pinRows(owner.user.id)).toBe(1);
    expect((await call("GET", "/api/users/ussd-pin")).status).toBe(401);
    expect((await reset(undefined, { currentPassword: owner.password })).status).toBe(401);
    expect((await reset(owner.token, { currentPassword: 5 })).status).toBe(400);
    expect((await reset(owner.token, { currentPassword: owner.password, extra: 1 })).status).toBe(400);
    expect(await pinRows(owner.user.id)).toBe(1);
  });

  it("an account registered by USSD (no password) proves itself with the code sent to its phone", async () => {
    const phone = uniquePhone();
    expectScreen(await session(phone).send("5*1*1*Amina Bello*20*1234*1234"));
    const account = await env.DB.prepare("SELECT id FROM users WHERE phone = ? AND phone_confirmed = 1")
      .bind(phone)
      .first<{ id: number }>();
    if (!account) throw new Error("not registered");
    const sessionId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(sessionId, account.id, new Date(Date.now() + 86_400_000).toISOString())
      .run();
    const token = await signToken(env.JWT_SECRET, { userId: account.id, sessionId });
    expect((await state(token)).json).toEqual({ set: true, paused_until: null });
    expect((await reset(token, {})).json.code).toBe("current_code_required");
    expect(
      (await call("POST", "/api/users/contact/proof", { token, body: {}, headers: { "cf-connecting-ip": unique().address } })).status,
    ).toBe(202);
    expect((await messagesTo(phone)).some((message) => message.kind === "contact_proof")).toBe(true);
    const code = await lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await reset(token, { currentCode: wrong })).json.code).toBe("code_invalid");
    expect(await pinRows(account.id)).toBe(1);
    expect((await reset(token, { currentCode: code })).status).toBe(200);
    expect(await pinRows(account.id)).toBe(0);
    // The code is used up.
    expect((await reset(token, { currentCode: code })).json.code).toBe("code_invalid");
  });

  it("a phone-only account whose contact changes are frozen resets its PIN with the code to its phone; contacts stay frozen", async () => {
    const { phone, token, id } = await hausaPhoneAccount();
    // What "this was not me" leaves (ADR 053): contact changes frozen until the owner resets the password.
    await env.DB.prepare("UPDATE users SET contact_changes_frozen_at = ? WHERE id = ?").bind(new Date().toISOString(), id).run();
    expect((await call("GET", "/api/auth/me", { token })).json.user.contact_changes_frozen).toBe(true);
    expect((await post(token, "/api/users/contact/proof")).status).toBe(202);
    const done = await reset(token, { currentCode: await lastCode(phone) });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ set: false, paused_until: null });
    expect(await pinRows(id)).toBe(0);
    const told = (await messagesTo(phone)).filter((message) => message.kind === "ussd_pin_reset");
    expect(told.map((message) => message.body)).toEqual([toGsm7(USSD_PIN_RESET_SMS.ha)]);
    // The freeze still stops every contact change, the code notwithstanding.
    expect((await post(token, "/api/users/contact/proof")).status).toBe(202);
    const change = await post(token, "/api/users/contact", { email: unique().email, currentCode: await lastCode(phone) });
    expect(change.status).toBe(403);
    expect(change.json.code).toBe("contact_changes_frozen");
    // USSD's My account offers to set a new PIN, in Hausa.
    expect(expectScreen(await session(phone).send("5"))).toContain(`2 ${toGsm7(USSD_TEXTS.ha.setPin)}`);
  });

  it("a suspended phone-only account cannot sign in to reset its PIN, and USSD says it is suspended in its language", async () => {
    const { phone, token, id } = await hausaPhoneAccount();
    const admin = await makeAdmin();
    const suspended = await call("PUT", `/api/admin/users/${id}/suspend`, { token: admin.token, body: { note: "Selling fake seed" } });
    expect(suspended.status).toBe(200);
    // The session it had is gone; signing in again by SMS code says why, with a code the site words in Hausa.
    expect((await post(token, "/api/users/contact/proof")).status).toBe(401);
    expect((await reset(token, { currentCode: "123456" })).status).toBe(401);
    expect((await post(undefined, "/api/auth/otp/request", { phone })).status).toBe(202);
    const refused = await post(undefined, "/api/auth/otp/verify", { phone, code: await lastCode(phone) });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("account_suspended");
    expect(expectScreen(await session(phone).send("5"))).toBe(answer(true, USSD_TEXTS.ha.suspended));
    expect(await pinRows(id)).toBe(1);
  });
});
