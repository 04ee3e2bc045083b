import type { Context } from "hono";
import type { z } from "zod";
import { isId } from "../ids";
import { badRequest } from "./errors";

/** Largest JSON body the API reads; anything bigger is refused before parsing. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Turns a zod error into the API's 400: the first message, and one message per field. */
export function validationError(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    if (!(key in fields)) fields[key] = issue.message;
  }
  const first = error.issues[0];
  return badRequest(first ? first.message : "Invalid request", fields);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads the request body as JSON and validates it: malformed JSON, wrong types and unknown fields are 400s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw badRequest("Request body is too large");
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest("The request body could not be read");
  }
  if (text.length > MAX_JSON_BYTES) throw badRequest("Request body is too large");
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return parseWith(schema, body);
}

/** A route parameter that must be a positive integer id; anything else is a 404 (no such thing). */
export function idParam(value: string | undefined): number {
  if (!isId(value)) throw badRequest("Invalid id");
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw badRequest("Invalid id");
  return id;
}
