// SMS codes cannot be guessed without end (issue 32, finding 3): at most 5 tries per code even when guesses arrive
// together, at most 100 failed tries per account per hour across all its codes and every address, and the daily SMS
// cap counted when a code is issued, so no code exists past it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, unique, uniquePhone } from "../../test/http";
import { codeRows, lastCode, messagesTo } from "../../test/messages";
import { database } from "../db/client";
import { MAX_FAILED_CODE_TRIES_PER_HOUR, MAX_SMS_PER_DAY } from "../domain";
import { sendCode } from "../services/account-codes";
import { CODE_LIFETIME_MS, codeHash, MAX_CODE_ATTEMPTS, matchCode } from "../services/one-time-codes";

const db = () => database(env.DB);

/** An account whose phone can receive sign-in codes, made straight in D1 (no password KDF). */
async function phoneAccount() {
  const phone = uniquePhone();
  const row = await env.DB.prepare(
    "INSERT INTO users (password_hash, full_name, role, phone, phone_confirmed) VALUES ('x', 'Code test', 'farmer', ?, 1) RETURNING id",
  )
    .bind(phone)
    .first<{ id: number }>();
  return { phone, id: row?.id as number };
}

/** A live sign-in code for the account whose plain digits the test knows. */
async function knownCode(phone: string, userId: number, plain: string, lifetimeMs = CODE_LIFETIME_MS) {
  await env.DB.prepare(
    "INSERT INTO one_time_codes (purpose, channel, recipient, user_id, code_hash, expires_at) VALUES ('otp_login', 'sms', ?, ?, ?, ?)",
  )
    .bind(phone, userId, await codeHash(env.JWT_SECRET, "otp_login", phone, plain), new Date(Date.now() + lifetimeMs).toISOString())
    .run();
}

const guess = (phone: string, code: string) => matchCode(db(), env.JWT_SECRET, { purpose: "otp_login", recipient: phone, code });
const attemptsOf = async (phone: string) =>
  (
    await env.DB.prepare("SELECT attempts FROM one_time_codes WHERE recipient = ? ORDER BY id DESC LIMIT 1")
      .bind(phone)
      .first<{ attempts: number }>()
  )?.attempts;
const verify = (phone: string, code: string) =>
  call("POST", "/api/auth/otp/verify", { body: { phone, code }, headers: { "cf-connecting-ip": unique().address } });

describe("tries per code", () => {
  it("evaluates at most 5 guesses of one code, even when they arrive together", async () => {
    const account = await phoneAccount();
    await knownCode(account.phone, account.id, "482913");
    // Nine wrong guesses and then the right one, all at once: only the first five count, so the right one is too late.
    const results = await Promise.all([...Array.from({ length: 9 }, () => guess(account.phone, "000000")), guess(account.phone, "482913")]);
    expect(results.at(-1)).toBeNull();
    expect(await attemptsOf(account.phone)).toBe(MAX_CODE_ATTEMPTS);
    expect((await verify(account.phone, "482913")).status).toBe(401);
  });
});

describe("failed tries per account", () => {
  it(`stops every code of an account after ${MAX_FAILED_CODE_TRIES_PER_HOUR} failed tries in an hour, whatever the address`, async () => {
    const account = await phoneAccount();
    const codes = MAX_FAILED_CODE_TRIES_PER_HOUR / MAX_CODE_ATTEMPTS;
    // All but five failed tries one after the other, each dead code replaced by a new one as an attacker would...
    for (let code = 0; code < codes - 1; code++) {
      await knownCode(account.phone, account.id, "482913");
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect(await guess(account.phone, "000000")).toBeNull();
    }
    // ...and the rest together, across fresh codes: only five more may count.
    await knownCode(account.phone, account.id, "482913");
    await Promise.all(Array.from({ length: 4 * MAX_CODE_ATTEMPTS }, () => guess(account.phone, "111111")));
    const failures = await env.DB.prepare("SELECT count(*) AS n FROM code_failures WHERE user_id = ?")
      .bind(account.id)
      .first<{ n: number }>();
    expect(failures?.n).toBe(MAX_FAILED_CODE_TRIES_PER_HOUR);

    // The owner's own fresh code, from another address, is refused until the hour has passed.
    const post = (path: string, body: unknown) => call("POST", path, { body, headers: { "cf-connecting-ip": unique().address } });
    expect((await post("/api/auth/otp/request", { phone: account.phone })).status).toBe(202);
    const code = await lastCode(account.phone);
    const refused = await post("/api/auth/otp/verify", { phone: account.phone, code });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("too_many_failed_codes");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.token).toBeUndefined();
    // An hour later those failures no longer count.
    await knownCode(account.phone, account.id, "482913", 3 * 60 * 60_000);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await matchCode(db(), env.JWT_SECRET, { purpose: "otp_login", recipient: account.phone, code: "482913" }, later)).not.toBeNull();
  });

  it("a right code does not spend the account's budget", async () => {
    const account = await phoneAccount();
    for (let round = 0; round < 3; round++) {
      await knownCode(account.phone, account.id, "482913");
      expect(await guess(account.phone, "482913")).not.toBeNull();
    }
    const failures = await env.DB.prepare("SELECT count(*) AS n FROM code_failures WHERE user_id = ?")
      .bind(account.id)
      .first<{ n: number }>();
    expect(failures?.n).toBe(0);
  });
});

describe("the daily SMS cap, counted when a code is issued", () => {
  /** Messages already queued for the phone today, not yet delivered (the provider is slow or down). */
  async function queuedToday(phone: string, userId: number, count: number) {
    const statement = env.DB.prepare(
      "INSERT INTO outbound_messages (channel, recipient, user_id, kind, body) VALUES ('sms', ?, ?, 'otp', 'earlier')",
    );
    await env.DB.batch(Array.from({ length: count }, () => statement.bind(phone, userId)));
  }

  it("issues no code past the cap, even before anything was delivered", async () => {
    const account = await phoneAccount();
    await queuedToday(account.phone, account.id, MAX_SMS_PER_DAY);
    const asked = await call("POST", "/api/auth/otp/request", {
      body: { phone: account.phone },
      headers: { "cf-connecting-ip": unique().address },
    });
    // The same answer as ever (it tells nobody whether the number has an account), but no code exists to guess.
    expect(asked.status).toBe(202);
    expect(await codeRows(account.phone)).toBe(0);
    expect(await messagesTo(account.phone)).toHaveLength(MAX_SMS_PER_DAY);
  });

  it("lets exactly one of several codes asked for at once take the last place", async () => {
    const account = await phoneAccount();
    await queuedToday(account.phone, account.id, MAX_SMS_PER_DAY - 1);
    const issued = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendCode(db(), env.JWT_SECRET, {
          purpose: "otp_login",
          channel: "sms",
          recipient: account.phone,
          userId: account.id,
          language: "en",
          origin: "http://localhost:8787",
        }),
      ),
    );
    expect(issued.filter(Boolean)).toHaveLength(1);
    expect(await codeRows(account.phone)).toBe(1);
    expect(await messagesTo(account.phone)).toHaveLength(MAX_SMS_PER_DAY);
  });
});
