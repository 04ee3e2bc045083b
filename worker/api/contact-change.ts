// Adding or changing the phone number or e-mail of the signed-in account, mounted under /api/users: the request
// needs the current password (or, for an account with none, a code sent to its phone), a code (SMS) or link (e-mail)
// goes to the NEW contact and only that applies it, and then the OLD contacts are told with a "this was not me" link
// (ADR 053). The link's route, POST /api/auth/contact/revert, lives in contactRevertRoutes.
import type { Context } from "hono";
import { Hono } from "hono";
import type { UserRecord } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, forbidden } from "../http/errors";
import { markPublicPagesChanged } from "../http/page-cache";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import { sendCode } from "../services/account-codes";
import { revertContact, tellOldContacts } from "../services/contact-changes";
import { checkCode, consumeCode, matchLink, matchSentLink } from "../services/one-time-codes";
import { startDelivery } from "../services/outbox";
import { verifyPassword } from "../services/password";
import { confirmPhone, hasPassword } from "../services/phone-confirmation";
import { closeUserSockets } from "../services/room-sessions";
import { applyEmail, findUserByPhone, isEmailTaken, userDto } from "../services/users";
import { codeIssued, codeLimits, codeTried, sendLimits } from "./code-limits";
import { confirmContactBody, contactChangeBody, revertContactBody } from "./recovery-schemas";

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

/** After "this was not me", nothing changes a contact until a password reset. */
export function refuseFrozen(user: UserRecord): void {
  if (user.contactChangesFrozenAt !== null) throw forbidden("contact_changes_frozen");
}

/** The phone a password-less account proves itself with: its confirmed number. */
function proofPhone(user: UserRecord): string {
  if (!user.phone || !user.phoneConfirmed) throw badRequest("current_code_unavailable");
  return user.phone;
}

/** The current password, or (for an account with none) the code sent to its phone, used up here. */
export async function requireProof(c: Context<AppEnv>, user: UserRecord, proof: { currentPassword?: string; currentCode?: string }) {
  if (hasPassword(user)) {
    if (!proof.currentPassword) throw badRequest("current_password_required", { currentPassword: "current_password_required" });
    await rateLimit(c.env.SIGNIN_LIMITER, `${clientAddress(c)}:${user.email ?? user.phone}`, "too_many_password_attempts");
    if (!(await verifyPassword(proof.currentPassword, user.passwordHash)))
      throw badRequest("current_password_wrong", { currentPassword: "current_password_wrong" });
    return;
  }
  const phone = proofPhone(user);
  if (!proof.currentCode) throw badRequest("current_code_required", { currentCode: "current_code_required" });
  await codeLimits(c, phone);
  const { row } = codeTried(
    await checkCode(c.var.db, c.env.JWT_SECRET, { purpose: "contact_proof", recipient: phone, code: proof.currentCode, userId: user.id }),
  );
  if (!row || row.userId !== user.id || !(await consumeCode(c.var.db, row.id)))
    throw badRequest("code_invalid", { currentCode: "code_invalid" });
}

export const contactChangeRoutes = new Hono<AppEnv>()
  // For an account without a password: a code to its confirmed phone, to send back as `currentCode`. Sent while
  // contact changes are frozen too (ADR 089): the changes refuse it themselves, and the USSD PIN reset, an account's
  // only way back into USSD changes, needs it.
  .post("/contact/proof", async (c) => {
    const user = requireUser(c);
    if (hasPassword(user)) throw badRequest("current_password_required", { currentPassword: "current_password_required" });
    const phone = proofPhone(user);
    await sendLimits(c, phone);
    const language = user.language ?? resolveLanguage(c.req.raw);
    const origin = new URL(c.req.url).origin;
    codeIssued(
      await sendCode(c.var.db, c.env.JWT_SECRET, {
        purpose: "contact_proof",
        channel: "sms",
        recipient: phone,
        userId: user.id,
        language,
        origin,
      }),
    );
    startDelivery(c);
    return c.json({ ok: true }, 202);
  })
  .post("/contact", async (c) => {
    const user = requireUser(c);
    const { currentPassword, currentCode, ...contact } = await readJson(c, contactChangeBody);
    refuseFrozen(user);
    const recipient = contact.phone ?? contact.email ?? "";
    if (recipient === user.phone || recipient === user.email) throw badRequest("contact_unchanged");
    await requireProof(c, user, { currentPassword, currentCode });
    await sendLimits(c, recipient);
    const taken = contact.phone ? Boolean(await findUserByPhone(c.var.db, contact.phone)) : await isEmailTaken(c.var.db, recipient);
    if (taken) {
      await countAccountLookup(c);
      throw conflict(contact.phone ? "phone_taken" : "email_taken");
    }
    const issued = await sendCode(c.var.db, c.env.JWT_SECRET, {
      purpose: "contact_confirm",
      channel: contact.phone ? "sms" : "email",
      recipient,
      userId: user.id,
      language: user.language ?? resolveLanguage(c.req.raw),
      origin: new URL(c.req.url).origin,
    });
    codeIssued(issued);
    startDelivery(c);
    return c.json({ ok: true }, 202);
  })
  .post("/contact/confirm", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, confirmContactBody);
    refuseFrozen(user);
    await codeLimits(c, body.token === undefined ? body.phone : undefined);
    const secret = c.env.JWT_SECRET;
    const row =
      body.token !== undefined
        ? await matchLink(c.var.db, secret, "contact_confirm", body.token)
        : codeTried(
            await checkCode(c.var.db, secret, {
              purpose: "contact_confirm",
              recipient: body.phone ?? "",
              code: body.code ?? "",
              userId: user.id,
            }),
          ).row;
    const invalid = body.token !== undefined ? "link_invalid" : "code_invalid";
    // A link sent for another account is refused like a wrong one, and stays usable by its owner.
    if (!row || row.userId !== user.id || !(await consumeCode(c.var.db, row.id)))
      throw badRequest(invalid, { [body.token ? "token" : "code"]: invalid });
    const origin = new URL(c.req.url).origin;
    if (row.channel === "sms") {
      // The code came back from the number: it is confirmed, and every other account's claim to it ends.
      const confirmed = await confirmPhone(c.var.db, user.id, row.recipient, { expectCurrent: false });
      if (confirmed === "phone_taken") throw conflict("phone_taken");
      await tellOldContacts(c.var.db, secret, user, "phone", row.recipient, origin);
      startDelivery(c);
      return c.json({ user: userDto(confirmed?.user ?? user) });
    }
    try {
      const [updated] = await applyEmail(c.var.db, user.id, row.recipient);
      await tellOldContacts(c.var.db, secret, user, "email", row.recipient, origin);
      startDelivery(c);
      return c.json({ user: userDto(updated ?? user) });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("email_taken");
      throw error;
    }
  });

/** Mounted under /api/auth: needs no session (the old contact's owner may be signed out everywhere). */
export const contactRevertRoutes = new Hono<AppEnv>().post("/contact/revert", async (c) => {
  const body = await readJson(c, revertContactBody);
  await codeLimits(c);
  const row = await matchSentLink(c.var.db, c.env.JWT_SECRET, "contact_revert", body.token);
  const userId = row ? await revertContact(c.var.db, row) : null;
  if (userId === null) throw badRequest("link_invalid", { token: "link_invalid" });
  // A seller's phone shows on their listings, and /api/auth writes keep the page cache unless they say so.
  markPublicPagesChanged(c.env.DB);
  // After the session rows are gone, so a socket that reconnects at once is refused (ADR 012).
  await closeUserSockets(c.env, c.var.db, userId);
  return c.json({ ok: true });
});
