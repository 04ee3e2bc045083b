// The signed-in user's own profile and verification request, mounted under /api/users.

import { Hono } from "hono";
import { z } from "zod";
import {
  CONTACT_PREFERENCES,
  DOCUMENT_TYPES,
  type DocumentType,
  documentTypesFor,
  MAX_DOCUMENT_BODY_BYTES,
  MAX_UPLOAD_BYTES,
} from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { type ApiErrorCode, msg } from "../http/error-codes";
import { badRequest, conflict, HttpError } from "../http/errors";
import { markPublicPagesChanged } from "../http/page-cache";
import { readJson } from "../http/validate";
import { LANGUAGES } from "../languages";
import { tellOldContacts } from "../services/contact-changes";
import { sniffDocument } from "../services/images";
import { startDelivery } from "../services/outbox";
import { visibleText } from "../services/text";
import { updateProfile, userDto } from "../services/users";
import {
  createVerificationRequest,
  hasPendingVerification,
  latestVerificationRequest,
  verificationRequestDto,
} from "../services/verification";
import { refuseFrozen, requireProof } from "./contact-change";
import { contactProof } from "./recovery-schemas";
import { FULL_NAME, phoneField } from "./schemas";

const optionalText = (max: number, codes: { notText: ApiErrorCode; tooLong: ApiErrorCode }) =>
  z
    .string(msg(codes.notText))
    .trim()
    .max(max, msg(codes.tooLong))
    .nullish()
    // Omitted: left as it is; empty or null: cleared.
    .transform((value) => (value === undefined ? undefined : value || null));

/** Only these fields (each optional: an omitted one is left unchanged); e-mail, role or anything else is refused (400). */
const profileBody = z.strictObject({
  fullName: visibleText(100, FULL_NAME).optional(),
  /** Only the number already on the account (in any form) or empty to clear it: a new one is confirmed through /contact. */
  phone: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), phoneField.nullish()),
  location: optionalText(100, { notText: "location_not_text", tooLong: "location_too_long" }),
  /** "Low data" mode: photos load only when the user taps them. */
  lowData: z.boolean(msg("low_data_invalid")).optional(),
  language: z.enum(LANGUAGES, msg("language_invalid")).optional(),
  /** Who may see the phone: signed-in users on request, or nobody (reached through requests only). */
  contact_preference: z.enum(CONTACT_PREFERENCES, msg("contact_preference_invalid")).optional(),
  /** Removing a confirmed phone (a way back into the account) takes the same proof as changing it (ADR 053). */
  currentPassword: contactProof.shape.currentPassword,
  currentCode: contactProof.shape.currentCode,
});

export const profileRoutes = new Hono<AppEnv>()
  .put("/profile", async (c) => {
    const user = requireUser(c);
    const { phone, contact_preference: contactPreference, currentPassword, currentCode, ...body } = await readJson(c, profileBody);
    const changes: Parameters<typeof updateProfile>[2] = { ...body, ...(contactPreference ? { contactPreference } : {}) };
    // A confirmed number is a way back into the account: removing it needs the password (or a code) and is told.
    const removesConfirmedPhone = phone === null && user.phone !== null && user.phoneConfirmed;
    if (phone === null) {
      if (user.phone && !user.email) throw badRequest("contact_last_one", { phone: "contact_last_one" });
      if (removesConfirmedPhone) {
        refuseFrozen(user);
        await requireProof(c, user, { currentPassword, currentCode });
      }
      changes.phone = null;
    } else if (phone !== undefined && phone !== user.phone) {
      throw badRequest("contact_change_needs_confirmation", { phone: "contact_change_needs_confirmation" });
    }
    const updated = await updateProfile(c.var.db, user.id, changes);
    // The name, place and phone show on the seller's listings: only a change to them drops the cached public pages.
    const seen = (["fullName", "location", "phone"] as const).some((field) => field in changes && changes[field] !== user[field]);
    if (seen) markPublicPagesChanged(c.env.DB);
    if (removesConfirmedPhone) {
      await tellOldContacts(c.var.db, c.env.JWT_SECRET, user, "phone", "", new URL(c.req.url).origin);
      startDelivery(c);
    }
    return c.json({ user: userDto(updated ?? user) });
  })
  .get("/verify", async (c) => {
    const user = requireUser(c);
    const latest = await latestVerificationRequest(c.var.db, user.id);
    return c.json({ request: latest ? verificationRequestDto(latest) : null });
  })
  .post("/verify", async (c) => {
    // Farmers prove their farm and suppliers their business, through the same private-document review.
    const user = requireUser(c);
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_DOCUMENT_BODY_BYTES) throw new HttpError(413, "document_too_large");
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw badRequest("document_not_multipart");
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("document_form_unreadable");
    }
    const allowed = documentTypesFor(user.role);
    const documentType = form.get("documentType") ?? allowed[0];
    if (typeof documentType !== "string" || !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      throw badRequest("document_type_invalid", { documentType: "document_type_unknown" });
    }
    if (!(allowed as readonly string[]).includes(documentType)) {
      throw badRequest("document_type_not_for_role", { documentType: "document_type_not_for_role" });
    }
    const document = form.get("document");
    if (!document || typeof document === "string" || document.size === 0) {
      throw badRequest("document_required", { document: "document_required" });
    }
    if (document.size > MAX_UPLOAD_BYTES) throw new HttpError(413, "document_too_large");
    const bytes = new Uint8Array(await document.arrayBuffer());
    const kind = sniffDocument(bytes.subarray(0, 16));
    if (!kind) throw new HttpError(415, "document_type_unsupported");

    if (await hasPendingVerification(c.var.db, user.id)) throw conflict("verification_pending");
    if (user.verificationBadge === "verified") throw conflict("already_verified");

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
        throw conflict("verification_pending");
      }
      throw error;
    }
  });
