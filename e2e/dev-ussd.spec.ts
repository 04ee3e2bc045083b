// The phone on the desk (ADR 078): on /dev/ussd a new number registers by the keypad, then checks a price
// (1 → product → state), as a feature-phone farmer would, through the gateway's own handler; the outbox is a tap away.
import { settled } from "./desk-phone";
import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout-check";

// A cheap phone's screen: nothing may overflow or break a word at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

test("a new number registers by keypad on /dev/ussd, checks the price of maize in Kano, and opens the outbox", async ({ page }) => {
  await page.goto("/dev/ussd");
  const screen = page.getByTestId("ussd-screen");
  const keypad = page.locator(".ussd-keypad");
  const press = async (keys: string) => {
    for (const key of keys) await keypad.getByRole("button", { name: key, exact: true }).click();
  };
  const send = async (keys: string, expected: RegExp) => {
    await press(keys);
    await expect(page.getByLabel("Your answer")).toHaveValue(keys);
    await settled(page, page.getByRole("button", { name: /^(Send|Dial)$/ }).click());
    await expect(screen).toContainText(expected);
  };

  // A number no other run has used.
  const number = `+23481${String(Date.now() % 100_000_000).padStart(8, "0")}`;
  await page.getByLabel("Caller's phone number").fill(number);
  await expect(page.getByLabel("Service code")).toHaveValue("*384#");
  await settled(page, page.getByRole("button", { name: "Dial" }).click());
  await expect(screen).toContainText("5 My account");

  await send("5", /Welcome to Gona! Choose your language:/);
  await send("1", /I am a:/);
  await send("1", /Type your full name/);
  await page.getByLabel("Your answer").fill("Ada Obi");
  await settled(page, page.getByRole("button", { name: "Send", exact: true }).click());
  await expect(screen).toContainText("Your state");
  await send("20", /Choose a 4-digit PIN/);
  await send("1234", /Type the PIN again/);
  await send("1234", /Welcome to Gona, Ada Obi! Your account is ready\./);
  await expect(page.getByText(/Session ended/)).toBeVisible();

  // The session ended, so this dials again: Prices → the first product → Kano.
  await send("1", /Prices: choose a product/);
  await send("1", /Choose a state/);
  await send("20", /Maize in Kano/);
  expect(await layoutProblems(page)).toEqual([]);

  await page.getByRole("link", { name: /outbox/ }).click();
  await expect(page.getByRole("heading", { name: "Outbox (development)", level: 1 })).toBeVisible();
});
