// Weight budgets for a phone on 3G, computed from the build's Remix manifest (the same data Remix uses
// to emit <link rel="modulepreload">), never from wall-clock time. `npm test` builds before this runs.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const KiB = 1024;
const CLIENT = "build/client";

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
  path?: string;
  index?: boolean;
}

function readManifest(): { entry: ManifestEntry; routes: Record<string, ManifestEntry> } {
  const file = readdirSync(join(CLIENT, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No Remix manifest in build/client/assets: run `npm run build` first");
  const source = readFileSync(join(CLIENT, "assets", file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

const gzipSize = (asset: string) => gzipSync(readFileSync(join(CLIENT, asset.replace(/^\//, "")))).length;
const sum = (assets: Iterable<string>) => [...assets].reduce((total, asset) => total + gzipSize(asset), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

function chunksOf(entry: ManifestEntry): string[] {
  return [entry.module, ...(entry.imports ?? [])];
}

/** Every JS chunk a first visit to `routeId` downloads: the entry, the root and the route with their imports. */
function firstViewChunks(manifest: ReturnType<typeof readManifest>, routeId: string): Set<string> {
  const chunks = new Set(chunksOf(manifest.entry));
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    for (const chunk of chunksOf(route)) chunks.add(chunk);
  }
  return chunks;
}

test("JavaScript and CSS stay within the 3G budgets", () => {
  const manifest = readManifest();
  const listingsId = Object.keys(manifest.routes).find((id) => /^routes\/listings(\._index)?$/.test(id));
  expect(listingsId, "the /listings route").toBeTruthy();
  const firstView = firstViewChunks(manifest, listingsId as string);
  const firstViewBytes = sum(firstView);
  console.log(`First view of /listings: ${firstView.size} JS chunks, ${kib(firstViewBytes)} gzip (budget 100 KiB)`);
  expect(firstViewBytes).toBeLessThanOrEqual(100 * KiB);

  // What each further route adds on top of the shell (entry + root) a visitor already has.
  const shell = firstViewChunks(manifest, "root");
  const rows: string[] = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id === "root") continue;
    const own = chunksOf(route).filter((chunk) => !shell.has(chunk));
    const bytes = sum(own);
    rows.push(`${id.padEnd(40)} ${kib(bytes)}`);
    expect(bytes, `${id}'s own chunks`).toBeLessThanOrEqual(30 * KiB);
  }
  console.log(`Route chunks beyond the shell (budget 30 KiB each):\n${rows.join("\n")}`);

  const css = readdirSync(join(CLIENT, "assets")).filter((name) => name.endsWith(".css"));
  const cssBytes = sum(css.map((name) => `/assets/${name}`));
  console.log(`CSS: ${css.length} files, ${kib(cssBytes)} gzip (budget 30 KiB)`);
  expect(cssBytes).toBeLessThanOrEqual(30 * KiB);
});

// The browser also fetches its language's strings (app/lib/i18n.ts) before hydrating: what it really loads counts.
// The home page is the other front door (its latest listings use the same card), so it is held to the same budget.
for (const path of ["/listings", "/"]) {
  test(`the first view of ${path} stays within 100 KiB of JavaScript in every language`, async ({ browser }) => {
    // Five first views, each waiting for the network to settle: the default 30 s is one page's allowance, not five.
    test.setTimeout(5 * 30_000);
    for (const language of ["en", "ha", "yo", "ig", "pcm"]) {
      const context = await browser.newContext();
      await context.addCookies([{ name: "gona_lang", value: language, url: "http://localhost" }]);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const bytes = sum(scripts);
      const listed = [...scripts].map((script) => `  ${kib(gzipSize(script)).padStart(9)}  ${script}`).join("\n");
      console.log(`First view of ${path} in ${language}: ${scripts.size} scripts, ${kib(bytes)} gzip (budget 100 KiB)\n${listed}`);
      expect(bytes, language).toBeLessThanOrEqual(100 * KiB);
      await context.close();
    }
  });
}

test("hashed assets are immutable for a year", async ({ request }) => {
  const manifest = readManifest();
  const response = await request.get(manifest.entry.module);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test.describe("first view of /listings on a phone", () => {
  // A fresh context per test: an empty cache, as on a first visit.
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("transfers ≤ 150 KiB without below-the-fold images, with sized lazy thumbnails ≤ 25 KiB", async ({ page }) => {
    const measured: Promise<{ url: string; type: string; bytes: number; status: number }>[] = [];
    page.on("requestfinished", (request) => {
      measured.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: new URL(request.url()).pathname,
            type: request.resourceType(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            status: response?.status() ?? 0,
          };
        })(),
      );
    });
    await page.goto("/listings", { waitUntil: "load" });
    await page.waitForLoadState("networkidle");

    const cards = page.locator(".listing-card");
    await expect(cards).toHaveCount(24);
    const images = await page.locator(".listing-card img").evaluateAll((elements) =>
      elements.map((element) => {
        const img = element as HTMLImageElement;
        return {
          src: new URL(img.currentSrc || img.src).pathname,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          top: Math.round(img.getBoundingClientRect().top),
          inViewport: img.getBoundingClientRect().top < window.innerHeight,
        };
      }),
    );
    expect(images, "every seeded listing has a photo").toHaveLength(24);
    for (const image of images) {
      expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
      expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
      expect(image.src, "cards load thumbnails, never full photos").toMatch(/-thumb\.\w+$/);
      if (!image.inViewport) expect(image.loading, `${image.src} is below the fold (top ${image.top}px)`).toBe("lazy");
    }
    const inViewport = new Set(images.filter((image) => image.inViewport).map((image) => image.src));

    const responses = await Promise.all(measured);
    const thumbnails = responses.filter((response) => /-thumb\.\w+$/.test(response.url));
    for (const thumbnail of thumbnails) {
      expect(thumbnail.bytes, `${thumbnail.url} is a thumbnail`).toBeLessThanOrEqual(25 * KiB);
    }
    const counted = responses.filter((response) => response.type !== "image" || inViewport.has(response.url));
    const total = counted.reduce((sum, response) => sum + response.bytes, 0);
    const largest = [...counted]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((response) => `  ${kib(response.bytes).padStart(9)}  ${response.type.padEnd(10)} ${response.url}`);
    console.log(
      `First view of /listings at 360×740: ${counted.length} requests, ${kib(total)} (budget 150 KiB); ` +
        `${inViewport.size} image(s) in the viewport, ${responses.length - counted.length} below-the-fold image(s) not counted; ` +
        `largest thumbnail ${kib(Math.max(0, ...thumbnails.map((t) => t.bytes)))} (budget 25 KiB)\nLargest items:\n${largest.join("\n")}`,
    );
    expect(responses.every((response) => response.status < 400)).toBe(true);
    expect(total).toBeLessThanOrEqual(150 * KiB);
  });
});

// The home page leads to the market: its latest listings must not make the first screen heavier than /listings.
test.describe("first view of the home page on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("stays within the /listings budgets: ≤ 100 KiB of JavaScript, ≤ 150 KiB in all, sized thumbnails lazy below the fold", async ({
    page,
  }) => {
    const measured: Promise<{ url: string; type: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      measured.push(
        request.sizes().then((sizes) => ({
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto("/", { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const images = await page.locator(".listing-card img").evaluateAll((elements) =>
      elements.map((element) => {
        const img = element as HTMLImageElement;
        return {
          src: new URL(img.currentSrc || img.src).pathname,
          sized: /^\d+$/.test(img.getAttribute("width") ?? "") && /^\d+$/.test(img.getAttribute("height") ?? ""),
          loading: img.getAttribute("loading"),
          inViewport: img.getBoundingClientRect().top < window.innerHeight,
        };
      }),
    );
    expect(images.length, "the latest listings have photos").toBeGreaterThan(0);
    for (const image of images) {
      expect(image.sized, `${image.src} has a width and height`).toBe(true);
      expect(image.src, "cards load thumbnails, never full photos").toMatch(/-thumb\.\w+$/);
      if (!image.inViewport) expect(image.loading, `${image.src} is below the fold`).toBe("lazy");
    }
    const inViewport = new Set(images.filter((image) => image.inViewport).map((image) => image.src));
    const responses = await Promise.all(measured);
    const scripts = new Set(responses.filter((response) => response.type === "script").map((response) => response.url));
    const scriptBytes = sum(scripts);
    const counted = responses.filter((response) => response.type !== "image" || inViewport.has(response.url));
    const total = counted.reduce((all, response) => all + response.bytes, 0);
    const listed = [...scripts].map((script) => `  ${kib(gzipSize(script)).padStart(9)}  ${script}`).join("\n");
    console.log(
      `First view of / at 360×740: ${scripts.size} scripts, ${kib(scriptBytes)} gzip JS (budget 100 KiB); ` +
        `${counted.length} requests, ${kib(total)} (budget 150 KiB)\n${listed}`,
    );
    expect(scriptBytes).toBeLessThanOrEqual(100 * KiB);
    expect(total).toBeLessThanOrEqual(150 * KiB);
  });
});

// Lite mode is for 2G: the whole first view of /listings (HTML with its inlined styles, no scripts) stays small.
test.describe("first view of /listings in Lite mode", () => {
  test("transfers ≤ 40 KiB without images, and no script at all", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: { "Save-Data": "on" } });
    const page = await context.newPage();
    const measured: Promise<{ url: string; type: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      measured.push(
        request.sizes().then((sizes) => ({
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto("/listings", { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await expect(page.locator("script")).toHaveCount(0);
    const responses = await Promise.all(measured);
    expect(responses.filter((response) => response.type === "script")).toEqual([]);
    const counted = responses.filter((response) => response.type !== "image");
    const total = counted.reduce((sum, response) => sum + response.bytes, 0);
    const listed = counted.map((response) => `  ${kib(response.bytes).padStart(9)}  ${response.type.padEnd(10)} ${response.url}`);
    console.log(
      `Lite mode first view of /listings: ${counted.length} requests, ${kib(total)} without images (goal 40 KiB)\n${listed.join("\n")}`,
    );
    expect(total).toBeLessThanOrEqual(40 * KiB);
    await context.close();
  });
});
