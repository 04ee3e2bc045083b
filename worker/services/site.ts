// What visitors send from the public site: contact messages (read by admins) and newsletter sign-ups.
import type { Database } from "../db/client";
import { contactMessages, newsletterSubscribers } from "../db/schema";

export function saveContactMessage(
  db: Database,
  message: { name: string; contact: string; subject: string; message: string; userId: number | null },
) {
  return db.insert(contactMessages).values(message).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt }).get();
}

/** Adds an e-mail to the newsletter; false when it was already subscribed. */
export async function subscribeToNewsletter(db: Database, email: string) {
  const saved = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id })
    .get();
  return saved !== undefined;
}
