// Adding or changing the phone number or e-mail of the signed-in account, mounted under /api/users: a code (SMS)
// or link (e-mail) goes to the NEW contact, and only that code or link applies it.
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict } from "../http/errors";
import { countAccountLookup } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import { sendCode } from "../services/account-codes";
import { checkCode, consumeCode, matchLink } from "../services/one-time-codes";
import { startDelivery } from "../services/outbox";
import { confirmPhone } from "../services/phone-confirmation";
import { applyEmail, findUserByPhone, isEmailTaken, userDto } from "../services/users";
import { codeIssued, codeLimits, codeTried, sendLimits } from "./code-limits";
import { confirmContactBody, contactBody } from "./recovery-schemas";

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

export const contactChangeRoutes = new Hono<AppEnv>()
  .post("/contact", async (c) => {
    const user = requireUser(c);
    const contact = await readJson(c, contactBody);
    const recipient = contact.phone ?? contact.email ?? "";
    if (recipient === user.phone || recipient === user.email) throw badRequest("contact_unchanged");
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
    if (row.channel === "sms") {
      // The code came back from the number: it is confirmed, and every other account's claim to it ends.
      const confirmed = await confirmPhone(c.var.db, user.id, row.recipient, { expectCurrent: false });
      if (confirmed === "phone_taken") throw conflict("phone_taken");
      return c.json({ user: userDto(confirmed?.user ?? user) });
    }
    try {
      const [updated] = await applyEmail(c.var.db, user.id, row.recipient);
      return c.json({ user: userDto(updated ?? user) });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("email_taken");
      throw error;
    }
  });
