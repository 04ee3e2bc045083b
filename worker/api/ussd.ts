// The USSD gateway's callback (PRODUCT.md, "Feature phones"; ADR 076): `POST /api/ussd?key=…`, form-encoded
// sessionId, serviceCode, phoneNumber, networkCode and text; answers 200 text/plain starting `CON ` or `END `.
// A wrong or missing key is a 404 that reads nothing (and is counted); anything else it cannot use ends the session
// with an apology, never a 5xx (the gateway would show the caller its own error).
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { gatewayGuard } from "../http/gateway-guard";
import { listingLeavesPublicView } from "../http/global-purge";
import { isLanguage, type Language } from "../languages";
import { paymentProviderFor } from "../services/payments";
import { normalizeNigerianPhone } from "../services/phone";
import { answer } from "../services/ussd/screens";
import { answerUssd } from "../services/ussd/session";
import { USSD_TEXTS } from "../services/ussd/texts";

/** A session's text longer than this was not typed on a keypad (a USSD input line holds 182 characters). */
const MAX_TEXT = 400;

const plain = (c: Context<AppEnv>, body: string) => c.text(body, 200, { "content-type": "text/plain; charset=utf-8" });

/** The language of the account holding this confirmed number, for an apology; English when unknown or unreadable. */
async function languageOf(db: Database, phone: string | null): Promise<Language> {
  if (phone === null) return "en";
  try {
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.phoneConfirmed, true)))
      .limit(1);
    return isLanguage(row?.language) ? row.language : "en";
  } catch {
    return "en";
  }
}

const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === "string" ? (form[name] as string) : undefined);

// The key (404, counted) and the per-phone budget (past it, the apology): worker/http/gateway-guard.ts (ADR 079).
const guard = gatewayGuard({
  route: "ussd",
  phoneField: "phoneNumber",
  overBudget: async (c) => {
    const phone = normalizeNigerianPhone(field(await c.req.parseBody(), "phoneNumber") ?? "");
    return plain(c, answer(true, USSD_TEXTS[await languageOf(c.var.db, phone)].failed));
  },
});

/** Mounted at /api/ussd. */
export const ussdRoutes = new Hono<AppEnv>().post("/", guard, async (c) => {
  let form: Record<string, unknown> = {};
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const sessionId = field(form, "sessionId")?.trim() ?? "";
  const phone = normalizeNigerianPhone(field(form, "phoneNumber") ?? "");
  const text = field(form, "text");
  const serviceCode = field(form, "serviceCode")?.trim() ?? "";
  if (sessionId === "" || sessionId.length > 200 || phone === null || text === undefined || text.length > MAX_TEXT)
    return plain(c, answer(true, USSD_TEXTS[await languageOf(c.var.db, phone)].failed));
  try {
    const effects = {
      delivery: deliveryFrom(c),
      leavesPublicView: (listingId: number) => listingLeavesPublicView(c, listingId),
      // The web's purchase-request budget, under the same key: USSD and web requests share it.
      mayRequest: async (buyerId: number) => (await c.env.PURCHASE_REQUEST_LIMITER.limit({ key: `purchase:${buyerId}` })).success,
      // Held money released by the buyer's receipt or the seller's handover code (ADR 091).
      payments: { provider: paymentProviderFor(c.env).provider, secret: c.env.JWT_SECRET },
    };
    return plain(c, await answerUssd(c.var.db, { sessionId, phone, serviceCode: serviceCode.slice(0, 40), text }, new Date(), effects));
  } catch (error) {
    console.error("USSD answer failed", error);
    return plain(c, answer(true, USSD_TEXTS[await languageOf(c.var.db, phone)].failed));
  }
});
