import { CATALOGS } from "../app/lib/catalogs.server";
import { LANGUAGES } from "../worker/languages";
import { awaitingHydration, DEMO_PASSWORD, demoPage, expect, test, uniqueEmail } from "./fixtures";
import { chromeText, contextIn, englishOnlyTexts, expectTranslated, TRANSLATED } from "./language-check";

// The languages issue in a browser: the switcher with and without JavaScript, the phone menu, /listings at 360 px, and a
// buyer in each language from sign-up to the seller's answer. The English-text check itself is proven here first.
test.describe.configure({ timeout: 180_000 });

test("the English-text check sees English: an English page fails it for every other language", async ({ page }) => {
  await page.goto("/listings?lang=en");
  const text = await chromeText(page);
  for (const language of TRANSLATED) {
    expect(englishOnlyTexts(language).filter((english) => text.includes(english)).length, language).toBeGreaterThan(5);
  }
});

// Every page each role can reach is checked in every language, JavaScript on and off, by e2e/phone-sweep.spec.ts (the
// page drawn in its language, no English interface text left on it), beside its 360 px layout checks.

test("the header's switcher works without JavaScript and the choice survives signing in", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("summary", { hasText: "English" }).click();
  await page.getByRole("link", { name: "Yorùbá" }).click();
  await expect(page).toHaveURL(/\/login\?lang=yo$/);
  await expectTranslated(page, "yo", "login after choosing Yorùbá");
  await page.locator('input[name="identifier"]').fill("farmer@gona.test");
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectTranslated(page, "yo", "dashboard after signing in");
  await page.goto("/listings");
  await expectTranslated(page, "yo", "listings after signing in");
  await context.close();
});

test("the mobile menu offers every language, each named in itself", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/listings");
  await page.locator(".mobile-menu > summary").click();
  for (const name of ["English", "Hausa", "Yorùbá", "Igbo", "Pidgin"]) {
    await expect(page.locator(".mobile-menu").getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.locator(".mobile-menu").getByRole("link", { name: "Igbo", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ig");
  await context.close();
});

for (const language of LANGUAGES) {
  test(`/listings in ${language} fits a 360 px phone`, async ({ browser }, testInfo) => {
    const context = await contextIn(browser, language, true);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/listings");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath(`listings-${language}-360.png`), fullPage: false });
    await context.close();
  });
}

for (const language of TRANSLATED) {
  test(`a ${language} buyer registers, finds maize by its local name, asks for it and reads the seller's answer`, async ({ browser }) => {
    const t = CATALOGS[language];
    const localMaize = { ha: "masara", yo: "agbado", ig: "oka", pcm: "corn" }[language];
    const context = await contextIn(browser, language, true);
    const page = awaitingHydration(await context.newPage());
    await page.goto("/register");
    await page.locator('input[name="fullName"]').fill("Abdullahi Sani");
    await page.locator('input[name="email"]').fill(uniqueEmail(`buyer-${language}`));
    await page.locator('input[name="role"][value="buyer"]').check();
    await page.locator('input[name="password"]').fill("harvest-2024");
    await page.locator('input[name="confirmPassword"]').fill("harvest-2024");
    await page.getByRole("button", { name: t.account.register.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectTranslated(page, language, "dashboard after registering");

    await page.goto(`/listings?q=${localMaize}`);
    await expectTranslated(page, language, `search for ${localMaize}`);
    const card = page.getByRole("article").filter({ hasText: "Dry white maize, 2024 harvest" });
    await expect(card).toHaveCount(1);
    await card.getByRole("link").first().click();
    await expectTranslated(page, language, "listing detail");
    await page.getByRole("link", { name: t.marketplace.detail.sendRequest }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[name="quantity"]').fill("2");
    await dialog.getByRole("button", { name: t.marketplace.detail.requestSubmit }).click();
    await expectTranslated(page, language, "after sending the request");

    const seller = await demoPage(browser, "farmer");
    const received = await seller.request.get("/api/users/purchase-requests?limit=50");
    const mine = ((await received.json()) as { id: number; buyer_name?: string; buyerName?: string }[]).find(
      (request) => (request.buyer_name ?? request.buyerName) === "Abdullahi Sani",
    );
    expect(mine, "the seller received the request").toBeTruthy();
    const answered = await seller.request.put(`/api/users/purchase-requests/${mine?.id}`, { data: { status: "accepted" } });
    expect(answered.status()).toBe(200);
    await seller.context().close();

    await page.goto("/orders/buying");
    await expectTranslated(page, language, "the buyer's requests");
    await expect(page.getByText(t.marketplace.requests.status.accepted).first()).toBeVisible();
    await context.close();
  });
}
