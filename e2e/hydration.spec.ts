import type { Browser, Page } from "@playwright/test";
import { expect, storageStatePath, test } from "./fixtures";

// React error #345 ("Root did not complete"): Remix's single fetch suspends the first render of the page until the
// page's data is decoded. A tap or a key press after React began hydrating but before its first render ran made React
// hydrate synchronously, suspend at the root, and throw. On a fast machine that moment is one task long; on a cheap
// phone, which answers the finger before anything else, it is long enough to hit. Here it is held open on purpose:
// React's scheduler (which runs its work in MessageChannel tasks) waits until the test lets it go.

/** Holds every MessageChannel message (React's scheduler tasks) until `window.__gonaRelease()` is called. */
function holdReactScheduler() {
  const post = MessagePort.prototype.postMessage;
  let held: (() => void)[] | null = [];
  Object.assign(window, {
    __gonaRelease: () => {
      const queued = held ?? [];
      held = null;
      for (const send of queued) send();
    },
  });
  MessagePort.prototype.postMessage = function postMessage(this: MessagePort, ...args: Parameters<MessagePort["postMessage"]>) {
    if (held) held.push(() => post.apply(this, args));
    else post.apply(this, args);
  } as MessagePort["postMessage"];
}

/** Waits until React has begun hydrating the document (hydrateRoot marks the container) without having finished. */
async function hydrationStarted(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$"))), { timeout: 20_000 })
    .toBe(true);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

/** "hydrated" once the page is live, the page's errors as soon as there are any, else "waiting". */
async function hydratedOrErrors(page: Page, errors: string[]): Promise<string | string[]> {
  if (errors.length > 0) return errors;
  return (await page.locator("html[data-hydrated]").count()) > 0 ? "hydrated" : "waiting";
}

/** A page whose React work is held on every load (not the fixtures' page, whose goto waits for hydration), and its errors. */
async function heldPage(browser: Browser, signedIn = false) {
  const context = await browser.newContext(signedIn ? { storageState: storageStatePath("farmer") } : {});
  await context.addInitScript(holdReactScheduler);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

test("tapping and typing on /register while it hydrates throws nothing, keeps what was typed, and the page comes alive", async ({
  browser,
}) => {
  const { page, errors } = await heldPage(browser);
  await page.goto("/register?lang=ha", { waitUntil: "domcontentloaded" });
  await hydrationStarted(page);
  await page.locator("#fullName").click();
  await page.keyboard.type("Amina");
  await page.evaluate(() => (window as unknown as { __gonaRelease: () => void }).__gonaRelease());
  await expect.poll(() => hydratedOrErrors(page, errors), { timeout: 20_000 }).toBe("hydrated");
  await expect(page.locator("#fullName")).toHaveValue("Amina");
  // React now answers: the browser's own check of the two passwords refuses a mismatch before anything is sent.
  await page.locator("#password").fill("abcdefgh");
  await page.locator("#confirmPassword").fill("abcdefgX");
  await page.locator("form button[type=submit]").click();
  await expect(page.getByRole("alert")).toContainText("Kalmomin sirri ba su yi daidai ba");
  expect(errors).toEqual([]);
});

test("a Create Listing refused before the page hydrated, then tapped while the answer hydrates, throws nothing", async ({ browser }) => {
  const { page, errors } = await heldPage(browser, true);
  await page.goto("/create-listing", { waitUntil: "domcontentloaded" });
  await hydrationStarted(page);
  // Not hydrated: the form posts as it does without JavaScript, and the server refuses it (no product for a crop).
  await page.locator("#title").fill("Yellow maize");
  await page.locator("#price").fill("100");
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.locator("form.card button[type=submit]").click(),
  ]);
  await hydrationStarted(page);
  await page.locator("#title").click();
  await page.keyboard.press("End");
  await page.keyboard.type(", dry");
  await page.evaluate(() => (window as unknown as { __gonaRelease: () => void }).__gonaRelease());
  await expect.poll(() => hydratedOrErrors(page, errors), { timeout: 20_000 }).toBe("hydrated");
  await expect(page.locator("#title")).toHaveValue("Yellow maize, dry");
});
