// Profile → Notifications in a real browser: the device switch appears only with JavaScript (the service worker
// registers under the site's headers), and the choices form saves with and without JavaScript.
import { expect, newUserPage, test } from "./fixtures";

// These journeys are about the service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

test.describe("notification settings", () => {
  test("with JavaScript: the device switch replaces the note, the service worker registers, the choices save", async ({ browser }) => {
    const page = await newUserPage(browser, "farmer", "Hauwa Bello");
    await page.goto("/profile/notifications");
    await expect(page.locator("main").getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Turn on phone notifications" })).toBeVisible();
    await expect(page.getByText("Turning on phone notifications needs JavaScript")).toHaveCount(0);
    // The worker script is served from the site root and allowed to control it (no header or CSP blocks it).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.register("/sw.js", { scope: "/" })).scope);
    expect(new URL(scope).pathname).toBe("/");
    await page.getByRole("checkbox", { name: "Replies to my posts: Phone" }).uncheck();
    await page.getByRole("checkbox", { name: "New purchase requests on my listings: SMS" }).check();
    await page.getByRole("button", { name: "Save choices" }).click();
    await expect(page.getByText("Your choices are saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Replies to my posts: Phone" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "New purchase requests on my listings: SMS" })).toBeChecked();
  });

  test("without JavaScript: the page says the switch needs it, and the form still saves", async ({ browser }) => {
    const page = await newUserPage(browser, "buyer", "Emeka Obi", false);
    await page.goto("/profile/notifications");
    await expect(page.getByText("Turning on phone notifications needs JavaScript")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on phone notifications" })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Price alerts: Phone" }).uncheck();
    await page.getByRole("button", { name: "Save choices" }).click();
    await expect(page.getByText("Your choices are saved.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Price alerts: Phone" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Changes to my purchase requests: Phone" })).toBeChecked();
  });
});
