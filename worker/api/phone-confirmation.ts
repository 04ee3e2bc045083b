// Confirming the phone an account registered with, mounted under /api/auth/phone, and the password sign-in on a number
// not yet confirmed (which asks for a code sent to the number first). ADR 050.
import { type Context, Hono } from "hono";
import type { UserRecord } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, forbidden, HttpError, unauthorized } from "../http/errors";
import { markPublicPagesChanged } from "../http/page-cache";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import { sendCode } from "../services/account-codes";
import { checkCode, consumeCode, linkToken } from "../services/one-time-codes";
import { startDelivery } from "../services/outbox";
import { decoyPasswordHash, verifyPassword } from "../services/password";
import { confirmPhone } from "../services/phone-confirmation";
import { findUserById, phoneSignInCandidates, userDto } from "../services/users";
import { confirmBody, resendBody, signInBody } from "./account-schemas";
import { startSession } from "./auth-session";
import { codeIssued, codeLimits, codeTried, sendLimits } from "./code-limits";

/** Accounts whose password a sign-in tries on a number nobody confirmed (each claim may hold another password). */
const MAX_CLAIMS_TRIED = 3;

/** A sign-in refused for a wrong phone or password: the code every client knows, in the phone user's own words. */
export const wrongPhoneOrPassword = () => new HttpError(401, "invalid_credentials", { message: "Invalid phone number or password" });

/** Sends a code to the number the account registered with (for /phone/confirm); false past the daily SMS cap. */
export function sendPhoneConfirmation(c: Context<AppEnv>, user: Pick<UserRecord, "id" | "phone" | "language">, binding?: string) {
  return sendCode(c.var.db, c.env.JWT_SECRET, {
    purpose: binding === undefined ? "phone_confirm" : "phone_sign_in",
    channel: "sms",
    recipient: user.phone ?? "",
    userId: user.id,
    language: user.language ?? resolveLanguage(c.req.raw),
    origin: new URL(c.req.url).origin,
    binding,
  });
}

/**
 * `{phone, password}` sign-in. A confirmed number signs its account in. A number only claimed signs no one in: when
 * the password is right for a claimant, a code goes to the number and the answer is 401 `phone_confirmation_required`
 * with a `challenge`; `/phone/sign-in` with both proves the account and the number together. Wrong either way: 401.
 */
export async function signInWithPhone(c: Context<AppEnv>, phone: string, password: string) {
  const candidates = await phoneSignInCandidates(c.var.db, phone, MAX_CLAIMS_TRIED);
  if (candidates.length === 0) await verifyPassword(password, await decoyPasswordHash());
  let account: UserRecord | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.passwordHash)) {
      account = candidate;
      break;
    }
  }
  if (!account) throw wrongPhoneOrPassword();
  if (account.phoneConfirmed) return startSession(c, account, 200);
  if (account.suspendedAt) throw forbidden("account_suspended");
  await sendLimits(c, phone);
  const challenge = linkToken();
  codeIssued(await sendPhoneConfirmation(c, account, challenge));
  startDelivery(c);
  throw new HttpError(401, "phone_confirmation_required", { extra: { challenge } });
}

export const phoneRoutes = new Hono<AppEnv>()
  .post("/confirm", async (c) => {
    const user = requireUser(c);
    const { code } = await readJson(c, confirmBody);
    if (!user.phone || user.phoneConfirmed) throw conflict("phone_nothing_to_confirm");
    await codeLimits(c, user.phone);
    const check = { purpose: "phone_confirm", recipient: user.phone, code, userId: user.id } as const;
    const { row } = codeTried(await checkCode(c.var.db, c.env.JWT_SECRET, check));
    if (!row || !(await consumeCode(c.var.db, row.id))) throw badRequest("code_invalid", { code: "code_invalid" });
    const confirmed = await confirmPhone(c.var.db, user.id, user.phone, { expectCurrent: true });
    if (confirmed === "phone_taken") throw conflict("phone_taken");
    // The number now shows on the seller's listings.
    markPublicPagesChanged(c.env.DB);
    return c.json({ user: userDto(confirmed?.user ?? user) });
  })
  .post("/resend", async (c) => {
    const user = requireUser(c);
    await readJson(c, resendBody);
    if (!user.phone || user.phoneConfirmed) throw conflict("phone_nothing_to_confirm");
    await sendLimits(c, user.phone);
    codeIssued(await sendPhoneConfirmation(c, user));
    startDelivery(c);
    return c.json({ ok: true }, 202);
  })
  .post("/sign-in", async (c) => {
    const { phone, challenge, code } = await readJson(c, signInBody);
    await codeLimits(c, phone);
    const check = { purpose: "phone_sign_in", recipient: phone, code, binding: challenge } as const;
    const { row } = codeTried(await checkCode(c.var.db, c.env.JWT_SECRET, check));
    const used = row ? await consumeCode(c.var.db, row.id) : null;
    const account = used ? await findUserById(c.var.db, used.userId) : undefined;
    if (!account || account.phone !== phone) throw unauthorized("code_invalid");
    if (account.suspendedAt) throw forbidden("account_suspended");
    const confirmed = await confirmPhone(c.var.db, account.id, phone, { expectCurrent: true });
    if (confirmed === "phone_taken") throw conflict("phone_taken");
    if (!confirmed) throw unauthorized("code_invalid");
    markPublicPagesChanged(c.env.DB);
    return startSession(c, confirmed.user, 200);
  });
