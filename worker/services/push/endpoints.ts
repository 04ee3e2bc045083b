// Which push endpoints the Worker will POST to. An endpoint is a URL a browser hands us, so an unchecked one
// would let any signed-in user make the Worker call any host (SSRF): only the browsers' push services pass.

/**
 * The push services browsers actually use (checked against their subscription endpoints):
 * Chrome, Edge on Android, Samsung Internet, Opera and Brave: fcm.googleapis.com/fcm/send/... and /wp/...;
 * Firefox: updates.push.services.mozilla.com/wpush/v1|v2/...; Edge on Windows: <region>.notify.windows.com/w/...;
 * Safari (macOS 13+, iOS 16.4+ home-screen apps): web.push.apple.com/... (Apple says to allow *.push.apple.com).
 */
const EXACT_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"]);
const HOST_SUFFIXES = [".push.services.mozilla.com", ".notify.windows.com", ".push.apple.com"];

export interface PushEndpointConfig {
  APP_ENV?: string;
  /** Development and tests only: comma-separated origins (e.g. http://127.0.0.1:8791) of a local stand-in push service. */
  PUSH_TEST_ORIGINS?: string;
}

const isTestEnvironment = (env: PushEndpointConfig) => env.APP_ENV === "development" || env.APP_ENV === "test";

function testOrigins(env: PushEndpointConfig): string[] {
  if (!isTestEnvironment(env) || !env.PUSH_TEST_ORIGINS) return [];
  return env.PUSH_TEST_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
}

function isKnownPushHost(hostname: string): boolean {
  // A DNS name only: IP literals ("1.2.3.4", "[::1]") and a trailing dot never match the list.
  return EXACT_HOSTS.has(hostname) || HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix) && hostname.length > suffix.length);
}

/** True when the Worker may send to this endpoint: https on a known push service, or a configured local stand-in outside production. */
export function isAllowedPushEndpoint(endpoint: string, env: PushEndpointConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in the URL are never part of a push endpoint and would hide the real host from a careless reader.
  if (url.username !== "" || url.password !== "") return false;
  if (testOrigins(env).includes(url.origin)) return true;
  return url.protocol === "https:" && url.port === "" && isKnownPushHost(url.hostname);
}
