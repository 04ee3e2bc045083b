import { expect, signedInAs, test } from "./fixtures";

// On 2G the answer to an upload is often lost after the server has acted (issue 37, ADR 075). With JavaScript the
// listing form keeps its key until the server has answered, so tapping "Create Listing" again makes no second listing.
test.describe("a lost answer on a flaky network", () => {
  test.use({ ...signedInAs("farmer"), expectedConsoleErrors: [/net::ERR_CONNECTION_RESET/] });

  test("the farmer taps Create Listing again after the answer was lost, and gets one listing", async ({ page }) => {
    const title = `Retried sorghum ${Date.now().toString(36)}`;
    let lost = 0;
    await page.route("**/api/listings/user/listing", async (route) => {
      if (route.request().method() !== "POST" || lost > 0) return route.continue();
      lost++;
      // The server gets the upload and acts; its answer never reaches the phone.
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("crops");
    await page.getByLabel("Product (crops and seeds)").selectOption("sorghum");
    await page.getByLabel("Price (₦)").fill("42000");
    await page.getByLabel("Unit").selectOption("bag");
    await page.getByLabel("Quantity").fill("6");
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(lost).toBe(1);

    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
    await page.goto("/view-listings");
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(1);
  });
});
