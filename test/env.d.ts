import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read by vitest.config.ts from migrations/, in file-name order, for the tests of the migrations themselves. */
      TEST_MIGRATIONS?: D1Migration[];
      /** An empty D1 database (vitest.config.ts) that test/migrations.test.ts migrates from nothing. */
      MIGRATIONS_DB?: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import("../worker/index");
      durableNamespaces: "GroupRoom";
    }
  }
}
