// The deal loop on a 360 px phone, with JavaScript on and off: a buyer requests the whole stock, the seller accepts
// and marks it completed, the buyer confirms receipt (each notice in view with the focus), and the sold-out listing
// leaves search while its page says so.
import { approveListingViaApi, createListingViaApi, expect, newUserPage, test } from "./fixtures";

const PHONE = { width: 360, height: 740 };

for (const javaScriptEnabled of [true, false]) {
  test(`request → accept → received empties the stock and the listing leaves search (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // Two people and a dozen submits and page loads: more than one page's 30 s allowance on a loaded machine.
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const title = `Order maize ${stamp}`;
    const farmer = await newUserPage(browser, "farmer", `Order Farmer ${stamp}`, javaScriptEnabled);
    const buyer = await newUserPage(browser, "buyer", `Order Buyer ${stamp}`, javaScriptEnabled);
    for (const page of [farmer, buyer]) await page.setViewportSize(PHONE);
    const id = await createListingViaApi(farmer.request, { title, price: "38000" });
    await approveListingViaApi(playwright, String(baseURL), id);

    // The buyer asks for all 10 bags.
    await buyer.goto(`/listings/${id}`);
    await buyer.getByRole("link", { name: "Send Purchase Request" }).click();
    const form = javaScriptEnabled ? buyer.getByRole("dialog", { name: "Send Purchase Request" }) : buyer.locator("#request-form");
    await form.getByLabel("Quantity").fill("10");
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(buyer.getByRole("status")).toHaveText(
      "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
    );
    await buyer.goto(`/listings/${id}`);
    await expect(buyer.getByText(/You requested 10 bags on .+: Pending/)).toBeVisible();
    await expect(buyer.getByRole("link", { name: "Send Purchase Request" })).toHaveCount(0);

    // The seller accepts it from Orders → Selling: the 10 bags are now promised.
    await farmer.goto("/orders");
    await expect(farmer).toHaveURL(/\/orders\/selling$/);
    const selling = farmer.locator(".request-card", { hasText: title });
    await expect(selling.getByText("₦380,000.00")).toBeVisible();
    await selling.getByRole("button", { name: "Accept" }).click();
    await expect(farmer.getByRole("status")).toHaveText(
      "Request accepted successfully! The buyer has been told. Agree on delivery and payment with them, then mark the order completed.",
    );
    // What happened is read out and in view: the notice on the order's card has the focus, with JavaScript or without.
    await expect(farmer.getByRole("status")).toBeFocused();

    // The goods changed hands: the seller marks the order completed, and the notice on its card says so with the focus.
    await farmer.locator(".request-card", { hasText: title }).getByRole("button", { name: "Mark as Completed" }).click();
    await expect(farmer.getByRole("status")).toHaveText(
      "Request completed successfully! The buyer can now confirm they received it, and you can rate each other.",
    );
    await expect(farmer.getByRole("status")).toBeFocused();

    // The buyer confirms receipt from Orders → Buying; the timeline shows each step.
    await buyer.goto("/orders");
    await expect(buyer).toHaveURL(/\/orders\/buying$/);
    const buying = buyer.locator(".request-card", { hasText: title });
    await buying.getByRole("button", { name: "I received it" }).click();
    await expect(buyer.getByRole("status")).toHaveText(
      "Thank you: you confirmed you received it. The order is complete. Rate the seller to help other buyers.",
    );
    await expect(buyer.getByRole("status")).toBeFocused();
    await expect(buyer.locator(".request-card", { hasText: title }).getByText(/^You confirmed you received it/)).toBeVisible();

    // Nothing is left: out of search, and the listing's own page says it is sold out.
    await buyer.goto(`/listings?q=${encodeURIComponent(stamp)}`);
    await expect(buyer.getByRole("article").filter({ hasText: title })).toHaveCount(0);
    await buyer.goto(`/listings/${id}`);
    await expect(buyer.getByText("Sold out", { exact: true }).first()).toBeVisible();
    for (const page of [farmer, buyer]) await page.context().close();
  });
}
