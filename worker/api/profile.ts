// The signed-in user's own profile and verification request, mounted under /api/users.

import { Hono } from "hono";
import { DOCUMENT_TYPES, type DocumentType, documentTypesFor, MAX_DOCUMENT_BODY_BYTES, MAX_UPLOAD_BYTES } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, conflict, HttpError } from "../http/errors";
import { markPublicPagesChanged } from "../http/page-cache";
import { readJson } from "../http/validate";
import { tellOldContacts } from "../services/contact-changes";
import { sniffDocument } from "../services/images";
import { startDelivery } from "../services/outbox";
import { updateProfile, userDto } from "../services/users";
import {
  createVerificationRequest,
  hasPendingVerification,
  latestVerificationRequest,
  verificationRequestDto,
} from "../services/verification";
import { profileBody } from "./account-schemas";
import { refuseFrozen, requireProof } from "./contact-change";

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
