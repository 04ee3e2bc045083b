// Issue 34, item 2 (ADR 061): after a refused submit on a 360 px phone, with JavaScript or without, the first error is
// in view and has the focus, so it is read out; the form at the top of a long page is where the reader was not.
import { expect, test, uniqueEmail } from "./fixtures";

const PHONE = { width: 360, height: 740 };

for (const javaScriptEnabled of [true, false]) {
  test(`a refused sign-up puts its first error in view and focus, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/register");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Full name").fill("Amina Bello");
    await page.getByLabel("E-mail (optional if you give a phone)").fill(uniqueEmail("amina"));
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("Password must be at least 6 characters long");
    const first = page.locator("[data-refusal]").first();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await context.close();
  });
}
