// Server-Timing: D1 time, query count and rows read, visible in devtools. The figures describe what the database did
// for a request, which can tell an outsider what it holds (how many hidden rows a search touched, whether a sign-in
// found an account): outside development and the tests they go only to admins (issue #32, ADR 055). A cached page's
// `cache;desc=hit|stale|miss` is set by the page cache and says nothing about the data.

/** The environments where every caller gets the figures (the benchmarks and round-trip budgets read them there). */
const FIGURES_FOR_EVERYONE = new Set(["development", "test"]);

export class RequestMetrics {
  queries = 0;
  /** Trips to D1: one per statement, one per batch however many statements it carries. */
  roundTrips = 0;
  rowsRead = 0;
  /** Statements whose answer carries no row count (D1's first() and raw()). */
  unmetered = 0;
  d1Ms = 0;
  /** Set when the request's caller is signed in as an admin (worker/http/auth.ts). */
  callerIsAdmin = false;

  /** The header this request's caller may see in `appEnv` (APP_ENV), or null when they may see none. */
  visibleHeader(appEnv: string | undefined, totalMs?: number): string | null {
    return this.callerIsAdmin || FIGURES_FOR_EVERYONE.has(appEnv ?? "") ? this.header(totalMs) : null;
  }

  header(totalMs?: number): string {
    const parts = [
      `d1;dur=${this.d1Ms.toFixed(1)};desc="${this.queries} queries in ${this.roundTrips} round trips, ${this.rowsRead} rows read, ${this.unmetered} unmetered"`,
    ];
    if (totalMs !== undefined) parts.push(`total;dur=${totalMs.toFixed(1)}`);
    return parts.join(", ");
  }

  /** Reads back what an in-process API call reported, so a page shows the sum of its API calls. */
  static parse(header: string | null): Pick<RequestMetrics, "queries" | "roundTrips" | "rowsRead" | "unmetered" | "d1Ms"> | null {
    const match = header
      ? /d1;dur=([\d.]+);desc="(\d+) queries in (\d+) round trips, (\d+) rows read, (\d+) unmetered"/.exec(header)
      : null;
    if (!match) return null;
    const [, d1Ms, queries, roundTrips, rowsRead, unmetered] = match.map(Number);
    return { d1Ms: d1Ms ?? 0, queries: queries ?? 0, roundTrips: roundTrips ?? 0, rowsRead: rowsRead ?? 0, unmetered: unmetered ?? 0 };
  }
}

type Meta = { meta?: { rows_read?: number } } | null | undefined;

function rowsOf(result: unknown): number {
  const rows = (result as Meta)?.meta?.rows_read;
  return typeof rows === "number" ? rows : 0;
}

/**
 * Wraps a D1 binding so every statement and batch is counted and timed. Rows read come from D1's
 * result meta (`all`, `run`, `batch`); `first` and `raw` return no meta, so they count as queries only.
 */
export function instrumentD1(db: D1Database, metrics: RequestMetrics): D1Database {
  const timed = async <T>(work: () => Promise<T>, rows: (result: T) => number, queries = 1): Promise<T> => {
    const started = Date.now();
    try {
      const result = await work();
      metrics.rowsRead += rows(result);
      return result;
    } finally {
      metrics.queries += queries;
      metrics.roundTrips += 1;
      metrics.d1Ms += Date.now() - started;
    }
  };
  // Statements handed to batch() must be the binding's own objects: remember each wrapper's original.
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === "bind") return (...args: unknown[]) => wrapStatement(target.bind(...args));
        if (property === "all" || property === "run") {
          return (...args: unknown[]) => timed(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args), rowsOf);
        }
        if (property === "first" || property === "raw") {
          return (...args: unknown[]) =>
            timed(
              () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
              () => 0,
            );
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(wrapper, statement);
    return wrapper;
  };
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed(
            () => target.batch(statements.map((statement) => originals.get(statement) ?? statement)),
            (results) => results.reduce((sum, result) => sum + rowsOf(result), 0),
            statements.length,
          );
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
