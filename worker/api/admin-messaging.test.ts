// Messages not delivered, for admins (issue #35, ADR 079): a DND refusal and a rejected sender id reported by the
// gateway, and refused gateway callbacks, are visible at GET /api/admin/messaging/failures and in the dashboard stats.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, uniquePhone } from "../../test/http";
import { gatewayPost } from "../../test/sms";
import { GATEWAY_KEY } from "../../test/ussd";
import { maskRecipient } from "../services/messaging-failures";

async function registerAdmin() {
  const account = await fastAccount("buyer");
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(account.user.id).run();
  return account;
}

/** An SMS the gateway accepted, then its delivery report. */
async function reported(phone: string, status: string, failureReason = "") {
  const gatewayId = `ATXid_${crypto.randomUUID()}`;
  const row = await env.DB.prepare(
    "INSERT INTO outbound_messages (channel, recipient, kind, body, status, attempts, sent_at, gateway_message_id) VALUES ('sms', ?, 'alert', 'Gona: hi', 'sent', 1, ?, ?) RETURNING id",
  )
    .bind(phone, new Date().toISOString(), gatewayId)
    .first<{ id: number }>();
  const answer = await gatewayPost("/api/sms/delivery", { id: gatewayId, status, phoneNumber: phone, failureReason, retryCount: "0" });
  expect(answer.json).toEqual({ received: true, matched: true });
  return row?.id as number;
}

type Failure = { id: number; recipient: string; reason: string | null; status: string; gateway_status: string | null };

describe("GET /api/admin/messaging/failures", () => {
  it("lists a DND failure and a rejected sender id masked, not a delivered message, and counts refused callbacks", async () => {
    const admin = await registerAdmin();
    const before = await call("GET", "/api/admin/messaging/failures", { token: admin.token });
    expect(before.status).toBe(200);
    const refusedBefore = before.json.refused_callbacks_24h as number;

    const dndPhone = uniquePhone();
    const dnd = await reported(dndPhone, "Failed", "UserInBlackList");
    const sender = await reported(uniquePhone(), "Rejected", "InvalidSenderId");
    const delivered = await reported(uniquePhone(), "Success");
    // A callback with a wrong key is refused (404) and counted.
    expect((await gatewayPost("/api/sms/delivery", { id: "x", status: "Success" }, `${GATEWAY_KEY}x`)).status).toBe(404);

    const after = await call("GET", "/api/admin/messaging/failures", { token: admin.token });
    expect(after.status).toBe(200);
    const failures = after.json.failures as Failure[];
    const dndRow = failures.find((row) => row.id === dnd);
    expect(dndRow).toMatchObject({ status: "failed", gateway_status: "Failed", reason: "UserInBlackList", channel: "sms", kind: "alert" });
    expect(dndRow?.recipient).toBe(`${dndPhone.slice(0, 7)}***${dndPhone.slice(-4)}`);
    expect(JSON.stringify(after.json)).not.toContain(dndPhone);
    expect(failures.find((row) => row.id === sender)).toMatchObject({ gateway_status: "Rejected", reason: "InvalidSenderId" });
    expect(failures.some((row) => row.id === delivered)).toBe(false);
    // Newest first.
    expect(failures.findIndex((row) => row.id === sender)).toBeLessThan(failures.findIndex((row) => row.id === dnd));
    expect(after.json.refused_callbacks_24h).toBe(refusedBefore + 1);

    // The dashboard's stats carry the same answer, so the panel shows it without another call.
    const stats = await call("GET", "/api/admin/dashboard/stats", { token: admin.token });
    expect(stats.json.messaging).toEqual(after.json);
  });

  it("leaves out failures older than 7 days and shows at most 20", async () => {
    const admin = await registerAdmin();
    const old = await env.DB.prepare(
      "INSERT INTO outbound_messages (channel, recipient, kind, body, status, last_error, created_at) VALUES ('sms', ?, 'otp', 'x', 'failed', 'gave up', ?) RETURNING id",
    )
      .bind(uniquePhone(), new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString())
      .first<{ id: number }>();
    for (let i = 0; i < 21; i++) {
      await env.DB.prepare(
        "INSERT INTO outbound_messages (channel, recipient, kind, body, status, last_error) VALUES ('email', ?, 'otp', 'x', 'failed', 'smtp 550')",
      )
        .bind(`farmer${i}@example.com`)
        .run();
    }
    const answer = await call("GET", "/api/admin/messaging/failures", { token: admin.token });
    const failures = answer.json.failures as Failure[];
    expect(failures).toHaveLength(20);
    expect(failures.some((row) => row.id === old?.id)).toBe(false);
    // An outbox failure without a gateway reason shows the outbox's error; an address keeps its first letter and domain.
    expect(failures[0]).toMatchObject({ reason: "smtp 550", recipient: "f***@example.com" });
  });

  it("is for admins only", async () => {
    const farmer = await fastAccount("farmer");
    expect((await call("GET", "/api/admin/messaging/failures", { token: farmer.token })).status).toBe(403);
    expect((await call("GET", "/api/admin/messaging/failures")).status).toBe(401);
  });
});

describe("maskRecipient", () => {
  it("keeps the network prefix and last 4 digits of a phone, the first letter and domain of an address", () => {
    expect(maskRecipient("+2348031234567")).toBe("+234803***4567");
    expect(maskRecipient("ada@example.com")).toBe("a***@example.com");
    expect(maskRecipient("+23480")).toBe("+2***");
  });
});
