import { Hono } from "hono";
import type { Database } from "../db/client";
import type { UserRecord } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, unauthorized } from "../http/errors";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { clearSessionCookie } from "../http/session-cookie";
import { readJson } from "../http/validate";
import { browsingLanguage } from "../languages";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../services/password";
import { closeSessionSockets, closeUserSockets } from "../services/room-sessions";
import { endSession, replacePassword } from "../services/sessions";
import { createUser, findUserByContact, findUserByPhone, isEmailTaken, userDto } from "../services/users";
import { startSession } from "./auth-session";
import { recoveryRoutes } from "./recovery";
import { changePasswordBody, loginBody, registerBody, weakPasswordReason } from "./schemas";

/** Which of the new account's phone and e-mail another account holds already, if either. */
async function takenContact(db: Database, body: { phone?: string; email?: string }) {
  if (body.email !== undefined && (await isEmailTaken(db, body.email))) return "email_taken" as const;
  if (body.phone !== undefined && (await findUserByPhone(db, body.phone))) return "phone_taken" as const;
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    await rateLimit(c.env.REGISTER_LIMITER, clientAddress(c), "too_many_sign_ups");
    const body = await readJson(c, registerBody);
    const taken = await takenContact(c.var.db, body);
    if (taken) {
      await countAccountLookup(c);
      throw conflict(taken);
    }
    const passwordHash = await hashPassword(body.password);
    let user: UserRecord;
    try {
      user = await createUser(c.var.db, {
        email: body.email ?? null,
        passwordHash,
        fullName: body.fullName,
        role: body.role,
        phone: body.phone ?? null,
        location: body.location,
        // The language the visitor was browsing in, unless the client names one.
        language: body.language ?? browsingLanguage(c.req.raw),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        await countAccountLookup(c);
        // Another sign-up took the phone or e-mail meanwhile; the index's name tells which.
        throw conflict(
          /phone/.test(String(error instanceof Error ? `${error.message} ${error.cause}` : error)) ? "phone_taken" : "email_taken",
        );
      }
      throw error;
    }
    return startSession(c, user, 201);
  })
  .post("/login", async (c) => {
    const body = await readJson(c, loginBody);
    const account = body.phone ?? body.email ?? "";
    await countAccountLookup(c);
    await rateLimit(c.env.SIGNIN_ACCOUNT_LIMITER, account, "too_many_account_sign_in_attempts");
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${account}`, "sign_in_rate_limited");
    const user = await findUserByContact(c.var.db, body);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) throw unauthorized("invalid_credentials");
    return startSession(c, user, 200);
  })
  .post("/logout", async (c) => {
    const sessionId = c.var.sessionId;
    if (sessionId) {
      await endSession(c.var.db, sessionId);
      // After the row is gone, so a socket that reconnects at once is refused.
      await closeSessionSockets(c.env, c.var.db, sessionId, requireUser(c).id);
    }
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  // The unread notification count rides along (read with the session): every signed-in page shows it in the bell.
  .get("/me", (c) => c.json({ user: userDto(requireUser(c)), unread_notifications: c.var.unread }))
  // Changing the password ends every session of the user (other devices too) and starts a fresh one here.
  .post("/password", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, changePasswordBody);
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${user.email ?? user.phone}`, "too_many_password_attempts");
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw badRequest("current_password_wrong", { currentPassword: "current_password_wrong" });
    }
    const weak = weakPasswordReason(body.newPassword, user.email ?? undefined);
    if (weak) throw badRequest(weak, { newPassword: weak });
    const passwordHash = await hashPassword(body.newPassword);
    await replacePassword(c.var.db, user.id, passwordHash);
    await closeUserSockets(c.env, c.var.db, user.id);
    return startSession(c, { ...user, passwordHash }, 200);
  })
  .route("/", recoveryRoutes);
