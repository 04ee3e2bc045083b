import type { Env } from "../../worker/env";
import type { InProcessApi } from "../../worker/in-process-api";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The Hono API called in-process as the signed-in user (see docs/decisions/004). */
    api: InProcessApi;
    isDevelopment: boolean;
    /** This request's CSP nonce for inline scripts (worker/http/security-headers.ts). */
    cspNonce: string;
    /** Lite mode: the page is drawn with no JavaScript at all (worker/lite.ts decides it once per request). */
    lite: boolean;
    /**
     * The page answers a form posted without JavaScript: its address is the form's, so a notice in it (`?notice=`)
     * is the last action's, not this one's.
     */
    formPost: boolean;
  }
}
