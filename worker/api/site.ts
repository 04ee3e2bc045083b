import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { conflict } from "../http/errors";
import { clientAddress, countAccountLookup, rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { saveContactMessage, subscribeToNewsletter } from "../services/site";
import { contactBody, newsletterBody } from "./community-schemas";

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
