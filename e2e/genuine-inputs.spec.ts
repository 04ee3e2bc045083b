import type { Page } from "@playwright/test";
import { expect, newUserPage, signedInAs, storageStatePath, test } from "./fixtures";

/** Fills the listing form for a chemical with its registration details and creates it; answers its title. */
async function listChemical(page: Page) {
  const title = `Glyphosate 360 SL ${Date.now().toString(36)}`;
  await page.goto("/create-listing");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("chemicals");
  await expect(page.getByRole("group", { name: "Product registration (seeds and chemicals only)" })).toBeVisible();
  // The variety is for seeds: hidden once chemicals is chosen.
  await expect(page.getByLabel("Variety (seeds)")).toBeHidden();
  await page.getByLabel("Price (₦)").fill("4500");
  await page.getByLabel("Registration number").fill("A5-0123");
  await page.getByLabel("Registered with").selectOption("NAFDAC");
  await page.getByLabel("Manufacturer").fill("Agro Chem Ltd");
  await page.getByLabel("Batch number").fill("B2026-07");
  await page.getByLabel("Expiry date").fill("2099-12-31");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
  return title;
}

async function expectRegistrationShown(page: Page, title: string) {
  await page.goto("/view-listings");
  await page.getByRole("link", { name: `View: ${title}` }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const block = page.locator("#registration");
  await expect(block.getByRole("heading", { name: "Product registration" })).toBeVisible();
  for (const text of ["A5-0123", "Agro Chem Ltd", "B2026-07", "31 Dec 2099"]) await expect(block.getByText(text)).toBeVisible();
  await expect(block.getByRole("heading", { name: "How to check this product" })).toBeVisible();
  await expect(block.getByText(/scratch it and send the code by SMS/)).toBeVisible();
  await expect(block.getByText(/NAFDAC \(National Agency for Food and Drug Administration and Control\)/)).toBeVisible();
}

test.describe("a supplier lists a chemical with its registration details", () => {
  test.use(signedInAs("supplier"));

  test("the form takes them and the listing page shows them with how to check the product", async ({ page }) => {
    const title = await listChemical(page);
    await expectRegistrationShown(page, title);
  });

  test("the server refuses a chemical without an expiry date, beside the field", async ({ page }) => {
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill("Paraquat, no date");
    await page.getByLabel("Category").selectOption("chemicals");
    await page.getByLabel("Registration number").fill("A5-0999");
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page.getByText("Expiry date is required").first()).toBeVisible();
  });
});

test.describe("a supplier without JavaScript", () => {
  test.use({ ...signedInAs("supplier"), javaScriptEnabled: false });

  test("lists a chemical through the plain form and sees the details on its page", async ({ page }) => {
    const title = await listChemical(page);
    await expectRegistrationShown(page, title);
  });
});

test("a new supplier is offered business documents to verify, and the seeded supplier carries the Verified supplier badge", async ({
  browser,
}) => {
  const page = await newUserPage(browser, "supplier", "Chidi Agro Ventures", false);
  await page.goto("/profile/verification");
  const types = page.getByLabel("Document type");
  await expect(types.locator("option")).toHaveText(["CAC registration certificate", "Agro-dealer licence", "NAFDAC certificate"]);
  const seeded = await browser.newContext({ storageState: storageStatePath("supplier"), javaScriptEnabled: false });
  const verified = await seeded.newPage();
  await verified.goto("/profile/verification");
  await expect(verified.getByRole("heading").getByText("Verified supplier")).toBeVisible();
  await seeded.close();
});
