import type { Page } from "@playwright/test";
import { approveListingViaApi, createListingViaApi, expect, signUp, test } from "./fixtures";

// These journeys are about the service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

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
    await expect(page).toHaveURL(`${baseURL}/?notice=signed-out`);
    await expect.poll(() => isSaved(page, `${baseURL}/listings/${first.id}`)).toBe(false);
    await context.setOffline(true);
    await page.goto(`/listings/${first.id}`);
    await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(first.title) })).toHaveCount(0);
    await expect(page.getByText("Amina Lawal")).toHaveCount(0);
    await context.close();
  });

  test("a kept page answers from its copy while a fresh one is fetched, and a form sent since makes the next page fresh", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("baseURL is set in the config");
    const seller = await playwright.request.newContext({ baseURL });
    await signUp(seller, "farmer", "Kabiru Sani");
    const id = await createListingViaApi(seller, { title: "Yellow maize from Ikara", price: "30000" });
    await approveListingViaApi(playwright, baseURL, id);
    const setPrice = async (price: number) => {
      const response = await seller.put(`/api/listings/user/listings/${id}`, { data: { title: "Yellow maize from Ikara", price } });
      expect(response.status(), await response.text()).toBe(200);
    };
    const shownPrice = (page: Page) =>
      page
        .locator("main")
        .getByText(/₦3\d,000/)
        .first();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/listings");
    await underServiceWorker(page);
    await page.goto(`/listings/${id}`);
    await expect.poll(() => isSaved(page, `${baseURL}/listings/${id}`)).toBe(true);
    await expect(shownPrice(page)).toHaveText(/30,000/);

    // The seller changes the price: the next visit shows the kept copy at once and fetches the new one behind it.
    await setPrice(32000);
    await page.goto(`/listings/${id}`);
    await expect(shownPrice(page)).toHaveText(/30,000/);
    await expect
      .poll(
        async () =>
          (await page.evaluate(
            async (key) => (await (await caches.open("gona-pages-v1")).match(key))?.text(),
            `${baseURL}/listings/${id}`,
          )) ?? "",
      )
      .toContain("32,000");
    await page.goto(`/listings/${id}`);
    await expect(shownPrice(page)).toHaveText(/32,000/);

    // A reload asks the network first.
    await setPrice(34000);
    await page.reload();
    await expect(shownPrice(page)).toHaveText(/34,000/);

    // After the reader sends anything that is not a read (a form, here a POST from the page), no copy is shown online.
    await setPrice(36000);
    await page.evaluate(() => fetch("/api/health", { method: "POST" }).catch(() => undefined));
    await page.goto(`/listings/${id}`);
    await expect(shownPrice(page)).toHaveText(/36,000/);
    await context.close();
    await seller.dispose();
  });

  test("the browse page is kept: as it was last seen, and for other filters offline", async ({ browser, baseURL }) => {
    // Signed in, as a reader whose pages are never kept by the browser's own cache (an anonymous visitor's browse page
    // may be, for 30 seconds, and would then be shown offline as it is, without the banner).
    const context = await browser.newContext();
    await signUp(context.request, "buyer", "Amina Lawal");
    const page = await context.newPage();
    await page.goto("/");
    await underServiceWorker(page);
    await page.goto("/listings");
    await expect.poll(() => isSaved(page, `${baseURL}/listings`)).toBe(true);
    await page.goto("/listings?category=crops");
    await expect.poll(() => isSaved(page, `${baseURL}/listings?category=crops`)).toBe(true);

    await context.setOffline(true);
    const banner = page.getByRole("status").filter({ hasText: /^Saved copy from / });
    await page.goto("/listings");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { name: "Browse Listings", level: 1 })).toBeVisible();
    // Filters never seen online: the newest copy of the browse page answers, its form showing what it lists.
    await page.goto("/listings?category=seeds&q=sorghum");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { name: "Browse Listings", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("crops");
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
