import { generateKeyPairSync } from "node:crypto";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Four projects (README "Tests"): `unit` runs the pure modules in plain Node; `api` runs in workerd against
// worker/api-worker.ts, the Worker without pages, so it needs no build; `pages` runs in workerd against the deployed
// Worker (worker/index.ts) with the Remix build, rebuilt first when it is stale (test/page-build.ts); `sweeps` holds
// the long walks over every route. A new test file lands in `api` unless it is listed below.

/** Pure modules, in plain Node: nothing here may import `cloudflare:*` or a helper that does. */
const UNIT = [
  "app/components/forms.test.ts",
  "app/lib/aborted.test.ts",
  "app/lib/blog.test.ts",
  "app/lib/catalogs.test.ts",
  "app/lib/format.test.ts",
  "app/lib/forms.test.ts",
  "app/lib/listing-age.test.ts",
  "app/lib/listing-fields.test.ts",
  "app/lib/marketplace.test.ts",
  "test/migration-journal.test.ts",
  "test/static-headers.test.ts",
  "worker/api/openapi.test.ts",
  "worker/http/background.test.ts",
  "worker/http/errors.test.ts",
  "worker/http/rate-limit.test.ts",
  "worker/http/request-session.test.ts",
  "worker/languages.test.ts",
  "worker/listing-fields.test.ts",
  "worker/services/ai.test.ts",
  "worker/services/glossary.test.ts",
  "worker/services/message-texts.test.ts",
  "worker/services/payments/choice.test.ts",
  "worker/services/payments/money.test.ts",
  "worker/services/payments/nuban.test.ts",
  "worker/services/phone.test.ts",
  "worker/services/price-stats.test.ts",
  "worker/services/gsm7.test.ts",
  "worker/services/ussd/menu.test.ts",
];

/** Files that load pages (or import worker/index.ts): they run with the Remix build. */
const PAGES = [
  "test/*-pages.test.ts",
  "test/pages.test.ts",
  "test/dashboard-page.test.ts",
  "test/admin-audit.test.ts",
  "test/admin-judging.test.ts",
  "test/api-seam.test.ts",
  "test/browse-details.test.ts",
  "test/browse-order.test.ts",
  "test/expiry-display.test.ts",
  "test/order-news.test.ts",
  "test/own-content-reports.test.ts",
  "test/quiz-results.test.ts",
  "test/seller-phone.test.ts",
  "test/sign-in-way-back.test.ts",
  "test/what-d1-tells.test.ts",
  "test/body-limits.test.ts",
  "test/d1-session.test.ts",
  "test/dev-outbox.test.ts",
  "test/edge-worker.test.ts",
  "test/languages.test.ts",
  "test/open-redirect.test.ts",
  "test/page-cache.test.ts",
  "test/round-trips.test.ts",
  "test/scale.test.ts",
  "test/security-headers.test.ts",
  "worker/api/money-limits.test.ts",
  "worker/api/prices.test.ts",
  "worker/api/safety.test.ts",
  "worker/api/site.test.ts",
];

/** The long sweeps over every route and page form: part of `npm test`, never of `npm run check`. */
const SWEEPS = ["test/authz-matrix.test.ts", "test/hostile-input.test.ts", "test/hostile-pages.test.ts"];

const ALL = ["worker/**/*.test.ts", "party/**/*.test.ts", "app/**/*.test.ts", "test/**/*.test.ts"];

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/** A fresh Web Push (VAPID) key pair per run, in the raw base64url forms the Worker reads; no private key is committed. */
function vapidKeys() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? "", "base64url"), Buffer.from(jwk.y ?? "", "base64url")]);
  return { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d ?? "" };
}

/**
 * A project whose tests run inside workerd against `main`, with real D1, R2 and Durable Objects from Miniflare. Each
 * file starts from its own copy of the migrated test database (test/test-database.ts, test/start-database.ts).
 */
function workerd(name: string, main: string, include: string[], more: { exclude?: string[]; globalSetup?: string[] } = {}) {
  const withBuild = main === "./worker/index.ts";
  return {
    plugins: [
      cloudflareTest(async () => ({
        main,
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            JWT_SECRET: "test-only-secret-0123456789abcdef0123456789abcdef",
            APP_ENV: "test",
            // The USSD/SMS gateway's callback key (worker/api/ussd.ts); tests send it as the gateway would.
            GATEWAY_CALLBACK_KEY: "test-only-gateway-key-0123456789abcdef",
            // The key Paystack's webhooks are signed with (worker/api/payments-webhook.ts); tests sign their events with it.
            PAYSTACK_SECRET_KEY: "sk_test_only_0123456789abcdef0123456789abcdef",
            // Tests write D1 directly between page loads; test/page-cache.test.ts turns the cache on for its own calls.
            PAGE_CACHE: "off",
            ...vapidKeys(),
            VAPID_SUBJECT: "mailto:push-tests@gona.test",
            TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
          },
          // An empty database for test/migrations.test.ts to migrate from nothing.
          d1Databases: { MIGRATIONS_DB: "migrations-check" },
          // The Remix build is one self-contained module: workerd loads it as it is, not through Vite's transform.
          modulesRules: [{ type: "ESModule", include: ["**/build/server/index.js"] }],
        },
      })),
    ],
    resolve: {
      alias: withBuild
        ? { ...alias, "virtual:remix/server-build": fileURLToPath(new URL("./build/server/index.js", import.meta.url)) }
        : alias,
    },
    test: {
      name,
      include,
      exclude: more.exclude ?? [],
      setupFiles: ["./test/start-database.ts"],
      globalSetup: [
        "./test/test-database.ts",
        // In Node: a local HTTP server that stands in for the SMS and e-mail providers (worker/services/messaging).
        "./test/provider-stand-in.ts",
        // And one that stands in for the browsers' push services (worker/services/push).
        "./test/push-service-stand-in.ts",
        ...(withBuild ? ["./test/page-build.ts"] : []),
        ...(more.globalSetup ?? []),
      ],
      // Registrations hash passwords at the production PBKDF2 cost, and two files run at once: on a 2-core machine
      // shared with other work (load 15+), a test of a dozen registrations took over 30 s. The limit only catches a
      // hang; no test passes or fails by the machine's speed.
      testTimeout: 120_000,
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
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  test: {
    // vitest's default leaves a core idle (cores - 1): on two cores, one file at a time. Two files at once let one
    // workerd run while the other starts, and no test depends on the machine's speed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { resolve: { alias }, test: { name: "unit", environment: "node", include: UNIT } },
      workerd("api", "./worker/api-worker.ts", ALL, { exclude: [...UNIT, ...PAGES, ...SWEEPS] }),
      workerd("pages", "./worker/index.ts", PAGES, { exclude: SWEEPS }),
      workerd("sweeps", "./worker/index.ts", SWEEPS),
    ],
  },
});
