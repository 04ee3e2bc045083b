import type { Browser, Page } from "@playwright/test";
import { approveListingViaApi, createListingViaApi, expect, newUserPage, test } from "./fixtures";

/** A new farmer with one approved listing (the approval itself is their first notification), and a new buyer. */
async function sellerAndBuyer(
  browser: Browser,
  playwright: { request: import("@playwright/test").APIRequest },
  baseURL: string,
  javaScriptEnabled: boolean,
) {
  const seller = await newUserPage(browser, "farmer", "Hauwa Bello", javaScriptEnabled);
  const title = `Sweet potatoes ${Date.now().toString(36)}`;
  const listingId = await createListingViaApi(seller.context().request, { title });
  await approveListingViaApi(playwright, baseURL, listingId);
  const buyer = await newUserPage(browser, "buyer", "Chidi Okeke");
  return { seller, buyer, listingId, title };
}

async function sendRequest(buyer: Page, listingId: number) {
  const response = await buyer.context().request.post(`/api/listings/user/listing${listingId}/request`, { data: { quantity: 3 } });
  expect(response.status(), await response.text()).toBe(201);
}

const bell = (page: Page) => page.locator("header a.bell");

test.describe("notifications", () => {
  test("a seller with the dashboard open sees a buyer's request on the bell without reloading, and it opens the request", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const { seller, buyer, listingId, title } = await sellerAndBuyer(browser, playwright, String(baseURL), true);
    await seller.goto("/dashboard");
    await expect(bell(seller)).toHaveAttribute("data-unread", "1");
    // The tab is listening to the seller's room before the buyer acts.
    await expect(bell(seller)).toHaveAttribute("data-live", "");
    await sendRequest(buyer, listingId);
    // No reload happens (the URL check below); the wait is the default one, not a speed limit.
    await expect(bell(seller)).toHaveAttribute("data-unread", "2");
    await expect(bell(seller)).toHaveAccessibleName("Notifications: 2 unread");
    expect(new URL(seller.url()).pathname).toBe("/dashboard");

    await bell(seller).click();
    await expect(seller).toHaveURL(/\/notifications$/);
    const newest = seller.locator(".notification").first();
    await expect(newest).toContainText("New purchase request");
    await expect(newest).toContainText(`Chidi Okeke wants to buy 3 bags of “${title}”.`);
    await newest.getByRole("button").click();
    // The notification opens the order itself.
    await expect(seller).toHaveURL(/\/orders\/\d+$/);
    await expect(seller.getByText("Chidi Okeke").first()).toBeVisible();
    await expect(bell(seller)).toHaveAttribute("data-unread", "1");
  });

  test("without JavaScript the bell counts, the list opens, and everything can be marked read", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const { seller, buyer, listingId, title } = await sellerAndBuyer(browser, playwright, String(baseURL), false);
    await sendRequest(buyer, listingId);
    await seller.goto("/dashboard");
    await expect(bell(seller)).toHaveAccessibleName("Notifications: 2 unread");
    await expect(seller.getByText("Unread notifications: 2")).toBeVisible();
    await bell(seller).click();
    await expect(seller.locator(".notification.unread")).toHaveCount(2);
    await expect(seller.locator(".notification").nth(1)).toContainText(`“${title}” was approved and buyers can see it now.`);
    await seller.getByRole("button", { name: "Mark all as read" }).click();
    // The page says what happened (a notice carried in the URL of the redirect).
    await expect(seller).toHaveURL(/\/notifications\?notice=notifications-read$/);
    await expect(seller.getByRole("status")).toContainText("All your notifications are marked as read.");
    await expect(seller.locator(".notification.unread")).toHaveCount(0);
    await expect(bell(seller)).toHaveAccessibleName("Notifications");
    await seller.locator(".notification").nth(1).getByRole("button").click();
    await expect(seller).toHaveURL(new RegExp(`/listings/${listingId}$`));
  });

  test("shows each user their notifications in their language", async ({ browser, playwright, baseURL }) => {
    const { seller, buyer, listingId } = await sellerAndBuyer(browser, playwright, String(baseURL), true);
    await sendRequest(buyer, listingId);
    await seller.goto("/notifications?lang=ha");
    await expect(seller.locator("h1")).toHaveText("Sanarwa");
    await expect(seller.locator(".notification").first()).toContainText("Sabuwar buƙatar saye");
    await expect(bell(seller)).toHaveAccessibleName("Sanarwa: 2 ba a karanta ba");
  });
});
