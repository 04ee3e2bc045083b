// The phone-first account pages as the server draws them: which step each address shows, what the sign-in
// form sends, who is asked to add a phone, and that every page is guarded as it should be.
import { describe, expect, it } from "vitest";
import { contactBody } from "../app/lib/contact.server";
import { call, registerUser, unique } from "./http";

const form = { "content-type": "application/x-www-form-urlencoded" };
const ADD_PHONE_LINK = 'href="/profile#change-phone"';

describe("one phone-or-e-mail field", () => {
  it("reads anything with an @ as an e-mail and the rest as a phone number", () => {
    expect(contactBody(" ada@example.ng ")).toEqual({ email: "ada@example.ng" });
    expect(contactBody("0803 123 4567")).toEqual({ phone: "0803 123 4567" });
    expect(contactBody("+234-803-123-4567")).toEqual({ phone: "+234-803-123-4567" });
  });

  it("signs in with an e-mail typed into the new field, and with an older form's `email` field", async () => {
    for (const name of ["identifier", "email"]) {
      const account = await registerUser("buyer");
      const answer = await call("POST", "/login", {
        rawBody: `${name}=${encodeURIComponent(account.email)}&password=${encodeURIComponent(account.password)}`,
        headers: { ...form, "cf-connecting-ip": unique().address },
      });
      expect(answer.status, name).toBe(302);
      expect(answer.headers.get("location")).toBe("/dashboard");
      expect(answer.headers.get("set-cookie")).toMatch(/^gona_session=/);
    }
  });
});

describe("sign in with a code and reset a password", () => {
  it("shows the phone step first, then the code step for the phone in the address", async () => {
    const first = await call("GET", "/login/code");
    expect(first.status).toBe(200);
    expect(first.text).toContain('name="phone"');
    expect(first.text).not.toContain('name="code"');
    const second = await call("GET", "/login/code?phone=0803%20123%204567&redirectTo=%2Flistings");
    expect(second.text).toContain('name="code"');
    expect(second.text).toContain('value="0803 123 4567"');
    expect(second.text).toContain('value="/listings"');
  });

  it("asks for the SMS code with a phone, not with an e-mailed token, and says when neither is there", async () => {
    const byPhone = await call("GET", "/reset-password?phone=08031234567");
    expect(byPhone.text).toContain('name="code"');
    const byLink = await call("GET", "/reset-password?token=abc");
    expect(byLink.text).not.toContain('name="code"');
    expect(byLink.text).toContain('name="token"');
    const neither = await call("GET", "/reset-password");
    expect(neither.text).not.toContain('name="password"');
    expect(neither.text).toContain('href="/forgot-password"');
  });

  it("refuses a new password that does not match its confirmation before asking the API", async () => {
    const answer = await call("POST", "/reset-password?phone=08031234567", {
      rawBody: "phone=08031234567&code=123456&password=new-harvest&confirmPassword=other-harvest",
      headers: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Passwords do not match");
  });

  it("sends a signed-in visitor from the sign-in and reset pages to the dashboard", async () => {
    const buyer = await registerUser("buyer");
    for (const path of ["/login/code", "/forgot-password", "/reset-password?phone=08031234567"]) {
      const page = await call("GET", path, { headers: { cookie: `gona_session=${buyer.token}` } });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe("/dashboard");
    }
  });

  it("asks a signed-out visitor opening an e-mail confirmation link to sign in first, and back", async () => {
    const page = await call("GET", "/confirm-contact?token=abc");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fconfirm-contact%3Ftoken%3Dabc");
  });
});

describe("the add-a-phone banner", () => {
  it("shows to farmers and suppliers without a phone, on the dashboard and on Create Listing", async () => {
    for (const role of ["farmer", "supplier"] as const) {
      const seller = await registerUser(role);
      const cookie = { cookie: `gona_session=${seller.token}` };
      expect((await call("GET", "/dashboard", { headers: cookie })).text, role).toContain(ADD_PHONE_LINK);
      expect((await call("GET", "/create-listing", { headers: cookie })).text, role).toContain(ADD_PHONE_LINK);
    }
  });

  it("does not show to a seller with a phone, nor to a buyer", async () => {
    // A number of its own: phones are unique per account.
    const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
    const seller = await registerUser("farmer", { phone: `+234803${String(random % 10_000_000).padStart(7, "0")}` });
    const buyer = await registerUser("buyer");
    expect((await call("GET", "/dashboard", { headers: { cookie: `gona_session=${seller.token}` } })).text).not.toContain(ADD_PHONE_LINK);
    expect((await call("GET", "/create-listing", { headers: { cookie: `gona_session=${seller.token}` } })).text).not.toContain(
      ADD_PHONE_LINK,
    );
    expect((await call("GET", "/dashboard", { headers: { cookie: `gona_session=${buyer.token}` } })).text).not.toContain(ADD_PHONE_LINK);
  });
});
