function isLocalhost(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
}

/** A fresh, unguessable nonce for one page's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The page policy: scripts only from our origin or with this request's nonce (no 'unsafe-inline'
 * for scripts), no framing, forms and sockets only to our own origin, no plugins.
 */
export function pageContentSecurityPolicy(url: URL, nonce: string): string {
  const socketOrigin = `${url.protocol === "https:" ? "wss" : "ws"}://${url.host}`;
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style={...} attributes are inline styles; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${socketOrigin}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (!isLocalhost(url)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For JSON and media: nothing in them may run or be framed. Routes may set a stricter one (e.g. `sandbox`). */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every page and API answer carries. `nonce` is given for pages. */
export function withSecurityHeaders(response: Response, url: URL, nonce?: string): Response {
  // A WebSocket upgrade's response cannot be copied.
  if (response.status === 101 || response.webSocket) return response;
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (!headers.has("Content-Security-Policy")) {
    const isHtml = headers.get("content-type")?.includes("text/html");
    headers.set("Content-Security-Policy", nonce && isHtml ? pageContentSecurityPolicy(url, nonce) : RESOURCE_POLICY);
  }
  if (!isLocalhost(url)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
