import type { Locator, Page } from "@playwright/test";
import { expect, signedInAs, storageStatePath, test } from "./fixtures";

// What the walk of issue 34 found on Create Listing at 360 px: a banner telling a seller with a confirmed number that it
// is not confirmed; a category chosen before the page hydrated (a slow phone) leaving the Product required for a
// chemical, so a supplier could not post one; the field the browser's own check refuses, under the sticky header.

test.use({ viewport: { width: 360, height: 740 } });

/** How far below the sticky header's bottom edge `box` starts (negative: hidden under it). */
async function clearOfHeader(page: Page, box: Locator): Promise<number> {
  const header = await page.locator(".site-header").boundingBox();
  const target = await box.boundingBox();
  if (!header || !target) throw new Error("header or target not drawn");
  return target.y - (header.y + header.height);
}

test.describe("a seller whose number is confirmed", () => {
  test.use(signedInAs("supplier"));

  test("is not told on Create Listing that it is not confirmed", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByText(/is not confirmed yet/)).toHaveCount(0);
    await page.goto("/create-listing");
    await expect(page.getByRole("heading", { name: "Create Listing" })).toBeVisible();
    await expect(page.getByText(/is not confirmed yet/)).toHaveCount(0);
  });

  test("a Product left empty is refused with the select and its label in view, below the header", async ({ page }) => {
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill("Dry maize");
    await page.getByLabel("Price (₦)").fill("25000");
    await page.getByRole("button", { name: "Create Listing" }).click();
    const product = page.locator("#product");
    await expect(product).toBeFocused();
    await expect(page).toHaveURL(/\/create-listing$/);
    expect(await clearOfHeader(page, page.locator('label[for="product"]'))).toBeGreaterThanOrEqual(0);
    await expect(product).toBeInViewport();
  });
});

test("a category chosen before the page hydrated is the one the form follows: a chemical needs no product", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath("supplier"), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // The scripts wait (a slow phone) while the supplier chooses the category.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/create-listing", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Category").selectOption("chemicals");
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator("#product")).toHaveJSProperty("required", false);

  const title = `Emamectin 5% EC ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Price (₦)").fill("6500");
  await page.getByLabel("Registration number").fill("A5-1234");
  await page.getByLabel("Registered with").selectOption("NAFDAC");
  await page.getByLabel("Manufacturer").fill("Agro Chem Ltd");
  await page.getByLabel("Batch number").fill("EM-2231");
  await page.getByLabel("Expiry date").fill("2099-10-31");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
  await context.close();
});

test.describe("an order's card reached by its #fragment", () => {
  test.use(signedInAs("buyer"));

  test("starts below the sticky header", async ({ page }) => {
    await page.goto("/orders/buying");
    const id = await page.locator("article.request-card").last().getAttribute("id");
    if (!id) throw new Error("the demo buyer has no order");
    // Long enough that the browser scrolls to the card.
    await page.goto(`/orders/buying#${id}`);
    const card = page.locator(`#${id}`);
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await clearOfHeader(page, card)).toBeGreaterThanOrEqual(0);
  });
});
