import type { GroupRoom } from "../party/group-room";

/** The Worker's bindings, as wrangler.toml declares them. */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  AI: Ai;
  ASSETS: Fetcher;
  Group: DurableObjectNamespace<GroupRoom>;
  SIGNIN_LIMITER: RateLimit;
  /** Sign-in per account across addresses; sign-in (and 409s that reveal an account) per address across accounts. */
  SIGNIN_ACCOUNT_LIMITER: RateLimit;
  SIGNIN_ADDRESS_LIMITER: RateLimit;
  REGISTER_LIMITER: RateLimit;
  CONTACT_LIMITER: RateLimit;
  NEWSLETTER_LIMITER: RateLimit;
  /** Farmers Hub: chat messages per user; posts, replies and new groups per user; Ask AI questions per user. */
  CHAT_LIMITER: RateLimit;
  HUB_POST_LIMITER: RateLimit;
  AI_LIMITER: RateLimit;
  /** Marketplace: purchase requests per buyer. */
  PURCHASE_REQUEST_LIMITER: RateLimit;
  /** HS256 signing key for session tokens (a secret: `.dev.vars` locally, `wrangler secret put` deployed). */
  JWT_SECRET: string;
  /** "development" locally (from `.dev.vars`), "production" otherwise. */
  APP_ENV: string;
}

type GonaEnv = Env;

declare global {
  namespace Cloudflare {
    // partyserver types its helpers with Cloudflare.Env; make that our Env.
    interface Env extends GonaEnv {}
  }
}
