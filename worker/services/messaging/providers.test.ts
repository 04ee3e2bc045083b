// Each provider adapter against a local stand-in: the exact request it makes, and what each kind of answer leaves in D1.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { configured, messageRow, providerScenario, queueMessage, settleLeftovers, uniqueEmail, uniquePhone } from "../../../test/messaging";
import { deliverDue } from "./deliver";

const NOW = new Date("2031-03-04T05:06:07.000Z");

afterEach(settleLeftovers);

describe("SMS through Termii", () => {
  it("posts the key, sender, number (without +) and text as Termii's JSON, and records the message as sent", async () => {
    const provider = await providerScenario([{ status: 200, body: { message_id: "9122", message: "Successfully Sent" } }]);
    const phone = uniquePhone();
    const id = await queueMessage({ channel: "sms", recipient: phone, body: "Your Gona code is 482913. It expires in 10 minutes." });
    const config = configured({
      SMS_PROVIDER: "termii",
      TERMII_API_KEY: "termii-key-123",
      TERMII_BASE_URL: provider.baseUrl,
      SMS_SENDER_ID: "Gona",
    });

    expect(await deliverDue(config, { now: NOW })).toMatchObject({ sent: 1 });

    const [request, ...more] = await provider.requests();
    expect(more).toEqual([]);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/api/sms/send");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      api_key: "termii-key-123",
      to: phone.slice(1),
      from: "Gona",
      sms: "Your Gona code is 482913. It expires in 10 minutes.",
      type: "plain",
      channel: "generic",
    });
    expect(await messageRow(id)).toEqual({
      status: "sent",
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      sent_at: NOW.toISOString(),
    });
  });

  it("marks a message the provider refuses (4xx) failed with the provider's reason, and never sends it again", async () => {
    const provider = await providerScenario([{ status: 400, body: { message: "Invalid Sender Id" } }, { status: 200 }]);
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 111222" });
    const config = configured({ SMS_PROVIDER: "termii", TERMII_API_KEY: "k", TERMII_BASE_URL: provider.baseUrl });

    expect(await deliverDue(config, { now: NOW })).toMatchObject({ failed: 1 });
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: null, sent_at: null });
    expect(row.last_error).toBe('HTTP 400: {"message":"Invalid Sender Id"}');

    await deliverDue(config, { now: new Date(NOW.getTime() + 3 * 60 * 60_000) });
    expect(await provider.requests()).toHaveLength(1);
  });
});

describe("SMS through Africa's Talking", () => {
  it("posts a form with the username, number and text, the key in the apiKey header, and reads the recipient's status", async () => {
    const provider = await providerScenario([
      {
        status: 201,
        body: {
          SMSMessageData: {
            Message: "Sent to 1/1",
            Recipients: [{ statusCode: 101, status: "Success", number: "+2348030000000", messageId: "ATXid_5c1e0b2a" }],
          },
        },
      },
    ]);
    const phone = uniquePhone();
    const id = await queueMessage({ channel: "sms", recipient: phone, body: "Gona: your order was accepted." });
    const config = configured({
      SMS_PROVIDER: "africastalking",
      AFRICASTALKING_API_KEY: "atsk_test_key",
      AFRICASTALKING_USERNAME: "gona-app",
      AFRICASTALKING_BASE_URL: provider.baseUrl,
      SMS_SENDER_ID: "GONA",
    });

    expect(await deliverDue(config, { now: NOW })).toMatchObject({ sent: 1 });

    const [request] = await provider.requests();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/version1/messaging");
    expect(request?.headers.apikey).toBe("atsk_test_key");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request?.body ?? ""))).toEqual({
      username: "gona-app",
      to: phone,
      message: "Gona: your order was accepted.",
      from: "GONA",
    });
    expect(await messageRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    // Its delivery reports will name the gateway's message id (POST /api/sms/delivery, ADR 079).
    const stored = await env.DB.prepare("SELECT gateway_message_id FROM outbound_messages WHERE id = ?").bind(id).first();
    expect(stored).toEqual({ gateway_message_id: "ATXid_5c1e0b2a" });
  });

  it("treats a 201 whose recipient was refused as failed, and a gateway error in the recipient's status as worth a retry", async () => {
    const provider = await providerScenario([
      { status: 201, body: { SMSMessageData: { Recipients: [{ statusCode: 403, status: "InvalidPhoneNumber" }] } } },
      { status: 201, body: { SMSMessageData: { Recipients: [{ statusCode: 501, status: "GatewayError" }] } } },
    ]);
    const config = configured({
      SMS_PROVIDER: "africastalking",
      AFRICASTALKING_API_KEY: "k",
      AFRICASTALKING_USERNAME: "gona-app",
      AFRICASTALKING_BASE_URL: provider.baseUrl,
    });
    const refused = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "one" });
    await deliverDue(config, { now: NOW });
    const retried = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "two" });
    await deliverDue(config, { now: NOW });

    expect(await messageRow(refused)).toMatchObject({ status: "failed", last_error: "recipient status 403 InvalidPhoneNumber" });
    expect(await messageRow(retried)).toMatchObject({ status: "pending", attempts: 1, last_error: "recipient status 501 GatewayError" });
  });
});

describe("e-mail through Resend", () => {
  it("posts from, to, subject and the plain text with the key as a Bearer token", async () => {
    const provider = await providerScenario([{ status: 200, body: { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" } }]);
    const address = uniqueEmail();
    const id = await queueMessage({
      channel: "email",
      recipient: address,
      kind: "password_reset",
      subject: "Reset your Gona password",
      body: "Open this link within 10 minutes: https://gona.ng/reset-password?token=abc",
    });
    const config = configured({
      EMAIL_PROVIDER: "resend",
      RESEND_API_KEY: "re_test_123",
      RESEND_BASE_URL: provider.baseUrl,
      EMAIL_FROM: "Gona <no-reply@gona.ng>",
    });

    expect(await deliverDue(config, { now: NOW })).toMatchObject({ sent: 1 });

    const [request] = await provider.requests();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/emails");
    expect(request?.headers.authorization).toBe("Bearer re_test_123");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      from: "Gona <no-reply@gona.ng>",
      to: [address],
      subject: "Reset your Gona password",
      text: "Open this link within 10 minutes: https://gona.ng/reset-password?token=abc",
    });
    expect(await messageRow(id)).toMatchObject({ status: "sent", sent_at: NOW.toISOString() });
  });
});

describe("configuration", () => {
  it("in production, a channel without a provider (or without its key) fails with a reason that names the setting", async () => {
    const sms = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 1" });
    const email = await queueMessage({ channel: "email", recipient: uniqueEmail(), subject: "Hi", body: "Link" });
    await deliverDue(configured({ APP_ENV: "production", SMS_PROVIDER: "termii", TERMII_API_KEY: undefined, EMAIL_PROVIDER: "none" }), {
      now: NOW,
    });
    expect(await messageRow(sms)).toMatchObject({
      status: "failed",
      last_error: 'SMS_PROVIDER is "termii" but the secret TERMII_API_KEY is not set',
    });
    expect(await messageRow(email)).toMatchObject({
      status: "failed",
      last_error: "no e-mail provider is configured (set EMAIL_PROVIDER)",
    });
  });
});
