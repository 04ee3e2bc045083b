import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, registerUser, unique, uniquePhone, withinOneRateWindow } from "../../test/http";

const register = (body: Record<string, unknown>, address = unique().address) =>
  call("POST", "/api/auth/register", { body, headers: { "cf-connecting-ip": address } });

const validBody = () => {
  const { email } = unique();
  return {
    email,
    password: "secret12",
    confirmPassword: "secret12",
    fullName: "Amina Yusuf",
    role: "farmer",
    phone: uniquePhone(),
    location: "Kano, Kano State",
  };
};

describe("POST /api/auth/register", () => {
  it("creates the account, signs in and never returns the password", async () => {
    const body = validBody();
    const result = await register(body);
    expect(result.status).toBe(201);
    expect(result.json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.json.user).toMatchObject({
      fullName: "Amina Yusuf",
      full_name: "Amina Yusuf",
      email: body.email,
      role: "farmer",
      verificationBadge: null,
      verification_badge: null,
      isVerified: false,
      is_verified: false,
      phone: body.phone,
      location: "Kano, Kano State",
    });
    expect(result.json.user.created_at).toBeTruthy();
    expect(result.text).not.toContain("secret12");
    expect(result.text).not.toContain("pbkdf2");
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gona_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Domain=");
  });

  it("defaults the role to farmer and stores e-mail in lower case", async () => {
    const body = validBody();
    const { role: _role, ...withoutRole } = body;
    const result = await register({ ...withoutRole, email: body.email.toUpperCase() });
    expect(result.status).toBe(201);
    expect(result.json.user.role).toBe("farmer");
    expect(result.json.user.email).toBe(body.email);
  });

  it.each([
    [{ confirmPassword: "different1" }, "Passwords do not match"],
    [{ password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters long"],
    [{ fullName: "   " }, "Full name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ role: "admin" }, "Role must be farmer, buyer or supplier"],
    [{ role: "wizard" }, "Role must be farmer, buyer or supplier"],
  ])("refuses %o with %s", async (change, message) => {
    const result = await register({ ...validBody(), ...change });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(message);
  });

  it("refuses a second account for the same e-mail, whatever its case (409)", async () => {
    const body = validBody();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase(), fullName: "Someone Else" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "An account with this email already exists", code: "email_taken" });
  });

  it.each([
    ["malformed JSON", { rawBody: "{not json", headers: { "content-type": "application/json" } }],
    ["an array", { body: [1, 2] }],
    ["wrong types", { body: { ...validBody(), email: 42, fullName: ["x"] } }],
    ["an unknown field", { body: { ...validBody(), isAdmin: true } }],
    ["an empty body", { rawBody: "" }],
  ])("answers 400 with {error} for %s", async (_label, options) => {
    const result = await call("POST", "/api/auth/register", {
      ...options,
      headers: { ...(options as { headers?: Record<string, string> }).headers, "cf-connecting-ip": unique().address },
    });
    expect(result.status).toBe(400);
    expect(typeof result.json.error).toBe("string");
  });

  it("never creates an admin, even when asked", async () => {
    const body = { ...validBody(), role: "admin" };
    await register(body);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(body.email).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("rate limits sign-ups from one address (429 with Retry-After)", () =>
    // Its own address each run, so no other test's sign-ups count against it.
    withinOneRateWindow(60, async () => {
      const { address } = unique();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await register({ ...validBody(), password: "x" }, address)).status);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    }));
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const account = await registerUser("buyer");
    const result = await call("POST", "/api/auth/login", { body: { email: account.email.toUpperCase(), password: account.password } });
    expect(result.status).toBe(200);
    expect(result.json.user.email).toBe(account.email);
    expect(result.json.user.role).toBe("buyer");
    const me = await call("GET", "/api/auth/me", { token: result.json.token });
    expect(me.json.user.id).toBe(account.user.id);
  });

  it("answers 401 for a wrong password or an unknown e-mail, with the same message", async () => {
    const account = await registerUser();
    const wrong = await call("POST", "/api/auth/login", { body: { email: account.email, password: "not-it-123" } });
    const unknown = await call("POST", "/api/auth/login", { body: { email: unique().email, password: "whatever1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error).toBe("Invalid email or password");
    expect(unknown.json.error).toBe(wrong.json.error);
  });

  it("requires e-mail and password", async () => {
    const result = await call("POST", "/api/auth/login", { body: { email: "" } });
    expect(result.status).toBe(400);
    expect(result.json.fields).toHaveProperty("email");
    expect(result.json.fields).toHaveProperty("password");
  });

  it("locks out repeated attempts on one account with 429 and Retry-After", () =>
    // A fresh account (its password hashed as sign-up does) and address each run: only this burst counts against it.
    withinOneRateWindow(60, async () => {
      const account = await fastAccount("farmer");
      const headers = { "cf-connecting-ip": unique().address };
      const login = (password: string) => call("POST", "/api/auth/login", { body: { email: account.email, password }, headers });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(`guess-${i}`)).status);
      expect(statuses.every((status) => status === 401)).toBe(true);
      const blocked = await login(account.password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe("60");
      expect(blocked.json.error).toMatch(/Too many sign-in attempts/);
      expect(blocked.json.code).toBe("sign_in_rate_limited");
    }));
});

describe("GET /api/auth/me and tokens", () => {
  it("answers 401 without a token", async () => {
    const result = await call("GET", "/api/auth/me");
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ error: "Please sign in to continue", code: "sign_in_required" });
  });

  it("answers 401 for a malformed, forged or unsigned token", async () => {
    const account = await registerUser();
    const [header, payload] = account.token.split(".");
    const forged = await new SignJWT({ sid: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(account.user.id))
      .setIssuer("gona")
      .setAudience("gona-api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-that-is-long-enough"));
    const unsigned = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`;
    for (const token of ["garbage", `${header}.${payload}.bad`, forged, unsigned]) {
      const result = await call("GET", "/api/auth/me", { token });
      expect(result.status, token).toBe(401);
      expect(result.json.error).toBe("Invalid or expired token");
    }
    const badScheme = await call("GET", "/api/auth/me", { headers: { authorization: `Basic ${account.token}` } });
    expect(badScheme.status).toBe(401);
  });

  it("re-reads the user on every request, so a role change applies at once", async () => {
    const account = await registerUser("farmer");
    await env.DB.prepare("UPDATE users SET role = 'supplier' WHERE id = ?").bind(account.user.id).run();
    const me = await call("GET", "/api/auth/me", { token: account.token });
    expect(me.json.user.role).toBe("supplier");
  });

  it("accepts the session cookie as well as the Bearer header", async () => {
    const account = await registerUser();
    const me = await call("GET", "/api/auth/me", { headers: { cookie: `gona_session=${account.token}` } });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(account.email);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: the same token is refused afterwards, other sessions stay", async () => {
    const account = await registerUser();
    const second = await call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    const out = await call("POST", "/api/auth/logout", { token: account.token });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/gona_session=;.*Max-Age=0/);
    expect((await call("GET", "/api/auth/me", { token: account.token })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { token: second.json.token })).status).toBe(200);
  });

  it("refuses a cookie-authenticated state change from another site", async () => {
    const account = await registerUser();
    const result = await call("POST", "/api/auth/logout", {
      headers: { cookie: `gona_session=${account.token}`, origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
    expect((await call("GET", "/api/auth/me", { token: account.token })).status).toBe(200);
  });
});

describe("API basics", () => {
  it("GET /api/health answers 200 {ok:true}", async () => {
    const result = await call("GET", "/api/health");
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ ok: true });
  });

  it("unknown API paths answer 404 JSON", async () => {
    const result = await call("GET", "/api/nope");
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: "Not found", code: "not_found" });
  });
});
