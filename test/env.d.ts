import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read by vitest.config.ts from migrations/ and applied by test/apply-migrations.ts. */
      TEST_MIGRATIONS?: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../worker/index");
      durableNamespaces: "GroupRoom";
    }
  }
}
