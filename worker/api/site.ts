import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { msg } from "../http/error-codes";
import { conflict } from "../http/errors";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { saveContactMessage, subscribeToNewsletter } from "../services/site";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, msg("subscriber_email_too_long"))
  .pipe(z.email(msg("subscriber_email_invalid")));
const nigerianPhone = /^(\+?234|0)[789][01]\d{8}$/;

const contactBody = z.strictObject({
  name: z.string().trim().min(1, msg("contact_name_required")).max(100, msg("contact_name_too_long")),
  contact: z
    .string()
    .trim()
    .min(1, msg("contact_required"))
    .max(254, msg("contact_too_long"))
    .refine((value) => z.email().safeParse(value).success || nigerianPhone.test(value.replace(/[\s()-]/g, "")), msg("contact_invalid")),
  subject: z.string().trim().min(1, msg("subject_required")).max(150, msg("subject_too_long")),
  message: z.string().trim().min(10, msg("contact_message_too_short")).max(5000, msg("contact_message_too_long")),
});

const newsletterBody = z.strictObject({ email });

/** The public site's forms: contact messages (read by admins) and newsletter sign-ups. */
export const siteRoutes = new Hono<AppEnv>()
  .post("/contact", async (c) => {
    await rateLimit(c.env.CONTACT_LIMITER, clientAddress(c), "too_many_contact_messages");
    const body = await readJson(c, contactBody);
    const saved = await saveContactMessage(c.var.db, { ...body, userId: c.var.user?.id ?? null });
    return c.json({ id: saved.id, created_at: saved.createdAt }, 201);
  })
  .post("/newsletter", async (c) => {
    await rateLimit(c.env.NEWSLETTER_LIMITER, clientAddress(c), "too_many_sign_ups");
    const body = await readJson(c, newsletterBody);
    if (!(await subscribeToNewsletter(c.var.db, body.email))) {
      await countAccountLookup(c);
      throw conflict("email_already_subscribed");
    }
    return c.json({ subscribed: true, email: body.email }, 201);
  });
