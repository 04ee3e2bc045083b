// Hostile input against every JSON route that takes a body: malformed JSON, wrong types, huge strings,
// negative, non-finite and out-of-range numbers, unicode edge cases, duplicate keys, missing and unknown fields.
// Every answer must be a 4xx with {"error", "code"} (and `field_codes` beside `fields`), never a 5xx, and a refused
// request must change nothing in D1. The sweep's parts are in test/hostile-sweep.ts.
import { beforeAll } from "vitest";
import { ROWS, setUpWorld } from "./api-routes";
import { hostileApiSweep, hostileRows, loadTables } from "./hostile-sweep";

beforeAll(async () => {
  await setUpWorld();
  await loadTables();
});

hostileApiSweep(hostileRows(ROWS));
