// The Worker's bindings are generated from wrangler.toml into worker-configuration.d.ts (`npm run types`;
// `npm run types:check` fails when it is stale). Secrets never appear in wrangler.toml, so they are declared here.
declare global {
  namespace Cloudflare {
    // Merged into the generated Cloudflare.Env, which partyserver also types its helpers with.
    interface Env {
      /** HS256 signing key for session tokens (a secret: `.dev.vars` locally, `wrangler secret put` deployed). */
      JWT_SECRET: string;
      /**
       * The secret every SMS/USSD gateway callback carries as `?key=` (PRODUCT.md, "Feature phones"); without it every
       * callback answers 404. `.dev.vars` locally (scripts/dev-vars.mjs), `wrangler secret put` deployed.
       */
      GATEWAY_CALLBACK_KEY?: string;
      /** The SMS and e-mail providers' API keys, needed only for the provider SMS_PROVIDER / EMAIL_PROVIDER names. */
      TERMII_API_KEY?: string;
      AFRICASTALKING_API_KEY?: string;
      RESEND_API_KEY?: string;
      /**
       * The payment provider's secret key (Paystack's `sk_live_…`/`sk_test_…`), needed when PAYMENT_PROVIDER is
       * "paystack"; it also keys the webhooks' HMAC. `.dev.vars` locally holds a random one (scripts/dev-vars.mjs).
       */
      PAYSTACK_SECRET_KEY?: string;
      /** Web Push (VAPID, RFC 8292) key pair, base64url: the uncompressed P-256 public key and the private scalar. Push is off without them. */
      VAPID_PUBLIC_KEY?: string;
      VAPID_PRIVATE_KEY?: string;
      /** The contact push services may write to about our traffic: a mailto: URL. */
      VAPID_SUBJECT?: string;
      /** Development and tests only (ignored in production): origins of a local stand-in push service, comma-separated. */
      PUSH_TEST_ORIGINS?: string;
      /**
       * Where the cache of anonymous public pages runs (ADR 044): "edge" in the edge Worker in front (production,
       * `npm run deploy` sets it), "off" nowhere (the workerd tests, which write D1 directly), else in this Worker.
       */
      PAGE_CACHE?: string;
      /**
       * Purging a listing's cached page in every data center (ADR 043): the zone's id and an API token allowed to
       * purge its cache (Zone > Cache Purge), a secret. Without both, copies elsewhere end at their 60 s life.
       */
      CLOUDFLARE_ZONE_ID?: string;
      CLOUDFLARE_PURGE_TOKEN?: string;
      /** Tests only: where the purge API answers (default https://api.cloudflare.com). */
      CLOUDFLARE_API_BASE_URL?: string;
    }
  }
}

/** The Worker's bindings (wrangler.toml) and secrets. APP_ENV is "development" locally (from `.dev.vars`), "production" otherwise. */
export type Env = Cloudflare.Env;
