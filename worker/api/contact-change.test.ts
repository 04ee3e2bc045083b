// Adding or changing a phone number or e-mail from the profile: only the code or link sent to the new one applies it.
import { describe, expect, it } from "vitest";
import { call, registerUser, unique, uniquePhone } from "../../test/http";
import { lastCode, lastLinkToken, messagesTo } from "../../test/messages";

const post = (token: string, path: string, body: unknown) =>
  call("POST", path, { token, body, headers: { "cf-connecting-ip": unique().address } });

describe("changing the phone number", () => {
  it("applies the new number only with the right code sent to it", async () => {
    const user = await registerUser("farmer");
    const phone = uniquePhone();
    const asked = await post(user.token, "/api/users/contact", { phone: `0${phone.slice(4)}`, currentPassword: user.password });
    expect(asked.status).toBe(202);
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ channel: "sms", kind: "contact_confirm", user_id: user.user.id });
    const code = await lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await post(user.token, "/api/users/contact/confirm", { phone, code: wrong });
    expect(refused.status).toBe(400);
    expect((await call("GET", "/api/auth/me", { token: user.token })).json.user.phone).toBeNull();
    const confirmed = await post(user.token, "/api/users/contact/confirm", { phone, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user.phone).toBe(phone);
  });

  it("does not let another account use someone else's code", async () => {
    const owner = await registerUser("buyer");
    const other = await registerUser("buyer");
    const phone = uniquePhone();
    await post(owner.token, "/api/users/contact", { phone, currentPassword: owner.password });
    const code = await lastCode(phone);
    expect((await post(other.token, "/api/users/contact/confirm", { phone, code })).status).toBe(400);
    expect((await call("GET", "/api/auth/me", { token: other.token })).json.user.phone).toBeNull();
    expect((await post(owner.token, "/api/users/contact/confirm", { phone, code })).status).toBe(200);
  });

  it("refuses a number another account holds (409) and sends nothing", async () => {
    const phone = uniquePhone();
    await registerUser("farmer", { phone });
    const user = await registerUser("farmer");
    const taken = await post(user.token, "/api/users/contact", { phone, currentPassword: user.password });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe("phone_taken");
    // Only the holder's own confirmation ever went to the number.
    expect((await messagesTo(phone)).map((message) => message.kind)).toEqual(["phone_confirm"]);
  });

  it("keeps PUT /api/users/profile from changing the number unconfirmed", async () => {
    const phone = uniquePhone();
    const user = await registerUser("farmer", { phone });
    const same = await call("PUT", "/api/users/profile", { token: user.token, body: { phone: `0${phone.slice(4)}`, location: "Zaria" } });
    expect(same.status).toBe(200);
    expect(same.json.user).toMatchObject({ phone, location: "Zaria" });
    const changed = await call("PUT", "/api/users/profile", { token: user.token, body: { phone: uniquePhone() } });
    expect(changed.status).toBe(400);
    expect(changed.json.code).toBe("contact_change_needs_confirmation");
    expect((await call("GET", "/api/auth/me", { token: user.token })).json.user.phone).toBe(phone);
  });
});

describe("changing the e-mail", () => {
  it("applies the new address with the link sent to it, once", async () => {
    const user = await registerUser("supplier");
    const { email } = unique("new");
    expect((await post(user.token, "/api/users/contact", { email, currentPassword: user.password })).status).toBe(202);
    const [message] = await messagesTo(email);
    expect(message).toMatchObject({ channel: "email", kind: "contact_confirm", subject: "Confirm your e-mail address for Gona" });
    const token = await lastLinkToken(email);
    const confirmed = await post(user.token, "/api/users/contact/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user.email).toBe(email);
    expect((await post(user.token, "/api/users/contact/confirm", { token })).json.code).toBe("link_invalid");
  });
});
