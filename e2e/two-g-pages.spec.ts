// The pages the 2G profile times (scripts/lib/lighthouse-2g.mjs, `npm run lighthouse`) held to what decides their
// time on a 2G link, and never to a clock: the bytes a first view transfers. `npm test` runs this; the timings
// themselves are printed and compared with their targets by `npm run lighthouse` (ADR 047).
import { type Browser, expect, test } from "@playwright/test";
import { FULL_PAGES, LITE_PAGES, SIGNED_IN_PREFIXES } from "../scripts/lib/lighthouse-2g.mjs";
import { storageStatePath } from "./fixtures";

const KiB = 1024;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
/** Held in e2e/budgets.spec.ts already: Lite /listings, and the full first views of / and /listings. */
const LITE_IN_BUDGETS_SPEC = ["/listings"];
const FULL_IN_BUDGETS_SPEC = ["/", "/listings"];

interface Measured {
  url: string;
  type: string;
  bytes: number;
  status: number;
}

/** A first visit to `path` at 360×740 (empty cache), with every request it made and the images in the viewport. */
async function firstView(browser: Browser, path: string, lite: boolean) {
  const signedIn = SIGNED_IN_PREFIXES.some((prefix: string) => path.startsWith(prefix));
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    storageState: signedIn ? storageStatePath("farmer") : undefined,
    extraHTTPHeaders: lite ? { "Save-Data": "on" } : {},
  });
  const page = await context.newPage();
  const measured: Promise<Measured>[] = [];
  page.on("requestfinished", (request) => {
    measured.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        status: response?.status() ?? 0,
      })),
    );
  });
  const answer = await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname, `${path} was drawn, not redirected`).toBe(new URL(path, "http://x").pathname);
  expect(answer?.status()).toBe(200);
  const inViewport = new Set(
    await page
      .locator("img")
      .evaluateAll((images) =>
        images
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .map((image) => new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname),
      ),
  );
  const scriptElements = await page.locator("script").count();
  const responses = await Promise.all(measured);
  await context.close();
  return { responses, inViewport, scriptElements };
}

/** A public listing's page, as the audit picks it: the newest listing on the market. */
async function withListing(path: string, baseURL: string | undefined) {
  if (!path.includes("{id}")) return path;
  const listings = (await (await fetch(`${baseURL}/api/listings?limit=1`)).json()) as { id: number }[];
  return path.replace("{id}", String(listings[0]?.id));
}

test.describe("Lite pages of the 2G audit", () => {
  for (const template of LITE_PAGES.filter((path: string) => !LITE_IN_BUDGETS_SPEC.includes(path))) {
    test(`${template} transfers ≤ 40 KiB without images, and no script at all`, async ({ browser, baseURL }) => {
      const path = await withListing(template, baseURL);
      const { responses, scriptElements } = await firstView(browser, path, true);
      expect(scriptElements).toBe(0);
      expect(responses.filter((response) => response.type === "script")).toEqual([]);
      const counted = responses.filter((response) => response.type !== "image");
      const total = counted.reduce((sum, response) => sum + response.bytes, 0);
      const listed = counted.map((response) => `  ${kib(response.bytes).padStart(9)}  ${response.type.padEnd(10)} ${response.url}`);
      console.log(
        `Lite mode first view of ${path}: ${counted.length} requests, ${kib(total)} without images (budget 40 KiB)\n${listed.join("\n")}`,
      );
      expect(responses.every((response) => response.status < 400)).toBe(true);
      expect(total).toBeLessThanOrEqual(40 * KiB);
    });
  }
});

/**
 * JavaScript of a first view: 100 KiB, the target of every page. The listing page is held where it stands today
 * (110.7 KiB on 2026-11-26; 111.0 KiB on 2026-11-27, FormKey and the abort check riding in shared chunks) so it cannot grow while it is brought down to the target (ADR 047, an open item).
 */
const SCRIPT_BUDGET_KIB: Record<string, number> = { "/listings/{id}": 112 };

test.describe("full pages of the 2G audit", () => {
  for (const template of FULL_PAGES.filter((path: string) => !FULL_IN_BUDGETS_SPEC.includes(path))) {
    const scriptBudget = SCRIPT_BUDGET_KIB[template] ?? 100;
    test(`${template} transfers ≤ 150 KiB without below-the-fold images, ≤ ${scriptBudget} KiB of it JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const path = await withListing(template, baseURL);
      const { responses, inViewport } = await firstView(browser, path, false);
      const counted = responses.filter((response) => response.type !== "image" || inViewport.has(response.url));
      const total = counted.reduce((sum, response) => sum + response.bytes, 0);
      const script = responses.filter((response) => response.type === "script").reduce((sum, response) => sum + response.bytes, 0);
      console.log(
        `First view of ${path} at 360×740: ${counted.length} requests, ${kib(total)} (budget 150 KiB), ${kib(script)} of scripts (budget ${scriptBudget} KiB)`,
      );
      expect(responses.every((response) => response.status < 400)).toBe(true);
      expect(script).toBeLessThanOrEqual(scriptBudget * KiB);
      expect(total).toBeLessThanOrEqual(150 * KiB);
    });
  }
});
