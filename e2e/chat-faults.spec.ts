import type { APIRequestContext, Page, WebSocketRoute } from "@playwright/test";
import { expect, signedInAs, storageStatePath, test } from "./fixtures";

const GROUP = "Kano & Kaduna Maize Growers";

/** The ids the chat lists, in screen order. */
const shownIds = (page: Page) =>
  page
    .getByRole("list", { name: "Messages" })
    .locator("[data-message-id]")
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.messageId)));

test.describe("Farmers Hub chat under faults", () => {
  test.use(signedInAs("farmer"));

  test("a socket killed by the server and broadcasts lost on the way still show every accepted message exactly once", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Every socket to the room goes through this route: the test can cut it (as a room restart does) or
    // swallow the room's broadcasts while the socket looks healthy (as a flaky 2G link does).
    const sockets: WebSocketRoute[] = [];
    const stamp = Date.now();
    const lostText = `Lost on the way ${stamp}`;
    await page.routeWebSocket(/\/parties\/group\//, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((data) => {
        if (String(data).includes(lostText)) return;
        ws.send(data);
      });
      sockets.push(ws);
    });

    await page.goto("/farmers-hub?tab=groups");
    await page.getByRole("link", { name: new RegExp(GROUP) }).click();
    await expect(page.getByRole("heading", { name: GROUP, level: 2 })).toBeVisible();
    await expect(page.getByTestId("connection")).toHaveText("Connected");
    // The auto-selected first group can show before the click's navigation has put its id in the URL.
    await expect(page).toHaveURL(/[?&]group=\d+/);
    const groupId = Number(new URL(page.url()).searchParams.get("group"));
    expect(groupId).toBeGreaterThan(0);

    const buyer: APIRequestContext = await playwright.request.newContext({ baseURL, storageState: storageStatePath("buyer") });
    const accepted: number[] = [];
    async function post(content: string) {
      const response = await buyer.post(`/api/chat/groups/${groupId}/messages`, { data: { content } });
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      accepted.push(id);
      return id;
    }
    const list = page.getByRole("list", { name: "Messages" });

    const live = await post(`Live before the fault ${stamp}`);
    await expect(list.locator(`[data-message-id="${live}"]`)).toHaveCount(1);

    // A broadcast is lost while the socket stays open; the next one arrives live.
    const lost = await post(lostText);
    const later = await post(`Arrives live after the lost one ${stamp}`);
    await expect(list.locator(`[data-message-id="${later}"]`)).toHaveCount(1);
    await expect(list.locator(`[data-message-id="${lost}"]`)).toHaveCount(0);

    // The server cuts the socket (a room restart); messages are accepted while the client is away.
    const before = sockets.length;
    await sockets.at(-1)?.close({ code: 1012, reason: "room restarting" });
    const whileDown = [await post(`While the room restarts 1 ${stamp}`), await post(`While the room restarts 2 ${stamp}`)];

    // The client reconnects by itself and backfills: the lost one and those sent while away come back.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(page.getByTestId("connection")).toHaveText("Connected", { timeout: 15_000 });
    for (const id of [lost, ...whileDown]) await expect(list.locator(`[data-message-id="${id}"]`)).toHaveCount(1);
    const after = await post(`Live after the restart ${stamp}`);
    await expect(list.locator(`[data-message-id="${after}"]`)).toHaveCount(1);

    // Cut it once more right after a send, and let the reconnect's backfill overlap what was shown live.
    await sockets.at(-1)?.close({ code: 1012, reason: "room restarting" });
    await expect(page.getByTestId("connection")).toHaveText("Connected", { timeout: 15_000 });
    await page.waitForTimeout(500);

    const ids = await shownIds(page);
    expect(new Set(ids).size, "no message shown twice").toBe(ids.length);
    expect(ids, "oldest first, by id").toEqual([...ids].sort((a, b) => a - b));
    for (const id of accepted)
      expect(
        ids.filter((shown) => shown === id),
        `message ${id} shown once`,
      ).toHaveLength(1);
    await buyer.dispose();
  });
});
