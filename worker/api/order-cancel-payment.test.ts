// An order whose money is in play cannot be cancelled (ADR 088): the buyer's payment open (its transfer account not
// expired) or the money held. Refused with its own code on the web, and in the write itself for every channel.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptedOrder, heldPayment, moveOrder, paymentState, pendingPayment } from "../../test/payments";
import { database } from "../db/client";
import { moveRequest } from "../services/order-moves";

const orderRow = (id: number) =>
  env.DB.prepare("SELECT status, holds_stock FROM purchase_requests WHERE id = ?")
    .bind(id)
    .first<{ status: string; holds_stock: number }>();

describe("cancelling an order whose money is in play", () => {
  it("is refused while the buyer's payment is open, and the order stays accepted", async () => {
    const { buyer, id, reference } = await pendingPayment();
    const refused = await moveOrder(buyer.token, id, "cancelled");
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("order_payment_in_progress");
    expect(await orderRow(id)).toMatchObject({ status: "accepted" });
    expect((await paymentState(reference)).payment.status).toBe("pending");
  });

  it("is refused while the money is held", async () => {
    const { buyer, id, reference } = await heldPayment();
    const refused = await moveOrder(buyer.token, id, "cancelled");
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("order_payment_in_progress");
    expect(await orderRow(id)).toMatchObject({ status: "accepted" });
    expect((await paymentState(reference)).payment.status).toBe("held");
  });

  it("is allowed once an unpaid payment's transfer account has expired", async () => {
    const { buyer, id, reference } = await pendingPayment();
    await env.DB.prepare("UPDATE payments SET transfer_expires_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?").bind(reference).run();
    const cancelled = await moveOrder(buyer.token, id, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe("cancelled");
  });

  it("is allowed with no payment at all, as before", async () => {
    const { buyer, id } = await acceptedOrder();
    expect((await moveOrder(buyer.token, id, "cancelled")).status).toBe(200);
  });

  it("never lands in the write, whichever channel asks (USSD and SMS share the move): the stock stays reserved", async () => {
    const { id, listingId } = await heldPayment({ stock: 10 });
    const before = await env.DB.prepare("SELECT quantity, reserved_quantity FROM listings WHERE id = ?").bind(listingId).first();
    expect(before).toEqual({ quantity: 7, reserved_quantity: 3 });
    const move = { id, listingId, quantity: 3, from: "accepted" as const, to: "cancelled" as const, side: "buyer" as const };
    const { moved } = await moveRequest(database(env.DB), move);
    expect(moved).toBe(false);
    expect(await orderRow(id)).toMatchObject({ status: "accepted" });
    expect(await env.DB.prepare("SELECT quantity, reserved_quantity FROM listings WHERE id = ?").bind(listingId).first()).toEqual(before);
  });
});
