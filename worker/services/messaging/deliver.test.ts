// The delivery loop: retries with backoff (time passed in, never waited for), a provider that is down or hangs, the
// daily caps, the development outbox, and the two ways delivery starts (a kick after a write, the cron).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { configured, messageRow, providerScenario, queueMessage, settleLeftovers, uniqueEmail, uniquePhone } from "../../../test/messaging";
import worker from "../../api-worker";
import { MAX_EMAILS_PER_DAY, MAX_SMS_PER_DAY } from "../../domain";
import { deliverDue, kickDelivery } from "./deliver";

const NOW = new Date("2032-07-08T09:10:11.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const termii = (baseUrl: string) => configured({ SMS_PROVIDER: "termii", TERMII_API_KEY: "k", TERMII_BASE_URL: baseUrl });

afterEach(settleLeftovers);

describe("retries", () => {
  it("retries a 5xx after a minute (not before) and records the success of the second attempt", async () => {
    const provider = await providerScenario([{ status: 503, body: { message: "busy" } }, { status: 200 }]);
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 246810" });

    expect(await deliverDue(termii(provider.baseUrl), { now: NOW })).toMatchObject({ retried: 1 });
    expect(await messageRow(id)).toEqual({
      status: "pending",
      attempts: 1,
      last_error: 'HTTP 503: {"message":"busy"}',
      next_attempt_at: later(1).toISOString(),
      sent_at: null,
    });

    await deliverDue(termii(provider.baseUrl), { now: new Date(later(1).getTime() - 1) });
    expect(await provider.requests()).toHaveLength(1);

    expect(await deliverDue(termii(provider.baseUrl), { now: later(1) })).toMatchObject({ sent: 1 });
    expect(await provider.requests()).toHaveLength(2);
    expect(await messageRow(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null, sent_at: later(1).toISOString() });
  });

  it("retries a 429, backs off 1, 5 and 30 minutes, and gives up as failed after the fourth attempt", async () => {
    const provider = await providerScenario([{ status: 429 }, { status: 500 }, { status: 502 }, { status: 500 }, { status: 200 }]);
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 135790" });
    const config = termii(provider.baseUrl);

    await deliverDue(config, { now: NOW });
    expect(await messageRow(id)).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: later(1).toISOString() });
    await deliverDue(config, { now: later(1) });
    expect(await messageRow(id)).toMatchObject({ status: "pending", attempts: 2, next_attempt_at: later(6).toISOString() });
    await deliverDue(config, { now: later(6) });
    expect(await messageRow(id)).toMatchObject({ status: "pending", attempts: 3, next_attempt_at: later(36).toISOString() });
    await deliverDue(config, { now: later(36) });
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 4, next_attempt_at: null, sent_at: null });
    expect(row.last_error).toBe("gave up after 4 attempts: HTTP 500: {}");

    await deliverDue(config, { now: later(24 * 60) });
    expect(await provider.requests()).toHaveLength(4);
  });

  it("keeps the message for a retry when the provider is down (connection refused)", async () => {
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 112233" });
    expect(await deliverDue(termii(inject("providerDown")), { now: NOW })).toMatchObject({ retried: 1 });
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: later(1).toISOString() });
    expect(row.last_error).toMatch(/^request failed: /);
  });

  it("keeps the message for a retry when the provider does not answer in time", async () => {
    const provider = await providerScenario([{ hang: true }]);
    const id = await queueMessage({ channel: "email", recipient: uniqueEmail(), subject: "Confirm", body: "Link" });
    const config = configured({ EMAIL_PROVIDER: "resend", RESEND_API_KEY: "re_k", RESEND_BASE_URL: provider.baseUrl });
    // The stand-in never answers, so the timeout is the only way this attempt can end, however fast the machine.
    expect(await deliverDue(config, { now: NOW, timeoutMs: 200 })).toMatchObject({ retried: 1 });
    expect(await messageRow(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "request failed: timed out",
      next_attempt_at: later(1).toISOString(),
    });
  });

  it("sends a message once even when a kick and the cron run at the same moment", async () => {
    const provider = await providerScenario([{ status: 200 }, { status: 200 }]);
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 999000" });
    const runs = await Promise.all([
      deliverDue(termii(provider.baseUrl), { now: NOW }),
      deliverDue(termii(provider.baseUrl), { now: NOW }),
    ]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(await provider.requests()).toHaveLength(1);
    expect(await messageRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("daily caps", () => {
  it(`sends at most ${MAX_SMS_PER_DAY} SMS to one number in 24 hours; the rest are capped and never sent`, async () => {
    const provider = await providerScenario(Array.from({ length: MAX_SMS_PER_DAY + 3 }, () => ({ status: 200 })));
    const phone = uniquePhone();
    const ids: number[] = [];
    for (let n = 0; n < MAX_SMS_PER_DAY + 2; n++) ids.push(await queueMessage({ channel: "sms", recipient: phone, body: `Code ${n}` }));

    expect(await deliverDue(termii(provider.baseUrl), { now: NOW, limit: 50 })).toMatchObject({ sent: MAX_SMS_PER_DAY, capped: 2 });
    expect(await provider.requests()).toHaveLength(MAX_SMS_PER_DAY);
    const capped = await messageRow(ids[ids.length - 1] as number);
    expect(capped).toMatchObject({ status: "capped", sent_at: null });
    expect(capped.last_error).toMatch(/daily cap/);

    // A day after the first ones, the number may receive again.
    const nextDay = await queueMessage({ channel: "sms", recipient: phone, body: "Code tomorrow" });
    await deliverDue(termii(provider.baseUrl), { now: new Date(NOW.getTime() + 24 * 60 * 60_000 + 1) });
    expect(await messageRow(nextDay)).toMatchObject({ status: "sent" });
  });

  it(`counts one account's e-mails to any address: at most ${MAX_EMAILS_PER_DAY} a day (held ones count too)`, async () => {
    const user = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role) VALUES (?, 'x', 'Cap test', 'buyer') RETURNING id",
    )
      .bind(uniqueEmail())
      .first<{ id: number }>();
    const userId = user?.id as number;
    for (let n = 0; n < MAX_EMAILS_PER_DAY; n++)
      await queueMessage({ channel: "email", recipient: uniqueEmail(), userId, subject: "Confirm", body: `Link ${n}` });
    expect(await deliverDue(env, { now: NOW, limit: 50 })).toMatchObject({ held: MAX_EMAILS_PER_DAY });

    const over = await queueMessage({ channel: "email", recipient: uniqueEmail(), userId, subject: "Confirm", body: "One too many" });
    const sms = await queueMessage({ channel: "sms", recipient: uniquePhone(), userId, body: "SMS has its own cap" });
    expect(await deliverDue(env, { now: later(60) })).toMatchObject({ capped: 1, held: 1 });
    expect(await messageRow(over)).toMatchObject({ status: "capped" });
    expect(await messageRow(sms)).toMatchObject({ status: "held" });
  });
});

describe("the development outbox and when delivery runs", () => {
  it("holds messages without a provider outside production (read at /dev/outbox), making no request", async () => {
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 777888" });
    expect(await deliverDue(configured({ APP_ENV: "development", SMS_PROVIDER: "none" }), { now: NOW })).toMatchObject({ held: 1 });
    expect(await messageRow(id)).toEqual({
      status: "held",
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      sent_at: NOW.toISOString(),
    });
  });

  it("kickDelivery delivers in the background of the request that queued the message", async () => {
    const id = await queueMessage({ channel: "email", recipient: uniqueEmail(), subject: "Reset", body: "Link" });
    const ctx = createExecutionContext();
    kickDelivery(env, ctx);
    expect((await messageRow(id)).status).toBe("pending");
    await waitOnExecutionContext(ctx);
    expect((await messageRow(id)).status).toBe("held");
  });

  it("kickDelivery never throws into the caller, even when delivery itself fails", async () => {
    const ctx = createExecutionContext();
    const broken = configured({ DB: { prepare: () => ({}) } as unknown as D1Database });
    expect(() => kickDelivery(broken, ctx)).not.toThrow();
    await waitOnExecutionContext(ctx);
  });

  it("the Worker's cron trigger delivers what is due", async () => {
    const id = await queueMessage({ channel: "sms", recipient: uniquePhone(), body: "Code 424242" });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await messageRow(id)).status).toBe("held");
  });
});
