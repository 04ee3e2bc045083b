// Hostile input against the USSD gateway's callback (PRODUCT.md, "Feature phones"): whatever the form holds (broken
// fields, unicode edge cases, huge or empty text, other content types), the answer is 200 plain text `CON `/`END `
// within one GSM-7 screen, never a 5xx, and nothing is written; without the key it is a 404 that writes nothing.
// The JSON sweep (test/hostile-input.test.ts) expects 4xx answers, which this route never gives, so it has its own;
// it takes seconds and needs no pages, so it runs in the api project.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fitsScreen } from "../worker/services/gsm7";
import { loadTables, tableCounts } from "./hostile-sweep";
import { call, unique, uniquePhone } from "./http";
import { GATEWAY_KEY } from "./ussd";

beforeAll(async () => {
  await loadTables();
});

const edge = fc.constantFrom("\ud800", "\u0000", "\u202e", "👩🏾‍🌾", "e\u0301".repeat(40), "<script>", "%", "&", "=", "*", "**", "#", "+");
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .array(fc.constantFrom("0", "1", "2", "3", "4", "5", "9", "12", "98", "99", "1234", "abc", ""), { maxLength: 12 })
    .map((parts) => parts.join("*")),
  fc.constant("1*".repeat(400)),
  edge,
);
const phone = fc.oneof(
  fc.constant(uniquePhone()),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "+234", "0803", "+2348031234567890"),
  edge,
);
const fields = fc.record(
  {
    sessionId: fc.oneof(fc.string({ maxLength: 40 }), edge, fc.constant("s".repeat(300))),
    phoneNumber: phone,
    text,
    serviceCode: fc.oneof(fc.string(), edge),
  },
  { requiredKeys: [] },
);
const bodies = fc.oneof(
  fields.map((form) => ({
    type: "application/x-www-form-urlencoded",
    raw: new URLSearchParams(form as Record<string, string>).toString(),
  })),
  fields.map((form) => ({ type: "application/json", raw: JSON.stringify(form) })),
  fc.string({ maxLength: 60 }).map((raw) => ({ type: "application/x-www-form-urlencoded", raw })),
  fc
    .constantFrom("text/plain", "multipart/form-data; boundary=x", "")
    .map((type) => ({ type, raw: "sessionId=a&phoneNumber=%2B2348031234567&text=1" })),
);

describe("hostile input to POST /api/ussd", () => {
  it("answers one GSM-7 screen, never a 5xx, and writes nothing", async () => {
    const problems: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(bodies, async ({ type, raw }) => {
          const before = await tableCounts();
          const headers: Record<string, string> = { "cf-connecting-ip": unique().address };
          if (type) headers["content-type"] = type;
          const result = await call("POST", `/api/ussd?key=${GATEWAY_KEY}`, { rawBody: raw, headers });
          const after = await tableCounts();
          const ok = result.status === 200 && /^(CON|END) /.test(result.text) && fitsScreen(result.text) && before === after;
          if (!ok)
            problems.push(
              `${type} ${raw.slice(0, 80)}: ${result.status} ${result.text.slice(0, 80)}${before === after ? "" : " [D1 changed]"}`,
            );
          return ok;
        }),
        { numRuns: 80, seed: 20261127 },
      )
      .catch((error) => problems.push(String(error).slice(0, 400)));
    expect(problems).toEqual([]);
  }, 300_000);

  it("never moves a known seller's order on hostile texts under 4 My orders without the PIN", async () => {
    const seller = uniquePhone();
    const form = (text: string, sessionId = `h-${crypto.randomUUID()}`) => ({
      rawBody: new URLSearchParams({ sessionId, phoneNumber: seller, text }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
    });
    // A farmer registered by USSD with PIN 4321 (never among the generated tokens), with one waiting request.
    await call("POST", `/api/ussd?key=${GATEWAY_KEY}`, form("5*1*1*Hostile Seller*20*4321*4321"));
    const buyerEmail = `hostile-${crypto.randomUUID()}@example.ng`;
    await env.DB.prepare("INSERT INTO users (email, password_hash, full_name, role) VALUES (?, 'x', 'Hostile Buyer', 'buyer')")
      .bind(buyerEmail)
      .run();
    const ids = await env.DB.prepare(
      "SELECT u.id AS seller, (SELECT id FROM users WHERE email = ?) AS buyer FROM users u WHERE u.phone = ? AND u.phone_confirmed = 1",
    )
      .bind(buyerEmail, seller)
      .first<{ seller: number; buyer: number }>();
    const listing = await env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, quantity, state, status) VALUES (?, 'Maize', 'crops', 'maize', 100, 'bag', 5, 'kano', 'approved') RETURNING id",
    )
      .bind(ids?.seller)
      .first<{ id: number }>();
    const order = await env.DB.prepare(
      "INSERT INTO purchase_requests (listing_id, buyer_id, seller_id, quantity) VALUES (?, ?, ?, 1) RETURNING id",
    )
      .bind(listing?.id, ids?.buyer, ids?.seller)
      .first<{ id: number }>();
    const tokens = fc.array(fc.constantFrom("0", "1", "2", "3", "4", "98", "99", "1234", "abc", "", "\u0000", "👩🏾‍🌾"), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(tokens, async (parts) => {
        const result = await call("POST", `/api/ussd?key=${GATEWAY_KEY}`, form(["4", ...parts].join("*")));
        expect(result.status).toBe(200);
        expect(fitsScreen(result.text), result.text).toBe(true);
        const row = await env.DB.prepare("SELECT status FROM purchase_requests WHERE id = ?").bind(order?.id).first<{ status: string }>();
        expect(row?.status).toBe("pending");
      }),
      { numRuns: 40, seed: 20261127 },
    );
  }, 120_000);

  it("answers 404 to any key but the gateway's, writing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 50 }),
          edge.filter((key) => key !== "\ud800"),
        ),
        async (key) => {
          fc.pre(key !== GATEWAY_KEY);
          const before = await tableCounts();
          const result = await call("POST", `/api/ussd?key=${encodeURIComponent(key)}`, {
            rawBody: new URLSearchParams({ sessionId: "k", phoneNumber: uniquePhone(), text: "5*1*1*Amina Bello*20*1234*1234" }).toString(),
            headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": unique().address },
          });
          expect(result.status).toBe(404);
          expect(await tableCounts()).toBe(before);
        },
      ),
      { numRuns: 30, seed: 20261127 },
    );
  }, 120_000);
});
