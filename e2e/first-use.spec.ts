// The small things first users noticed, on a 360 px phone (the admin table on a 1280 px laptop), with JavaScript
// on and off where it matters: shuffled quiz options, status words and plurals, the WhatsApp button, the footer year,
// the verification page and the photo hint.
import { expect, signedInAs, signUp, test } from "./fixtures";

const PHONE = { width: 360, height: 780 };
// content/courses/03-soil-fertility.md: the right option of each question, by its words.
const SOIL_RIGHT = [
  "Nitrogen",
  "At about five to six weeks, before tasselling",
  "In a small hole or band",
  "Adding compost or well-rotted manure",
];
const PDF = {
  name: "farm-licence.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
};

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`on a phone ${mode}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("a quiz answered by the options' words passes, whatever order this attempt shows", async ({ page }) => {
      await signUp(page.request, "farmer", "Quiz Learner");
      await page.goto("/lms/soil-fertility/quiz");
      const questions = page.locator("fieldset");
      await expect(questions).toHaveCount(4);
      for (const [index, answer] of SOIL_RIGHT.entries()) await questions.nth(index).getByRole("radio", { name: answer }).check();
      await page.getByRole("button", { name: "Submit answers" }).click();
      await expect(page.getByRole("status")).toHaveText("You passed with 100%. Well done!");
      // The next attempt may order the options differently; the learner's choices stay checked by their words.
      for (const [index, answer] of SOIL_RIGHT.entries())
        await expect(questions.nth(index).getByRole("radio", { name: answer })).toBeChecked();
    });

    test("verification: one success banner, the pending status instead of a live form, and true benefits", async ({ page }) => {
      await signUp(page.request, "farmer", "Vera Farmer");
      await page.goto("/profile/verification");
      const benefits = page.getByRole("complementary");
      await expect(
        benefits.getByText("A “Verified” badge beside your name on your listings and your profile, which buyers see"),
      ).toBeVisible();
      await expect(benefits).not.toContainText("visibility");
      await expect(benefits).not.toContainText("premium");
      await page.locator("#document").setInputFiles(PDF);
      if (javaScriptEnabled) await expect(page.getByText("Selected: farm-licence.pdf")).toBeVisible();
      await page.getByRole("button", { name: "Submit for Verification" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Verification request submitted successfully! An admin checks your document, usually within two working days. We will send you a notification with the answer.",
      );
      await expect(page.getByText("Verification pending")).toBeVisible();
      await expect(page.getByText("Pending", { exact: true })).toBeVisible();
      // Nothing left to send while the document waits: no form, no stale file name.
      await expect(page.locator("#document")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Submit for Verification" })).toHaveCount(0);
      await expect(page.getByText("farm-licence.pdf")).toHaveCount(0);
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(PHONE.width);
    });
  });

  test.describe(`the photo field ${mode}`, () => {
    test.use({ ...signedInAs("farmer"), viewport: PHONE, javaScriptEnabled });

    test("says what really limits the photos", async ({ page }) => {
      await page.goto("/create-listing");
      const hint = page.locator("#images-hint");
      if (javaScriptEnabled)
        await expect(hint).toHaveText("JPG, PNG, GIF or WebP, up to 5 MB each. Large photos are made smaller on your phone before upload.");
      else await expect(hint).toHaveText("JPG, PNG, GIF or WebP, up to 5 MB each.");
    });
  });
}

test.describe("a buyer on a phone", () => {
  test.use({ ...signedInAs("buyer"), viewport: PHONE });

  test("sees statuses as words, units in the plural, the WhatsApp button named for what it opens and this year's footer", async ({
    page,
  }) => {
    const found = await page.request.get("/api/listings?q=manure");
    const [listing] = (await found.json()) as { id: number; title: string }[];
    if (!listing) throw new Error("the seed has a poultry manure listing sold by the bag");
    const note = `Plural check ${Date.now()}`;
    const sent = await page.request.post(`/api/listings/user/listing${listing.id}/request`, { data: { quantity: 50, message: note } });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto(`/listings/${listing.id}`);
    await page.getByRole("link", { name: "Send Message" }).click();
    await expect(page.getByRole("link", { name: "WhatsApp seller" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByText(/^\d+ bags$/)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(/^© \d{4} Gona\. All rights reserved\.$/)).toBeVisible();

    await page.goto("/orders");
    const request = page.getByRole("article").filter({ hasText: note });
    await expect(request.getByText("Pending", { exact: true })).toBeVisible();
    await expect(request.getByText("50 bags", { exact: true })).toBeVisible();
  });
});

test.describe("the admin on a 1280 px laptop", () => {
  test.use({ ...signedInAs("admin"), viewport: { width: 1280, height: 800 } });

  for (const language of ["en", "ha"] as const) {
    test(`All Listings keeps Feature and Freeze in view, below the banner (${language})`, async ({ page }) => {
      await page.goto(`/admin?tab=listings&notice=listing-frozen&lang=${language}`);
      const banner = page.getByRole("status").first();
      await expect(banner).toBeVisible();
      const rows = page.getByRole("table").locator("tbody tr");
      await expect(rows.first()).toBeVisible();
      const bannerBox = await banner.boundingBox();
      const filtersBox = await page.getByRole("search").boundingBox();
      expect(bannerBox && filtersBox && bannerBox.y + bannerBox.height <= filtersBox.y).toBe(true);
      // Feature is a button; Freeze opens its reason form (a <details> summary whose form stays closed).
      const actions = rows.first().locator("button:visible, summary:visible");
      await expect(actions).toHaveCount(2);
      for (const button of await actions.all()) {
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 1280, `${await button.textContent()} is on screen`).toBe(true);
      }
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(1280);
      // Choosing a language while signed in is saved on the account: give the demo admin English back.
      if (language !== "en") await page.goto("/admin?lang=en");
    });
  }
});
