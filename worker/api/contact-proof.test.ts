// A session alone cannot replace the recovery e-mail or phone (issue 32, finding 2): the change needs the current
// password (or, for an account with none, a code sent to its current contact), and the old contact is told, with a
// link that undoes it, ends every session and freezes contact changes until the owner resets the password.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique, uniquePhone } from "../../test/http";
import { lastCode, lastLinkToken, messagesTo } from "../../test/messages";
import { database } from "../db/client";
import { createAccountWithConfirmedPhone } from "../services/phone-confirmation";
import { signToken } from "../services/tokens";

const post = (token: string | undefined, path: string, body: unknown) =>
  call("POST", path, { token, body, headers: { "cf-connecting-ip": unique().address } });
const me = async (token: string) => call("GET", "/api/auth/me", { token });

/** The `/not-me?token=` link's token in the newest message to `recipient`. */
async function notMeToken(recipient: string) {
  const body = (await messagesTo(recipient)).at(-1)?.body ?? "";
  const token = /\/not-me\?token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no /not-me link sent to ${recipient}: ${body}`);
  return token;
}

describe("asking to change the e-mail or phone", () => {
  it("needs the current password: missing is 400 current_password_required, wrong is 400 current_password_wrong", async () => {
    const user = await registerUser("farmer");
    const phone = uniquePhone();
    const missing = await post(user.token, "/api/users/contact", { phone });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: "current_password_required",
      field_codes: { currentPassword: "current_password_required" },
    });
    const wrong = await post(user.token, "/api/users/contact", { phone, currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: "current_password_wrong", field_codes: { currentPassword: "current_password_wrong" } });
    expect(await messagesTo(phone)).toEqual([]);
    expect((await post(user.token, "/api/users/contact", { phone, currentPassword: user.password })).status).toBe(202);
    expect((await messagesTo(phone)).map((message) => message.kind)).toEqual(["contact_confirm"]);
  });

  it("an account without a password proves itself with a code sent to its current phone", async () => {
    const phone = uniquePhone();
    const account = await createAccountWithConfirmedPhone(database(env.DB), {
      phone,
      fullName: "Ussd farmer",
      role: "farmer",
      language: "en",
    });
    if (account === "phone_taken") throw new Error("taken");
    const sessionId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(sessionId, account.id, new Date(Date.now() + 86_400_000).toISOString())
      .run();
    const token = await signToken(env.JWT_SECRET, { userId: account.id, sessionId });
    expect((await me(token)).json.user).toMatchObject({ has_password: false });
    const { email } = unique("ussd");
    const missing = await post(token, "/api/users/contact", { email });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("current_code_required");
    expect((await post(token, "/api/users/contact/proof", {})).status).toBe(202);
    const [proof] = (await messagesTo(phone)).filter((message) => message.kind === "contact_proof");
    expect(proof).toBeDefined();
    const code = await lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await post(token, "/api/users/contact", { email, currentCode: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("code_invalid");
    expect((await post(token, "/api/users/contact", { email, currentCode: code })).status).toBe(202);
    expect((await messagesTo(email)).map((message) => message.kind)).toEqual(["contact_confirm"]);
  });
});

describe("the old contact is told, and can say it was not them", () => {
  it("undoes the change, ends every session and freezes contact changes until the password is reset", async () => {
    const phone = uniquePhone();
    const owner = await registerUser("farmer", { phone });
    const oldEmail = owner.email;
    // Someone with the owner's session (and password) moves the account's e-mail to their own.
    const { email: theirs } = unique("thief");
    expect((await post(owner.token, "/api/users/contact", { email: theirs, currentPassword: owner.password })).status).toBe(202);
    expect((await post(owner.token, "/api/users/contact/confirm", { token: await lastLinkToken(theirs) })).status).toBe(200);
    expect((await me(owner.token)).json.user.email).toBe(theirs);

    // The old address and the phone both hear of it, in the account's language, with a link to undo it.
    const [told] = (await messagesTo(oldEmail)).filter((message) => message.kind === "contact_changed");
    expect(told).toMatchObject({ channel: "email", subject: "The e-mail address of your Gona account was changed" });
    expect(told?.body).toContain("/not-me?token=");
    const [sms] = (await messagesTo(phone)).filter((message) => message.kind === "contact_changed");
    expect(sms?.body).toMatch(/^Gona: the e-mail address of your account was changed\. Not you\? .*\/not-me\?token=[\w-]{43}$/);
    expect((sms?.body.length ?? 0) <= 160).toBe(true);

    const token = await notMeToken(oldEmail);
    const undone = await post(undefined, "/api/auth/contact/revert", { token });
    expect(undone.status).toBe(200);
    expect(undone.json).toEqual({ ok: true });
    // Every session ended, the old address is back, and the link worked once.
    expect((await me(owner.token)).status).toBe(401);
    const row = await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(owner.user.id).first<{ email: string }>();
    expect(row?.email).toBe(oldEmail);
    const again = await post(undefined, "/api/auth/contact/revert", { token });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("link_invalid");

    // Signed in again, even with the password, no contact may change until the owner resets the password.
    const signedIn = await post(undefined, "/api/auth/login", { email: oldEmail, password: owner.password });
    expect(signedIn.status).toBe(200);
    const frozen = await post(signedIn.json.token, "/api/users/contact", { email: unique().email, currentPassword: owner.password });
    expect(frozen.status).toBe(403);
    expect(frozen.json.code).toBe("contact_changes_frozen");
    expect((await me(signedIn.json.token)).json.user.contact_changes_frozen).toBe(true);

    expect((await post(undefined, "/api/auth/password/forgot", { email: oldEmail })).status).toBe(202);
    const reset = await post(undefined, "/api/auth/password/reset", { token: await lastLinkToken(oldEmail), password: "fresh-harvest-31" });
    expect(reset.status).toBe(200);
    const after = await post(undefined, "/api/auth/login", { email: oldEmail, password: "fresh-harvest-31" });
    expect(
      (await post(after.json.token, "/api/users/contact", { email: unique().email, currentPassword: "fresh-harvest-31" })).status,
    ).toBe(202);
  });

  it("tells the old number when the phone changes, and an undo puts the number back", async () => {
    const oldPhone = uniquePhone();
    const owner = await registerUser("buyer", { phone: oldPhone });
    const newPhone = uniquePhone();
    await post(owner.token, "/api/users/contact", { phone: newPhone, currentPassword: owner.password });
    expect((await post(owner.token, "/api/users/contact/confirm", { phone: newPhone, code: await lastCode(newPhone) })).status).toBe(200);
    const [sms] = (await messagesTo(oldPhone)).filter((message) => message.kind === "contact_changed");
    expect(sms?.body).toContain(`ending ${newPhone.slice(-4)}`);
    expect((await post(undefined, "/api/auth/contact/revert", { token: await notMeToken(oldPhone) })).status).toBe(200);
    const row = await env.DB.prepare("SELECT phone, phone_confirmed FROM users WHERE id = ?")
      .bind(owner.user.id)
      .first<{ phone: string; phone_confirmed: number }>();
    expect(row).toEqual({ phone: oldPhone, phone_confirmed: 1 });
  });
  it("removing a confirmed phone through PUT /api/users/profile needs the password, is told, and can be undone", async () => {
    const phone = uniquePhone();
    const owner = await registerUser("buyer", { phone });
    const put = (body: unknown) =>
      call("PUT", "/api/users/profile", { token: owner.token, body, headers: { "cf-connecting-ip": unique().address } });
    const missing = await put({ phone: "" });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("current_password_required");
    const wrong = await put({ phone: "", currentPassword: "not-the-password" });
    expect(wrong.json.code).toBe("current_password_wrong");
    expect((await me(owner.token)).json.user.phone).toBe(phone);
    expect((await messagesTo(phone)).filter((message) => message.kind === "contact_changed")).toEqual([]);

    const removed = await put({ phone: "", currentPassword: owner.password });
    expect(removed.status).toBe(200);
    expect(removed.json.user.phone).toBeNull();
    const [sms] = (await messagesTo(phone)).filter((message) => message.kind === "contact_changed");
    expect(sms?.body).toMatch(/^Gona: the phone number was removed from your account\. Not you\? .*\/not-me\?token=[\w-]{43}$/);
    expect((await post(undefined, "/api/auth/contact/revert", { token: await notMeToken(phone) })).status).toBe(200);
    const row = await env.DB.prepare("SELECT phone, phone_confirmed FROM users WHERE id = ?")
      .bind(owner.user.id)
      .first<{ phone: string; phone_confirmed: number }>();
    expect(row).toEqual({ phone, phone_confirmed: 1 });
  });
});
