// Conditional request headers evaluated against a stored ETag (RFC 9110 section 13), so malformed values
// are ignored instead of reaching storage.

/** The entity-tags of an If-Match / If-None-Match value: "*", a list, or null when absent or malformed. */
export function parseEntityTags(value: string | null): "*" | { weak: boolean; opaque: string }[] | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === "*") return "*";
  const tags: { weak: boolean; opaque: string }[] = [];
  const pattern = /\s*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(,|$)/y;
  let index = 0;
  while (index < trimmed.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(trimmed);
    if (!match) return null;
    tags.push({ weak: match[1] !== undefined, opaque: match[2] ?? "" });
    index = pattern.lastIndex;
  }
  return tags.length > 0 ? tags : null;
}

export type ConditionalOutcome = "proceed" | "not-modified" | "precondition-failed";

/** If-Match needs a strong match (or "*"); If-None-Match on GET/HEAD is a 304 on any weak match (or "*"). */
export function evaluateConditionals(headers: Headers, method: string, storedEtag: string): ConditionalOutcome {
  const stored = parseEntityTags(storedEtag);
  const current = Array.isArray(stored) ? stored[0] : undefined;
  if (!current) return "proceed";
  const ifMatch = parseEntityTags(headers.get("if-match"));
  if (ifMatch !== null) {
    const strongMatch = ifMatch === "*" || ifMatch.some((tag) => !tag.weak && !current.weak && tag.opaque === current.opaque);
    if (!strongMatch) return "precondition-failed";
  }
  const ifNoneMatch = parseEntityTags(headers.get("if-none-match"));
  if (ifNoneMatch !== null && (method === "GET" || method === "HEAD")) {
    if (ifNoneMatch === "*" || ifNoneMatch.some((tag) => tag.opaque === current.opaque)) return "not-modified";
  }
  return "proceed";
}
