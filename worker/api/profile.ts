// The signed-in user's own profile and verification request, mounted under /api/users.

import { Hono } from "hono";
import { z } from "zod";
import { DOCUMENT_TYPES, type DocumentType, MAX_DOCUMENT_BODY_BYTES, MAX_UPLOAD_BYTES } from "../domain";
import { requireRole, requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { LANGUAGES } from "../languages";
import { sniffDocument } from "../services/images";
import { visibleText } from "../services/text";
import { updateProfile, userDto } from "../services/users";
import {
  createVerificationRequest,
  hasPendingVerification,
  latestVerificationRequest,
  verificationRequestDto,
} from "../services/verification";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    // Omitted: left as it is; empty or null: cleared.
    .transform((value) => (value === undefined ? undefined : value || null));

/** Only these fields (each optional: an omitted one is left unchanged); e-mail, role or anything else is refused (400). */
const profileBody = z.strictObject({
  fullName: visibleText("Full name", 100).optional(),
  phone: optionalText(30, "Phone"),
  location: optionalText(100, "Location"),
  /** "Low data" mode: photos load only when the user taps them. */
  lowData: z.boolean({ error: "Low data mode must be true or false" }).optional(),
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}` }).optional(),
});

const TOO_LARGE = "The document must be at most 5 MB";
const ALREADY_PENDING = "You already have a verification request awaiting review";

export const profileRoutes = new Hono<AppEnv>()
  .put("/profile", async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, profileBody);
    const updated = await updateProfile(c.var.db, user.id, body);
    return c.json({ user: userDto(updated ?? user) });
  })
  .get("/verify", async (c) => {
    const user = requireRole(c, "farmer");
    const latest = await latestVerificationRequest(c.var.db, user.id);
    return c.json({ request: latest ? verificationRequestDto(latest) : null });
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

    if (await hasPendingVerification(c.var.db, user.id)) throw conflict(ALREADY_PENDING);
    if (user.verificationBadge === "verified") throw conflict("You are already verified");

    const key = `verification/${crypto.randomUUID()}.${kind.extension}`;
    await c.env.BUCKET.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
    try {
      const row = await createVerificationRequest(c.var.db, {
        userId: user.id,
        documentType: documentType as DocumentType,
        documentKey: key,
        documentContentType: kind.contentType,
        documentSize: bytes.byteLength,
      });
      return c.json({ request: verificationRequestDto(row) }, 201);
    } catch (error) {
      // The one-pending unique index caught a second request sent at the same moment.
      await c.env.BUCKET.delete(key);
      if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`)) {
        throw conflict(ALREADY_PENDING);
      }
      throw error;
    }
  });
