// The SMS gateway's callbacks (PRODUCT.md, "Feature phones"; ADR 079), both behind the gateway guard (the key, counted
// when wrong; a per-phone budget for inbound SMS):
// - `POST /api/sms/inbound?key=…` (form: from, to, text, date, id, linkId): a keyword; the answer goes out by SMS.
// - `POST /api/sms/delivery?key=…` (form: id, status, phoneNumber, networkCode, failureReason, retryCount): the outbox
//   message with that gateway id takes the status. An unknown id is a 200 that changes nothing (the gateway would
//   retry anything else, and an id it made up or one from before the id was stored will never become known).
// A body without the fields the gateway always sends is a 400 with a code; nothing the gateway sends is ever a 5xx.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { badRequest } from "../http/errors";
import { gatewayGuard } from "../http/gateway-guard";
import { listingLeavesPublicView } from "../http/global-purge";
import { startDelivery } from "../services/outbox";
import { paymentProviderFor } from "../services/payments";
import { normalizeNigerianPhone } from "../services/phone";
import { GATEWAY_STATUSES, type GatewayStatus, recordDeliveryReport } from "../services/sms/delivery-reports";
import { answerInboundSms, claimInboundSms, queueSmsAnswer, releaseInboundSms } from "../services/sms/inbound";

/** An inbound SMS longer than this is no keyword (the gateway joins a long message's parts: 10 parts at most). */
const MAX_TEXT = 1600;

async function formOf(c: { req: { parseBody: () => Promise<Record<string, unknown>> } }): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === "string" ? (form[name] as string) : undefined);

/** Mounted at /api/sms. */
export const smsRoutes = new Hono<AppEnv>()
  .post("/inbound", gatewayGuard({ route: "sms_inbound", phoneField: "from" }), async (c) => {
    const form = await formOf(c);
    const from = normalizeNigerianPhone(field(form, "from") ?? "");
    const text = field(form, "text");
    if (from === null) throw badRequest("invalid_request", { from: "invalid_value" });
    if (text === undefined || text.length > MAX_TEXT)
      throw badRequest("invalid_request", { text: text === undefined ? "value_required" : "value_too_long" });
    // The gateway's own id of the message: the same id again is the gateway resending it, answered once.
    const gatewayId = field(form, "id")?.trim().slice(0, 100) ?? "";
    try {
      if (gatewayId !== "" && !(await claimInboundSms(c.var.db, gatewayId, new Date()))) return c.json({ received: true, duplicate: true });
      const ctx = {
        db: c.var.db,
        delivery: deliveryFrom(c),
        leftPublicView: (id: number) => listingLeavesPublicView(c, id),
        // `CODE <code>` releases held money (ADR 091).
        payments: { provider: paymentProviderFor(c.env).provider, secret: c.env.JWT_SECRET },
      };
      const answer = await answerInboundSms(ctx, { from, text });
      if (await queueSmsAnswer(c.var.db, from, answer)) startDelivery(c);
      return c.json({ received: true });
    } catch (error) {
      // D1 failing: the gateway would only resend the same SMS into the same failure, so it hears 200 (logged).
      console.error("Inbound SMS failed", error);
      if (gatewayId !== "") await releaseInboundSms(c.var.db, gatewayId);
      return c.json({ received: false });
    }
  })

  .post("/delivery", gatewayGuard({ route: "sms_delivery" }), async (c) => {
    const form = await formOf(c);
    const id = field(form, "id")?.trim() ?? "";
    const status = field(form, "status")?.trim() ?? "";
    if (id === "" || id.length > 100) throw badRequest("invalid_request", { id: id === "" ? "value_required" : "value_too_long" });
    if (!(GATEWAY_STATUSES as readonly string[]).includes(status)) throw badRequest("invalid_request", { status: "invalid_value" });
    const reason = field(form, "failureReason")?.trim().slice(0, 100) || null;
    try {
      const matched = await recordDeliveryReport(c.var.db, { gatewayId: id, status: status as GatewayStatus, failureReason: reason });
      return c.json({ received: true, matched });
    } catch (error) {
      console.error("Delivery report failed", error);
      return c.json({ received: false, matched: false });
    }
  });
