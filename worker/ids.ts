// The one shape of a row id in URLs, route params and cursors: a positive whole number of at most 16 digits.
// No imports: safe in the browser bundle.

/** The id pattern as regex source, for route patterns such as Hono's `:ref{listing[1-9][0-9]{0,15}}`. */
export const ID_SOURCE = "[1-9][0-9]{0,15}";

export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** Whether text is an id in the shape the API accepts (the API still checks that it is a safe integer). */
export function isId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}
