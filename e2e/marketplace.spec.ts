import type { Browser, Page } from "@playwright/test";
import { paintScene } from "../scripts/lib/png";
import { awaitingHydration, expect, newUserPage, signedInAs, storageStatePath, test } from "./fixtures";

// A real 1200x900 photo, so the browser decodes it and makes the downsized upload and the thumbnail.
const PHOTO = paintScene(1200, 900, [135, 190, 235], [90, 140, 60], [40, 120, 40], 3);

async function pageAs(browser: Browser, role: "farmer" | "buyer", javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role), javaScriptEnabled });
  const page = await context.newPage();
  return javaScriptEnabled ? awaitingHydration(page) : page;
}

test.describe("a farmer lists produce", () => {
  test.use(signedInAs("farmer"));

  test("creates a listing with a photo and finds it pending in My Listings", async ({ page }) => {
    const title = `Fresh okra ${Date.now().toString(36)}`;
    await page.goto("/create-listing");
    await expect(page.getByText("An admin reviews every listing before it is published in the market.")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Tender okra picked this morning.");
    await page.getByLabel("Category").selectOption("crops");
    await page.getByLabel("Product (crops and seeds)").selectOption("okra");
    await page.getByLabel("Price (₦)").fill("1500.50");
    await page.getByLabel("Unit").selectOption("bag");
    await page.getByLabel("Quantity").fill("12");
    await page.getByLabel("Location").fill("Dawanau, Kano State");
    await page.getByLabel("Photos (up to 5)").setInputFiles({ name: "okra.png", mimeType: "image/png", buffer: PHOTO });
    await expect(page.getByRole("img", { name: "Selected photo 1" })).toBeVisible();
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await page.goto("/view-listings");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Pending")).toBeVisible();
    const photo = card.getByRole("img", { name: title });
    await expect(photo).toBeVisible();
    const src = await photo.getAttribute("src");
    expect(src).toMatch(/^\/api\/media\/listings\/[0-9a-f-]{36}-thumb\.jpg$/);
    const media = await page.request.get(src as string);
    expect(media.headers()["content-type"]).toBe("image/jpeg");
    expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Pending listings are not public.
    await page.goto("/listings?q=okra");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("refuses a sixth photo in the browser with the exact message", async ({ page }) => {
    await page.goto("/create-listing");
    await page
      .getByLabel("Photos (up to 5)")
      .setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: "image/png", buffer: PHOTO })));
    await expect(page.getByRole("alert")).toHaveText("Maximum 5 images allowed");
  });

  test("edits a listing in My Listings and deletes it after confirming", async ({ page }) => {
    const title = `Cassava stems ${Date.now().toString(36)}`;
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("seeds");
    await page.getByLabel("Product (crops and seeds)").selectOption("cassava-stems");
    await page.getByLabel("Variety (seeds)").fill("TME 419");
    await page.getByLabel("Registration number").fill("NASC/CS/419");
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
    await page.goto("/view-listings");
    await page.getByRole("link", { name: `Edit: ${title}` }).click();
    await page.getByRole("dialog").getByLabel("Title").fill(`${title} (TME 419)`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Listing updated successfully! If it was on the market, it goes back to review and returns once an admin approves it.",
    );
    await expect(page.getByRole("heading", { name: `${title} (TME 419)` })).toBeVisible();
    await page.getByRole("link", { name: `Delete: ${title} (TME 419)` }).click();
    await expect(page.getByText(`Delete "${title} (TME 419)"? This cannot be undone.`)).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("heading", { name: `${title} (TME 419)` })).toHaveCount(0);
  });
});

test.describe("a farmer without JavaScript", () => {
  test.use({ ...signedInAs("farmer"), javaScriptEnabled: false });

  test("creates a listing with a photo through the plain multipart form", async ({ page }) => {
    const title = `Sesame seed ${Date.now().toString(36)}`;
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("seeds");
    await page.getByLabel("Product (crops and seeds)").selectOption("vegetable-seed");
    await page.getByLabel("Variety (seeds)").fill("NCRIBEN-01M");
    await page.getByLabel("Registration number").fill("NASC/SS/001");
    await page.getByLabel("Price (₦)").fill("900");
    await page.getByLabel("Photos (up to 5)").setInputFiles({ name: "sesame.png", mimeType: "image/png", buffer: PHOTO });
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
    await page.goto("/view-listings");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Pending")).toBeVisible();
    await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", /^\/api\/media\/listings\/[0-9a-f-]{36}\.png$/);
  });

  test("a spoofed photo is refused with the server's message", async ({ page }) => {
    await page.goto("/create-listing");
    await page.getByLabel("Title").fill("Not a photo");
    // Tools name no product, so the photo is the only thing wrong with the form.
    await page.getByLabel("Category").selectOption("tools");
    await page
      .getByLabel("Photos (up to 5)")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
    await page.getByRole("button", { name: "Create Listing" }).click();
    // The page shows the error by its code, in the page's language (the API's English also names the file).
    await expect(page.getByRole("alert")).toHaveText("The image is not a JPEG, PNG, GIF or WebP image");
  });
});

test.describe("a buyer and a farmer trade", () => {
  test("buyer searches, sends a request; farmer accepts and completes it; buyer sees the status", async ({ browser }) => {
    const note = `Deliver to Kaduna please ${Date.now().toString(36)}`;
    // A new buyer: the demo buyer already has an open request on this listing (one open request per listing).
    const phone = `+23481${String(Date.now()).slice(-8)}`;
    const buyer = await newUserPage(browser, "buyer", "Trade Buyer", true, phone);
    await buyer.goto("/listings");
    await buyer.getByLabel("Search").fill("white maize");
    await buyer.getByLabel("Category").selectOption("crops");
    await buyer.getByRole("button", { name: "Search" }).click();
    await expect(buyer).toHaveURL(/q=white\+maize/);
    const card = buyer.getByRole("article").filter({ hasText: "Dry white maize, 2024 harvest" });
    await expect(card.getByText("₦38,000.00 / bag")).toBeVisible();
    await expect(card.getByText("Crops")).toBeVisible();
    await card.getByRole("link", { name: /View Details/ }).click();

    await expect(buyer.getByRole("heading", { name: "Dry white maize, 2024 harvest" })).toBeVisible();
    await expect(buyer.getByRole("heading", { name: "Safety tips" })).toBeVisible();
    // SPEC.md's "Send Message" holds the ways to reach the seller; the number reaches the page only once asked for.
    await expect(buyer.getByRole("link", { name: "WhatsApp seller" })).toHaveCount(0);
    await buyer.getByRole("link", { name: "Send Message" }).click();
    await expect(buyer.getByRole("heading", { name: "Send Message" })).toBeVisible();
    const whatsapp = buyer.getByRole("link", { name: "WhatsApp seller" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/2348030000002\?text=.*Dry%20white%20maize/);
    await expect(buyer.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+2348030000002");
    await buyer.getByRole("link", { name: "Send Purchase Request" }).click();
    const dialog = buyer.getByRole("dialog", { name: "Send Purchase Request" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Quantity").fill("7");
    await dialog.getByLabel("Offered Price (₦ per unit, optional)").fill("37500");
    await dialog.getByLabel("Message (optional)").fill(note);
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(buyer.getByRole("status")).toHaveText(
      "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
    );

    const farmer = await pageAs(browser, "farmer");
    await farmer.goto("/orders");
    const request = farmer.getByRole("article").filter({ hasText: note });
    await expect(request.getByText("Pending", { exact: true })).toBeVisible();
    await expect(request.getByText("₦37,500.00")).toBeVisible();
    await expect(request.getByText(phone)).toBeVisible();
    await request.getByRole("button", { name: "Accept" }).click();
    await expect(farmer.getByRole("status")).toHaveText(
      "Request accepted successfully! The buyer has been told. Agree on delivery and payment with them, then mark the order completed.",
    );
    await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(request.getByRole("button", { name: "Reject" })).toHaveCount(0);
    await request.getByRole("button", { name: "Mark as Completed" }).click();
    await expect(farmer.getByRole("status")).toHaveText(
      "Request completed successfully! The buyer can now confirm they received it, and you can rate each other.",
    );
    await expect(request.getByText("Completed", { exact: true })).toBeVisible();

    await buyer.goto("/orders");
    await expect(buyer.getByRole("article").filter({ hasText: note }).getByText("Completed", { exact: true })).toBeVisible();
    await buyer.context().close();
    await farmer.context().close();
  });

  test("the owner sees no buy buttons on their own listing", async ({ browser }) => {
    const farmer = await pageAs(browser, "farmer");
    await farmer.goto("/listings?q=maize");
    await farmer
      .getByRole("article")
      .filter({ hasText: "Dry white maize, 2024 harvest" })
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(farmer.getByText("This is your listing.")).toBeVisible();
    await expect(farmer.getByRole("link", { name: "Send Purchase Request" })).toHaveCount(0);
    await farmer.context().close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ ...signedInAs("buyer"), javaScriptEnabled: false });

  test("a buyer browses, filters, opens a listing and sends a purchase request with plain forms", async ({ browser }) => {
    // A new buyer: the demo buyer may already hold an open request on the onions (one open request per listing).
    const page = await newUserPage(browser, "buyer", "Plain Forms Buyer", false);
    await page.goto("/listings");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.getByLabel("Location").fill("Kano");
    await page.getByLabel("Category").selectOption("crops");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=crops/);
    const card = page.getByRole("article").filter({ hasText: "Red onions from Kura" });
    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page.getByRole("heading", { name: "Red onions from Kura" })).toBeVisible();
    await page.getByRole("link", { name: "Send Purchase Request" }).click();
    await page.getByLabel("Quantity").fill("3");
    await page.getByLabel("Message (optional)").fill("No-JS order");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
    );
    await page.context().close();
  });

  test("a quantity of zero shows the server's error", async ({ browser }) => {
    // A new buyer: the demo buyer may already hold an open request on the onions.
    const page = await newUserPage(browser, "buyer", "Zero Quantity", false);
    await page.goto("/listings?q=onions");
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await page.getByRole("link", { name: "Send Purchase Request" }).click();
    await page.getByLabel("Quantity").evaluate((input: HTMLInputElement) => input.removeAttribute("min"));
    await page.getByLabel("Quantity").fill("0");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("alert")).toHaveText("Quantity must be more than 0");
    await page.context().close();
  });

  test("no results and a missing listing show their explanations", async ({ page }) => {
    await page.goto("/listings?q=zzzqqqxxx");
    await expect(page.getByRole("heading", { name: "No listings found" })).toBeVisible();
    const missing = await page.goto("/listings/99999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Listing not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to listings/ })).toBeVisible();
  });
});

test.describe("signed out", () => {
  test("sees listings and a login prompt instead of buy buttons", async ({ page }) => {
    await page.goto("/listings?q=maize");
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page.getByText("Sign in to send a purchase request or message the seller.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Purchase Request" })).toHaveCount(0);
  });
});
