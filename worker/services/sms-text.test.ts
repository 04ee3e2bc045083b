// Names in SMS sent under Gona's sender id: a buyer's name or a listing's title cannot carry a link, a phone number or a
// line break, is cut short, and the fixed words say it is a buyer's name (issue 32, finding 9).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniquePhone } from "../../test/http";
import { LANGUAGES } from "../languages";
import { deliverNow } from "./notification-delivery";
import { SMS_NAME_MAX, SMS_TITLE_MAX, smsSafeText } from "./sms-text";

const HOSTILE_NAME = "ACCOUNT LOCKED.\nVerify at gona-help.example/x or call +234 803 123 4567 now";
const HOSTILE_TITLE = "Maize\r\nhttps://evil.example/pay?x=1 call 0803-123-4567 «NOW»";

/** What an SMS body must never carry from a user's text. */
function expectNoSmuggling(sms: string) {
  // Gona's own link to the order is the only link an alert carries.
  const text = sms.replace(/ http:\/\/localhost:8787\/orders$/, "");
  expect(text).not.toMatch(/https?:|www\.|\.example|@/i);
  expect(text).not.toMatch(/\d[\d\s().-]{5,}\d/);
  expect(text).not.toMatch(/[\r\n\u2028\u2029]/);
}

/** A farmer who opted in to SMS alerts, and a notification as the purchase request writes it. */
async function alertedSeller(language: string, type: string, params: Record<string, unknown>) {
  const phone = uniquePhone();
  const user = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, full_name, role, phone, phone_confirmed, language) VALUES (?, 'x', 'Seller', 'farmer', ?, 1, ?) RETURNING id",
  )
    .bind(`sms-${crypto.randomUUID()}@example.ng`, phone, language)
    .first<{ id: number }>();
  const userId = user?.id as number;
  await env.DB.prepare("INSERT INTO notification_preferences (user_id, type, push, sms) VALUES (?, ?, 0, 1)").bind(userId, type).run();
  const note = await env.DB.prepare("INSERT INTO notifications (user_id, type, params, url) VALUES (?, ?, ?, '/orders') RETURNING id")
    .bind(userId, type, JSON.stringify(params))
    .first<{ id: number }>();
  await deliverNow({ env, ctx: { waitUntil: () => undefined }, origin: "http://localhost:8787" }, [note?.id as number]);
  const sms = await env.DB.prepare("SELECT body FROM outbound_messages WHERE user_id = ? AND kind = 'alert'")
    .bind(userId)
    .all<{ body: string }>();
  return sms.results.map((row) => row.body);
}

describe("user-chosen text in SMS", () => {
  it("loses links, phone numbers and breaks, and is cut short", () => {
    const name = smsSafeText(HOSTILE_NAME, SMS_NAME_MAX);
    expectNoSmuggling(name);
    expect(Array.from(name).length).toBeLessThanOrEqual(SMS_NAME_MAX);
    expect(name).toBe("ACCOUNT LOCKED. Verify…");
    const title = smsSafeText(HOSTILE_TITLE, SMS_TITLE_MAX);
    expectNoSmuggling(title);
    expect(title).not.toMatch(/[«»“”"]/);
    expect(Array.from(title).length).toBeLessThanOrEqual(SMS_TITLE_MAX);
  });

  it("keeps ordinary names and titles as they are", () => {
    expect(smsSafeText("Hauwa Sani", SMS_NAME_MAX)).toBe("Hauwa Sani");
    expect(smsSafeText("St. John's farm", SMS_NAME_MAX)).toBe("St. John's farm");
    expect(smsSafeText("Maize 2026 harvest, 50 bags", SMS_TITLE_MAX)).toBe("Maize 2026 harvest, 50 bags");
    expect(smsSafeText("Ọka ọcha sitere n'Enugu", SMS_TITLE_MAX)).toBe("Ọka ọcha sitere n'Enugu");
    expect(smsSafeText("\u202e\u200b", SMS_NAME_MAX)).toBe("…");
  });

  it.each(LANGUAGES)("%s: the purchase-request SMS names the buyer as the buyer, with no link or number of theirs", async (language) => {
    const [body] = await alertedSeller(language, "purchase_request.created", { buyer: HOSTILE_NAME, listing: HOSTILE_TITLE });
    expect(body).toBeDefined();
    const text = body as string;
    expect(text.startsWith("Gona: ")).toBe(true);
    expect(text.endsWith(" http://localhost:8787/orders")).toBe(true);
    expectNoSmuggling(text);
    // The name stands in quotes after the fixed word for "buyer", never first after "Gona:" (straight quotes and "...":
    // every SMS is stored in GSM-7, ADR 081).
    expect(text).not.toMatch(/^Gona: ACCOUNT/);
    expect(text).toContain('"ACCOUNT LOCKED. Verify..."');
    if (language === "en")
      expect(text).toBe(
        'Gona: New purchase request: buyer "ACCOUNT LOCKED. Verify..." wants to buy "Maize call NOW". http://localhost:8787/orders',
      );
  });

  it("cleans the listing title in the SMS of the seller's answer too", async () => {
    const [body] = await alertedSeller("en", "purchase_request.updated", { listing: HOSTILE_TITLE, status: "accepted" });
    expect(body).toMatch(/^Gona: The seller accepted your request for "Maize/);
    expectNoSmuggling(body as string);
  });
});
