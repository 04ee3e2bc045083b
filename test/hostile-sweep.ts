// The hostile-input sweeps' shared parts: fast-check's hostile JSON bodies, the D1 row counts compared around each
// refused request, and the per-route API sweep (test/hostile-input.test.ts; the page forms' sweep uses the row counts
// in test/hostile-pages.test.ts). The API sweep is one file again: @cloudflare/vitest-plugin fixed the stack overflow
// after a few thousand calls in one file (cloudflare/workers-sdk#15092) that once split it in two (ADR 045).
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callAs, type Row, world } from "./api-routes";
import { errorShapeProblem } from "./error-shape";
import { fastUser } from "./fast-users";

const RUNS_PER_ROUTE = 30;

let tables: string[] = [];

/** Reads the application tables once per file (before the first comparison). */
export async function loadTables(): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT LIKE '%_fts_%'",
  ).all<{ name: string }>();
  // A refused gateway callback is counted (gateway_refusals, ADR 079): that count is the refusal working, not a change.
  tables = results.map((row) => row.name).filter((name) => name !== "gateway_refusals");
}

/** Row counts of every application table, compared before and after each refused request. */
export async function tableCounts(): Promise<string> {
  const query = `SELECT ${tables.map((name) => `(SELECT count(*) FROM "${name}") AS "${name}"`).join(", ")}`;
  return JSON.stringify(await env.DB.prepare(query).first());
}

const unicodeEdge = fc.constantFrom(
  "\ud800",
  "\udfff",
  "\u202e\u0645\u0632\u0631\u0639\u0629",
  "\u200b\u200d\ufeff",
  "e\u0301".repeat(40),
  "👩🏾‍🌾🌽",
  "\u0000",
  "<script>alert(1)</script>",
);
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const notANumber = fc.oneof(
  fc.constantFrom("abc", "", "12kg", "NaN", "Infinity"),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.constant({}),
);

/** Hostile variants of a valid body; each one is invalid in at least one way the API must refuse. */
function hostileBodies(valid: Record<string, unknown>, spec: NonNullable<Row["hostile"]>): fc.Arbitrary<{ kind: string; raw: string }> {
  const keys = Object.keys(valid);
  const json = (value: unknown) => JSON.stringify(value);
  const stringKeys = keys.filter((key) => typeof valid[key] === "string");
  const numberKeys = keys.filter((key) => typeof valid[key] === "number");
  const arbitraries: fc.Arbitrary<{ kind: string; raw: string }>[] = [
    fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => {
        try {
          const parsed = JSON.parse(text);
          return parsed === null || typeof parsed !== "object" || Array.isArray(parsed);
        } catch {
          return true;
        }
      })
      .map((raw) => ({ kind: "malformed or non-object JSON", raw })),
    fc.constantFrom("{", '{"a":', "[1,2]", "null", '"text"', "42", "{}garbage").map((raw) => ({ kind: "broken JSON", raw })),
    fc
      .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), unicodeEdge), fc.oneof(fc.jsonValue(), unicodeEdge))
      .filter(([key]) => !keys.includes(key))
      .map(([key, value]) => ({ kind: "unknown field", raw: json({ ...valid, [key]: value }) })),
    fc.constant({ kind: "huge body", raw: json({ ...valid, [stringKeys[0] ?? "x"]: "ẞ".repeat(70_000) }) }),
  ];
  if (spec.required.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...spec.required)
        .map((key) => ({ kind: "missing field", raw: json(Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))) })),
    );
  }
  for (const key of stringKeys) {
    arbitraries.push(notAString.map((value) => ({ kind: `wrong type for ${key}`, raw: json({ ...valid, [key]: value }) })));
    // Duplicate keys: the last one wins in JSON.parse, and it is the hostile one.
    arbitraries.push(
      notAString.map((value) => ({ kind: `duplicate ${key}`, raw: `${json(valid).slice(0, -1)},${json(key)}:${json(value)}}` })),
    );
  }
  for (const key of numberKeys) {
    arbitraries.push(notANumber.map((value) => ({ kind: `wrong type for ${key}`, raw: json({ ...valid, [key]: value }) })));
  }
  for (const key of spec.nonNegative ?? []) {
    arbitraries.push(
      fc
        .oneof(
          fc.integer({ max: -1 }), // -Infinity is left out: JSON.stringify makes it null ("not given"); 1e999 is the non-finite case.
          fc.double({ max: -0.001, noNaN: true, noDefaultInfinity: true }),
          fc.constant("1e999"),
        )
        .map((value) => ({
          kind: `negative or non-finite ${key}`,
          raw: value === "1e999" ? `${json(valid).slice(0, -1)},${json(key)}:1e999}` : json({ ...valid, [key]: value }),
        })),
    );
  }
  for (const [key, max] of Object.entries(spec.atMost ?? {})) {
    // Just past the bound, far past it (where kobo leave the safe integers), and too many decimals for a quantity.
    const tooLarge = fc.oneof(
      fc.double({ min: max + 1, max: 1e300, noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(max + 1, 1e9, 1e19),
    );
    arbitraries.push(tooLarge.map((value) => ({ kind: `${key} above ${max}`, raw: json({ ...valid, [key]: value }) })));
  }
  return fc.oneof(...arbitraries);
}

/** The routes with a hostile spec. */
export function hostileRows(rows: Row[]): Row[] {
  return rows.filter((row) => row.hostile);
}

/** One test per route, each with its own guard, so a busy machine slows the sweep down but never fails it. */
export function hostileApiSweep(rows: Row[]): void {
  describe("hostile input sweep: every hostile body gets a 4xx {error, code}, never a 5xx, and changes nothing", () => {
    it.each(rows)(
      "$method $route",
      async (row) => {
        let tried = 0;
        const problems: string[] = [];
        const spec = row.hostile as NonNullable<Row["hostile"]>;
        const prepared = await row.prepare(world);
        const valid = prepared.body as Record<string, unknown>;
        await fc
          .assert(
            fc.asyncProperty(hostileBodies(valid, spec), async ({ kind, raw }) => {
              // Routes limited per user get a fresh caller each time, so every body reaches validation (never a 429).
              const token = spec.freshUserPerRequest
                ? (await fastUser(spec.as === "buyer" || spec.as === "supplier" || spec.as === "admin" ? spec.as : "farmer")).token
                : undefined;
              const before = await tableCounts();
              const result = await callAs(spec.as, row, prepared, { rawBody: raw, token });
              tried++;
              const after = await tableCounts();
              // A 429 would mean the body never reached validation: the sweep would be testing the limiter, not the route.
              const shape = result.json === null ? "not JSON" : errorShapeProblem(result.status, result.json);
              const ok = result.status >= 400 && result.status < 500 && result.status !== 429 && shape === null && before === after;
              if (!ok)
                problems.push(
                  `${row.method} ${row.route} (${kind}): ${result.status} ${result.text.slice(0, 120)}${before === after ? "" : " [D1 changed]"}${shape ? ` [${shape}]` : ""}`,
                );
              return ok;
            }),
            { numRuns: RUNS_PER_ROUTE, seed: 20261122 },
          )
          .catch((error) => problems.push(`${row.method} ${row.route}: ${String(error).slice(0, 400)}`));
        expect(tried).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      },
      300_000,
    );
  });
}
