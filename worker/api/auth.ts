import { type Context, Hono } from "hono";
import type { UserRecord } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, unauthorized } from "../http/errors";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { clearSessionCookie, setSessionCookie } from "../http/session-cookie";
import { readJson } from "../http/validate";
import { browsingLanguage } from "../languages";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../services/password";
import { closeSessionSockets, closeUserSockets } from "../services/room-sessions";
import { endSession, openSession, replacePassword } from "../services/sessions";
import { signToken, TOKEN_LIFETIME_SECONDS } from "../services/tokens";
import { createUser, findUserByEmail, isEmailTaken, userDto } from "../services/users";
import { changePasswordBody, loginBody, registerBody, weakPasswordReason } from "./schemas";

/** Opens a session row for the user and answers `{token, user}` with the session cookie set. */
async function startSession(c: Context<AppEnv>, user: UserRecord, status: 200 | 201) {
  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000).toISOString();
  await openSession(c.var.db, { id: sessionId, userId: user.id, expiresAt });
  const token = await signToken(c.env.JWT_SECRET, { userId: user.id, sessionId });
  setSessionCookie(c, token);
  return c.json({ token, user: userDto(user) }, status);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    await rateLimit(c.env.REGISTER_LIMITER, clientAddress(c), "too_many_sign_ups");
    const body = await readJson(c, registerBody);
    if (await isEmailTaken(c.var.db, body.email)) {
      await countAccountLookup(c);
      throw conflict("email_taken");
    }
    const passwordHash = await hashPassword(body.password);
    let user: UserRecord;
    try {
      user = await createUser(c.var.db, {
        email: body.email,
        passwordHash,
        fullName: body.fullName,
        role: body.role,
        phone: body.phone,
        location: body.location,
        // The language the visitor was browsing in, unless the client names one.
        language: body.language ?? browsingLanguage(c.req.raw),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        await countAccountLookup(c);
        throw conflict("email_taken");
      }
      throw error;
    }
    return startSession(c, user, 201);
  })
  .post("/login", async (c) => {
    const body = await readJson(c, loginBody);
    await countAccountLookup(c);
    await rateLimit(c.env.SIGNIN_ACCOUNT_LIMITER, body.email, "too_many_account_sign_in_attempts");
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${body.email}`, "sign_in_rate_limited");
    const user = await findUserByEmail(c.var.db, body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) throw unauthorized("invalid_credentials");
    return startSession(c, user, 200);
  })
  .post("/logout", async (c) => {
    const sessionId = c.var.sessionId;
    if (sessionId) {
      await endSession(c.var.db, sessionId);
      // After the row is gone, so a socket that reconnects at once is refused.
      await closeSessionSockets(c.env, c.var.db, sessionId);
    }
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .get("/me", (c) => c.json({ user: userDto(requireUser(c)) }))
  // Changing the password ends every session of the user (other devices too) and starts a fresh one here.
  .post("/password", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, changePasswordBody);
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${user.email}`, "too_many_password_attempts");
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw badRequest("current_password_wrong", { currentPassword: "current_password_wrong" });
    }
    const weak = weakPasswordReason(body.newPassword, user.email);
    if (weak) throw badRequest(weak, { newPassword: weak });
    const passwordHash = await hashPassword(body.newPassword);
    await replacePassword(c.var.db, user.id, passwordHash);
    await closeUserSockets(c.env, c.var.db, user.id);
    return startSession(c, { ...user, passwordHash }, 200);
  });
