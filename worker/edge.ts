// The edge Worker (ADR 044): runs near the visitor, with no placement. It answers anonymous public pages from the
// page cache of the data center the visitor reached, and passes everything else, and every miss, to the app Worker
// (worker/index.ts, placed near D1) through its service binding. Static files are served before either Worker runs.
import { throughPageCache } from "./page-cache-front";

export interface EdgeEnv {
  /** The app Worker (wrangler.edge.toml `[[services]]`): pages, /api/*, /parties/*, media. */
  APP: Fetcher;
}

export default {
  fetch(request, env, ctx) {
    return throughPageCache(request, ctx, (drawn) => env.APP.fetch(drawn));
  },
} satisfies ExportedHandler<EdgeEnv>;
