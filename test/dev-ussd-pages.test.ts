// /dev/ussd: the phone on the desk (ADR 078). In development it drives the gateway's own handler (POST /api/ussd with
// the key) from plain form posts: keys typed into the answer, the session kept in hidden fields, a new session after
// END. Anywhere else it answers exactly as an unknown page.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../worker/env";
import worker from "../worker/index";
import { ORIGIN, uniquePhone } from "./http";
import { configured } from "./messaging";

async function fetchAs(environment: Env, path: string, form?: Record<string, string>) {
  const ctx = createExecutionContext();
  const init: RequestInit = form
    ? { method: "POST", body: new URLSearchParams(form), headers: { "accept-language": "en" } }
    : { headers: { "accept-language": "en" } };
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>,
    environment,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text };
}

const development = configured({ APP_ENV: "development" });

const decoded = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
const hidden = (html: string, name: string) => decoded(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "");
const inputValue = (html: string, id: string) => decoded(new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "");
const screen = (html: string) => decoded(/data-testid="ussd-screen">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");

/** The phone as a person holds it: each press posts the page's form as the browser would, without JavaScript. */
function phoneOf(phoneNumber: string, environment = development) {
  let html = "";
  const press = async (fields: Record<string, string>) => {
    const form: Record<string, string> = {
      phoneNumber,
      serviceCode: "*384#",
      sessionId: hidden(html, "sessionId"),
      text: hidden(html, "text"),
      ended: hidden(html, "ended"),
      draft: inputValue(html, "ussd-draft"),
      ...fields,
    };
    // The screen and the last text sent ride along in hidden fields once there are some.
    for (const name of ["screen", "sent"]) if (html.includes(`name="${name}"`)) form[name] = hidden(html, name);
    const answer = await fetchAs(environment, "/dev/ussd", form);
    expect(answer.status).toBe(200);
    html = answer.text;
    return html;
  };
  return {
    press,
    /** Types the answer into the box and sends it. */
    send: (draft: string) => press({ draft, intent: "send" }),
    get html() {
      return html;
    },
  };
}

describe("/dev/ussd", () => {
  it("answers exactly as an unknown page outside development, to a look and to a post", async () => {
    for (const appEnv of ["test", "production"]) {
      const environment = configured({ APP_ENV: appEnv });
      const unknown = await fetchAs(environment, "/no-such-page");
      const page = await fetchAs(environment, "/dev/ussd");
      expect(page.status, appEnv).toBe(404);
      expect(page.text, appEnv).not.toContain("ussd-keypad");
      expect(page.text.match(/<h1[^>]*>[^<]*<\/h1>/)?.[0], appEnv).toBe(unknown.text.match(/<h1[^>]*>[^<]*<\/h1>/)?.[0]);
      const posted = await fetchAs(environment, "/dev/ussd", {
        phoneNumber: uniquePhone(),
        serviceCode: "*384#",
        draft: "",
        intent: "send",
      });
      expect(posted.status, appEnv).toBe(404);
    }
  });

  it("shows a Nigerian number, the service code, the keypad and a link to the outbox, in the reader's language", async () => {
    const page = await fetchAs(development, "/dev/ussd");
    expect(page.status).toBe(200);
    expect(inputValue(page.text, "ussd-phone-number")).toMatch(/^\+234[789][01]\d{8}$/);
    expect(inputValue(page.text, "ussd-service-code")).toBe("*384#");
    for (const key of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"])
      expect(page.text).toContain(`name="key" value="${key}"`);
    expect(page.text).toContain('href="/dev/outbox"');
    const hausa = await fetchAs(development, "/dev/ussd?lang=ha");
    expect(hausa.text).toContain("Waya a kan tebur: USSD (haɓakawa)");
  });

  it("registers a new number through the gateway's handler, keeping the session, and starts a new one after END", async () => {
    const number = uniquePhone();
    const phone = phoneOf(number);
    await phone.send("");
    expect(screen(phone.html)).toBe("Gona\n1 Prices\n2 Sell\n3 Buy\n4 My orders\n5 My account\n0 Help");
    const first = hidden(phone.html, "sessionId");
    expect(first).toMatch(/^ATUid_dev_/);
    // A key goes into the answer box; nothing is sent until Send.
    await phone.press({ key: "5" });
    expect(inputValue(phone.html, "ussd-draft")).toBe("5");
    expect(screen(phone.html)).toContain("5 My account");
    await phone.press({ intent: "send" });
    expect(screen(phone.html)).toContain("Welcome to Gona! Choose your language:");
    for (const answer of ["1", "2", "Bala Musa", "20", "1234"]) await phone.send(answer);
    expect(hidden(phone.html, "sessionId")).toBe(first);
    expect(hidden(phone.html, "text")).toBe("5*1*2*Bala Musa*20*1234");
    await phone.send("1234");
    expect(screen(phone.html)).toBe("Welcome to Gona, Bala Musa! Your account is ready. Dial again to check prices or to sell.");
    expect(phone.html).toContain("Session ended");
    const made = await env.DB.prepare("SELECT role, full_name, location FROM users WHERE phone = ? AND phone_confirmed = 1")
      .bind(number)
      .first();
    expect(made).toEqual({ role: "buyer", full_name: "Bala Musa", location: "Kano" });
    // After END the next Send dials again: a new session, and the number is known now.
    await phone.send("5");
    expect(hidden(phone.html, "sessionId")).not.toBe(first);
    expect(hidden(phone.html, "text")).toBe("5");
    expect(screen(phone.html)).toContain("My account");
    // Hang up: no session, the screen waits for a dial, the number stays.
    await phone.press({ intent: "hangup" });
    expect(hidden(phone.html, "sessionId")).toBe("");
    expect(inputValue(phone.html, "ussd-phone-number")).toBe(number);
    expect(phone.html).not.toContain('data-testid="ussd-screen"');
  });

  it("texts Gona from the same phone through the SMS gateway's handler, the answer going to the outbox", async () => {
    const number = uniquePhone();
    const phone = phoneOf(number);
    const html = await phone.press({ intent: "sms", sms: "HELP" });
    expect(html).toContain("Sent. Gona&#x27;s answer shows in the outbox.");
    const answer = await env.DB.prepare("SELECT channel, body FROM outbound_messages WHERE recipient = ?").bind(number).first<{
      channel: string;
      body: string;
    }>();
    expect(answer?.channel).toBe("sms");
    expect(answer?.body).toMatch(/PRICE/);
  });

  it("says how to fix it when the handler refuses the key, instead of showing a screen", async () => {
    const phone = phoneOf(uniquePhone(), configured({ APP_ENV: "development", GATEWAY_CALLBACK_KEY: undefined }));
    await phone.send("");
    expect(phone.html).toContain("GATEWAY_CALLBACK_KEY");
    expect(phone.html).not.toContain('data-testid="ussd-screen"');
  });
});
