// The benchmark's Worker entry (scripts/bench.mjs serves it; production never does): the real Worker, with D1
// slowed by a fixed delay per round trip when a request asks for it, to model the distance to D1's primary.
import type { Env } from "../worker/env";
import worker, { GroupRoom, UserRoom } from "../worker/index";

export { GroupRoom, UserRoom };

/** The request header that turns the delay on, in ms per D1 round trip (not exported: workerd allows only handlers). */
const DELAY_HEADER = "x-bench-d1-delay-ms";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One round trip = one statement (`first`, `all`, `run`, `raw`), one `batch()` or one `exec()`. */
function delayedD1<T extends object>(db: T, delayMs: number): T {
  // batch() must receive the binding's own statements: remember each wrapper's original.
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (property === "first" || property === "all" || property === "run" || property === "raw") {
          return async (...args: unknown[]) => {
            await sleep(delayMs);
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(wrapper, statement);
    return wrapper;
  };
  return new Proxy(db as T & D1Database, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      // The Worker reads through one session per request (worker/http/d1-session.ts): the session is slowed the same way.
      if (property === "withSession") return (constraint: string) => delayedD1(target.withSession(constraint), delayMs);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          await sleep(delayMs);
          return target.batch(statements.map((statement) => originals.get(statement) ?? statement));
        };
      }
      if (property === "exec") {
        return async (query: string) => {
          await sleep(delayMs);
          return (target as D1Database).exec(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export default {
  fetch(request, env, ctx) {
    const delay = Number(request.headers.get(DELAY_HEADER) ?? 0);
    const slowed = Number.isFinite(delay) && delay > 0 ? { ...env, DB: delayedD1(env.DB, delay) } : env;
    return worker.fetch(request, slowed, ctx);
  },
  scheduled: worker.scheduled,
} satisfies ExportedHandler<Env>;
