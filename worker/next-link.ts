// The one format of "there is a next page": `Link: <path?query>; rel="next"`, written by the API and read by the pages.
// No imports: safe in the browser bundle.

/** The header value that points at the next page. */
export const nextLinkHeader = (pathAndQuery: string) => `<${pathAndQuery}>; rel="next"`;

/** The next page's address from a `Link` header (read its `search` or `searchParams`), or null when there is none. */
export function readNextLink(link: string | null | undefined): URL | null {
  const target = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
  return target ? new URL(target, "http://local") : null;
}
