// Passwords that are too easy to guess and names or titles that show nothing are refused with a field error.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique } from "../../test/http";
import { createListing } from "../../test/marketplace";
import { hashPassword } from "../services/password";
import { cleanText } from "../services/text";

async function register(body: Record<string, unknown>) {
  return call("POST", "/api/auth/register", { headers: { "cf-connecting-ip": unique().address }, body });
}

async function userCount(email: string) {
  return (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())?.n ?? 0;
}

describe("new passwords", () => {
  it.each([
    ["only spaces", () => "      "],
    ["the demo password", () => "demo1234"],
    ["the product's name", () => "gonagona"],
    ["the product's name, any case", () => "MyGoNa-farm-77"],
    ["the account's own e-mail", (email: string) => email],
    ["the e-mail's name, any case", (email: string) => `${email.split("@")[0]?.toUpperCase()}!7`],
  ])("registration refuses %s", async (_, password) => {
    const { email } = unique("kemi");
    const answer = await register({ email, password: password(email), fullName: "Kemi Ade", role: "buyer" });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.password).toEqual(expect.any(String));
    expect(await userCount(email)).toBe(0);
  });

  it("a short e-mail name (under 3 characters) does not block passwords that contain it", async () => {
    const email = `ab@${unique().email.split("@")[0]}.example.ng`;
    const answer = await register({ email, password: "abundant-harvest-9", fullName: "Ab", role: "buyer" });
    expect(answer.status).toBe(201);
  });

  it("a password change refuses the same passwords", async () => {
    const account = await registerUser("farmer");
    for (const newPassword of ["demo1234", "gonagona", "      ", account.email, `x-${account.email.split("@")[0]}`]) {
      const answer = await call("POST", "/api/auth/password", {
        token: account.token,
        body: { currentPassword: account.password, newPassword },
      });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.json.fields.newPassword).toEqual(expect.any(String));
    }
  });

  it("an existing account whose password is now refused can still sign in (the demo accounts)", async () => {
    const { email, address } = unique("demo");
    await env.DB.prepare("INSERT INTO users (email, password_hash, full_name, role) VALUES (?, ?, 'Demo', 'buyer')")
      .bind(email, await hashPassword("demo1234"))
      .run();
    const answer = await call("POST", "/api/auth/login", {
      headers: { "cf-connecting-ip": address },
      body: { email, password: "demo1234" },
    });
    expect(answer.status).toBe(200);
  });
});

describe("visible names and titles", () => {
  const invisible = ["\u0000", "\u200b\u200c\u200d", "\u202e\u2066\u2069", "\ufeff", "\u0301\u0301", " \u0085 ", "\u200e\u200f"];

  it.each(invisible)("registration refuses the full name %j", async (fullName) => {
    const { email } = unique("blank");
    const answer = await register({ email, password: "strong-pass-1", fullName, role: "buyer" });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.fullName).toEqual(expect.any(String));
    expect(await userCount(email)).toBe(0);
  });

  it("stores a name without its invisible and direction-flipping characters, NFKC-normalized", async () => {
    const { email } = unique("clean");
    const answer = await register({ email, password: "strong-pass-1", fullName: "\u202eAda\u200b Obi\u0000 ＦＡＲＭ", role: "buyer" });
    expect(answer.status).toBe(201);
    expect(answer.json.user.full_name ?? answer.json.user.fullName).toBe("Ada Obi FARM");
  });

  it("a profile update refuses an invisible name", async () => {
    const account = await registerUser("buyer");
    const answer = await call("PUT", "/api/users/profile", { token: account.token, body: { fullName: "\u200b\u2066" } });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.fullName).toEqual(expect.any(String));
  });

  it("a listing title must show something", async () => {
    const farmer = await registerUser("farmer");
    const answer = await createListing(farmer.token, { title: "\u200b\u202e\u0000" });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.title).toEqual(expect.any(String));
  });

  it("cleanText strips C0/C1 controls, zero-width, bidi and BOM characters", () => {
    expect(cleanText("\u0007a\u0085b\u200bc\u202ad\u2067e\ufeff")).toBe("abcde");
  });
});
