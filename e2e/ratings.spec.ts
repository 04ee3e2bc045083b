import { createListingViaApi, demoPage, expect, newUserPage, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test(`a buyer rates the seller of a completed order on a phone and the seller's page shows it (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const farmer = await newUserPage(browser, "farmer", `Rated Farmer ${stamp}`);
    const buyer = await newUserPage(browser, "buyer", `Rating Buyer ${stamp}`, javaScriptEnabled);
    await buyer.setViewportSize({ width: 360, height: 740 });
    const admin = await demoPage(browser, "admin");

    const title = `Rated sorghum ${stamp}`;
    const listingId = await createListingViaApi(farmer.request, { title, price: "900" });
    expect((await admin.request.put(`/api/admin/listings/${listingId}/status`, { data: { status: "approved" } })).status()).toBe(200);
    const sent = await buyer.request.post(`/api/listings/user/listing${listingId}/request`, { data: { quantity: 2 } });
    expect(sent.status()).toBe(201);
    const requestId = (await sent.json()).id;
    for (const status of ["accepted", "completed"]) {
      expect((await farmer.request.put(`/api/users/purchase-requests/${requestId}`, { data: { status } })).status()).toBe(200);
    }

    await buyer.goto("/orders");
    const card = buyer.locator(".request-card", { hasText: title });
    await expect(card.getByRole("heading", { name: "Rate the seller" })).toBeVisible();
    await card.getByLabel("5 – Excellent").check();
    await card.getByLabel("Comment (optional)").fill("Clean grain, on time");
    await card.getByRole("button", { name: "Send rating" }).click();
    await expect(buyer.getByText("Your rating is saved.")).toBeVisible();
    await expect(buyer.locator(".request-card", { hasText: title }).getByText("Your rating: 5 of 5")).toBeVisible();

    // The seller's name on the request leads to their public page, which shows the rating and the comment.
    await buyer
      .locator(".request-card", { hasText: title })
      .getByRole("link", { name: `Rated Farmer ${stamp}` })
      .click();
    await expect(buyer.getByRole("heading", { level: 1, name: `Rated Farmer ${stamp}` })).toBeVisible();
    await expect(buyer.getByText("★ 5.0 of 5 (1 rating)")).toBeVisible();
    await expect(buyer.getByText("Clean grain, on time")).toBeVisible();
    await expect(buyer.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
