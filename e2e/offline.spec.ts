import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

type Listing = { id: number; title: string };

/** Waits until the service worker controls the page (it registers after load). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the service worker has kept a copy of this address (it saves in the background after the page arrives). */
const isSaved = (page: Page, href: string) =>
  page.evaluate(async (key) => Boolean(await (await caches.open("gona-pages-v1")).match(key)), href);

test.describe("offline reading", () => {
  test("a visited listing shows as a saved copy, another page shows what is saved, and signing out forgets it", async ({
    browser,
    baseURL,
  }) => {
    // A plain page (no wait for hydration): offline copies carry no scripts.
    const context = await browser.newContext();
    await signUp(context.request, "buyer", "Amina Lawal");
    const page = await context.newPage();
    const [first, second] = (await (await context.request.get("/api/listings?limit=2")).json()) as Listing[];
    if (!first || !second) throw new Error("the seed has listings");

    await page.goto("/listings");
    await underServiceWorker(page);
    await page.goto(`/listings/${first.id}`);
    await expect.poll(() => isSaved(page, `${baseURL}/listings/${first.id}`)).toBe(true);
    // Only pages of the kept kinds are saved: the dashboard (an account page) never is.
    await page.goto("/dashboard");
    expect(await isSaved(page, `${baseURL}/dashboard`)).toBe(false);

    await context.setOffline(true);
    await page.goto(`/listings/${first.id}`);
    await expect(page.getByRole("status").filter({ hasText: /^Saved copy from \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: first.title, level: 1 })).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);

    await page.goto(`/listings/${second.id}`);
    await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
    const saved = page.getByRole("list", { name: "Pages saved on this phone" });
    await expect(saved.getByRole("link", { name: new RegExp(first.title) })).toHaveAttribute("href", `/listings/${first.id}`);
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `/listings/${second.id}`);

    // Signing out (online) deletes every copy: the next reader of this phone sees none of them.
    await context.setOffline(false);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Account menu" }).or(page.locator("summary[aria-label='Account menu']")).first().click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect.poll(() => isSaved(page, `${baseURL}/listings/${first.id}`)).toBe(false);
    await context.setOffline(true);
    await page.goto(`/listings/${first.id}`);
    await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(first.title) })).toHaveCount(0);
    await expect(page.getByText("Amina Lawal")).toHaveCount(0);
    await context.close();
  });

  test("the offline page is in the reader's language", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto("/offline?lang=ha");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Ba ka kan layi", level: 1 })).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);
    await expect(page.locator("[data-saved-copy]")).toHaveAttribute("data-saved-copy", "Kwafin da aka ajiye daga {time}");
    await page.goto("/?lang=en");
    await context.close();
  });

  test("the app can be added to the home screen", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Gona", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await request.get(icon.src);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      const size = Number(icon.sizes.split("x")[0]);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});
