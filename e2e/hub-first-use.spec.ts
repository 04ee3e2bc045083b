import { type APIRequestContext, type Browser, type BrowserContext, devices, type Page } from "@playwright/test";
import { approveListingViaApi, consoleProblem, createListingViaApi, expect, signUp, test } from "./fixtures";

// A phone as the hub's first users hold it: 360 px wide, touch, mobile viewport rules.
const { defaultBrowserType: _, ...pixel } = devices["Pixel 5"];
const PHONE = { ...pixel, viewport: { width: 360, height: 740 } };
const GROUP = "Kano & Kaduna Maize Growers";

/** An unbroken word of `length` letters (a pasted link or a keyboard smash), unique to this run. */
const longWord = (length: number) => `Zaria${Date.now()}`.padEnd(length, "o");

interface Content {
  postPath: string;
  groupPath: string;
  listingPath: string;
}

/** A post, a reply, a group message and a listing, each with a long unbroken word, made through the API. */
async function longWordContent(
  request: APIRequestContext,
  playwright: { request: import("@playwright/test").APIRequest },
  baseURL: string,
) {
  const post = await request.post("/api/chat/hub-posts", {
    data: { title: `Help ${longWord(190)}`, content: longWord(300), category: "general" },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = (await post.json()).id as number;
  expect((await request.post(`/api/chat/hub-posts/${postId}/replies`, { data: { content: longWord(300) } })).status()).toBe(201);
  const groups = (await (await request.get("/api/chat/groups")).json()) as { id: number; name: string }[];
  const group = groups.find((candidate) => candidate.name === GROUP);
  if (!group) throw new Error("seeded group missing");
  expect((await request.post(`/api/chat/groups/${group.id}/messages`, { data: { content: longWord(300) } })).status()).toBe(201);
  const listingId = await createListingViaApi(request, { title: longWord(120), description: longWord(300) });
  await approveListingViaApi(playwright, baseURL, listingId);
  return {
    postPath: `/farmers-hub/posts/${postId}`,
    groupPath: `/farmers-hub/groups?group=${group.id}`,
    listingPath: `/listings/${listingId}`,
  } satisfies Content;
}

/** Everything a page can do wrong that a farmer would notice or a console would show, resources that 404 included. */
function watch(page: Page, javaScriptEnabled = true) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const text = consoleProblem(message);
    if (text !== null) problems.push(`console: ${text}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // Leaving a page cancels its open requests and the chat socket, and without JavaScript scripts are refused.
    if (/ERR_ABORTED/.test(request.failure()?.errorText ?? "")) return;
    if (!javaScriptEnabled && request.resourceType() === "script") return;
    problems.push(`failed: ${request.url()}`);
  });
  return problems;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function phoneUser(browser: Browser, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  await signUp(context.request, "farmer", "Ngozi Okafor");
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

test.describe("Farmers Hub on first use, on a phone", () => {
  let content: Content;
  test.beforeAll(async ({ browser, playwright, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await signUp(context.request, "farmer", "Musa Long-Word");
    content = await longWordContent(context.request, playwright, baseURL ?? "");
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`every hub tab and long words stay clean and within 360 px (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      // Fourteen pages, each waiting for the network to settle: far more than one page's 30 s allowance.
      test.setTimeout(180_000);
      const { context, page } = await phoneUser(browser, javaScriptEnabled);
      const problems = watch(page, javaScriptEnabled);
      const paths = [
        "/farmers-hub?tab=groups",
        content.groupPath,
        "/farmers-hub?tab=posts",
        "/farmers-hub/posts?ask=1",
        content.postPath,
        "/farmers-hub?tab=ai",
        content.listingPath,
      ];
      for (const language of ["en", "ha"]) {
        for (const path of paths) {
          await open(page, `${path}${path.includes("?") ? "&" : "?"}lang=${language}`, javaScriptEnabled);
          // A moment for late requests (strings, route discovery, the chat socket) to fail if they will.
          await page.waitForLoadState("networkidle");
          expect(await sidewaysScroll(page), `${path} in ${language} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(problems, `${path} in ${language}`).toEqual([]);
        }
      }
      await context.close();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`a group opened from the list shows its newest message and the message box on the first screen (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const { context, page } = await phoneUser(browser, javaScriptEnabled);
      await open(page, "/farmers-hub/groups", javaScriptEnabled);
      await page.getByRole("link", { name: new RegExp(GROUP) }).click();
      await expect(page).toHaveURL(/[?&]group=\d+#chat$/);
      // The newest message (the one beforeAll sent) and the box to answer it, without scrolling.
      await expect(page.locator(".chat-input")).toBeInViewport();
      await expect(page.locator(".messages .message").last()).toBeInViewport();
      await expect(page.locator(".messages .message").last()).toContainText(/Zaria\d{6,}/);
      await context.close();
    });
  }

  test("the first tap on Ask Question opens the dialog in view, and a posted reply empties the reply box", async ({ browser }) => {
    const { context, page } = await phoneUser(browser, true);
    const problems = watch(page);
    await open(page, "/farmers-hub?tab=posts", true);
    await page.getByRole("link", { name: "Ask Question" }).tap();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toBeInViewport();
    await expect(dialog.getByRole("button", { name: "Post Question" })).toBeInViewport();
    const title = `Yellow maize leaves ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Lower leaves yellow at knee height in Zaria.");
    await dialog.getByRole("button", { name: "Post Question" }).tap();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

    const box = page.getByLabel("Your reply");
    await box.fill("Topdress with urea at 4-6 weeks.");
    await page.getByRole("button", { name: "Reply", exact: true }).tap();
    await expect(page.getByTestId(/^reply-/).filter({ hasText: "Topdress with urea at 4-6 weeks." })).toHaveCount(1);
    await expect(box).toHaveValue("");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`Ask AI without the model answers a Hausa control question from the guides, short and labelled so (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const { context, page } = await phoneUser(browser, javaScriptEnabled);
      const problems = watch(page, javaScriptEnabled);
      await open(page, "/farmers-hub/ai?lang=ha", javaScriptEnabled);
      await page.locator("#ai-question").fill("Yaya zan kashe tsutsar masara?");
      await page.locator(".ask-ai button[type=submit]").click();
      const answer = page.locator(".ai-answer");
      await expect(answer.getByRole("heading", { name: "Daga jagororin noma na Gona" })).toBeVisible();
      // The answer takes the focus, so it is in view and read out (it was left at the bottom edge of the screen).
      await expect(answer).toBeFocused();
      await expect(answer).toBeInViewport();
      await expect(answer.getByRole("heading", { name: "Amsar AI:" })).toHaveCount(0);
      // Three summary lines lead, in Hausa (the guides are translated: no note that they are English), then the rest of
      // the fall armyworm guide's sections folded under their Hausa headings, the control section first.
      await expect(answer.locator(".content-in-english")).toHaveCount(0);
      await expect(answer.locator(".formatted-answer").first().locator("ul > li")).toHaveCount(3);
      const folded = answer.locator(".ai-details details");
      await expect(folded.first().locator("summary")).toHaveText("Ku fara yaƙi ba tare da magani ba [1]");
      await expect(folded.first().locator(".formatted-answer")).toBeHidden();
      // The answer fits one screen of the phone until the reader opens a section or the sources, which needs no script.
      expect((await answer.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.viewport.height);
      await folded.first().locator("summary").click();
      await expect(folded.first().locator(".formatted-answer")).toBeVisible();
      await answer.locator(".ai-sources-box summary").click();
      await expect(answer.getByRole("link", { name: /^Tsutsar sojoji/ })).toHaveAttribute("href", "https://www.fao.org/fall-armyworm/en/");
      await expect(answer.locator(".ai-sources li").first()).toContainText("Ku fara yaƙi ba tare da magani ba");
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
