// Signing in by SMS code and resetting a forgotten password, mounted under /api/auth. Every answer is the same
// whether or not an account holds the phone or e-mail, and every path counts against the same rate limits.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { badRequest, unauthorized } from "../http/errors";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import { sendCode, sendNoCode } from "../services/account-codes";
import { checkCode, consumeCode, matchLink } from "../services/one-time-codes";
import { startDelivery } from "../services/outbox";
import { hashPassword } from "../services/password";
import { closeUserSockets } from "../services/room-sessions";
import { replacePassword } from "../services/sessions";
import { findUserByContact, findUserById } from "../services/users";
import { startSession } from "./auth-session";
import { codeLimits, codeTried, sendLimits } from "./code-limits";
import { contactBody, phoneBody, phoneCodeBody, resetBody } from "./recovery-schemas";
import { weakPasswordReason } from "./schemas";

const ACCEPTED = { ok: true } as const;

export const recoveryRoutes = new Hono<AppEnv>()
  .post("/otp/request", async (c) => {
    const { phone } = await readJson(c, phoneBody);
    await sendLimits(c, phone);
    const user = await findUserByContact(c.var.db, { phone });
    if (user) {
      const language = user.language ?? resolveLanguage(c.req.raw);
      const origin = new URL(c.req.url).origin;
      await sendCode(c.var.db, c.env.JWT_SECRET, {
        purpose: "otp_login",
        channel: "sms",
        recipient: phone,
        userId: user.id,
        language,
        origin,
      });
      startDelivery(c);
    } else {
      await sendNoCode(c.var.db, c.env.JWT_SECRET, { purpose: "otp_login", channel: "sms", recipient: phone });
    }
    return c.json(ACCEPTED, 202);
  })
  .post("/otp/verify", async (c) => {
    const { phone, code } = await readJson(c, phoneCodeBody);
    await codeLimits(c, phone);
    const { row } = codeTried(await checkCode(c.var.db, c.env.JWT_SECRET, { purpose: "otp_login", recipient: phone, code }));
    const used = row ? await consumeCode(c.var.db, row.id) : null;
    const user = used ? await findUserById(c.var.db, used.userId) : undefined;
    // The account must still hold the number the code was sent to, confirmed (a claim signs no one in).
    if (!user || user.phone !== phone || !user.phoneConfirmed) throw unauthorized("code_invalid");
    return startSession(c, user, 200);
  })
  .post("/password/forgot", async (c) => {
    const contact = await readJson(c, contactBody);
    const recipient = contact.phone ?? contact.email ?? "";
    await sendLimits(c, recipient);
    const user = await findUserByContact(c.var.db, contact);
    if (user) {
      const language = user.language ?? resolveLanguage(c.req.raw);
      const origin = new URL(c.req.url).origin;
      const channel = contact.phone ? "sms" : "email";
      await sendCode(c.var.db, c.env.JWT_SECRET, { purpose: "password_reset", channel, recipient, userId: user.id, language, origin });
      startDelivery(c);
    } else {
      await sendNoCode(c.var.db, c.env.JWT_SECRET, { purpose: "password_reset", channel: contact.phone ? "sms" : "email", recipient });
    }
    return c.json(ACCEPTED, 202);
  })
  .post("/password/reset", async (c) => {
    const body = await readJson(c, resetBody);
    const invalid = body.token !== undefined ? "link_invalid" : "code_invalid";
    await codeLimits(c, body.phone);
    const secret = c.env.JWT_SECRET;
    const row =
      body.token !== undefined
        ? await matchLink(c.var.db, secret, "password_reset", body.token)
        : codeTried(await checkCode(c.var.db, secret, { purpose: "password_reset", recipient: body.phone ?? "", code: body.code ?? "" }))
            .row;
    const found = row ? await findUserById(c.var.db, row.userId) : undefined;
    // A code by SMS resets only the account that still holds its number, confirmed.
    const user = body.phone === undefined || (found?.phone === body.phone && found.phoneConfirmed) ? found : undefined;
    if (!row || !user) throw badRequest(invalid, { [body.token !== undefined ? "token" : "code"]: invalid });
    // Checked before the code is used up, so a refused password does not cost the code.
    const weak = weakPasswordReason(body.password, user.email ?? undefined);
    if (weak) throw badRequest(weak, { password: weak });
    if (!(await consumeCode(c.var.db, row.id))) throw badRequest(invalid);
    await replacePassword(c.var.db, user.id, await hashPassword(body.password), new Date(), { liftContactFreeze: true });
    // After the session rows are gone, so a socket that reconnects at once is refused (ADR 012).
    await closeUserSockets(c.env, c.var.db, user.id);
    return c.json({ ok: true });
  });
