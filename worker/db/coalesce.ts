// One D1 round trip for every read a request has ready at the same moment (ADR 038). A page's loaders call several API
// routes at once; each route reads on its own. This wrapper holds each read until the work already under way has
// issued its own, then sends them all in one `batch()`, so a page whose calls run side by side pays one trip for
// them, not one each. A batch that writes (already one transaction of its own) joins them too, in the order it was
// made (ADR 041); a single write statement is never held: it goes out at once.

/** A statement that reads and changes nothing; only these are held for a batch. */
export function isRead(sql: string): boolean {
  const text = sql.trimStart();
  if (/^select\b/i.test(text)) return !/\breturning\b/i.test(text);
  // A WITH clause can lead to a write: only a plain query is held.
  return /^with\b/i.test(text) && !/\b(insert|update|delete|replace)\b/i.test(text);
}

/** Column names of each raw() query this isolate has run alone, by its text: a raw() read joins a batch once known. */
const columnsBySql = new Map<string, string[]>();
/** The most statement texts remembered (an isolate sees a few hundred; the cap only guards against surprises). */
const REMEMBERED = 2_000;

interface Held {
  /** The statement below this wrapper, as bound by the caller. */
  statement: D1PreparedStatement;
  settle: (result: D1Result) => void;
  fail: (error: unknown) => void;
}

const firstOf = (result: D1Result, column: string | undefined): unknown => {
  const row = result.results?.[0] as Record<string, unknown> | undefined;
  if (column === undefined) return row ?? null;
  if (row && !(column in row)) throw new Error("D1_COLUMN_NOTFOUND", { cause: `Column not found: ${column}` });
  return row?.[column] ?? null;
};

/**
 * Wraps a request's D1 so its reads are sent together. `schedule` runs the send once the current work has run as far
 * as it can without I/O (a zero-delay timer: every microtask first); tests pass their own.
 */
export function coalesceReads(db: D1Database, schedule: (send: () => void) => void = (send) => setTimeout(send, 0)): D1Database {
  let waiting: Held[][] = [];

  /** Sends what is held: one batch; if any statement fails, each group alone, so each caller gets its own answer. */
  const send = async () => {
    const groups = waiting;
    waiting = [];
    const all = groups.flat();
    const answer = (held: Held[], results: D1Result[]) => {
      for (const [index, one] of held.entries()) one.settle(results[index] as D1Result);
    };
    try {
      answer(all, await db.batch(all.map((held) => held.statement)));
    } catch {
      for (const group of groups) {
        db.batch(group.map((held) => held.statement)).then(
          (results) => answer(group, results),
          (error) => {
            for (const held of group) held.fail(error);
          },
        );
      }
    }
  };

  const hold = (statements: D1PreparedStatement[]): Promise<D1Result[]> => {
    if (waiting.length === 0) schedule(() => void send());
    const held: Held[] = [];
    const answers = statements.map((statement) => new Promise<D1Result>((settle, fail) => held.push({ statement, settle, fail })));
    waiting.push(held);
    return Promise.all(answers);
  };

  const one = async (statement: D1PreparedStatement) => (await hold([statement]))[0] as D1Result;

  // Statements handed to batch() must be the ones below this wrapper: remember each wrapper's.
  const originals = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; read: boolean }>();
  const unwrap = (statement: D1PreparedStatement) => originals.get(statement)?.statement ?? statement;

  const wrap = (sql: string, statement: D1PreparedStatement): D1PreparedStatement => {
    const read = isRead(sql);
    const wrapper = {
      bind: (...values: unknown[]) => wrap(sql, statement.bind(...values)),
      all: <T>() => (read ? one(statement) : statement.all<T>()),
      first: async (column?: string) => {
        if (read) return firstOf(await one(statement), column);
        return column === undefined ? statement.first() : statement.first(column);
      },
      run: <T>() => statement.run<T>(),
      raw: async (options?: { columnNames?: boolean }) => {
        if (!read) return statement.raw(options as { columnNames: true });
        const columns = columnsBySql.get(sql);
        if (!columns) {
          // Run alone once with its column names: the batch answers in objects, where two columns with one name (a
          // join's two `id`s) would collapse, so a raw() read is batched only once its columns are known.
          const rows = await statement.raw({ columnNames: true });
          const [names = [], ...values] = rows as unknown[][];
          if (columnsBySql.size < REMEMBERED && new Set(names).size === names.length) columnsBySql.set(sql, names as string[]);
          return options?.columnNames ? rows : values;
        }
        const result = await one(statement);
        const values = (result.results as Record<string, unknown>[]).map((row) => columns.map((name) => row[name]));
        return options?.columnNames ? [columns, ...values] : values;
      },
    };
    originals.set(wrapper as unknown as D1PreparedStatement, { statement, read });
    return wrapper as unknown as D1PreparedStatement;
  };

  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") return (sql: string) => wrap(sql, target.prepare(sql));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const inner = statements.map(unwrap);
          // A batch joins the held statements, reads or writes, and stays one transaction with them: should the whole
          // send fail, each batch is sent again alone (nothing of the failed send was written), so each caller gets
          // the answer D1 would give its own batch.
          return inner.length > 0 ? hold(inner) : target.batch(inner);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
