import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { conflict } from "../http/errors";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { saveContactMessage, subscribeToNewsletter } from "../services/site";

const email = z.string().trim().toLowerCase().max(254, "E-mail is too long").pipe(z.email("Enter a valid e-mail address"));
const nigerianPhone = /^(\+?234|0)[789][01]\d{8}$/;

const contactBody = z.strictObject({
  name: z.string().trim().min(1, "Enter your name").max(100, "Name is too long (100 characters at most)"),
  contact: z
    .string()
    .trim()
    .min(1, "Enter an e-mail address or phone number")
    .max(254, "Contact is too long")
    .refine(
      (value) => z.email().safeParse(value).success || nigerianPhone.test(value.replace(/[\s()-]/g, "")),
      "Enter a valid e-mail address or Nigerian phone number",
    ),
  subject: z.string().trim().min(1, "Enter a subject").max(150, "Subject is too long (150 characters at most)"),
  message: z.string().trim().min(10, "Message must be at least 10 characters").max(5000, "Message is too long (5,000 characters at most)"),
});

const newsletterBody = z.strictObject({ email });

/** The public site's forms: contact messages (read by admins) and newsletter sign-ups. */
export const siteRoutes = new Hono<AppEnv>()
  .post("/contact", async (c) => {
    await rateLimit(c.env.CONTACT_LIMITER, clientAddress(c), "Too many messages from this connection. Please wait a minute and try again.");
    const body = await readJson(c, contactBody);
    const saved = await saveContactMessage(c.var.db, { ...body, userId: c.var.user?.id ?? null });
    return c.json({ id: saved.id, created_at: saved.createdAt }, 201);
  })
  .post("/newsletter", async (c) => {
    await rateLimit(
      c.env.NEWSLETTER_LIMITER,
      clientAddress(c),
      "Too many sign-ups from this connection. Please wait a minute and try again.",
    );
    const body = await readJson(c, newsletterBody);
    if (!(await subscribeToNewsletter(c.var.db, body.email))) {
      await countAccountLookup(c);
      throw conflict("This e-mail is already subscribed");
    }
    return c.json({ subscribed: true, email: body.email }, 201);
  });
