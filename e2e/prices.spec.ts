// The price guide in a real browser, with JavaScript on and off: the table and its state filter, a product's chart
// with the table behind it, a listing that says where its price stands, and the listing form's median hint.
import { expect, newUserPage, test } from "./fixtures";

type Guide = { listings: { median: number | null; count: number } };

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("/prices lists products, filters by state and opens a product's weekly chart and table", async ({ page }) => {
      await page.goto("/prices");
      const all = page.getByRole("table", { name: /All Nigeria/ });
      // The seed's six months of prices: at least ten products with a median.
      expect(await all.locator("tbody tr").count()).toBeGreaterThanOrEqual(10);
      await expect(all.getByRole("img").first()).toBeVisible();

      await page.getByLabel("State").selectOption({ label: "Kano" });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/prices\?state=kano$/);
      const kano = page.getByRole("table", { name: /Kano/ });
      await expect(kano.locator("tbody tr").first()).toBeVisible();

      const first = kano.locator("tbody tr").first().getByRole("link");
      const product = (await first.textContent())?.trim() ?? "";
      await first.click();
      await expect(page).toHaveURL(/\/prices\/[a-z0-9-]+\?/);
      await expect(page.getByRole("heading", { name: `${product} prices`, level: 1 })).toBeVisible();
      // The chart is a picture with a table of the same weeks behind it.
      await expect(page.locator("main svg[role=img]").first()).toBeVisible();
      const weeks = page.getByRole("table", { name: "Week by week" });
      expect(await weeks.locator("tbody tr").count()).toBeGreaterThan(0);
      await expect(page.getByText(/₦[\d,]+\.\d{2}/).first()).toBeVisible();
    });
  });
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the guide fits the screen, weeks read with month names, the legend names only what is drawn, and products differ", async ({
    page,
  }) => {
    for (const path of ["/prices", "/prices?lang=ha", "/prices/maize", "/prices/maize?lang=yo"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      const table = page.locator("main table").first();
      const box = await table.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: the table fits`).toBeLessThanOrEqual(360);
    }
    await page.goto("/prices?lang=en");
    // Each product has its own amount of trade: the counts are not one number repeated.
    const counts = await page.locator("main table tbody tr td:nth-child(3)").allTextContents();
    expect(new Set(counts).size).toBeGreaterThan(counts.length / 2);

    await page.goto("/prices/maize");
    const weeks = await page.getByRole("table", { name: "Week by week" }).locator("tbody th").allTextContents();
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) expect(week).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
    // Every legend entry names a line or band drawn in the chart.
    const chart = page.locator("figure.price-chart");
    const drawn = {
      "legend-median": await chart.locator("polyline.chart-median").count(),
      "legend-band": await chart.locator("polygon.chart-band").count(),
      "legend-deals": await chart.locator("polyline.chart-deals").count(),
    };
    for (const [legend, lines] of Object.entries(drawn)) {
      expect(await chart.locator(`.${legend}`).count(), legend).toBe(lines > 0 ? 1 : 0);
    }
  });
});

test("a listing with enough prices behind it says where its price stands", async ({ page, request }) => {
  const listings = (await (await request.get("/api/listings?limit=100&category=crops")).json()) as { id: number }[];
  let compared: number | null = null;
  for (const { id } of listings) {
    const detail = (await (await request.get(`/api/listings/${id}`)).json()) as { price_comparison?: unknown };
    if (detail.price_comparison) {
      compared = id;
      break;
    }
  }
  if (compared === null) throw new Error("the seed has a crop listing with at least 5 prices behind its median");
  await page.goto(`/listings/${compared}`);
  await expect(
    page.getByText(/^₦[\d,]+\.\d{2} per \w+ is (\d+% (below|above)|at) the median in .+ \(\d+ listings, last 90 days\)$/),
  ).toBeVisible();
});

test("the listing form shows the median for the chosen product, unit and state, or links to the guide without JavaScript", async ({
  browser,
  request,
}) => {
  const guide = (await (await request.get("/api/prices?product=maize&unit=bag&state=kano")).json()) as Guide;
  const farmer = await newUserPage(browser, "farmer", "Hint Farmer");
  await farmer.goto("/create-listing");
  await farmer.getByLabel("Category").selectOption("crops");
  await farmer.getByLabel("Product (crops and seeds)").selectOption("maize");
  await farmer.getByLabel("Unit").selectOption("bag");
  await farmer.getByLabel("State", { exact: true }).selectOption({ label: "Kano" });
  const hint = farmer.getByTestId("price-hint");
  await expect(hint.getByRole("paragraph").first()).toHaveText(
    guide.listings.median === null
      ? "Too few prices in Kano yet for a median."
      : new RegExp(`^Median in Kano: ₦[\\d,]+\\.\\d{2} per bag, ${guide.listings.count} listings$`),
  );
  await expect(hint.getByRole("link", { name: "See Maize prices in the price guide" })).toHaveAttribute(
    "href",
    "/prices/maize?unit=bag&state=kano",
  );
  await farmer.context().close();

  const plain = await newUserPage(browser, "farmer", "Plain Hint Farmer", false);
  await plain.goto("/create-listing");
  await expect(plain.getByTestId("price-hint").getByRole("link", { name: "See prices in the price guide" })).toHaveAttribute(
    "href",
    "/prices",
  );
  await plain.context().close();
});
