import { Hono } from "hono";
import { evaluateConditionals } from "../http/conditional";
import type { AppEnv } from "../http/context";
import { HttpError, notFound } from "../http/errors";

/** Only listing photos are public; keys are the server-made ones (listings/<uuid>[-thumb].<ext>). */
const PUBLIC_MEDIA_KEY = /^listings\/[0-9a-f-]{36}(-thumb)?\.(jpg|png|gif|webp)$/;
const ALLOWED_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/**
 * GET /api/media/{key}: streams a listing photo from R2 with the type stored at upload, long-lived
 * immutable caching (keys are never reused) and headers that stop it being run as anything but an image.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  if (!PUBLIC_MEDIA_KEY.test(key)) throw notFound("not_found");
  // Conditionals are evaluated here, not by R2: a malformed one must be ignored, not a 500.
  const object = await c.env.BUCKET.get(key);
  if (!object) throw notFound("not_found");
  const outcome = evaluateConditionals(c.req.raw.headers, c.req.method, object.httpEtag);
  if (outcome !== "proceed") await object.body.cancel();
  if (outcome === "precondition-failed") throw new HttpError(412, "photo_etag_mismatch");
  const headers = new Headers();
  const contentType = object.httpMetadata?.contentType ?? "";
  headers.set("Content-Type", ALLOWED_TYPES.has(contentType) ? contentType : "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "sandbox");
  headers.set("Content-Disposition", "inline");
  if (outcome === "not-modified") return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
});
