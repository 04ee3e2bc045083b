import { readFileSync, statSync } from "node:fs";
import { test as base, type ConsoleMessage, expect, type Page, type Request } from "@playwright/test";
import { SERVER_LOG } from "./server-log";

export const DEMO_ROLES = ["admin", "farmer", "buyer", "supplier"] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export const DEMO_PASSWORD = "demo1234";

export const storageStatePath = (role: DemoRole) => `e2e/.auth/${role}.json`;

/** `test.use(signedInAs("farmer"))` makes every page in a file open signed in as that demo account. */
export const signedInAs = (role: DemoRole) => ({ storageState: storageStatePath(role) });

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.ng`;
}

/** A static file still unanswered after this long has stalled: the local server answers them in milliseconds. */
const STALLED_ASSET_MS = 8_000;

/**
 * With JavaScript on, `goto` also waits until React has hydrated the page (the root sets `html[data-hydrated]`):
 * the browser fetches its language's strings before hydrating, so a test must not use client-only behaviour
 * (a live filter, a focus trap) on a page whose handlers are not attached yet, however busy the machine is.
 *
 * `wrangler dev` very rarely leaves one request for a built static file (`/assets/*`) unanswered forever (ADR 042).
 * Those files are the platform's, never the Worker's, so no product code can cause it. When one has been open for
 * 8 s, the page is loaded again once, and the test records it as an annotation and in its output, with whether the
 * server logged an answer. Anything else that keeps a page from hydrating still fails the test, with the report.
 */
export function awaitingHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  // The requests still open, so a page that never hydrates says what it was waiting for.
  const open = new Map<Request, number>();
  page.on("request", (request) => open.set(request, Date.now()));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  page.goto = async (url, options) => {
    const logFrom = logSize();
    let response = await goto(url, options);
    let reloaded = false;
    for (;;) {
      const outcome = await hydrationOrStall(page, open, reloaded);
      if (outcome === "hydrated") return response;
      if (outcome === "timeout") throw new Error(`${url} did not hydrate. ${await hydrationReport(page, open)}`);
      const stall = `${url}: the local server left ${outcome.url()} unanswered for ${STALLED_ASSET_MS} ms (${answeredInLog(outcome, logFrom)}); loaded the page again.`;
      console.warn(stall);
      test.info().annotations.push({ type: "stalled static file", description: stall });
      test.info().setTimeout(test.info().timeout + 30_000);
      open.clear();
      reloaded = true;
      response = await page.reload(options);
    }
  };
  return page;
}

/** Waits (up to 20 s) for hydration, or for a static file request that has stalled (only before the one reload). */
async function hydrationOrStall(page: Page, open: Map<Request, number>, reloaded: boolean): Promise<"hydrated" | "timeout" | Request> {
  const hydrated = page.locator("html[data-hydrated]");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await hydrated.count()) > 0) return "hydrated";
    if (!reloaded) {
      const origin = new URL(page.url()).origin;
      for (const [request, since] of open) {
        const address = new URL(request.url());
        if (address.origin === origin && address.pathname.startsWith("/assets/") && Date.now() - since > STALLED_ASSET_MS) return request;
      }
    }
    await page.waitForTimeout(200);
  }
  return (await hydrated.count()) > 0 ? "hydrated" : "timeout";
}

function logSize(): number {
  try {
    return statSync(SERVER_LOG).size;
  } catch {
    return 0;
  }
}

/** Whether the server's request log has, since `from`, an answer for the request's path (it logs answered requests). */
function answeredInLog(request: Request, from: number): string {
  const path = new URL(request.url()).pathname;
  let log = "";
  try {
    log = readFileSync(SERVER_LOG).subarray(from).toString("utf8");
  } catch {
    return "no server log to check";
  }
  const lines = log.split("\n").filter((line) => line.includes(` ${path} `));
  return lines.length > 0 ? `the server logged: ${lines.map((line) => line.trim()).join(" | ")}` : "the server never logged an answer";
}

async function hydrationReport(page: Page, open: Map<Request, number>): Promise<string> {
  const now = Date.now();
  const pending = [...open].map(([request, since]) => `${request.method()} ${request.url()} (${now - since} ms)`);
  const state = await page
    .evaluate(() => ({
      readyState: document.readyState,
      inertModule: document.querySelector('script[type="text/x-gona-module"]') !== null,
      liveModule: document.querySelector('script[type="module"]') !== null,
    }))
    .catch((error: unknown) => String(error));
  return `Page state: ${JSON.stringify(state)}. Requests still open: ${pending.length > 0 ? pending.join("; ") : "none"}.`;
}

/**
 * A console line that is a problem, as its text; null for one that is not: messages other than errors, a resource
 * refused with a 4xx (a test that provokes one checks it), and Remix's own log of an aborted navigation. Single fetch
 * logs the AbortError of a response it was still decoding when a newer navigation replaced it (a second tap on 2G:
 * the reader moving on, not a failure; @remix-run/react single-fetch.js), as app/lib/aborted.ts explains.
 */
export function consoleProblem(message: ConsoleMessage): string | null {
  const text = message.text();
  if (message.type() !== "error") return null;
  if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return null;
  if (/^AbortError: signal is aborted without reason\b/.test(text)) return null;
  return text;
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types value-less fixtures as void.
export const test = base.extend<{ failOnConsoleErrors: void; expectedConsoleErrors: RegExp[] }>({
  // What a test provokes on purpose (a connection it cuts), so that error alone does not fail it.
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : awaitingHydration(page));
  },
  // Any console error or uncaught exception in the page fails the test.
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        const text = consoleProblem(message);
        if (text !== null && !expectedConsoleErrors.some((expected) => expected.test(text))) problems.push(`console: ${text}`);
      });
      await use();
      expect(problems, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

type Role = "farmer" | "buyer" | "supplier";

/** Registers a brand-new user through the API on this request context (so its cookie signs that context in). */
export async function signUp(request: import("@playwright/test").APIRequestContext, role: Role, fullName: string, phone?: string) {
  const email = uniqueEmail(role);
  const response = await request.post("/api/auth/register", {
    data: { email, password: "harvest-2024", confirmPassword: "harvest-2024", fullName, role, ...(phone ? { phone } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (phone) await confirmPhone(request, ((await response.json()) as { user: { phone: string } }).user.phone);
  return email;
}

/** The newest 6-digit code the development outbox holds for `recipient` (as a developer reads it on `npm start`). */
export async function newestCode(request: import("@playwright/test").APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get("/api/dev/outbox")).json()) as { recipient: string; body: string }[];
      code = messages.find((message) => message.recipient === recipient)?.body.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined;
    }, `a code to ${recipient} in the outbox`)
    .toBe(true);
  return code as string;
}

/** Confirms the number the signed-in account registered with, with the code sent to it (ADR 050). */
async function confirmPhone(request: import("@playwright/test").APIRequestContext, phone: string) {
  const confirmed = await request.post("/api/auth/phone/confirm", { data: { code: await newestCode(request, phone) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A fresh browser context signed in as a brand-new user (with a phone when given), so seeded accounts stay as they are. */
export async function newUserPage(
  browser: import("@playwright/test").Browser,
  role: Role,
  fullName: string,
  javaScriptEnabled = true,
  phone?: string,
) {
  const context = await browser.newContext({ javaScriptEnabled });
  await signUp(context.request, role, fullName, phone);
  const page = await context.newPage();
  return javaScriptEnabled ? awaitingHydration(page) : page;
}

/** A fresh browser context signed in as one of the demo accounts. */
export async function demoPage(browser: import("@playwright/test").Browser, role: DemoRole, javaScriptEnabled = true) {
  const context = await browser.newContext({ storageState: storageStatePath(role), javaScriptEnabled });
  const page = await context.newPage();
  return javaScriptEnabled ? awaitingHydration(page) : page;
}

/** Creates a listing through the API as the user of this request context; returns its id. */
export async function createListingViaApi(
  request: import("@playwright/test").APIRequestContext,
  fields: { title: string; description?: string; category?: string; price?: string; location?: string; product?: string },
) {
  const category = fields.category ?? "crops";
  // Crops name their product from the price guide's vocabulary.
  const product = fields.product ?? (category === "crops" ? "maize" : undefined);
  const response = await request.post("/api/listings/user/listing", {
    multipart: {
      title: fields.title,
      description: fields.description ?? "Grown without shortcuts.",
      category,
      ...(product ? { product } : {}),
      price: fields.price ?? "2500",
      priceUnit: "bag",
      quantity: "10",
      location: fields.location ?? "Zaria, Kaduna State",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; listing?: { id: number } };
  return (body.listing?.id ?? body.id) as number;
}

/** Approves a listing as the demo admin through the API. */
export async function approveListingViaApi(playwright: { request: import("@playwright/test").APIRequest }, baseURL: string, id: number) {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  const response = await admin.put(`/api/admin/listings/${id}/status`, { data: { status: "approved" } });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
}
