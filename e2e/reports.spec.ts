// Safe to buy, with JavaScript on and off: a buyer reports a fake-looking chemical, the admin freezes it from the
// Reports tab, the public no longer finds it, the buyer is told, the seller sees why and the audit log shows it.
import { approveListingViaApi, demoPage, expect, newUserPage, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test(`a reported fake chemical is frozen from the Reports tab and leaves public view (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // Three people, the admin's confirm step and a dozen page loads: 29-30 s in two CI runs side by side, over one
    // page's 30 s allowance.
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const title = `Cheap Paraquat ${stamp}`;
    const seller = await newUserPage(browser, "supplier", `Quick Agro ${stamp}`, javaScriptEnabled);
    const created = await seller.request.post("/api/listings/user/listing", {
      multipart: {
        title,
        description: "Half the market price, no questions.",
        category: "chemicals",
        price: "1500",
        priceUnit: "piece",
        quantity: "40",
        location: "Kano",
        registration_number: "A5-9999",
        registration_body: "NAFDAC",
        expiry_date: "2099-12-31",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await approveListingViaApi(playwright, String(baseURL), id);

    // The buyer reports it from the listing page through the one report form.
    const buyer = await newUserPage(browser, "buyer", `Wary Buyer ${stamp}`, javaScriptEnabled);
    await buyer.goto(`/listings/${id}`);
    await buyer.locator(`a[href^="/report?target_type=listing&target_id=${id}&"]`).click();
    await expect(buyer.getByRole("heading", { name: "Report a problem" })).toBeVisible();
    await buyer.getByLabel("Reason").selectOption("counterfeit");
    await buyer.getByLabel("Details (optional)").fill("The NAFDAC number is not on the pack and the seal is broken.");
    await buyer.getByRole("button", { name: "Send report" }).click();
    await expect(buyer.getByText(/Your report was sent/)).toBeVisible();

    // The admin sees it in context with its count, and freezes the listing.
    const admin = await demoPage(browser, "admin", javaScriptEnabled);
    await admin.goto("/admin?tab=reports");
    const card = admin.locator(".admin-cards > li", { hasText: title });
    await expect(card.getByText("1 open report on this")).toBeVisible();
    await expect(card.getByText("The NAFDAC number is not on the pack")).toBeVisible();
    await card.getByLabel("Action", { exact: true }).selectOption("freeze_listing");
    await expect(card.getByLabel("Freeze listing: Reason")).toHaveValue("counterfeit_suspected");
    await card.getByLabel("Note (optional)").fill(`Fake pack ${stamp}`);
    await card.getByRole("button", { name: "Apply" }).click();
    // Freezing is asked about first, where the admin is: the question takes focus and is in view.
    const question = card.getByText(/^Freeze this listing\? It leaves the market/);
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
    await card.getByRole("button", { name: "Freeze listing" }).click();
    await expect(admin.getByText("Report resolved.")).toBeVisible();
    await expect(admin.locator(".admin-cards > li", { hasText: title })).toHaveCount(0);

    // Gone for the public: its page is a 404 and the marketplace does not list it.
    const visitor = await browser.newContext({ javaScriptEnabled });
    const anonymous = await visitor.newPage();
    expect((await anonymous.goto(`/listings/${id}`))?.status()).toBe(404);
    await anonymous.goto(`/listings?q=${encodeURIComponent(stamp)}`);
    await expect(anonymous.getByRole("article").filter({ hasText: title })).toHaveCount(0);

    // The buyer hears the outcome; the seller sees why.
    await buyer.goto("/notifications");
    const told = buyer.locator(".notification").first();
    await expect(told).toContainText("Your report was reviewed");
    await expect(told).toContainText("the listing was frozen");
    await seller.goto("/view-listings");
    await expect(seller.getByText("Suspected counterfeit").first()).toBeVisible();
    await expect(seller.getByText(`Fake pack ${stamp}`)).toBeVisible();

    // The audit log records it in words, and its action filter finds it.
    await admin.goto("/admin?tab=audit");
    await admin.getByLabel("Action", { exact: true }).selectOption("report.freeze_listing");
    await admin.getByRole("button", { name: "Filter" }).click();
    await expect(admin).toHaveURL(/action=report.freeze_listing/);
    const row = admin.getByRole("row").filter({ hasText: `Fake pack ${stamp}` });
    await expect(row).toContainText("Report: listing frozen");
    // The listing is named by its title and seller, with a link to it.
    await expect(row).toContainText(`Listing: ${title}`);
    await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/listings/${id}`);
    for (const page of [seller, buyer, admin, anonymous]) await page.context().close();
  });
}
