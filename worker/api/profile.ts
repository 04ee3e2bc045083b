// The signed-in user's own profile and verification request, mounted under /api/users.
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users, verificationRequests } from "../db/schema";
import { DOCUMENT_TYPES, MAX_DOCUMENT_BODY_BYTES, MAX_UPLOAD_BYTES } from "../domain";
import { requireRole, requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { visibleText } from "../services/text";
import { userDto } from "../services/users";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    // Omitted: left as it is; empty or null: cleared.
    .transform((value) => (value === undefined ? undefined : value || null));

/** Only these fields (each optional: an omitted one is left unchanged); e-mail, role or anything else is refused (400). */
export const profileBody = z.strictObject({
  fullName: visibleText("Full name", 100).optional(),
  phone: optionalText(30, "Phone"),
  location: optionalText(100, "Location"),
  /** "Low data" mode: photos load only when the user taps them. */
  lowData: z.boolean({ error: "Low data mode must be true or false" }).optional(),
});

/** What a document really is, read from its first bytes (never its name or declared type). */
export function sniffDocument(head: Uint8Array): { contentType: string; extension: string } | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  return null;
}

const TOO_LARGE = "The document must be at most 5 MB";
const ALREADY_PENDING = "You already have a verification request awaiting review";

const requestDto = (row: typeof verificationRequests.$inferSelect) => ({
  id: row.id,
  document_type: row.documentType,
  status: row.status,
  admin_notes: row.adminNotes,
  created_at: row.createdAt,
  reviewed_at: row.reviewedAt,
});

export const profileRoutes = new Hono<AppEnv>()
  .put("/profile", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, profileBody);
    const updated = await c.var.db
      .update(users)
      .set({ ...body, updatedAt: new Date().toISOString() })
      .where(eq(users.id, user.id))
      .returning()
      .get();
    return c.json({ user: userDto(updated ?? user) });
  })
  .get("/verify", async (c) => {
    const user = requireRole(c, "farmer");
    const latest = await c.var.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, user.id))
      .orderBy(desc(verificationRequests.id))
      .limit(1)
      .get();
    return c.json({ request: latest ? requestDto(latest) : null });
  })
  .post("/verify", async (c) => {
    const user = requireRole(c, "farmer");
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_DOCUMENT_BODY_BYTES) throw new HttpError(413, TOO_LARGE);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw badRequest("Send the document as multipart/form-data");
    }
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Could not read the uploaded form");
    }
    const documentType = form.get("documentType") ?? "farm-license";
    if (typeof documentType !== "string" || !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      throw badRequest("Please choose a valid document type", { documentType: "Unknown document type" });
    }
    const document = form.get("document");
    if (!document || typeof document === "string" || document.size === 0) {
      throw badRequest("Please select a document to upload", { document: "Please select a document to upload" });
    }
    if (document.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
    const bytes = new Uint8Array(await document.arrayBuffer());
    const kind = sniffDocument(bytes.subarray(0, 16));
    if (!kind) throw new HttpError(415, "The document must be a PDF, JPG or PNG file");

    const db = c.var.db;
    const pending = await db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.userId, user.id), eq(verificationRequests.status, "pending")))
      .get();
    if (pending) throw conflict(ALREADY_PENDING);
    if (user.verificationBadge === "verified") throw conflict("You are already verified");

    const key = `verification/${crypto.randomUUID()}.${kind.extension}`;
    await c.env.BUCKET.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
    try {
      const row = await db
        .insert(verificationRequests)
        .values({
          userId: user.id,
          documentType: documentType as (typeof DOCUMENT_TYPES)[number],
          documentKey: key,
          documentContentType: kind.contentType,
          documentSize: bytes.byteLength,
        })
        .returning()
        .get();
      return c.json({ request: requestDto(row) }, 201);
    } catch (error) {
      // The one-pending unique index caught a second request sent at the same moment.
      await c.env.BUCKET.delete(key);
      if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`)) {
        throw conflict(ALREADY_PENDING);
      }
      throw error;
    }
  });
