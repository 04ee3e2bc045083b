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
import { startDelivery } from "../services/outbox";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../services/password";
import { closeSessionSockets, closeUserSockets } from "../services/room-sessions";
import { endSession, replacePassword } from "../services/sessions";
import { createUser, findUserByEmail, findUserByPhone, isEmailTaken, userDto } from "../services/users";
import { startSession } from "./auth-session";
import { sendLimits } from "./code-limits";
import { contactRevertRoutes } from "./contact-change";
import { phoneRoutes, sendPhoneConfirmation, signInWithPhone } from "./phone-confirmation";
import { recoveryRoutes } from "./recovery";
import { changePasswordBody, loginBody, registerBody, weakPasswordReason } from "./schemas";

/** Which of the new account's phone and e-mail another account holds already (a phone: confirmed), if either. */
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
    // The number gets a code: registration must not send SMS to one number faster than a code request could.
    if (body.phone !== undefined) await sendLimits(c, body.phone);
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
        // Another sign-up took the e-mail meanwhile (a new phone is only a claim, never unique until confirmed).
        throw conflict("email_taken");
      }
      throw error;
    }
    // The phone is only claimed until the code sent to it is typed back (ADR 050); past the daily SMS cap the
    // account still exists and "send the code again" says to wait.
    if (user.phone) {
      await sendPhoneConfirmation(c, user);
      startDelivery(c);
    }
    return startSession(c, user, 201);
  })
  .post("/login", async (c) => {
    const body = await readJson(c, loginBody);
    const account = body.phone ?? body.email ?? "";
    await countAccountLookup(c);
    await rateLimit(c.env.SIGNIN_ACCOUNT_LIMITER, account, "too_many_account_sign_in_attempts");
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${account}`, "sign_in_rate_limited");
    if (body.phone !== undefined) return signInWithPhone(c, body.phone, body.password);
    const user = await findUserByEmail(c.var.db, body.email ?? "");
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
  .route("/phone", phoneRoutes)
  .route("/", contactRevertRoutes)
  .route("/", recoveryRoutes);
