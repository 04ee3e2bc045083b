import type { Context } from "hono";
import type { z } from "zod";
import type { RouteDescriptor } from "../api/route-descriptor";
import { isId } from "../ids";
import { type ApiErrorCode, codeOfMessage } from "./error-codes";
import { badRequest, type FieldError } from "./errors";

/** Largest JSON body the API reads; anything bigger is refused before parsing. */
export const MAX_JSON_BYTES = 64 * 1024;

/** The code of an issue a schema gave no message of its own, by the kind of issue. */
function genericCode(issue: z.core.$ZodIssue): ApiErrorCode {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "value_required" : "wrong_type";
    case "too_big":
      return issue.origin === "number" || issue.origin === "bigint" ? "value_too_large" : "value_too_long";
    case "too_small":
      return issue.origin === "number" || issue.origin === "bigint" ? "value_too_small" : "value_too_short";
    case "invalid_format":
      return "invalid_format";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      return "invalid_value";
  }
}

/** Turns a zod error into the API's 400: the first problem, and one message and code per field. */
export function validationError(error: z.ZodError) {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    if (!(key in fields)) fields[key] = { code: codeOfMessage(issue.message) ?? genericCode(issue), message: issue.message };
  }
  const first = Object.values(fields)[0];
  return first ? badRequest(first.code, fields, first.message) : badRequest("invalid_request", fields);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // The input on each issue tells a missing value from a wrong one; it never reaches the answer.
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The body schema a handler validates with must be the one its descriptor carries (ADR 094): the route book is the
 * one place a body is described, so a handler reading with another schema is a programming error, never the client's,
 * and every API test that sends that route a body fails on it.
 */
export function checkBookSchema(c: Context, schema: z.ZodType): void {
  const route = c.get("route") as RouteDescriptor | undefined;
  if (route && route.body !== schema) throw new Error(`${route.method} ${route.path}: the handler's body schema is not the route book's`);
}

/** Reads the request body as JSON and validates it: malformed JSON, wrong types and unknown fields are 400s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  checkBookSchema(c, schema);
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw badRequest("body_too_large");
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest("body_unreadable");
  }
  if (text.length > MAX_JSON_BYTES) throw badRequest("body_too_large");
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("body_not_json");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("body_not_object");
  }
  return parseWith(schema, body);
}

/** A route parameter that must be a positive integer id; anything else is a 404 (no such thing). */
export function idParam(value: string | undefined): number {
  if (!isId(value)) throw badRequest("invalid_id");
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw badRequest("invalid_id");
  return id;
}
