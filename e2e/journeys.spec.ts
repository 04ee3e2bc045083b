import { paintScene } from "../scripts/lib/png";
import { approveListingViaApi, createListingViaApi, demoPage, expect, newUserPage, test } from "./fixtures";

// Cross-feature journeys (issues #3 and #4): every user and record here is created by the test itself.
const PHOTO = paintScene(1200, 900, [135, 190, 235], [90, 140, 60], [40, 120, 40], 3);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
// Each journey walks several users through several screens: give it more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const tag = () => `j${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a new farmer's listing is approved, bought, completed, frozen out of search and unfrozen back", async ({ browser }) => {
  const token = tag();
  const title = `Yam tubers ${token}`;
  const note = `Please deliver to Zaria ${token}`;

  // The farmer lists produce with a photo.
  const farmer = await newUserPage(browser, "farmer", "Aliyu Journey");
  await farmer.goto("/create-listing");
  await farmer.getByLabel("Title").fill(title);
  await farmer.getByLabel("Description").fill("Big white yams from Benue.");
  await farmer.getByLabel("Category").selectOption("crops");
  await farmer.getByLabel("Product (crops and seeds)").selectOption("yam");
  await farmer.getByLabel("Price (₦)").fill("4200");
  await farmer.getByLabel("Unit").selectOption("bag");
  await farmer.getByLabel("Quantity").fill("20");
  await farmer.getByLabel("Location").fill("Makurdi, Benue State");
  await farmer.getByLabel("Photos (up to 5)").setInputFiles({ name: "yam.png", mimeType: "image/png", buffer: PHOTO });
  await expect(farmer.getByRole("img", { name: "Selected photo 1" })).toBeVisible();
  await farmer.getByRole("button", { name: "Create Listing" }).click();
  // The dashboard says what happened and what comes next, and no longer asks for a first listing.
  await expect(farmer).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
  await expect(farmer.getByRole("status").filter({ hasText: "Your listing was sent for review." })).toBeFocused();

  // Not public until an admin approves it on the Pending Listings tab.
  const buyer = await newUserPage(browser, "buyer", "Bola Journey");
  await buyer.goto(`/listings?q=${token}`);
  await expect(buyer.getByRole("heading", { name: "No listings found" })).toBeVisible();

  const admin = await demoPage(browser, "admin");
  await admin.goto("/admin?tab=pending");
  const card = admin.locator(".pending-card", { hasText: title });
  await expect(card.getByText("Aliyu Journey")).toBeVisible();
  await card.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(admin.getByText("Listing approved successfully!")).toBeVisible();
  await expect(admin.locator(".pending-card", { hasText: title })).toHaveCount(0);

  // The buyer finds it by search, with its photo, and sends a request.
  await buyer.goto("/listings");
  await buyer.getByLabel("Search").fill(token);
  await buyer.getByRole("button", { name: "Search" }).click();
  const result = buyer.getByRole("article").filter({ hasText: title });
  await expect(result).toHaveCount(1);
  await expect(result.getByText("₦4,200.00 / bag")).toBeVisible();
  await expect(result.getByRole("img", { name: title })).toHaveAttribute("src", /^\/api\/media\/listings\//);
  await result.getByRole("link", { name: /View Details/ }).click();
  await expect(buyer.getByRole("heading", { name: title })).toBeVisible();
  await buyer.getByRole("link", { name: "Send Purchase Request" }).click();
  const dialog = buyer.getByRole("dialog", { name: "Send Purchase Request" });
  await dialog.getByLabel("Quantity").fill("4");
  await dialog.getByLabel("Offered Price (₦ per unit, optional)").fill("4000");
  await dialog.getByLabel("Message (optional)").fill(note);
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(buyer.getByRole("status")).toHaveText(
    "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
  );

  // The farmer accepts and completes it.
  await farmer.goto("/orders");
  const request = farmer.getByRole("article").filter({ hasText: note });
  await expect(request.getByText("Pending", { exact: true })).toBeVisible();
  await expect(request.getByText("Bola Journey")).toBeVisible();
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(farmer.getByRole("status")).toHaveText(
    "Request accepted successfully! The buyer has been told. Agree on delivery and payment with them, then mark the order completed.",
  );
  await request.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(farmer.getByRole("status")).toHaveText(
    "Request completed successfully! The buyer can now confirm they received it, and you can rate each other.",
  );
  await expect(request.getByText("Completed", { exact: true })).toBeVisible();

  await buyer.goto("/orders");
  await expect(buyer.getByRole("article").filter({ hasText: note }).getByText("Completed", { exact: true })).toBeVisible();

  // The admin freezes it: it leaves public search and its page; unfreezing brings it back.
  await admin.goto("/admin?tab=listings");
  await admin.getByLabel("Search listings").fill(token);
  // Freezing asks for the reason the seller will see.
  const freeze = admin.locator("details.moderate-action").filter({ has: admin.locator(`summary[aria-label="Freeze ${title}"]`) });
  await freeze.locator("summary").click();
  await freeze.getByLabel("Reason").selectOption("counterfeit_suspected");
  await freeze.getByRole("button", { name: "Confirm freeze" }).click();
  await expect(admin.getByText("Listing frozen successfully!")).toBeVisible();
  // /listings is cached privately for 30 s, so each check is a different search the buyer has not loaded yet.
  await buyer.goto(`/listings?q=${token}&category=crops`);
  await expect(buyer.getByRole("heading", { name: "No listings found" })).toBeVisible();

  await admin.getByLabel("Search listings").fill(token);
  await admin.getByRole("button", { name: `Unfreeze ${title}` }).click();
  await expect(admin.getByText("Listing unfrozen successfully!")).toBeVisible();
  await buyer.goto(`/listings?q=${token}&category=crops&location=Makurdi`);
  await expect(buyer.getByRole("article").filter({ hasText: title })).toHaveCount(1);

  for (const page of [farmer, buyer, admin]) await page.context().close();
});

test("a new farmer is verified by an admin and the badge shows on listings, the listing page and the header", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const token = tag();
  const name = `Verified Farmer ${token}`;
  const title = `Sorghum ${token}`;
  const farmer = await newUserPage(browser, "farmer", name);
  const id = await createListingViaApi(farmer.request, { title, category: "crops" });
  await approveListingViaApi(playwright, baseURL as string, id);

  // Before: no badge.
  await farmer.goto(`/listings?q=${token}`);
  const card = farmer.getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.locator(".badge-verified")).toHaveCount(0);
  await expect(farmer.locator("header .badge-verified")).toHaveCount(0);

  await farmer.goto("/profile/verification");
  await farmer.getByLabel("Document type").selectOption("farm-license");
  await farmer.locator("input[type=file]").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
  await farmer.getByRole("button", { name: "Submit for Verification" }).click();
  await expect(farmer.getByText("Verification request submitted successfully!")).toBeVisible();

  const admin = await demoPage(browser, "admin");
  await admin.goto("/admin?tab=verification");
  const request = admin.locator(".card", { hasText: name });
  await expect(request.getByText("farm license")).toBeVisible();
  await request.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(admin.getByText("Verification request approved successfully!")).toBeVisible();
  await expect(admin.locator(".card", { hasText: name })).toHaveCount(0);

  // A buyer (and the farmer) now see the badge beside the seller's name.
  const buyer = await newUserPage(browser, "buyer", "Badge Watcher");
  await buyer.goto(`/listings?q=${token}`);
  const seen = buyer.getByRole("article").filter({ hasText: title });
  await expect(seen.locator(".badge-verified")).toBeVisible();
  await expect(seen.getByText("Verified")).toHaveCount(1);
  await buyer.goto(`/listings/${id}`);
  await expect(buyer.getByRole("heading", { name: title })).toBeVisible();
  await expect(buyer.locator(".badge-verified", { hasText: "Verified" })).toBeVisible();

  await farmer.goto("/listings");
  await expect(farmer.locator("header .badge-verified").first()).toBeVisible();
  await expect(farmer.locator("header").getByText(name).first()).toBeVisible();

  for (const page of [farmer, buyer, admin]) await page.context().close();
});

test("without JavaScript a new buyer browses, searches, opens a listing and sends a purchase request", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const token = tag();
  const title = `Groundnuts ${token}`;
  const farmer = await newUserPage(browser, "farmer", "Kabiru NoJS");
  const id = await createListingViaApi(farmer.request, { title, category: "crops", price: "1800", location: "Gombe, Gombe State" });
  await approveListingViaApi(playwright, baseURL as string, id);

  const buyer = await newUserPage(browser, "buyer", "Chidi NoJS", false);
  await buyer.goto("/listings");
  await expect(buyer.getByRole("article").first()).toBeVisible();
  await buyer.getByLabel("Search").fill(token);
  await buyer.getByLabel("Category").selectOption("crops");
  await buyer.getByLabel("Location").fill("Gombe");
  await buyer.getByRole("button", { name: "Search" }).click();
  await expect(buyer).toHaveURL(new RegExp(`q=${token}`));
  const card = buyer.getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${id}`));
  await expect(buyer.getByRole("heading", { name: title })).toBeVisible();
  await buyer.getByRole("link", { name: "Send Purchase Request" }).click();
  await buyer.getByLabel("Quantity").fill("2");
  await buyer.getByLabel("Message (optional)").fill(`No-JS order ${token}`);
  await buyer.getByRole("button", { name: "Send Request" }).click();
  await expect(buyer.getByRole("status")).toHaveText(
    "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
  );

  await buyer.goto("/orders");
  await expect(
    buyer
      .getByRole("article")
      .filter({ hasText: `No-JS order ${token}` })
      .getByText("Pending", { exact: true }),
  ).toBeVisible();
  await farmer.goto("/orders");
  await expect(
    farmer
      .getByRole("article")
      .filter({ hasText: `No-JS order ${token}` })
      .getByText("Chidi NoJS"),
  ).toBeVisible();

  for (const page of [farmer, buyer]) await page.context().close();
});
