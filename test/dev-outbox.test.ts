// /dev/outbox and GET /api/dev/outbox: the messages a developer reads codes and links from, in development only.
// Anywhere else both answer exactly as an address that does not exist.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { call, ORIGIN } from "./http";
import { configured, queueMessage, uniqueEmail, uniquePhone } from "./messaging";
import { GATEWAY_KEY } from "./ussd";

async function fetchAs(appEnv: string, path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { "accept-language": "en" } }) as Request<unknown, IncomingRequestCfProperties>,
    configured({ APP_ENV: appEnv }),
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

/**
 * A page's HTML without what differs on every request (the CSP nonce), names the matched route (the router's
 * hand-off scripts), or repeats the address (the language links point at the current page).
 */
const comparable = (html: string, path = "") =>
  html
    .replaceAll(`href="${path}?`, 'href="?')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="(?:modulepreload|x-gona-preload)"[^>]*>/g, "");

describe("GET /api/dev/outbox", () => {
  it("is the API's plain 404 outside development", async () => {
    for (const appEnv of ["test", "production"]) {
      const answer = await fetchAs(appEnv, "/api/dev/outbox");
      const unknown = await fetchAs(appEnv, "/api/no-such-route");
      expect(answer.status, appEnv).toBe(404);
      expect(answer.text, appEnv).toBe(unknown.text);
    }
  });

  it("in development lists the newest messages first, paged, with everything needed to read a code", async () => {
    const phone = uniquePhone();
    const address = uniqueEmail();
    await queueMessage({ channel: "sms", recipient: phone, body: "Your Gona code is 305112." });
    await queueMessage({ channel: "email", recipient: address, kind: "password_reset", subject: "Reset", body: "https://x.test/r?t=1" });

    const first = await fetchAs("development", "/api/dev/outbox?limit=1");
    expect(first.status).toBe(200);
    const [newest] = JSON.parse(first.text);
    expect(newest).toMatchObject({
      channel: "email",
      recipient: address,
      kind: "password_reset",
      subject: "Reset",
      body: "https://x.test/r?t=1",
      status: "pending",
      attempts: 0,
    });
    const next = first.headers.get("link")?.match(/<([^>]+)>/)?.[1] ?? "";
    const [older] = JSON.parse((await fetchAs("development", next)).text);
    expect(older).toMatchObject({ channel: "sms", recipient: phone, body: "Your Gona code is 305112." });
  });

  it("refuses a bad page size or cursor with a 400, even in development", async () => {
    expect((await fetchAs("development", "/api/dev/outbox?limit=-1")).status).toBe(400);
    expect((await fetchAs("development", "/api/dev/outbox?cursor=abc")).status).toBe(400);
  });
});

describe("/dev/outbox", () => {
  it("answers exactly as an unknown page outside development (tests and production)", async () => {
    for (const appEnv of ["test", "production"]) {
      const page = await fetchAs(appEnv, "/dev/outbox");
      const unknown = await fetchAs(appEnv, "/no-such-page");
      expect(page.status, appEnv).toBe(404);
      expect(comparable(page.text, "/dev/outbox"), appEnv).toBe(comparable(unknown.text, "/no-such-page"));
    }
  });

  it("in development shows each message's channel, recipient, kind, text and status, links clickable, without scripts", async () => {
    const phone = uniquePhone();
    await queueMessage({ channel: "sms", recipient: phone, body: "Your Gona code is 918273." });
    await queueMessage({
      channel: "email",
      recipient: uniqueEmail(),
      kind: "password_reset",
      subject: "Reset your password",
      body: "Open https://gona.test/reset?token=zz9 within 10 minutes.",
    });
    const page = await fetchAs("development", "/dev/outbox");
    expect(page.status).toBe(200);
    const html = comparable(page.text);
    expect(html).toContain("<h1>Outbox (development)</h1>");
    expect(html).toContain(phone);
    expect(html).toContain("Your Gona code is 918273.");
    expect(html).toContain('<a href="https://gona.test/reset?token=zz9">https://gona.test/reset?token=zz9</a>');
    expect(html).toContain("Reset your password");
    expect(html).toContain("Waiting to send");
  });

  it("shows a message the network refused for Do-Not-Disturb as failed, with the gateway's report and reason", async () => {
    const phone = uniquePhone();
    const id = await queueMessage({ channel: "sms", recipient: phone, body: "Gona: New purchase request." });
    await env.DB.prepare("UPDATE outbound_messages SET status = 'sent', attempts = 1, gateway_message_id = ? WHERE id = ?")
      .bind(`ATXid_${id}`, id)
      .run();
    const report = await call("POST", `/api/sms/delivery?key=${GATEWAY_KEY}`, {
      rawBody: new URLSearchParams({ id: `ATXid_${id}`, status: "Failed", failureReason: "UserInBlackList" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(report.json).toEqual({ received: true, matched: true });
    const html = comparable((await fetchAs("development", "/dev/outbox")).text);
    const item = html.slice(html.indexOf(phone) - 400, html.indexOf(phone) + 800).replaceAll("<!-- -->", "");
    expect(item).toContain('data-status="failed"');
    expect(item).toContain('<span class="badge badge-error">Failed</span>');
    expect(item).toContain("Network report: Failed (UserInBlackList)");
    expect(item).toContain("DND: the number is on the network&#x27;s Do-Not-Disturb list");
  });

  it("speaks the reader's language", async () => {
    const page = await fetchAs("development", "/dev/outbox?lang=ha");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Akwatin saƙonni masu fita (haɓakawa)");
  });
});
