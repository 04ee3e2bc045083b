import type { Page } from "@playwright/test";
import { paintScene } from "../scripts/lib/png";
import { approveListingViaApi, awaitingHydration, expect, newUserPage, test } from "./fixtures";

// A seller fixes a listing's photos from the edit dialog in My Listings: without JavaScript through plain forms,
// with it through the same forms; any change sends an approved listing back to review.

const SAVED = "Photos changed: the listing is back in review.";
const photo = (seed: number) => paintScene(320, 240, [135, 190, 235], [90, 140, 60], [40 + seed * 30, 120, 40], seed);

/** The thumbnails' addresses in the edit dialog, in the order shown. */
async function photoSources(page: Page): Promise<string[]> {
  const images = page.locator(".photo-editor-item img");
  return images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? ""));
}

async function expectPendingInMyListings(page: Page, title: string) {
  await page.goto("/view-listings");
  await expect(page.getByRole("article").filter({ hasText: title }).getByText("Pending")).toBeVisible();
}

test("a seller removes and moves photos without JavaScript, adds one with it, and the listing goes back to review", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const farmer = await newUserPage(browser, "farmer", "Photo Farmer", false);
  const title = `Yellow maize ${Date.now().toString(36)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    description: "Dried and bagged.",
    category: "crops",
    product: "maize",
    price: "30000",
    priceUnit: "bag",
    quantity: "20",
    location: "Zaria, Kaduna State",
  })) {
    form.append(name, value);
  }
  form.append("images", new File([new Uint8Array(photo(1))], "one.png", { type: "image/png" }));
  form.append("images", new File([new Uint8Array(photo(2))], "two.png", { type: "image/png" }));
  const created = await farmer.context().request.post("/api/listings/user/listing", { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  await approveListingViaApi(playwright, baseURL as string, id);

  await farmer.goto(`/view-listings?edit=${id}`);
  const dialog = farmer.getByRole("dialog");
  await expect(dialog.getByText("Adding, removing or moving a photo sends the listing back to review.")).toBeVisible();
  const [first, second] = await photoSources(farmer);
  expect(second).toBeTruthy();
  await dialog.getByRole("button", { name: "Move earlier: Photo 2" }).click();
  await expect(farmer.getByText(SAVED)).toBeVisible();
  expect(await photoSources(farmer)).toEqual([second, first]);
  await dialog.getByRole("button", { name: "Remove: Photo 2" }).click();
  await expect(farmer.getByText(SAVED)).toBeVisible();
  expect(await photoSources(farmer)).toEqual([second]);
  await expect(dialog.getByRole("button", { name: "Move later: Photo 1" })).toHaveCount(0);
  await expectPendingInMyListings(farmer, title);

  await approveListingViaApi(playwright, baseURL as string, id);
  const context = await browser.newContext({ storageState: await farmer.context().storageState() });
  const page = awaitingHydration(await context.newPage());
  await page.goto(`/view-listings?edit=${id}`);
  await page.getByLabel("Choose a photo to add").setInputFiles({ name: "three.png", mimeType: "image/png", buffer: photo(3) });
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.locator(".photo-editor-item img")).toHaveCount(2);
  expect((await photoSources(page))[0]).toBe(second);
  await expectPendingInMyListings(page, title);
});
