import {
  MAX_DOCUMENT_BODY_BYTES,
  MAX_LISTING_BODY_BYTES,
  MAX_THUMBNAIL_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_VOICE_MESSAGE_BODY_BYTES,
} from "../domain";
import { API_ERRORS } from "./error-codes";
import { MAX_JSON_BYTES } from "./validate";

/** Page forms without files: text fields only (percent-encoding can make a long description nine times larger). */
export const MAX_PAGE_FORM_BYTES = 128 * 1024;

/** The My Listings photo form: one photo, its thumbnail and the form's fields. */
export const MAX_PHOTO_FORM_BYTES = MAX_UPLOAD_BYTES + MAX_THUMBNAIL_BYTES + 64 * 1024;

/** The largest body a path may send: the two upload routes (API and page) are larger, everything else is small. */
export function bodyCapFor(pathname: string): number {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === "/api/listings/user/listing" || path === "/create-listing") return MAX_LISTING_BODY_BYTES;
  // My Listings adds one photo at a time (with at most its thumbnail); its other forms are text.
  if (path === "/view-listings") return MAX_PHOTO_FORM_BYTES;
  if (/^\/api\/listings\/user\/listings\/[1-9][0-9]*\/images$/.test(path)) return MAX_LISTING_BODY_BYTES;
  if (path === "/api/users/verify" || path === "/profile/verification") return MAX_DOCUMENT_BODY_BYTES;
  // A group message may carry one voice note; the groups tab's other forms are text.
  if (/^\/api\/chat\/groups\/[1-9][0-9]*\/messages$/.test(path) || path === "/farmers-hub/groups") return MAX_VOICE_MESSAGE_BODY_BYTES;
  return path === "/api" || path.startsWith("/api/") ? MAX_JSON_BYTES : MAX_PAGE_FORM_BYTES;
}

export interface LimitedRequest {
  request: Request;
  /** True once the declared length or the bytes actually read went past the cap. */
  exceeded: () => boolean;
}

/**
 * Counts the body's bytes as they stream (chunked uploads have no Content-Length) and errors the stream past
 * `maxBytes`, so no reader (formData, json, arrayBuffer) ever holds more than the cap.
 */
export function limitBody(request: Request, maxBytes: number): LimitedRequest {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { request, exceeded: () => true };
  if (!request.body) return { request, exceeded: () => false };
  let seen = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        over = true;
        controller.error(new RangeError("Request body is too large"));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const limited = new Request(request, { body: request.body.pipeThrough(counter) });
  return { request: limited, exceeded: () => over };
}

/** The API's answer to a body over its cap. */
export function payloadTooLarge(): Response {
  return new Response(JSON.stringify({ error: API_ERRORS.body_too_large, code: "body_too_large" }), {
    status: 413,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
