import type { z } from "zod";
import type { Role } from "../domain";
import type { ApiErrorCode } from "../http/error-codes";

/**
 * Who may call a route:
 * - `public`: anyone (a route may still check what it is sent, such as a code or a reset link);
 * - `signed-in`: any signed-in user (the route may further check ownership: the order's buyer, the post's author);
 * - `{ roles }`: signed-in users with one of these roles (others get 403);
 * - `admin`: admins only;
 * - `gateway`: the SMS/USSD gateway, with its key in the query;
 * - `provider`: the payment provider, with its signature over the body;
 * - `development`: only under `wrangler dev` (404 for everyone elsewhere).
 */
export type RouteAccess = "public" | "signed-in" | "admin" | "gateway" | "provider" | "development" | { roles: readonly Role[] };

export type RouteTag =
  | "system"
  | "auth"
  | "account"
  | "listings"
  | "media"
  | "orders"
  | "payments"
  | "prices"
  | "hub"
  | "learning"
  | "notifications"
  | "safety"
  | "site"
  | "phones"
  | "admin"
  | "development";

/** One route of the API, described once (worker/api/route-book.ts). */
export interface RouteDescriptor {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path as Hono mounts it, with `:param` and `:param{regex}`. */
  path: string;
  access: RouteAccess;
  /** The code of the 403 a signed-in caller of another role gets (else `forbidden`). */
  refusal?: ApiErrorCode;
  tag: RouteTag;
  /** One line, for lists. */
  summary: string;
  /** What it takes and answers, its errors and limits (Markdown). */
  description: string;
  /**
   * The zod schema the handler validates its body with (a form's text fields, when `bodyMedia` says multipart): the
   * SAME object, imported by the handler and here from a schema module, so the OpenAPI document shows what is checked
   * (ADR 094). `readJson` refuses to read a body with any other schema.
   */
  body?: z.ZodType;
  /** The body's media type when it is not JSON read by `readJson`; without `body`, the handler reads it by hand. */
  bodyMedia?: "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded";
}
