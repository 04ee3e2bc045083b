// One-time codes: sign in by SMS code, reset a forgotten password by code or link, never telling who has an account.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, confirmRegisteredPhone, unique, uniquePhone, withinOneRateWindow } from "../../test/http";
import { codeRows, lastCode, lastLinkToken, messagesTo } from "../../test/messages";
import { database } from "../db/client";
import { CODE_LIFETIME_MS, matchCode } from "../services/one-time-codes";

async function phoneAccount(extra: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  const result = await call("POST", "/api/auth/register", {
    body: { phone, password: "seed-drill-42", fullName: "Musa Danjuma", ...extra },
    headers: { "cf-connecting-ip": unique().address },
  });
  if (result.status !== 201) throw new Error(`register failed: ${result.text}`);
  const token = result.json.token as string;
  // Confirmed, as its owner does after signing up: a number only claimed gets no sign-in or reset code (ADR 050).
  return { phone, token, user: await confirmRegisteredPhone(token, phone) };
}

/** Each test speaks from its own address so the per-address limits of one never touch another. */
const from = () => {
  const headers = { "cf-connecting-ip": unique().address };
  return (path: string, body: unknown) => call("POST", path, { body, headers });
};

describe("signing in with a code sent by SMS", () => {
  it("sends a short code in the account's language, and the code signs in once", async () => {
    const account = await phoneAccount();
    const post = from();
    const asked = await post("/api/auth/otp/request", { phone: account.phone });
    expect(asked.status).toBe(202);
    const message = (await messagesTo(account.phone)).at(-1);
    expect(message).toMatchObject({ channel: "sms", kind: "otp", status: "pending", user_id: account.user.id, subject: null });
    expect(message?.body).toMatch(/^Gona code: \d{6}\. It expires in 10 minutes\./);
    const code = await lastCode(account.phone);
    const verified = await post("/api/auth/otp/verify", { phone: account.phone, code });
    expect(verified.status).toBe(200);
    expect(verified.json.user.id).toBe(account.user.id);
    expect(verified.headers.get("set-cookie")).toMatch(/^gona_session=/);
    expect((await call("GET", "/api/auth/me", { token: verified.json.token })).status).toBe(200);
    const again = await post("/api/auth/otp/verify", { phone: account.phone, code });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe("code_invalid");
  });

  it("writes the message in the user's language, in GSM-7 letters (ƙ as k, ADR 081)", async () => {
    const account = await phoneAccount({ language: "ha" });
    await from()("/api/auth/otp/request", { phone: account.phone });
    expect((await messagesTo(account.phone)).at(-1)?.body).toMatch(/^Lambar Gona: \d{6}\. Za ta kare cikin minti 10\./);
  });

  it("answers an unknown number exactly as a known one, and stores and sends nothing", async () => {
    const account = await phoneAccount();
    const stranger = uniquePhone();
    const post = from();
    const known = await post("/api/auth/otp/request", { phone: account.phone });
    const unknown = await post("/api/auth/otp/request", { phone: stranger });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(await messagesTo(stranger)).toEqual([]);
    expect(await codeRows(stranger)).toBe(0);
    const guessed = await post("/api/auth/otp/verify", { phone: stranger, code: "123456" });
    expect(guessed.status).toBe(401);
    expect(guessed.json.code).toBe("code_invalid");
  });

  it("kills a code after 5 wrong tries: the right one no longer works", async () => {
    const account = await phoneAccount();
    const post = from();
    await post("/api/auth/otp/request", { phone: account.phone });
    const code = await lastCode(account.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/otp/verify", { phone: account.phone, code: wrong })).status).toBe(401);
    expect((await post("/api/auth/otp/verify", { phone: account.phone, code })).status).toBe(401);
  });

  it("a code expires 10 minutes after it was sent", async () => {
    const account = await phoneAccount();
    const post = from();
    await post("/api/auth/otp/request", { phone: account.phone });
    const code = await lastCode(account.phone);
    const db = database(env.DB);
    const check = (now: Date) => matchCode(db, env.JWT_SECRET, { purpose: "otp_login", recipient: account.phone, code }, now);
    const sentAt = Date.now();
    expect(await check(new Date(sentAt + CODE_LIFETIME_MS + 60_000))).toBeNull();
    expect(await check(new Date(sentAt + CODE_LIFETIME_MS - 60_000))).not.toBeNull();
  });

  it("refuses a code that is not 6 digits before looking anything up", async () => {
    const answer = await from()("/api/auth/otp/verify", { phone: uniquePhone(), code: "12a456" });
    expect(answer.status).toBe(400);
    expect(answer.json.field_codes).toEqual({ code: "code_format" });
  });
});

describe("forgotten password", () => {
  it("by phone: the SMS code sets a new password and ends every session", async () => {
    const account = await phoneAccount();
    const post = from();
    expect((await post("/api/auth/password/forgot", { phone: account.phone })).status).toBe(202);
    const message = (await messagesTo(account.phone)).at(-1);
    expect(message).toMatchObject({ channel: "sms", kind: "password_reset" });
    expect(message?.body).toContain("/reset-password?phone=%2B234");
    const code = await lastCode(account.phone);
    const weak = await post("/api/auth/password/reset", { phone: account.phone, code, password: "password" });
    expect(weak.status).toBe(400);
    const reset = await post("/api/auth/password/reset", { phone: account.phone, code, password: "new-harvest-77" });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ ok: true });
    expect((await call("GET", "/api/auth/me", { token: account.token })).status).toBe(401);
    const old = await call("POST", "/api/auth/login", { body: { phone: account.phone, password: "seed-drill-42" } });
    expect(old.status).toBe(401);
    const fresh = await call("POST", "/api/auth/login", { body: { phone: account.phone, password: "new-harvest-77" } });
    expect(fresh.status).toBe(200);
    const reused = await post("/api/auth/password/reset", { phone: account.phone, code, password: "another-one-88" });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("code_invalid");
  });

  it("by e-mail: a single-use link", async () => {
    const { email } = unique();
    const made = await call("POST", "/api/auth/register", {
      body: { email, password: "seed-drill-42", fullName: "Ngozi Eze", language: "ig" },
      headers: { "cf-connecting-ip": unique().address },
    });
    const post = from();
    expect((await post("/api/auth/password/forgot", { email: email.toUpperCase() })).status).toBe(202);
    const [message] = await messagesTo(email);
    expect(message).toMatchObject({ channel: "email", kind: "password_reset", subject: "Gbanwee paswọọdụ Gona gị" });
    expect(message?.body).toMatch(/\/reset-password\?token=[\w-]{43}\b/);
    const token = await lastLinkToken(email);
    expect((await post("/api/auth/password/reset", { token, password: "new-harvest-77" })).json).toEqual({ ok: true });
    expect((await call("GET", "/api/auth/me", { token: made.json.token })).status).toBe(401);
    const reused = await post("/api/auth/password/reset", { token, password: "another-one-88" });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("link_invalid");
  });

  it("answers an unknown phone or e-mail with the same 202 and writes nothing", async () => {
    const post = from();
    const phone = uniquePhone();
    const { email } = unique();
    const byPhone = await post("/api/auth/password/forgot", { phone });
    const byEmail = await post("/api/auth/password/forgot", { email });
    expect([byPhone.status, byPhone.json]).toEqual([202, { ok: true }]);
    expect([byEmail.status, byEmail.json]).toEqual([202, { ok: true }]);
    expect([...(await messagesTo(phone)), ...(await messagesTo(email))]).toEqual([]);
    expect((await codeRows(phone)) + (await codeRows(email))).toBe(0);
  });

  it("limits codes per phone, whatever the address (429)", () =>
    withinOneRateWindow(60, async () => {
      // A number of its own each run, made straight in D1 with it confirmed, so no registration SMS counts against it.
      const account = { phone: uniquePhone() };
      await env.DB.prepare(
        "INSERT INTO users (password_hash, full_name, role, phone, phone_confirmed) VALUES ('x', 'Musa', 'farmer', ?, 1)",
      )
        .bind(account.phone)
        .run();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await from()("/api/auth/password/forgot", { phone: account.phone })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(await messagesTo(account.phone)).toHaveLength(3);
    }));
});
