// Paying safely through Gona (#36, ADR 083) on a 360 px phone without JavaScript: the buyer of an accepted order sees
// the total, the fee and who pays it, asks for the account (the notice in view with the focus), the transfer arrives
// (/dev/payments' Pay: the signed webhook), and both sides see the money held; then the seller types the buyer's
// handover code and both see it released (ADR 088); nothing on the pages is cut or squeezed.
import { approveListingViaApi, createListingViaApi, expect, newUserPage, test } from "./fixtures";
import { layoutProblems } from "./layout-check";

const PHONE = { width: 360, height: 740 };

test("the buyer pays an accepted order by transfer and sees the money held (JavaScript off)", async ({ browser, playwright, baseURL }) => {
  // Two people, a dozen page loads and the development provider's counter: more than one page's 30 s on a loaded machine.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const title = `Pay maize ${stamp}`;
  const farmer = await newUserPage(browser, "farmer", `Pay Farmer ${stamp}`, false);
  const buyer = await newUserPage(browser, "buyer", `Pay Buyer ${stamp}`, false);
  for (const page of [farmer, buyer]) await page.setViewportSize(PHONE);
  // The seller takes payment through Gona (a GTBank NUBAN whose check digit is right); 4 bags at ₦2,500.
  const account = await farmer.request.put("/api/users/payout-account", { data: { bank_code: "058", account_number: "0123456785" } });
  expect(account.status(), await account.text()).toBe(200);
  const listingId = await createListingViaApi(farmer.request, { title, price: "2500" });
  await approveListingViaApi(playwright, String(baseURL), listingId);
  const sent = await buyer.request.post(`/api/listings/user/listing${listingId}/request`, { data: { quantity: 4 } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const accepted = await farmer.request.put(`/api/users/purchase-requests/${id}`, { data: { status: "accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // From the order's card to the pay page: ₦10,000, a fee of ₦250 (1.5 % + ₦100) that the seller pays.
  await buyer.goto("/orders/buying");
  await buyer.locator(".request-card", { hasText: title }).getByRole("link", { name: "Pay safely with Gona" }).click();
  await expect(buyer).toHaveURL(new RegExp(`/orders/${id}/pay$`));
  await expect(buyer.getByText("₦10,000.00")).toBeVisible();
  await expect(buyer.getByText("₦250.00")).toBeVisible();
  await expect(buyer.getByText("paid by the seller")).toBeVisible();
  await buyer.getByRole("button", { name: "Show the account to pay into" }).click();
  await expect(buyer.getByRole("status")).toContainText("Here is the account to pay into.");
  await expect(buyer.getByRole("status")).toBeFocused();
  await expect(buyer.getByRole("heading", { name: "Transfer ₦10,000.00 to this account" })).toBeVisible();
  await expect(buyer.getByText("Paystack-Titan")).toBeVisible();
  expect(await layoutProblems(buyer)).toEqual([]);

  // The transfer arrives: the development provider's Pay on this order's payment.
  const counter = await browser.newContext({ javaScriptEnabled: false });
  const dev = await counter.newPage();
  await dev.setViewportSize(PHONE);
  await dev.goto("/dev/payments");
  await dev
    .locator("li", { has: dev.getByRole("link", { name: `Order #${id}` }) })
    .getByRole("button", { name: "Pay" })
    .click();
  await expect(dev.getByText(/is paid: the webhook made it held\./)).toBeVisible();
  await counter.close();

  await buyer.getByRole("link", { name: "Check again" }).click();
  await expect(buyer.getByText("Paid. Your money is held safely.")).toBeVisible();
  await farmer.goto(`/orders/${id}`);
  await expect(farmer.getByText("Paid: held safely until the goods change hands")).toBeVisible();
  expect(await layoutProblems(farmer)).toEqual([]);

  // In Hausa the pay page fits the phone too.
  await buyer.goto(`/orders/${id}/pay?lang=ha`);
  await expect(buyer.getByRole("heading", { name: "Biya lafiya ta Gona" })).toBeVisible();
  expect(await layoutProblems(buyer)).toEqual([]);

  // The handover (ADR 088): the buyer reads their code off the order's card and the seller types it.
  await buyer.goto(`/orders/${id}?lang=en`);
  const code = (await buyer.getByTestId("handover-code").locator("strong").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await expect(buyer.getByText("Give this code to the seller only when the goods are in your hands")).toBeVisible();
  expect(await layoutProblems(buyer)).toEqual([]);
  await farmer.getByRole("link", { name: "Enter the buyer's code" }).click();
  await expect(farmer).toHaveURL(new RegExp(`/orders/${id}/handover$`));
  expect(await layoutProblems(farmer)).toEqual([]);
  await farmer.getByLabel("The buyer's 6-digit code").fill(code);
  await farmer.getByRole("button", { name: "Release the payment" }).click();
  await expect(farmer.getByRole("status")).toContainText("The money is released.");
  await expect(farmer.getByText("Paid to the seller")).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByText("Paid to the seller")).toBeVisible();
  await expect(buyer.getByTestId("handover-code")).toHaveCount(0);
});
