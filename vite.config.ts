import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { recordBuildInputs } from "./scripts/lib/page-build.mjs";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The small app modules every first view (/ and /listings) loads travel as one chunk, not ten: each chunk costs its
// own request (about half a KiB of headers on the wire), gzip header and import lines, and the first view's
// JavaScript budget is counted in bytes (e2e/budgets.spec.ts, e2e/two-g-pages.spec.ts). The stylesheet URLs
// (`*.css?url`, a line each) go with them.
const FIRST_VIEW_SHARED =
  /\/(app\/components\/(ListingCard|SellerFigures|VerifiedBadge|ContentInEnglish|answer|Notice)\.tsx|app\/lib\/(format|plural|seo|marketplace|own-path|aborted)\.ts|app\/styles\/[\w-]+\.css\?url|worker\/domain\.ts)$/;
/** The small modules of a listing's page that other pages share too (FormKey: every form's), as one chunk for the same
 * reason: the listing page is the heaviest page the 2G audit holds, and each of its chunks is a request. */
const LISTING_VIEW_SHARED = /\/app\/(components\/(Facts|ModerationNotice|ReportLink|FormKey)\.tsx|lib\/use-hydrated\.ts)$/;

/** Groups those modules in the browser build (the Worker's build is one file, where chunks do not apply). */
const firstViewChunk: Plugin = {
  name: "gona-first-view-chunk",
  apply: "build",
  outputOptions(options) {
    if (options.inlineDynamicImports) return null;
    return {
      ...options,
      manualChunks: (id) => (FIRST_VIEW_SHARED.test(id) ? "first-view" : LISTING_VIEW_SHARED.test(id) ? "listing-view" : undefined),
    };
  },
};

/** Records what each build read (build/inputs/), so the page tests can tell a stale build (scripts/lib/page-build.mjs). */
function buildInputs(): Plugin {
  let side: "client" | "server" = "client";
  return {
    name: "gona-build-inputs",
    apply: "build",
    configResolved(config) {
      side = config.build.ssr ? "server" : "client";
    },
    writeBundle() {
      recordBuildInputs(side, [...this.getModuleIds()]);
    },
  };
}

export default defineConfig({
  plugins: [
    firstViewChunk,
    buildInputs(),
    remix({
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    mainFields: ["browser", "module", "main"],
  },
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: { minify: true, cssMinify: true, manifest: true },
});
