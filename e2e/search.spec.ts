import { expect, test } from "./fixtures";

// Browse on a small phone with JavaScript off: the GET form alone filters by state, sorts, and shows the count.
test.describe("search and compare on a 360 px phone without JavaScript", () => {
  test.use({ viewport: { width: 360, height: 760 }, isMobile: true, javaScriptEnabled: false });

  test("at least four compact cards fit in a 760 px-tall screen", async ({ page }) => {
    await page.goto("/listings");
    const cards = page.locator(".listing-card");
    await expect(cards.nth(4)).toBeVisible();
    const boxes = await cards.evaluateAll((elements) =>
      elements.slice(0, 4).map((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, height: box.height };
      }),
    );
    const first = boxes[0];
    const fourth = boxes[3];
    if (!first || !fourth) throw new Error("fewer than four cards");
    expect(fourth.bottom - first.top, JSON.stringify(boxes)).toBeLessThanOrEqual(760);
    // Each card shows its facts: price per unit, place and age beside the thumbnail.
    const card = cards.first();
    await expect(card.locator(".listing-card-price")).toContainText("₦");
    await expect(card.locator(".listing-card-place")).not.toBeEmpty();
    // Photos keep their size attributes (no layout shift) and load lazily below the fold.
    const photos = page.locator(".listing-card img");
    await expect(photos.first()).toHaveAttribute("width", "400");
    await expect(photos.first()).toHaveAttribute("height", "300");
    await expect(photos.nth(8)).toHaveAttribute("loading", "lazy");
  });

  test("filters by state and sorts by price with the form, and shows the count the API gives", async ({ page, request }) => {
    await page.goto("/listings");
    await expect(page.getByRole("status")).toHaveText(/^\d[\d,]*\+? listings?$/);
    await page.getByLabel("State").selectOption({ label: "Kano" });
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]state=kano(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);

    const api = await request.get("/api/listings?state=kano&limit=24");
    const total = Number(api.headers()["x-total-count"]);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByRole("status")).toHaveText(`${total} listings`);
    const cards = page.locator(".listing-card");
    await expect(cards).toHaveCount(Math.min(total, 24));
    for (const place of await cards.locator(".listing-card-place").allTextContents()) expect(place).toContain("Kano");
    const prices = (await cards.locator(".listing-card-price").allTextContents()).map((text) =>
      Number((/₦([\d,]+\.\d\d)/.exec(text)?.[1] ?? "").replaceAll(",", "")),
    );
    expect(prices.every((price) => Number.isFinite(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The choices stay selected on the result page.
    await expect(page.getByLabel("State")).toHaveValue("kano");
    await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");

    await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
    await page.getByRole("button", { name: "Search" }).click();
    const descending = (await cards.locator(".listing-card-price").allTextContents()).map((text) =>
      Number((/₦([\d,]+\.\d\d)/.exec(text)?.[1] ?? "").replaceAll(",", "")),
    );
    expect(descending).toEqual([...prices].sort((a, b) => b - a));
  });

  test("a place typed as 'Kano State' finds listings written 'Town, Kano', and corn finds maize first", async ({ page }) => {
    await page.goto(`/listings?location=${encodeURIComponent("Kano State")}`);
    const places = await page.locator(".listing-card-place").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain("Kano");

    await page.goto("/listings?q=corn");
    // Words typed rank by best match, the select's default (no `sort` in the URL) when there is a query.
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    const titles = await page.locator(".listing-card-title").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/maize/i);
  });
});
