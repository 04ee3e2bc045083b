import { generateKeyPairSync } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/** A fresh Web Push (VAPID) key pair per run, in the raw base64url forms the Worker reads; no private key is committed. */
function vapidKeys() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? "", "base64url"), Buffer.from(jwk.y ?? "", "base64url")]);
  return { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d ?? "" };
}

// Tests run inside workerd with the real Worker (worker/index.ts, which imports the built Remix
// server), real D1 and R2 from miniflare, and the migrations applied by test/apply-migrations.ts.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: "./worker/index.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          JWT_SECRET: "test-only-secret-0123456789abcdef0123456789abcdef",
          APP_ENV: "test",
          // Tests write D1 directly between page loads; test/page-cache.test.ts turns the cache on for its own calls.
          PAGE_CACHE: "off",
          ...vapidKeys(),
          VAPID_SUBJECT: "mailto:push-tests@gona.test",
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
        },
      },
    })),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["worker/**/*.test.ts", "party/**/*.test.ts", "app/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
    // In Node: a local HTTP server that stands in for the SMS and e-mail providers (worker/services/messaging).
    // And one that stands in for the browsers' push services (worker/services/push).
    globalSetup: ["./test/provider-stand-in.ts", "./test/push-service-stand-in.ts"],
    // Registrations hash passwords at the production PBKDF2 cost; leave room on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "@remix-run/cloudflare",
            "@remix-run/server-runtime",
            "@remix-run/react",
            "react",
            "react-dom",
            "react-dom/server",
            "isbot",
          ],
        },
      },
    },
  },
});
