import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures";

/** Signs a brand-new buyer in on this page's context (the demo accounts keep their seeded preferences). */
async function signUpBuyer(page: Page) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: uniqueEmail("lowdata"),
      password: "harvest-2024",
      confirmPassword: "harvest-2024",
      fullName: "Musa Garba",
      role: "buyer",
    },
  });
  expect(response.status()).toBe(201);
}

/** Every request for a listing photo (full size or thumbnail) this page makes from now on. */
function countMedia(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/media/")) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function setLowData(page: Page, on: boolean) {
  await page.goto("/profile");
  const box = page.getByLabel("Low data mode: load photos only when I tap them");
  await box.setChecked(on);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  if (on) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

test.describe("low data mode", () => {
  test("photos load only when tapped, and turning it off restores them", async ({ page }) => {
    await signUpBuyer(page);
    await setLowData(page, true);

    const media = countMedia(page);
    await page.goto("/listings");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".listing-card")).toHaveCount(24);
    // Other journeys may add listings without photos; every card that has a photo offers the tap instead.
    const buttons = page.getByRole("link", { name: /^Show photo/ });
    const photoCards = page.locator(".listing-card").filter({ has: buttons });
    const withPhotos = await photoCards.count();
    expect(withPhotos).toBeGreaterThan(0);
    await expect(buttons).toHaveCount(withPhotos);
    expect(media, "no listing photo is requested before a tap").toEqual([]);
    await expect(page.locator(".listing-card img")).toHaveCount(0);

    // Tap a seeded listing's photo (its size is known: 400 × 300, which its placeholder keeps).
    const seeded = page.locator(".listing-card").filter({ has: page.locator('[data-photo-placeholder][style*="400 / 300"]') });
    const title = (await seeded.first().getByRole("heading").textContent()) ?? "";
    const first = page.locator(".listing-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/api/media/"));
    await first.getByRole("link", { name: /^Show photo/ }).click();
    const response = await loaded;
    expect(response.status()).toBe(200);
    const href = new URL(response.url()).pathname;
    // A seeded photo (PNG) or one another journey uploaded (JPEG) at the same 400 × 300.
    expect(href).toMatch(/^\/api\/media\/.+-thumb\.(png|jpe?g|webp)$/);
    // The tap swapped the photo in on this page: no navigation.
    await expect(page).toHaveURL(/\/listings$/);
    const img = first.getByRole("img", { name: title ?? "" });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute("width", "400");
    await expect(img).toHaveAttribute("height", "300");
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(media, "exactly the tapped photo loaded").toEqual([href]);
    await expect(buttons).toHaveCount(withPhotos - 1);

    // The listing detail keeps its photos behind the tap too.
    media.length = 0;
    await page.goto((await first.getByRole("link", { name: /View Details/ }).getAttribute("href")) ?? "/listings");
    await page.waitForLoadState("networkidle");
    await expect(
      page
        .locator(".listing-photos")
        .getByRole("link", { name: /^Show photo/ })
        .first(),
    ).toBeVisible();
    expect(media).toEqual([]);

    await setLowData(page, false);
    media.length = 0;
    await page.goto("/listings");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: /^Show photo/ })).toHaveCount(0);
    await expect(page.locator(".listing-card img")).toHaveCount(withPhotos);
    expect(media.length, "thumbnails load again").toBeGreaterThan(0);
  });

  test("signed-out visitors get normal lazy thumbnails", async ({ page }) => {
    const media = countMedia(page);
    await page.goto("/listings");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: /^Show photo/ })).toHaveCount(0);
    await expect(page.locator(".listing-card img").nth(5)).toHaveAttribute("loading", "lazy");
    expect(media.length).toBeGreaterThan(0);
  });
});

test.describe("low data mode without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preference is saved with a plain form post and Show photo reloads the page with that one photo", async ({ page }) => {
    await signUpBuyer(page);
    await setLowData(page, true);
    const media = countMedia(page);
    await page.goto("/listings");
    await page.waitForLoadState("networkidle");
    expect(media).toEqual([]);
    const withPhotos = await page.getByRole("link", { name: /^Show photo/ }).count();
    const link = page.getByRole("link", { name: /^Show photo/ }).first();
    const href = (await link.getAttribute("href")) ?? "";
    // The reader stays on the site: the same page again, asking for that one photo, scrolled to it.
    const key = /^\/listings\?photo=([\w-]+)#photo-([\w-]+)$/.exec(href);
    expect(key, href).not.toBeNull();
    expect(key?.[1]).toBe(key?.[2]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/listings\\?photo=${key?.[1]}#photo-${key?.[1]}$`));
    const photo = page.locator(`img#photo-${key?.[1]}`);
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(media, "exactly the asked photo loaded").toHaveLength(1);
    expect(media[0]).toBe(new URL((await photo.getAttribute("src")) ?? "", "http://x").pathname);
    await expect(page.getByRole("link", { name: /^Show photo/ })).toHaveCount(withPhotos - 1);
  });
});
