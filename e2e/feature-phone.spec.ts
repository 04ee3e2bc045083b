// Issue #35's whole loop, as `npm start` offers it: a farmer with only a feature phone registers by USSD and lists her
// maize; a buyer on the web asks for some; her SMS alert carries a code and she accepts by texting YES <code>; the
// buyer sees it accepted. Then a second buyer asks, and she accepts from the USSD menu (4 My orders).
import type { APIRequestContext, Page } from "@playwright/test";
import { settled } from "./desk-phone";
import { expect, newUserPage, storageStatePath, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

/** The desk phone (/dev/ussd) held by one number: dial, type and send, or text Gona. */
function deskPhone(page: Page) {
  const screen = page.getByTestId("ussd-screen");
  return {
    screen,
    /** Types an answer (a new session when none is open) and waits for the screen to say `expected`. */
    async send(answer: string, expected: RegExp) {
      await page.getByLabel("Your answer").fill(answer);
      await settled(page, page.getByRole("button", { name: /^(Send|Dial)$/ }).click());
      await expect(screen).toContainText(expected);
    },
    async text(message: string) {
      await page.getByLabel(/^SMS to Gona/).fill(message);
      await settled(page, page.getByRole("button", { name: "Send SMS" }).click());
      await expect(page.getByRole("status").filter({ hasText: "Sent. Gona's answer shows in the outbox." })).toBeVisible();
    },
  };
}

/** The newest SMS the development outbox holds for `recipient` whose body matches `pattern`. */
async function smsTo(request: APIRequestContext, recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(async () => {
      const messages = (await (await request.get("/api/dev/outbox")).json()) as { recipient: string; body: string }[];
      found =
        messages
          .filter((message) => message.recipient === recipient)
          .find((message) => pattern.test(message.body))
          ?.body.match(pattern) ?? null;
      return found !== null;
    }, `an SMS to ${recipient} matching ${pattern}`)
    .toBe(true);
  return found as unknown as RegExpMatchArray;
}

async function requestAsNewBuyer(browser: import("@playwright/test").Browser, name: string, listingId: number, quantity: string) {
  const buyer = await newUserPage(browser, "buyer", name);
  await buyer.setViewportSize({ width: 360, height: 740 });
  await buyer.goto(`/listings/${listingId}`);
  await buyer.getByRole("link", { name: "Send Purchase Request" }).click();
  const form = buyer.getByRole("dialog", { name: "Send Purchase Request" });
  await form.getByLabel("Quantity").fill(quantity);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(buyer.getByRole("status")).toContainText("Purchase request sent successfully!");
  return buyer;
}

async function expectAccepted(buyer: Page, sellerName: string) {
  await buyer.goto("/orders/buying");
  await expect(buyer.locator(".request-card", { hasText: sellerName }).getByText("Accepted", { exact: true }).first()).toBeVisible();
}

test("a farmer registered only by USSD lists maize, accepts one buyer by SMS YES <code> and another from the USSD menu", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const farmerName = `Ada Phone ${stamp.replace(/[0-9]/g, "")}`.trim();
  const number = `+23481${String(Date.now() % 100_000_000).padStart(8, "0")}`;
  await page.goto("/dev/ussd");
  await page.getByLabel("Caller's phone number").fill(number);
  const phone = deskPhone(page);

  // Registration: English, farmer, her name, Kano, a PIN twice.
  await phone.send("", /5 My account/);
  await phone.send("5", /Choose your language/);
  await phone.send("1", /I am a:/);
  await phone.send("1", /Type your full name/);
  await phone.send(farmerName, /Your state/);
  await phone.send("20", /Choose a 4-digit PIN/);
  await phone.send("1234", /Type the PIN again/);
  await phone.send("1234", /Your account is ready\./);

  // 2 Sell: maize, 12 bags at N26,000 in Kano, confirmed with the PIN.
  await phone.send("2", /Sell: choose a product/);
  await phone.send("1", /How much Maize/);
  await phone.send("12", /Sold by the:/);
  await phone.send("3", /Price per bag in naira/);
  await phone.send("26000", /Where is it\? Choose a state/);
  await phone.send("20", /Sell 12 .*Maize at N26,000.* in Kano\?/);
  await phone.send("1", /PIN/);
  await phone.send("1234", /Sent for review\./);

  // An admin approves it from the review queue, as any web listing.
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  const pending = await (await admin.get("/api/admin/listings/pending?limit=50")).json();
  const listing = (Array.isArray(pending) ? pending : pending.listings).find(
    (row: { seller_name: string }) => row.seller_name === farmerName,
  ) as { id: number; title: string; price_unit: string };
  expect(listing.title).toBe("Maize");
  expect((await admin.put(`/api/admin/listings/${listing.id}/status`, { data: { status: "approved" } })).status()).toBe(200);
  await admin.dispose();

  // A buyer on the web asks for 2 bags; the farmer's SMS alert carries the request's code; she texts YES <code>.
  const first = await requestAsNewBuyer(browser, `Web Buyer One ${stamp}`, listing.id, "2");
  const [, code] = await smsTo(page.request, number, /Reply YES (\d{5}) or NO \1\./);
  await phone.text(`YES ${code}`);
  await smsTo(page.request, number, new RegExp(`you accepted request ${code} for "Maize"`));
  await expectAccepted(first, farmerName);

  // A second buyer asks for 3 bags; this time she answers from 4 My orders, the newest request first.
  const second = await requestAsNewBuyer(browser, `Web Buyer Two ${stamp}`, listing.id, "3");
  await phone.send("4", /Requests waiting:/);
  await phone.send("1", /asks for 3 .*Maize/);
  await phone.send("1", /PIN/);
  await phone.send("1234", /Accepted\. The buyer has been told\./);
  await expectAccepted(second, farmerName);
  for (const buyer of [first, second]) await buyer.context().close();
});
