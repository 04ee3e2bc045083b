// Hostile input against the SMS gateway's callbacks (PRODUCT.md, "Feature phones"; ADR 079): whatever the form holds
// (broken fields, unicode edge cases, huge text, other content types), the answer is a 200, or a 4xx {error, code} that
// changed nothing; never a 5xx. A delivery report for an id Gona never sent changes nothing at all, and without the key
// both answer 404 and change nothing (the refusal is only counted). Like the USSD sweep, it runs in the api project.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { errorShapeProblem } from "./error-shape";
import { loadTables, tableCounts } from "./hostile-sweep";
import { call, unique, uniquePhone } from "./http";
import { GATEWAY_KEY } from "./ussd";

beforeAll(async () => {
  await loadTables();
});

const edge = fc.constantFrom("\ud800", "\u0000", "\u202e", "👩🏾‍🌾", "e\u0301".repeat(40), "<script>", "%", "&", "=", "+", "YES 1234567");
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("YES", "NO 00000", "PRICE", "PRICE maize kano lagos", "STOPSTART", "HELP ".repeat(50), "x".repeat(2000)),
  edge,
);
const phone = fc.oneof(
  fc.constant("").map(() => uniquePhone()),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "+234", "0803"),
  edge,
);
const inboundFields = fc.record(
  { from: phone, to: fc.oneof(fc.string(), edge), text, id: fc.string(), linkId: edge },
  { requiredKeys: [] },
);
const reportFields = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 30 }), fc.constant("i".repeat(300)), edge),
    status: fc.oneof(fc.constantFrom("Sent", "Success", "Failed", "Rejected", "success", ""), edge),
    phoneNumber: phone,
    failureReason: fc.oneof(fc.string(), edge, fc.constant("r".repeat(5000))),
    retryCount: fc.oneof(fc.string(), fc.constant("-1")),
  },
  { requiredKeys: [] },
);
const bodies = (fields: fc.Arbitrary<Record<string, string>>) =>
  fc.oneof(
    fields.map((form) => ({ type: "application/x-www-form-urlencoded", raw: new URLSearchParams(form).toString() })),
    fields.map((form) => ({ type: "application/json", raw: JSON.stringify(form) })),
    fc.string({ maxLength: 60 }).map((raw) => ({ type: "application/x-www-form-urlencoded", raw })),
    fc.constantFrom("text/plain", "multipart/form-data; boundary=x", "").map((type) => ({ type, raw: "from=%2B2348031234567&text=HELP" })),
  );

async function sweep(path: string, fields: fc.Arbitrary<Record<string, string>>, writesNothing: boolean) {
  const problems: string[] = [];
  await fc
    .assert(
      fc.asyncProperty(bodies(fields), async ({ type, raw }) => {
        const before = await tableCounts();
        const headers: Record<string, string> = { "cf-connecting-ip": unique().address };
        if (type) headers["content-type"] = type;
        const result = await call("POST", `${path}?key=${GATEWAY_KEY}`, { rawBody: raw, headers });
        const after = await tableCounts();
        const refused = result.status >= 400 && result.status < 500;
        const shape = refused ? (result.json === null ? "not JSON" : errorShapeProblem(result.status, result.json)) : null;
        const unchanged = before === after || (!refused && !writesNothing);
        const ok = (result.status === 200 || refused) && shape === null && unchanged;
        if (!ok)
          problems.push(
            `${type} ${raw.slice(0, 80)}: ${result.status} ${result.text.slice(0, 80)}${unchanged ? "" : " [D1 changed]"}${shape ?? ""}`,
          );
        return ok;
      }),
      { numRuns: 60, seed: 20261127 },
    )
    .catch((error) => problems.push(String(error).slice(0, 400)));
  expect(problems).toEqual([]);
}

describe("hostile input to the SMS gateway's callbacks", () => {
  it("POST /api/sms/inbound answers 200 or a 4xx {error, code} that changed nothing, never a 5xx", async () => {
    await sweep("/api/sms/inbound", inboundFields as fc.Arbitrary<Record<string, string>>, false);
  }, 300_000);

  it("POST /api/sms/delivery answers 200 or a 4xx {error, code}, never a 5xx, and an unknown id changes nothing", async () => {
    await sweep("/api/sms/delivery", reportFields as fc.Arbitrary<Record<string, string>>, true);
  }, 300_000);

  it("answers 404 to any key but the gateway's, changing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 50 }), fc.constantFrom("/api/sms/inbound", "/api/sms/delivery"), async (key, path) => {
        fc.pre(key !== GATEWAY_KEY);
        const before = await tableCounts();
        const result = await call("POST", `${path}?key=${encodeURIComponent(key)}`, {
          rawBody: new URLSearchParams({ from: uniquePhone(), text: "HELP", id: "x", status: "Success" }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
        });
        expect(result.status).toBe(404);
        expect(await tableCounts()).toBe(before);
      }),
      { numRuns: 30, seed: 20261127 },
    );
  }, 120_000);
});
