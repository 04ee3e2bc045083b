import type { Browser, Page } from "@playwright/test";
import { awaitingHydration, expect, signedInAs, storageStatePath, test } from "./fixtures";

const GROUP = "Kano & Kaduna Maize Growers";

async function openGroup(browser: Browser, role: "farmer" | "buyer") {
  const context = await browser.newContext(signedInAs(role));
  const page = awaitingHydration(await context.newPage());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/farmers-hub?tab=groups");
  await page.getByRole("link", { name: new RegExp(GROUP) }).click();
  await expect(page.getByRole("heading", { name: GROUP, level: 2 })).toBeVisible();
  await expect(page.getByTestId("connection")).toHaveText("Connected");
  return { context, page, errors };
}

async function send(page: Page, text: string) {
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

const messages = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text, { exact: true });

test.describe("Farmers Hub chat", () => {
  test("a farmer and a buyer see each other's messages live, and a missed message arrives once after going offline", async ({
    browser,
  }) => {
    const farmer = await openGroup(browser, "farmer");
    const buyer = await openGroup(browser, "buyer");
    await expect(farmer.page.getByTestId("online")).toHaveText(/· 2 online/);

    const hello = `Farmer here ${Date.now()}`;
    await send(farmer.page, hello);
    await expect(messages(buyer.page, hello)).toHaveCount(1);
    await expect(messages(farmer.page, hello)).toHaveCount(1);

    const reply = `Buyer here ${Date.now()}`;
    await send(buyer.page, reply);
    await expect(messages(farmer.page, reply)).toHaveCount(1);

    await farmer.context.setOffline(true);
    await expect(farmer.page.getByTestId("connection")).not.toHaveText("Connected");
    const missed = `Sent while you were away ${Date.now()}`;
    await send(buyer.page, missed);
    await expect(messages(buyer.page, missed)).toHaveCount(1);
    await farmer.page.waitForTimeout(500);
    await expect(messages(farmer.page, missed)).toHaveCount(0);

    await farmer.context.setOffline(false);
    await expect(farmer.page.getByTestId("connection")).toHaveText("Connected", { timeout: 15_000 });
    await expect(messages(farmer.page, missed)).toHaveCount(1);
    await farmer.page.waitForTimeout(500);
    await expect(messages(farmer.page, missed)).toHaveCount(1);

    expect([...farmer.errors, ...buyer.errors]).toEqual([]);
    await farmer.context.close();
    await buyer.context.close();
  });
});

test.describe("Farmers Hub as a farmer", () => {
  test.use(signedInAs("farmer"));

  test("shows approved groups, the caller's pending group marked, the guidelines and an auto-selected chat", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Someone else's pending group stays hidden from the farmer.
    const buyer = await playwright.request.newContext({ baseURL, storageState: storageStatePath("buyer") });
    const othersPending = `Lagos Buyers Circle ${Date.now()}`;
    expect((await buyer.post("/api/chat/groups", { data: { name: othersPending, description: "" } })).status()).toBe(201);
    await buyer.dispose();
    await page.goto("/farmers-hub");
    await expect(page.getByRole("link", { name: new RegExp(GROUP) })).toBeVisible();
    await expect(page.getByText("Poultry & Feed Makers")).toBeVisible();
    await expect(page.getByText("Awaiting approval")).toBeVisible();
    await expect(page.getByText(othersPending)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Community Guidelines" })).toBeVisible();
    await expect(page.getByRole("heading", { name: GROUP, level: 2 })).toBeVisible();
    await expect(page.getByText("Watch for fall armyworm from two weeks after emergence.", { exact: false })).toBeVisible();
  });

  test("creates a group that waits for approval", async ({ page }) => {
    await page.goto("/farmers-hub");
    await page.getByRole("link", { name: "Create", exact: true }).click();
    await expect(page.getByText("Your group becomes visible to other farmers once an admin approves it.")).toBeVisible();
    const name = `Jos Potato Growers ${Date.now()}`;
    await page.getByLabel("Group name").fill(`  ${name}  `);
    await page.getByRole("button", { name: "Create Group" }).click();
    await expect(page.getByRole("status")).toContainText("once an admin approves it");
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Awaiting approval");
  });

  test("asks a question, gets a reply and a like on the post page", async ({ page, browser }) => {
    await page.goto("/farmers-hub?tab=posts");
    await page.getByRole("link", { name: "Ask Question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    await expect(dialog.getByLabel("Category")).toHaveValue("general");
    const title = `Cassava leaves turning yellow ${Date.now()}`;
    await dialog.getByLabel("Category").selectOption("soil-health");
    await dialog.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("My cassava in Ogun has yellow lower leaves at 3 months. What should I add?");
    await page.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

    const buyerContext = await browser.newContext(signedInAs("buyer"));
    const buyer = awaitingHydration(await buyerContext.newPage());
    await buyer.goto(page.url());
    await buyer.getByLabel("Your reply").fill("Try NPK 15-15-15 and some poultry manure.");
    await buyer.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(buyer.getByText("Try NPK 15-15-15 and some poultry manure.")).toBeVisible();
    await buyer.getByRole("button", { name: "Like" }).click();
    await expect(buyer.getByTestId("likes")).toHaveText("1 like");
    await expect(buyer.getByRole("button", { name: "Unlike" })).toBeVisible();
    await buyerContext.close();

    await page.reload();
    await expect(page.getByText("Try NPK 15-15-15 and some poultry manure.")).toBeVisible();
    await expect(page.getByTestId("likes")).toHaveText("1 like");
    // Accepting the reply that helped marks the post solved (a plain form post).
    await page.getByRole("button", { name: "Accept answer" }).click();
    await expect(page.getByText("Accepted answer", { exact: true })).toBeVisible();
    await expect(page.getByText("Solved", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept answer" })).toHaveCount(0);

    await page.goto("/farmers-hub?tab=posts&category=soil-health");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Soil Health");
    await expect(card).toContainText("Solved");
    await expect(card).toContainText("1 like");
    await expect(card).toContainText("1 reply");
  });

  test("the Ask Question dialog keeps Tab inside, closes with Escape and shows the server's errors", async ({ page }) => {
    await page.goto("/farmers-hub/posts?category=soil-health");
    const opener = page.getByRole("link", { name: "Ask Question" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    const category = dialog.getByLabel("Category");
    await expect(category).toBeFocused();
    await expect(category).toHaveValue("soil-health");
    // Category, Title, Description, Post Question, Cancel: Tab walks them and wraps, Shift+Tab wraps back.
    const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press("Tab");
      expect(await inside(), `focus inside after Tab ${press + 1}`).toBe(true);
    }
    await expect(dialog.getByRole("link", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(category).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("link", { name: "Cancel" })).toBeFocused();
    // A click on the backdrop moves focus out of the dialog; the next Tab brings it back.
    await page.mouse.click(5, 5);
    await page.keyboard.press("Tab");
    expect(await inside(), "Tab returns focus to the dialog").toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/farmers-hub\/posts\?category=soil-health$/);
    await expect(opener).toBeFocused();

    // The server's validation comes back into the same dialog: a banner and the field's own error.
    await opener.click();
    const title = dialog.getByLabel("Title");
    await title.evaluate((input) => input.removeAttribute("pattern"));
    await title.fill("   ");
    await dialog.getByLabel("Description").fill("Leaves curl at the edges.");
    await dialog.getByRole("button", { name: "Post Question" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Title is required");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Title is required");
    await expect(dialog.getByLabel("Description")).toHaveValue("Leaves curl at the edges.");
  });

  test("the header link and an Ask AI answer's older ?tab= link land on their tab's own URL", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const tabs = page.getByRole("navigation", { name: "Farmers Hub sections" });
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Farmers Hub" }).click();
    await expect(page).toHaveURL(/\/farmers-hub\/groups$/);
    await expect(tabs.getByRole("link", { name: "Groups" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Ask AI" }).click();
    await expect(page).toHaveURL(/\/farmers-hub\/ai$/);
    await expect(tabs.getByRole("link", { name: "Ask AI" })).toHaveAttribute("aria-current", "page");

    // Nothing in the knowledge base matches, so the answer offers /farmers-hub?tab=posts&ask=1&title=….
    const question = `xylophone quantum zebra ${Date.now()}`;
    await page.getByLabel("Your question").fill(question);
    await page.getByRole("button", { name: "Ask AI" }).click();
    await page.getByRole("link", { name: "Ask the community in Q&A" }).click();
    await expect(page).toHaveURL(/\/farmers-hub\/posts\?ask=1&title=xylophone/);
    await expect(page.getByRole("dialog", { name: "Ask a Question" }).getByLabel("Title")).toHaveValue(question);
    expect(errors).toEqual([]);
  });

  test("Ask AI answers with its sources", async ({ page }) => {
    await page.goto("/farmers-hub?tab=ai");
    await page.getByLabel("Your question").fill("How do I control fall armyworm in maize?");
    await page.getByRole("button", { name: "Ask AI" }).click();
    await expect(page.getByRole("heading", { name: "From Gona's farming guides" })).toBeVisible();
    // The sources are folded under the answer, with the sections quoted.
    await page.locator(".ai-sources-box summary").click();
    await expect(page.getByRole("link", { name: /Fall armyworm/ })).toHaveAttribute("href", "https://www.fao.org/fall-armyworm/en/");
    await expect(page.locator(".ai-sources li").first()).toContainText("Control without chemicals first");
    await expect(page.locator(".ai-answer")).toContainText("funnel");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByRole("heading", { name: "From Gona's farming guides" })).toHaveCount(0);
    await expect(page.getByLabel("Your question")).toHaveValue("");
  });
});

test.describe("Farmers Hub without JavaScript", () => {
  test.use({ ...signedInAs("buyer"), javaScriptEnabled: false });

  test("sends a message, posts a question, replies and asks AI with plain forms", async ({ page }) => {
    await page.goto("/farmers-hub?tab=groups");
    const text = `No-JS hello ${Date.now()}`;
    await page.getByLabel("Message", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messages(page, text)).toHaveCount(1);

    await page.goto("/farmers-hub?tab=posts");
    await page.getByRole("link", { name: "Ask Question" }).click();
    const title = `Where to buy PICS bags ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Who sells hermetic bags in Kano?");
    await page.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("General", { exact: true })).toBeVisible();
    await page.getByLabel("Your reply").fill("Try the agro-dealers at Dawanau market.");
    await page.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(page.getByText("Try the agro-dealers at Dawanau market.")).toBeVisible();
    // Accepting an answer is a plain form too (the author's own reply: accepted, though it will not feed Ask AI).
    await page.getByRole("button", { name: "Accept answer" }).click();
    await expect(page.getByText("Accepted answer", { exact: true })).toBeVisible();
    await expect(page.getByText("Solved", { exact: true })).toBeVisible();

    await page.goto("/farmers-hub?tab=ai");
    await page.getByLabel("Your question").fill("How should I store cowpea against weevils?");
    await page.getByRole("button", { name: "Ask AI" }).click();
    await expect(page.getByRole("heading", { name: "From Gona's farming guides" })).toBeVisible();
    await page.locator(".ai-sources-box summary").click();
    await expect(page.locator(".ai-sources")).toContainText(/PICS|hermetic|Storage/i);
  });
});

test.describe("Farmers Hub dialogs without JavaScript", () => {
  test.use({ ...signedInAs("farmer"), javaScriptEnabled: false });

  test("the Ask Question dialog opens, cancels and posts with plain links and a plain form", async ({ page }) => {
    await page.goto("/farmers-hub?tab=posts&category=pest-control");
    await expect(page).toHaveURL(/\/farmers-hub\/posts\?category=pest-control$/);
    await page.getByRole("link", { name: "Ask Question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    await expect(dialog.getByLabel("Category")).toHaveValue("pest-control");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Category")).toHaveValue("pest-control");

    await page.getByRole("link", { name: "Ask Question" }).click();
    const title = `Stem borers in sorghum ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Dead hearts in young sorghum near Zaria. What works?");
    await dialog.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("Pest Control", { exact: true })).toBeVisible();
  });
});

test.describe("Farmers Hub on a phone", () => {
  test.use({ ...signedInAs("farmer"), viewport: { width: 360, height: 740 } });

  test("shows the group list first, then the chat with a way back", async ({ page }) => {
    await page.goto("/farmers-hub");
    await expect(page.getByRole("heading", { name: "Community Guidelines" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toBeHidden();
    await page.getByRole("link", { name: new RegExp(GROUP) }).click();
    await expect(page.getByLabel("Message", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Community Guidelines" })).toBeHidden();
    await page.getByRole("link", { name: "← All groups" }).click();
    await expect(page.getByRole("heading", { name: "Community Guidelines" })).toBeVisible();
  });
});
