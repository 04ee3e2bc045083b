import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

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
    globalSetup: ["./test/provider-stand-in.ts"],
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
