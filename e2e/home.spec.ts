// The way in: the home page leads to the market, the menus name it plainly, and the dashboard greets a
// newcomer by role and counts what matters to them. Every check runs on a 360 px phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { demoPage, expect, newUserPage, test, uniqueEmail } from "./fixtures";

const PHONE = { width: 360, height: 740 };

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** What a buyer can buy now, as the public API lists it (the demo market fits in one page of 100). */
async function marketSize(request: APIRequestContext) {
  const response = await request.get("/api/listings?limit=100");
  expect(response.headers().link ?? "", "the demo market fits in one page").not.toContain('rel="next"');
  return ((await response.json()) as unknown[]).length;
}

/** The figure on the dashboard card with this label. */
const cardValue = (page: Page, label: string) => page.locator(".stat-cards .card", { hasText: label }).locator(".stat-value");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the home page at 360 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    test("leads to the market: Find produce, Sell your harvest, a search box and the latest listings", async ({ page }) => {
      await page.goto("/");
      const hero = page.locator(".home-hero");
      await expect(hero.getByRole("heading", { level: 1, name: "Fresh produce, straight from Nigerian farms" })).toBeVisible();
      await expect(hero.getByRole("link", { name: "Find produce" })).toHaveAttribute("href", "/listings");
      await expect(hero.getByRole("link", { name: "Sell your harvest" })).toHaveAttribute(
        "href",
        "/register?role=farmer&redirectTo=%2Fcreate-listing",
      );
      await expect(hero.getByRole("link", { name: "Our technology" })).toHaveCount(0);

      const latest = page.getByRole("region", { name: "Latest on the market" });
      const cards = latest.locator("article.listing-card");
      await expect(cards).toHaveCount(4);
      // The newest approved listing leads the list, as on /listings.
      const newest = (await (await page.request.get("/api/listings?limit=1")).json()) as { title: string }[];
      await expect(cards.first().getByRole("heading", { name: newest[0]?.title })).toBeVisible();
      const photos = latest.locator("img");
      await expect(photos.first()).toHaveAttribute("loading", "eager");
      for (const photo of (await photos.all()).slice(1)) await expect(photo).toHaveAttribute("loading", "lazy");
      await expect(latest.getByRole("link", { name: "See all listings" })).toHaveAttribute("href", "/listings");
      // The marketing story is still there, below the market.
      await expect(page.getByRole("link", { name: "Our technology" }).first()).toBeAttached();
      await expectNoSideways(page);

      await page.getByRole("search").getByLabel("Search the market").fill("maize");
      await page.getByRole("search").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/listings\?q=maize$/);
      await expect(page.getByRole("heading", { level: 1, name: "Browse Listings" })).toBeVisible();
      await expect(page.getByLabel("Search", { exact: true })).toHaveValue("maize");
      await expect(page.locator("article.listing-card").first()).toBeVisible();
    });

    test("Sell your harvest signs a visitor up as a farmer and brings them back to the listing form", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Sell your harvest" }).click();
      await expect(page).toHaveURL(/\/register\?role=farmer&redirectTo=%2Fcreate-listing$/);
      await expect(page.getByLabel("Farmer")).toBeChecked();
      await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirectTo=%2Fcreate-listing");
      await page.getByLabel("Full name").fill("Musa Bello");
      await page.getByLabel("E-mail (optional if you give a phone)").fill(uniqueEmail("musa"));
      await page.getByLabel("Password", { exact: true }).fill("harvest-2024");
      await page.getByLabel("Confirm password").fill("harvest-2024");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/create-listing$/);
    });

    test("the mobile menu has Browse Listings, Farmers Hub and Learn; Marketplace opens the listings signed out", async ({ page }) => {
      await page.goto("/");
      await page.getByLabel("Open menu").click();
      const menu = page.getByRole("navigation", { name: "Mobile menu" });
      await expect(menu.getByRole("link", { name: "Farmers Hub" })).toHaveAttribute("href", "/farmers-hub");
      await expect(menu.getByRole("link", { name: "Learn", exact: true })).toHaveAttribute("href", "/lms");
      await expect(menu.getByRole("link", { name: "LMS" })).toHaveCount(0);
      await menu.getByRole("link", { name: "Browse Listings" }).click();
      await expect(page).toHaveURL(/\/listings$/);
      await expect(page.locator("article.listing-card").first()).toBeVisible();

      // On a wider screen the same market is the header's Marketplace link, with no sign-in on the way.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Marketplace" }).click();
      await expect(page).toHaveURL(/\/listings$/);
    });
  });

  test.describe(`a new buyer's dashboard at 360 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("greets a newcomer as a buyer, counts the market and their groups' messages, and welcomes them back", async ({ browser }) => {
      const name = javaScriptEnabled ? "Chidi Okeke" : "Zainab Sani";
      const page = await newUserPage(browser, "buyer", name, javaScriptEnabled);
      await page.setViewportSize(PHONE);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: `Welcome to Gona, ${name}!` })).toBeVisible();
      await expect(
        page.getByText("Find produce from farmers and suppliers, and send a purchase request when you see what you need."),
      ).toBeVisible();
      await expect(page.getByText("farm business")).toHaveCount(0);
      // Total Listings: what is on the market for a buyer, never their own (they cannot list).
      await expect(page.locator(".stat-cards")).toContainText("On the market now");
      const market = await marketSize(page.request);
      expect(market).toBeGreaterThan(0);
      await expect(cardValue(page, "Total Listings")).toHaveText(String(market));
      await expect(cardValue(page, "Hub Messages")).toHaveText("0");
      await expectNoSideways(page);

      // Writing in a group makes it theirs: the card counts every message in it.
      const groups = (await (await page.request.get("/api/chat/groups")).json()) as { id: number; status: string }[];
      const group = groups.find((candidate) => candidate.status === "approved");
      expect(group, "a seeded approved group").toBeTruthy();
      const sent = await page.request.post(`/api/chat/groups/${group?.id}/messages`, { data: { content: "Who sells yam in Enugu?" } });
      expect(sent.status(), await sent.text()).toBe(201);
      const messages = (await (await page.request.get(`/api/chat/groups/${group?.id}/messages?limit=100`)).json()) as unknown[];

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${name}!` })).toBeVisible();
      await expect(page.getByText("Here is what is happening with your purchases today.")).toBeVisible();
      await expect(cardValue(page, "Hub Messages")).toHaveText(String(messages.length));
      await page.context().close();
    });
  });
}

test.describe("the home page for signed-in users at 360 px", () => {
  test.use({ viewport: PHONE });

  test("a farmer's Sell your harvest opens the listing form; a buyer's second action is their orders (buying)", async ({ browser }) => {
    const farmer = await demoPage(browser, "farmer");
    await farmer.setViewportSize(PHONE);
    await farmer.goto("/");
    await expect(farmer.locator(".home-hero").getByRole("link", { name: "Sell your harvest" })).toHaveAttribute("href", "/create-listing");
    await farmer.context().close();

    const buyer = await demoPage(browser, "buyer");
    await buyer.setViewportSize(PHONE);
    await buyer.goto("/");
    const hero = buyer.locator(".home-hero");
    await expect(hero.getByRole("link", { name: "Sell your harvest" })).toHaveCount(0);
    await hero.getByRole("link", { name: "My purchase requests" }).click();
    await expect(buyer).toHaveURL(/\/orders\/buying$/);
    await buyer.context().close();
  });
});
