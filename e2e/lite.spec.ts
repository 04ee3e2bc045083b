import type { Browser, Page } from "@playwright/test";
import { paintScene } from "../scripts/lib/png";
import { DEMO_PASSWORD, type DemoRole, expect, storageStatePath, test } from "./fixtures";

// Lite mode with JavaScript switched ON in the browser: the page itself must carry no code, and every flow
// below must still work through plain links and forms.

const PHOTO = paintScene(800, 600, [135, 190, 235], [90, 140, 60], [40, 120, 40], 3);

/** A context (signed in as `role`, or not) that has chosen Lite mode; errors in its pages fail the test. */
async function litePage(browser: Browser, baseURL: string, role?: DemoRole): Promise<Page> {
  const context = await browser.newContext(role ? { storageState: storageStatePath(role) } : {});
  await context.addCookies([{ name: "gona_lite", value: "1", url: baseURL }]);
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

/** What a Lite page must not have: any script element, a module preload, or hydration. */
async function expectNoCode(page: Page) {
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

test.describe("Lite mode", () => {
  test("is switched on and off from the footer, and the choice is kept", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/listings");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.locator("footer").getByRole("link", { name: "Lite mode" }).click();
    await expect(page).toHaveURL(/\/listings\?lite=1$/);
    await expectNoCode(page);
    await page.goto("/farmers-hub/posts");
    await expectNoCode(page);
    await page.locator("footer").getByRole("link", { name: "Full mode" }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await context.close();
  });

  test("signs in, searches, and sends a purchase request", async ({ browser, baseURL }) => {
    const page = await litePage(browser, String(baseURL));
    await page.goto("/login");
    await expectNoCode(page);
    await page.getByLabel("Phone number or e-mail").fill("buyer@gona.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoCode(page);
    await page.goto("/listings");
    await page.getByLabel("Search").fill("onions");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=onions/);
    await expectNoCode(page);
    // Lite mode implies low data: photos wait for a tap.
    await expect(page.locator(".listing-card img")).toHaveCount(0);
    const card = page.getByRole("article").filter({ hasText: "Red onions from Kura" });
    await card.getByRole("link", { name: /View Details/ }).click();
    await expectNoCode(page);
    await page.getByRole("link", { name: "Send Purchase Request" }).click();
    await page.getByLabel("Quantity").fill("2");
    await page.getByLabel("Message (optional)").fill("Lite order");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Purchase request sent successfully! The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
    );
    await expectNoCode(page);
    await page.context().close();
  });

  test("a farmer creates a listing with a photo and reads notifications", async ({ browser, baseURL }) => {
    const page = await litePage(browser, String(baseURL), "farmer");
    // Tools: a category with no product or registration details to fill in.
    const title = `Lite hoe ${Date.now().toString(36)}`;
    await page.goto("/create-listing");
    await expectNoCode(page);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("tools");
    await page.getByLabel("Price (₦)").fill("900");
    await page.getByLabel("Photos (up to 5)").setInputFiles({ name: "hoe.png", mimeType: "image/png", buffer: PHOTO });
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/\/dashboard\?notice=listing-submitted$/);
    await expect(page.getByText("Your listing was sent for review.")).toBeInViewport();
    await page.goto("/view-listings");
    await expect(page.getByRole("article").filter({ hasText: title }).getByText("Pending")).toBeVisible();
    await page.locator("header a.bell").click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expectNoCode(page);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await page.context().close();
  });

  test("the hub: group chat with Refresh and asked-for auto-refresh, a question with a reply, and Ask AI", async ({ browser, baseURL }) => {
    const page = await litePage(browser, String(baseURL), "buyer");
    await page.goto("/farmers-hub?tab=groups");
    await expectNoCode(page);
    const text = `Lite hello ${Date.now()}`;
    await page.getByLabel("Message", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(text, { exact: true })).toHaveCount(1);
    // No meta refresh until the reader asks for one; then it stays on after sending.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Refresh", exact: true }).click();
    await expect(page.getByRole("list", { name: "Messages" }).getByText(text, { exact: true })).toHaveCount(1);
    await page.getByRole("link", { name: "Refresh every 30 seconds" }).click();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "30");
    await page.getByLabel("Message", { exact: true }).fill(`${text} again`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
    await page.getByRole("link", { name: "Stop refreshing" }).click();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);

    await page.goto("/farmers-hub?tab=posts");
    await page.getByRole("link", { name: "Ask Question" }).click();
    const title = `Lite question ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Which maize variety resists streak virus?");
    await page.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await page.getByLabel("Your reply").fill("SAMMAZ 15 does well in Kano.");
    await page.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(page.getByText("SAMMAZ 15 does well in Kano.")).toBeVisible();
    await expectNoCode(page);

    await page.goto("/farmers-hub?tab=ai");
    await page.getByLabel("Your question").fill("How should I store cowpea against weevils?");
    await page.getByRole("button", { name: "Ask AI" }).click();
    await expect(page.getByRole("heading", { name: "From Gona's farming guides" })).toBeVisible();
    await expectNoCode(page);
    await page.context().close();
  });

  test("the price guide filters by state and opens a product's chart with its table", async ({ browser, baseURL }) => {
    const page = await litePage(browser, String(baseURL));
    await page.goto("/prices");
    await expectNoCode(page);
    await page.getByLabel("State").selectOption({ label: "Kano" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/prices\?state=kano$/);
    const table = page.getByRole("table", { name: /Price guide: Kano/ });
    await expect(table.getByRole("row")).not.toHaveCount(1);
    await table.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/prices\/[a-z-]+\?/);
    await expect(page.locator("main table")).not.toHaveCount(0);
    await expectNoCode(page);
    await page.context().close();
  });

  test("an admin freezes a listing, and the language switcher works", async ({ browser, baseURL }) => {
    const page = await litePage(browser, String(baseURL), "admin");
    await page.goto("/admin?tab=listings");
    await expectNoCode(page);
    await page.getByLabel("Search listings").fill("Cassava tubers");
    await page.getByRole("button", { name: "Apply filters" }).click();
    // The confirm step is a <details>: it opens without code, then asks for the reason.
    await page.getByText("Freeze", { exact: true }).click();
    await page.getByLabel("Reason").selectOption("prohibited_item");
    await page.getByRole("button", { name: "Confirm freeze" }).click();
    await expect(page.getByText("Listing frozen successfully!")).toBeVisible();
    await page.getByRole("button", { name: "Unfreeze Cassava tubers, TME 419" }).click();
    await expect(page.getByText("Listing unfrozen successfully!")).toBeVisible();
    await expectNoCode(page);

    await page.goto("/listings");
    await page.locator("summary", { hasText: "English" }).click();
    await page.getByRole("link", { name: "Hausa" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ha");
    await expect(page.locator("footer").getByRole("link", { name: "Cikakken yanayi" })).toBeVisible();
    await expectNoCode(page);
    // The choice was saved on the demo admin's account: choose English the same way, so later journeys read English
    // (an address typed in, like page.goto's, only shows the page in that language: ADR 016).
    await page.locator("summary", { hasText: "Hausa" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.context().close();
  });
});
