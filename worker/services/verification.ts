// A farmer's own verification requests: the latest one, whether one is pending, and filing a new one.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { verificationRequests } from "../db/schema";
import type { DocumentType } from "../domain";

export const verificationRequestDto = (row: typeof verificationRequests.$inferSelect) => ({
  id: row.id,
  document_type: row.documentType,
  status: row.status,
  admin_notes: row.adminNotes,
  created_at: row.createdAt,
  reviewed_at: row.reviewedAt,
});

export function latestVerificationRequest(db: Database, userId: number) {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.id))
    .limit(1)
    .get();
}

export async function hasPendingVerification(db: Database, userId: number) {
  const pending = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, "pending")))
    .get();
  return pending !== undefined;
}

/** Files a request for a document already in R2; the one-pending unique index refuses a second pending one. */
export function createVerificationRequest(
  db: Database,
  values: { userId: number; documentType: DocumentType; documentKey: string; documentContentType: string; documentSize: number },
) {
  return db.insert(verificationRequests).values(values).returning().get();
}
