// A phone number becomes part of an account only once a code sent to it is typed back (issue 32, finding 1): a claim
// never opens, and never blocks, the owner's account, and confirming a number removes every other claim to it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, unique, uniquePhone } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";
import { lastCode, messagesTo } from "../../test/messages";
import { database } from "../db/client";
import { deliverNow } from "../services/notification-delivery";
import { createAccountWithConfirmedPhone } from "../services/phone-confirmation";

const from = () => {
  const headers = { "cf-connecting-ip": unique().address };
  return (path: string, body: unknown, token?: string) => call("POST", path, { body, headers, token });
};

async function register(body: Record<string, unknown>) {
  const answer = await from()("/api/auth/register", { password: "seed-drill-42", fullName: "Claimant", role: "farmer", ...body });
  return answer;
}

const me = async (token: string) => (await call("GET", "/api/auth/me", { token })).json.user;
const confirm = (token: string, code: string) => from()("/api/auth/phone/confirm", { code }, token);

describe("registering with a phone", () => {
  it("answers 201 with the number unconfirmed, and sends a 6-digit code to it", async () => {
    const phone = uniquePhone();
    const made = await register({ phone, language: "ha" });
    expect(made.status).toBe(201);
    expect(made.json.user).toMatchObject({ phone, phone_confirmed: false });
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ channel: "sms", kind: "phone_confirm", user_id: made.json.user.id });
    expect(message?.body).toMatch(/^Lambar Gona don tabbatar da wannan lamba: \d{6}\./);
    const confirmed = await confirm(made.json.token, await lastCode(phone));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user).toMatchObject({ phone, phone_confirmed: true });
    expect(await me(made.json.token)).toMatchObject({ phone, phone_confirmed: true });
  });

  it("refuses a wrong code (400 code_invalid), and sends a new one on request that retires the old", async () => {
    const phone = uniquePhone();
    const made = await register({ phone });
    const first = await lastCode(phone);
    const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, "0");
    const refused = await confirm(made.json.token, wrong);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("code_invalid");
    expect((await from()("/api/auth/phone/resend", {}, made.json.token)).status).toBe(202);
    const second = await lastCode(phone);
    expect((await messagesTo(phone)).length).toBe(2);
    if (second !== first) expect((await confirm(made.json.token, first)).status).toBe(400);
    expect((await confirm(made.json.token, second)).status).toBe(200);
    // Nothing left to confirm: a further resend is a 409.
    const again = await from()("/api/auth/phone/resend", {}, made.json.token);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("phone_nothing_to_confirm");
  });
});

describe("a number claimed before its owner arrives", () => {
  it("never opens the claimant's account to the owner's SMS code", async () => {
    const phone = uniquePhone();
    const claimant = await register({ phone, email: unique().email });
    const post = from();
    // The owner asks for a sign-in code: nothing is sent, and the registration's code signs no one in.
    expect((await post("/api/auth/otp/request", { phone })).status).toBe(202);
    const sent = await messagesTo(phone);
    expect(sent.map((message) => message.kind)).toEqual(["phone_confirm"]);
    const code = await lastCode(phone);
    const signedIn = await post("/api/auth/otp/verify", { phone, code });
    expect(signedIn.status).toBe(401);
    expect(signedIn.json.token).toBeUndefined();
    // A reset by SMS is not offered on a claim either.
    expect((await post("/api/auth/password/forgot", { phone })).status).toBe(202);
    expect((await messagesTo(phone)).length).toBe(1);
    // The claimant's password with the number does not sign in: it asks for a code sent to the number (401), or, after
    // the three codes a minute the number may get, to wait (429).
    const byPassword = await post("/api/auth/login", { phone, password: "seed-drill-42" });
    expect([401, 429]).toContain(byPassword.status);
    expect(byPassword.json.token).toBeUndefined();
    expect(claimant.json.user.phone_confirmed).toBe(false);
  });

  it("never blocks the owner: they register with it, confirm it, and the claim is gone", async () => {
    const phone = uniquePhone();
    const claimant = await register({ phone, email: unique().email });
    const owner = await register({ phone, fullName: "Real owner" });
    expect(owner.status).toBe(201);
    expect((await confirm(owner.json.token, await lastCode(phone))).status).toBe(200);
    expect(await me(claimant.json.token)).toMatchObject({ phone: null, phone_confirmed: false });
    // From now on the number is the owner's: a sign-in code opens the owner's account, and a third claim is refused.
    const post = from();
    await post("/api/auth/otp/request", { phone });
    const signedIn = await post("/api/auth/otp/verify", { phone, code: await lastCode(phone) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.id).toBe(owner.json.user.id);
    const third = await register({ phone, email: unique().email });
    expect(third.status).toBe(409);
    expect(third.json.code).toBe("phone_taken");
  });

  it("is not shown on the claimant's listings and receives no alerts", async () => {
    const phone = uniquePhone();
    const claimant = await register({ phone, email: unique().email });
    const created = await createListing(claimant.json.token, { title: "Claimed maize" });
    await setListingState(created.json.id, "approved");
    const listing = await call("GET", `/api/listings/${created.json.id}`);
    expect(listing.json.seller_phone).toBeNull();
    // Opted in to SMS alerts: a purchase request writes the notification, but no SMS goes to the claimed number.
    await env.DB.prepare("INSERT INTO notification_preferences (user_id, type, push, sms) VALUES (?, 'purchase_request.created', 0, 1)")
      .bind(claimant.json.user.id)
      .run();
    const note = await env.DB.prepare(
      'INSERT INTO notifications (user_id, type, params, url) VALUES (?, \'purchase_request.created\', \'{"buyer":"Ada","listing":"Claimed maize"}\', \'/orders\') RETURNING id',
    )
      .bind(claimant.json.user.id)
      .first<{ id: number }>();
    await deliverNow({ env, ctx: { waitUntil: () => undefined }, origin: "https://gona.ng" }, [note?.id as number]);
    expect((await messagesTo(phone)).map((message) => message.kind)).toEqual(["phone_confirm"]);
  });
});

describe("signing in with a password on a number not yet confirmed", () => {
  it("sends a code to the number and signs in only with it, which confirms the number", async () => {
    const phone = uniquePhone();
    const made = await register({ phone });
    const post = from();
    const wrong = await post("/api/auth/login", { phone, password: "not-the-one-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("invalid_credentials");
    expect(wrong.json.challenge).toBeUndefined();
    const asked = await post("/api/auth/login", { phone, password: "seed-drill-42" });
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe("phone_confirmation_required");
    expect(asked.json.challenge).toMatch(/^[\w-]{43}$/);
    const code = await lastCode(phone);
    // The code alone, or with another challenge, opens nothing.
    expect((await post("/api/auth/otp/verify", { phone, code })).status).toBe(401);
    const forged = await post("/api/auth/phone/sign-in", { phone, code, challenge: "A".repeat(43) });
    expect(forged.status).toBe(401);
    const signedIn = await post("/api/auth/phone/sign-in", { phone, code, challenge: asked.json.challenge });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user).toMatchObject({ id: made.json.user.id, phone, phone_confirmed: true });
    expect((await post("/api/auth/login", { phone, password: "seed-drill-42" })).status).toBe(200);
  });
});

describe("a number the carrier vouches for (USSD)", () => {
  it("makes an account with the number confirmed, removing any claim to it", async () => {
    const phone = uniquePhone();
    const claimant = await register({ phone, email: unique().email });
    const made = await createAccountWithConfirmedPhone(database(env.DB), {
      phone,
      fullName: "Ussd farmer",
      role: "farmer",
      language: "ha",
      passwordHash: null,
    });
    expect(made).toMatchObject({ phone, phoneConfirmed: true, language: "ha" });
    expect(await me(claimant.json.token)).toMatchObject({ phone: null });
    const again = await createAccountWithConfirmedPhone(database(env.DB), { phone, fullName: "Second", role: "farmer", language: "en" });
    expect(again).toBe("phone_taken");
  });
});
