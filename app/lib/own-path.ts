// Links a page builds from the request's own path (the language and Lite links, "try again", "report", "sign in and
// come back"). A path may begin with several slashes or backslashes ("//evil.example" is a valid request path): as a
// link, "//host" names another host. Collapsed to one slash it can only name a page of this site (issue #32).
// No imports: safe in the browser bundle.

/** The path as a link that stays on this site: leading slashes and backslashes become one slash. */
export function ownPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}

/** The path and its query as a same-site link. */
export function ownPathAndQuery(pathname: string, search: string): string {
  return `${ownPath(pathname)}${search}`;
}

/** The same page with some query parameters set (the rest of the query kept). */
export function ownPathWith(pathname: string, search: string, set: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(set)) params.set(name, value);
  return `${ownPath(pathname)}?${params.toString()}`;
}
