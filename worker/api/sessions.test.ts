import { env, exports } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique } from "../../test/http";

const secret = () => new TextEncoder().encode(env.JWT_SECRET);

async function tokenFor(userId: number, sessionId: string, change: (jwt: SignJWT) => SignJWT, alg = "HS256") {
  return change(
    new SignJWT({ sid: sessionId }).setProtectedHeader({ alg }).setSubject(String(userId)).setIssuer("gona").setAudience("gona-api"),
  )
    .setIssuedAt()
    .sign(secret());
}

function sessionIdOf(token: string): string {
  const payload = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
  return payload.sid;
}

describe("token checks", () => {
  it("refuses expired tokens, wrong issuer or audience, and other HMAC algorithms", async () => {
    const account = await registerUser();
    const sid = sessionIdOf(account.token);
    const id = account.user.id;
    const good = await tokenFor(id, sid, (jwt) => jwt.setExpirationTime("1h"));
    expect((await call("GET", "/api/auth/me", { token: good })).status).toBe(200);
    const refused = [
      await tokenFor(id, sid, (jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 10)),
      await tokenFor(id, sid, (jwt) => jwt.setExpirationTime("1h").setIssuer("someone-else")),
      await tokenFor(id, sid, (jwt) => jwt.setExpirationTime("1h").setAudience("another-app")),
      await tokenFor(id, sid, (jwt) => jwt.setExpirationTime("1h"), "HS512"),
      await tokenFor(id + 1000, sid, (jwt) => jwt.setExpirationTime("1h")),
      await tokenFor(id, "not-a-session", (jwt) => jwt.setExpirationTime("1h")),
    ];
    for (const token of refused) expect((await call("GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("sets the session cookie Secure when served over https", async () => {
    const { email, address } = unique();
    const response = await exports.default.fetch(
      new Request("https://gona.example/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": address },
        body: JSON.stringify({ email, password: "field-notes-9", fullName: "Secure Cookie" }),
      }),
    );
    expect(response.status).toBe(201);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });
});

describe("passwords", () => {
  it("refuses the most common passwords at registration, and accepts 64+ characters", async () => {
    for (const password of ["password123", "Qwerty123", "iloveyou"]) {
      const result = await call("POST", "/api/auth/register", {
        body: { ...{ email: unique().email, fullName: "Common" }, password, confirmPassword: password },
        headers: { "cf-connecting-ip": unique().address },
      });
      expect(result.status, password).toBe(400);
      expect(result.json.error).toMatch(/too common/);
    }
    const long = "maize-sorghum-millet-rice-cowpea-groundnut-soybean-cassava-yam-tomato";
    expect(long.length).toBeGreaterThan(64);
    const ok = await call("POST", "/api/auth/register", {
      body: { email: unique().email, fullName: "Long Password", password: long },
      headers: { "cf-connecting-ip": unique().address },
    });
    expect(ok.status).toBe(201);
  });

  it("changing the password ends every session and returns a fresh one", async () => {
    const account = await registerUser();
    const other = await call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    const wrong = await call("POST", "/api/auth/password", {
      token: account.token,
      body: { currentPassword: "nope-nope", newPassword: "fresh-harvest-77" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.currentPassword).toBe("Your current password is not correct");
    const common = await call("POST", "/api/auth/password", {
      token: account.token,
      body: { currentPassword: account.password, newPassword: "password123" },
    });
    expect(common.status).toBe(400);
    const changed = await call("POST", "/api/auth/password", {
      token: account.token,
      body: { currentPassword: account.password, newPassword: "fresh-harvest-77", confirmPassword: "fresh-harvest-77" },
    });
    expect(changed.status).toBe(200);
    expect((await call("GET", "/api/auth/me", { token: account.token })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { token: other.json.token })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { token: changed.json.token })).status).toBe(200);
    const oldLogin = await call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call("POST", "/api/auth/login", { body: { email: account.email, password: "fresh-harvest-77" } });
    expect(newLogin.status).toBe(200);
  });

  it("stores PBKDF2-SHA256 at the production cap of 100,000 iterations", async () => {
    const account = await registerUser();
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(account.user.id)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });
});
