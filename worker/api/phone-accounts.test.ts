// Accounts by phone number: registering with a phone and/or an e-mail, signing in with either.
import { describe, expect, it } from "vitest";
import { call, confirmRegisteredPhone, unique, uniquePhone } from "../../test/http";

const register = (body: Record<string, unknown>) =>
  call("POST", "/api/auth/register", {
    body: { password: "seed-drill-42", fullName: "Hauwa Sani", ...body },
    headers: { "cf-connecting-ip": unique().address },
  });

/** "+2349012345678" as people type it at home: "0901 234 5678". */
const typed = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;

describe("registering with a phone number", () => {
  it("accepts a phone alone, stored and answered in E.164", async () => {
    const phone = uniquePhone();
    const result = await register({ phone: typed(phone) });
    expect(result.status).toBe(201);
    expect(result.json.user).toMatchObject({ phone, email: null });
  });

  it("accepts an e-mail alone, and both together", async () => {
    const { email } = unique();
    const alone = await register({ email });
    expect(alone.status).toBe(201);
    expect(alone.json.user).toMatchObject({ email, phone: null });
    const both = { email: unique().email, phone: uniquePhone() };
    const together = await register({ ...both, phone: both.phone.slice(1) });
    expect(together.status).toBe(201);
    expect(together.json.user).toMatchObject(both);
  });

  it("refuses neither (400) and a blank pair the same way", async () => {
    for (const body of [{}, { phone: "", email: "  " }]) {
      const result = await register(body);
      expect(result.status).toBe(400);
      expect(result.json.code).toBe("account_contact_required");
    }
  });

  it("refuses a number that is not a Nigerian mobile one", async () => {
    const result = await register({ phone: "0603 123 4567" });
    expect(result.status).toBe(400);
    expect(result.json.field_codes).toEqual({ phone: "phone_invalid" });
  });

  it("refuses a phone another account confirmed, typed in another form (409 phone_taken)", async () => {
    const phone = uniquePhone();
    const first = await register({ phone });
    expect(first.status).toBe(201);
    await confirmRegisteredPhone(first.json.token, phone);
    const again = await register({ phone: `+234 ${typed(phone).slice(1)}`, email: unique().email });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "An account with this phone number already exists", code: "phone_taken" });
  });
});

describe("signing in with a phone number", () => {
  it("takes the number in any form, and refuses a wrong password in the phone user's words, with the e-mail's code", async () => {
    const phone = uniquePhone();
    const made = await register({ phone });
    await confirmRegisteredPhone(made.json.token, phone);
    const signedIn = await call("POST", "/api/auth/login", { body: { phone: typed(phone), password: "seed-drill-42" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.id).toBe(made.json.user.id);
    expect(signedIn.headers.get("set-cookie")).toMatch(/^gona_session=/);
    const wrong = await call("POST", "/api/auth/login", { body: { phone, password: "not-the-one-1" } });
    const unknown = await call("POST", "/api/auth/login", { body: { phone: uniquePhone(), password: "seed-drill-42" } });
    const byEmail = await call("POST", "/api/auth/login", { body: { email: unique().email, password: "seed-drill-42" } });
    // The same answer for a wrong password and an unknown number; the code clients key on stays the e-mail's.
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: "Invalid phone number or password", code: "invalid_credentials" });
    }
    expect(byEmail.json).toEqual({ error: "Invalid email or password", code: "invalid_credentials" });
  });

  it("wants exactly one of phone and e-mail", async () => {
    const both = await call("POST", "/api/auth/login", { body: { phone: uniquePhone(), email: unique().email, password: "x" } });
    const neither = await call("POST", "/api/auth/login", { body: { password: "x" } });
    expect(both.json.code).toBe("sign_in_contact_required");
    expect(neither.json.code).toBe("sign_in_contact_required");
    expect([both.status, neither.status]).toEqual([400, 400]);
  });
});
