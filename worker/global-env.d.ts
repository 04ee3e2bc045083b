// The global Env that worker-configuration.d.ts generates holds the bindings only (wrangler 4.164 no longer makes it
// extend Cloudflare.Env); it gets the secrets worker/env.ts declares on Cloudflare.Env too.
interface Env extends Cloudflare.Env {}
