// "Get paid through Gona" (/profile/payout, ADR 082) as a browser without JavaScript gets it: the seller's tab, a
// refused account number shown at its field and in view, the saved account with the holder's name the bank gave, and
// its removal; buyers never see it.
import { describe, expect, it } from "vitest";
import { devAccountName } from "../worker/services/payments/dev-provider";
import { call, registerUser, unique } from "./http";

const form = { "content-type": "application/x-www-form-urlencoded" };
const page = (token: string, path = "/profile/payout") => call("GET", path, { headers: { cookie: `gona_session=${token}` } });
const post = (token: string, body: Record<string, string>) =>
  call("POST", "/profile/payout", {
    rawBody: new URLSearchParams(body).toString(),
    headers: { ...form, cookie: `gona_session=${token}`, "cf-connecting-ip": unique().address },
  });

const VALID = "0123456785"; // GTBank (058): its NUBAN check digit is right

describe("the seller's Get paid page", () => {
  it("refuses a wrong check digit at the field, saves a right one with the bank's name for it, and removes it", async () => {
    const farmer = await registerUser("farmer");
    const empty = await page(farmer.token);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("Get paid through Gona");
    expect(empty.text).toContain('href="/profile/payout"');
    expect(empty.text).toContain("You have not added a bank account yet.");
    expect(empty.text).toContain('<option value="058">Guaranty Trust Bank</option>');

    const refused = await post(farmer.token, { intent: "save", bank_code: "058", account_number: "0123456780" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("This account number is not valid at the bank you chose.");
    // The refused field is the page's first refusal (focused on load) and keeps what was typed.
    const input = refused.text.match(/<input[^>]*id="payout-account-number"[^>]*>/)?.[0] ?? "";
    expect(input).toContain("data-refusal");
    expect(input).toContain('value="0123456780"');
    expect(input).toContain('aria-invalid="true"');

    const saved = await post(farmer.token, { intent: "save", bank_code: "058", account_number: "0123 456 785" });
    expect(saved.status).toBe(302);
    const to = saved.headers.get("location") ?? "";
    expect(to).toBe("/profile/payout?notice=payout-account-saved&at=payout-account");
    const shown = await page(farmer.token, to);
    expect(shown.text).toContain("Account saved.");
    expect(shown.text).toContain(`${devAccountName(VALID)}, Guaranty Trust Bank ****6785`);
    expect(shown.text).not.toContain(VALID);
    expect(shown.text).toContain("Change account");

    const notFound = await post(farmer.token, { intent: "save", bank_code: "058", account_number: "0000000001" });
    expect(notFound.status).toBe(422);
    expect(notFound.text).toContain("Your bank could not find this account.");

    const removed = await post(farmer.token, { intent: "remove" });
    expect(removed.headers.get("location")).toBe("/profile/payout?notice=payout-account-removed&at=payout-account");
    const after = await page(farmer.token, removed.headers.get("location") ?? "");
    expect(after.text).toContain("Bank account removed.");
    expect(after.text).toContain("You have not added a bank account yet.");
  });

  it("is the sellers' only: a buyer is sent to Profile Information and has no tab for it", async () => {
    const buyer = await registerUser("buyer");
    const sent = await page(buyer.token);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/profile");
    expect((await page(buyer.token, "/profile")).text).not.toContain('href="/profile/payout"');
  });

  it("speaks the reader's language, and refuses a number that is not 10 digits", async () => {
    const supplier = await registerUser("supplier");
    const hausa = await page(supplier.token, "/profile/payout?lang=ha");
    expect(hausa.text).toContain("Karɓi kuɗi ta hannun Gona");
    const refused = await post(supplier.token, { intent: "save", bank_code: "058", account_number: "12" });
    expect(refused.text).toContain("Enter the 10-digit account number (NUBAN)");
  });
});
