// A navigation given up because a newer one started rejects with an AbortError that Remix's single fetch can leave
// unhandled (app/entry.client.tsx): it is not reported as a page error, and every other unhandled rejection still is.
// Plain Playwright here: the fixtures fail a test on any page error, and this one provokes one on purpose.
import { expect, test } from "@playwright/test";

test("an unhandled AbortError is no page error; any other unhandled rejection still is", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/listings");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const reported = page.waitForEvent("pageerror");
  await page.evaluate(() => {
    void Promise.reject(new DOMException("signal is aborted without reason", "AbortError"));
    void Promise.reject(new Error("a real failure"));
  });
  // Rejections are reported in order: had the abort been reported, it would have come first.
  expect((await reported).message).toContain("a real failure");
  expect(errors).toEqual([expect.stringContaining("a real failure")]);
});
