// Signing in on a new phone whose browser says English, as someone whose profile says Pidgin: the first page after
// signing in is in Pidgin, with JavaScript (a client-side navigation) and without (issue 34, item 8; ADR 067).
import { expect, test, uniqueEmail } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test(`the first page after signing in speaks the profile's language (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail("pidgin");
    const api = await playwright.request.newContext({ baseURL });
    const made = await api.post("/api/auth/register", {
      data: { email, password: "harvest-2024", confirmPassword: "harvest-2024", fullName: "Ngozi Pidgin", role: "buyer", language: "pcm" },
    });
    expect(made.status(), await made.text()).toBe(201);
    await api.dispose();

    const context = await browser.newContext({ javaScriptEnabled, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    if (javaScriptEnabled) await page.waitForSelector("html[data-hydrated]");
    await page.getByLabel("Phone number or e-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("harvest-2024");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ngozi Pidgin, welcome to Gona o!");
    // The phone now keeps the choice: the next page is Pidgin too.
    expect((await context.cookies()).find((cookie) => cookie.name === "gona_lang")?.value).toBe("pcm");
    await page.goto("/listings");
    await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
    await context.close();
  });
}
