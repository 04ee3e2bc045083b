// The error contract every API answer keeps: a 4xx JSON body is {error, code} with a known code, and a body
// with `fields` names a code for each of them in `field_codes`.
import { isApiErrorCode } from "../worker/http/error-codes";

/** What is wrong with a 4xx JSON answer's error body, or null when it keeps the contract (or is no 4xx JSON). */
export function errorShapeProblem(status: number, json: unknown): string | null {
  if (status < 400 || status >= 500 || json === null) return null;
  const body = json as { error?: unknown; code?: unknown; fields?: unknown; field_codes?: unknown };
  if (typeof body.error !== "string") return "no English error";
  if (!isApiErrorCode(body.code)) return `code ${JSON.stringify(body.code)} is not a known code`;
  if (body.fields === undefined) return body.field_codes === undefined ? null : "field_codes without fields";
  const fields = Object.keys(body.fields as Record<string, string>).sort();
  const codes = body.field_codes as Record<string, unknown> | undefined;
  if (!codes) return "fields without field_codes";
  if (JSON.stringify(Object.keys(codes).sort()) !== JSON.stringify(fields)) return `field_codes keys differ from fields keys`;
  const unknown = Object.entries(codes).filter(([, code]) => !isApiErrorCode(code));
  return unknown.length > 0 ? `unknown field codes: ${JSON.stringify(Object.fromEntries(unknown))}` : null;
}
