import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { hubStrings as ha } from "../app/lib/strings/ha/hub";
import { CHROME_FLAGS, CHROME_PATH } from "../scripts/lib/chrome.mjs";
import { awaitingHydration, expect, storageStatePath, test } from "./fixtures";
import { layoutProblems } from "./layout-check";

/**
 * The recorder's own layout at 360 px. Messages other journeys posted in the same group (hostile pastes among them,
 * whose long runs must wrap somewhere) are theirs to answer for, in the phone sweep; this journey judges its controls.
 */
const recorderLayout = async (page: Page) => (await layoutProblems(page)).filter((problem) => !problem.includes("<p.message-text>"));

// The in-page recorder (ADR 100) with Chromium's fake microphone, its permission prompt answered "Allow" by the fake
// UI, so no test hangs on how headless Chromium answers a prompt. A user who refused it is played by a page whose
// getUserMedia rejects as the browser does then (NotAllowedError).
test.use({
  launchOptions: {
    executablePath: CHROME_PATH,
    args: ["--headless", ...CHROME_FLAGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

const GROUP = "Kano & Kaduna Maize Growers";
const PHONE = { width: 360, height: 740 };
const isRecorderChunk = (url: string) => /\/assets\/VoiceRecorder-[\w-]+\.js$/.test(url);

async function openGroup(browser: Browser, role: "farmer" | "buyer", options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ storageState: storageStatePath(role), viewport: PHONE, ...options });
  const page = awaitingHydration(await context.newPage());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (isRecorderChunk(request.url())) chunks.push(request.url());
  });
  return { context, page, errors, chunks };
}

async function goToGroup(page: Page) {
  await page.goto("/farmers-hub?tab=groups");
  await page.getByRole("link", { name: new RegExp(GROUP) }).click();
  await expect(page.getByRole("heading", { name: GROUP, level: 2 })).toBeVisible();
}

async function expectTappable(page: Page, name: string) {
  const box = await page.getByRole("button", { name, exact: true }).boundingBox();
  expect(box?.height, `${name} is at least 44 px high`).toBeGreaterThanOrEqual(44);
}

test.describe("Recording a voice note in the group chat", () => {
  test("a farmer records about two seconds, hears it back and sends it; a buyer sees it with a playable length", async ({ browser }) => {
    const farmer = await openGroup(browser, "farmer", { permissions: ["microphone"] });
    // Other pages carry none of the recorder.
    await farmer.page.goto("/listings");
    expect(farmer.chunks).toEqual([]);

    await goToGroup(farmer.page);
    const record = farmer.page.getByRole("button", { name: "Record", exact: true });
    await expect(record).toBeVisible();
    expect(farmer.chunks.length, "the recorder is fetched with the chat").toBeGreaterThan(0);
    await expectTappable(farmer.page, "Record");

    const text = `Listen to my maize ${Date.now()}`;
    await farmer.page.getByLabel("Message", { exact: true }).fill(text);
    await record.click();
    const clock = farmer.page.getByRole("timer");
    await expect(clock).toHaveText(/Recording: 0:0[2-9] of 2:00/);
    await expectTappable(farmer.page, "Stop");
    expect(await recorderLayout(farmer.page)).toEqual([]);
    await farmer.page.getByRole("button", { name: "Stop", exact: true }).click();

    const preview = farmer.page.getByLabel("Your recording");
    await expect(preview).toBeVisible();
    await expectTappable(farmer.page, "Send voice note");
    await expectTappable(farmer.page, "Discard");
    expect(await recorderLayout(farmer.page)).toEqual([]);
    await farmer.page.getByRole("button", { name: "Send voice note" }).click();

    const list = (page: Page) => page.getByRole("list", { name: "Messages" });
    const sent = list(farmer.page).getByRole("listitem").filter({ hasText: text });
    await expect(sent).toHaveCount(1);
    await expect(sent.getByLabel("Voice note")).toHaveCount(1);
    // The recorder is ready for the next one.
    await expect(farmer.page.getByRole("button", { name: "Record", exact: true })).toBeVisible();

    const buyer = await openGroup(browser, "buyer");
    await goToGroup(buyer.page);
    const heard = list(buyer.page).getByRole("listitem").filter({ hasText: text });
    await expect(heard).toHaveCount(1);
    await expect(heard).toContainText(/Voice note · 0:0[1-9] · \d+ KB/);
    const duration = await heard.locator("audio").evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.addEventListener("loadedmetadata", () => resolve(audio.duration), { once: true });
          audio.addEventListener("error", () => reject(new Error(`the note did not load: ${audio.error?.code}`)), { once: true });
          audio.preload = "metadata";
          audio.load();
        }),
    );
    expect(duration).toBeGreaterThan(0);

    expect([...farmer.errors, ...buyer.errors]).toEqual([]);
    await farmer.context.close();
    await buyer.context.close();
  });

  test("a refused microphone says so in the reader's language, and the file input still sends a note", async ({ browser, baseURL }) => {
    const farmer = await openGroup(browser, "farmer");
    await farmer.context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await farmer.context.addCookies([{ name: "gona_lang", value: "ha", url: baseURL }]);
    await goToGroup(farmer.page);
    await farmer.page.getByRole("button", { name: ha.groups.record, exact: true }).click();
    await expect(farmer.page.getByRole("alert").filter({ hasText: ha.groups.micDenied })).toBeVisible();
    expect(await recorderLayout(farmer.page)).toEqual([]);
    await expect(farmer.page.locator("#chat-audio")).toBeEnabled();
    await expect(farmer.page.getByRole("button", { name: ha.groups.record, exact: true })).toBeVisible();
    expect(farmer.errors).toEqual([]);
    await farmer.context.close();
  });

  test("Lite mode offers the file input only", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: storageStatePath("farmer"), permissions: ["microphone"] });
    await context.addCookies([{ name: "gona_lite", value: "1", url: baseURL }]);
    const page = await context.newPage();
    await page.goto("/farmers-hub?tab=groups");
    await page.getByRole("link", { name: new RegExp(GROUP) }).click();
    await expect(page.getByRole("heading", { name: GROUP, level: 2 })).toBeVisible();
    await expect(page.locator("#chat-audio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Record", exact: true })).toHaveCount(0);
    await context.close();
  });
});
