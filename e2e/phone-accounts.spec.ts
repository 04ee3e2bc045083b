import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, signUp, test, uniqueEmail } from "./fixtures";
import { contextIn, expectTranslated } from "./language-check";

// Phone-first accounts end to end: the codes and links are read from the development outbox, as a developer
// reads them on `npm start`.

type OutboxMessage = {
  id: string | number;
  channel: string;
  recipient: string;
  kind: string;
  body: string;
  status: string;
  created_at: string;
};

let phones = 0;
/** A Nigerian mobile number no other test uses, as a person types it and as the API stores it. */
function uniquePhone() {
  phones++;
  const digits = String((Date.now() + phones) % 10_000_000).padStart(7, "0");
  return { typed: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+234803${digits}` };
}

const sameRecipient = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The newest outbox message to `recipient` that this test has not read yet (newest first in the outbox). */
async function nextMessage(request: APIRequestContext, recipient: string, read: Set<string>): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/api/dev/outbox");
      expect(response.status()).toBe(200);
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.find((message) => sameRecipient(message.recipient, recipient) && !read.has(String(message.id)));
      return found !== undefined;
    }, `a message to ${recipient} in the outbox`)
    .toBe(true);
  const message = found as OutboxMessage;
  read.add(String(message.id));
  return message;
}

function codeIn(body: string): string {
  const code = body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in: ${body}`).toBeTruthy();
  return code as string;
}

/** The path of the link in an e-mail (the host is the dev server's own). */
function linkIn(body: string, path: string): string {
  const link = body.match(new RegExp(`${path.replace("/", "\\/")}\\?token=[^\\s"'<>]+`))?.[0];
  expect(link, `a ${path} link in: ${body}`).toBeTruthy();
  return link as string;
}

async function signOut(page: Page) {
  await page.getByLabel("Account menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/\?notice=signed-out$/);
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Phone number or e-mail").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a farmer signs up with only a phone, resets the password with the SMS code and signs in by password and by code", async ({
    page,
  }) => {
    // Sign-up, reset and two sign-ins, with five messages read from the outbox: more than one page's 30 s allowance on
    // a loaded machine (one CI run of two side by side went over it at 31.8 s).
    test.setTimeout(90_000);
    const phone = uniquePhone();
    const read = new Set<string>();
    await page.goto("/register");
    await page.getByLabel("Farmer").check();
    await page.getByLabel("Full name").fill("Hauwa Garba");
    await page.getByLabel("Phone number").fill(phone.typed);
    await page.getByLabel("Password", { exact: true }).fill("first-harvest");
    await page.getByLabel("Confirm password").fill("first-harvest");
    await page.getByRole("button", { name: "Create account" }).click();
    // The number is confirmed first: the code sent to it, asked again once, typed back.
    await expect(page).toHaveURL(/\/confirm-phone\?redirectTo=%2Fdashboard$/);
    const first = codeIn((await nextMessage(page.request, phone.e164, read)).body);
    await page.getByRole("button", { name: "Send the code again" }).click();
    await expect(page.locator(".alert-success")).toHaveText(
      `We sent a new code to ${phone.e164}. Use the newest one: it works for 10 minutes.`,
    );
    const second = codeIn((await nextMessage(page.request, phone.e164, read)).body);
    if (second !== first) {
      await page.getByLabel("Code from the SMS").fill(first);
      await page.getByRole("button", { name: "Confirm number" }).click();
      await expect(page.locator(".alert-error")).toHaveText("This code is wrong or has expired. Ask for a new one.");
    }
    await page.getByLabel("Code from the SMS").fill(second);
    await page.getByRole("button", { name: "Confirm number" }).click();
    await expect(page.locator(".alert-success")).toHaveText(
      `Your phone number ${phone.e164} is confirmed. It now signs you in, and buyers can call you on it.`,
    );
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome to Gona, Hauwa Garba!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a phone number" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Confirm it now" })).toHaveCount(0);
    await signOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Phone number or e-mail").fill(phone.typed);
    await page.getByRole("button", { name: "Send code or link" }).click();
    await expect(page).toHaveURL(/\/reset-password\?phone=/);
    await expect(page.locator(".alert-success")).toHaveText(
      "If an account exists for this number, we sent a code by SMS. It works for 10 minutes.",
    );
    const code = codeIn((await nextMessage(page.request, phone.e164, read)).body);

    // A wrong code changes nothing and says so; the right one sets the new password.
    await page.getByLabel("Code from the SMS").fill(code === "000000" ? "111111" : "000000");
    await setNewPassword(page, "second-harvest");
    await expect(page.locator(".alert-error")).toBeVisible();
    await page.getByLabel("Code from the SMS").fill(code);
    await setNewPassword(page, "second-harvest");
    // Back to sign in with the number filled in.
    await expect(page).toHaveURL(/\/login\?identifier=%2B234\d+&notice=password-changed$/);
    await expect(page.getByLabel("Phone number or e-mail")).toHaveValue(phone.e164);
    await expect(page.locator(".alert-success")).toHaveText(
      "Your password has been changed. Sign in with the new one. Every other phone or browser signed in to your account has been signed out.",
    );

    await signIn(page, phone.typed, "first-harvest");
    await expect(page.locator(".alert-error")).toBeVisible();
    await signIn(page, phone.typed, "second-harvest");
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Sign in with a code by SMS" }).click();
    await expect(page).toHaveURL(/\/login\/code$/);
    await page.getByLabel("Phone number").fill(phone.typed);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page).toHaveURL(/\/login\/code\?phone=/);
    await nextMessage(page.request, phone.e164, read);
    // The SMS is slow to come: "Send the code again", and the newest code signs in.
    await page.getByRole("button", { name: "Send the code again" }).click();
    await expect(page.locator(".alert-success")).toHaveText(
      `If ${phone.typed} has a Gona account, a new code is on its way. Use the newest one: it works for 10 minutes.`,
    );
    const otp = codeIn((await nextMessage(page.request, phone.e164, read)).body);
    await page.getByLabel("Code from the SMS").fill(otp);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Hauwa Garba!" })).toBeVisible();
  });

  test("a farmer who skipped confirming the number confirms it when signing in with it and the password", async ({ page }) => {
    const phone = uniquePhone();
    const read = new Set<string>();
    await page.goto("/register");
    await page.getByLabel("Farmer").check();
    await page.getByLabel("Full name").fill("Bala Usman");
    await page.getByLabel("Phone number").fill(phone.typed);
    await page.getByLabel("Password", { exact: true }).fill("first-harvest");
    await page.getByLabel("Confirm password").fill("first-harvest");
    await page.getByRole("button", { name: "Create account" }).click();
    await nextMessage(page.request, phone.e164, read);
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/profile");
    await expect(page.locator("#change-phone")).toContainText("Not confirmed yet");
    await signOut(page);

    // The number alone opens nothing: a sign-in code is not sent to a number nobody confirmed.
    await page.goto("/login/code");
    await page.getByLabel("Phone number").fill(phone.typed);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.locator(".alert-success")).toBeVisible();
    // With the password, the code sent to the number finishes the sign-in and confirms it.
    await signIn(page, phone.typed, "first-harvest");
    await expect(page.getByRole("heading", { name: "Confirm your number to sign in" })).toBeVisible();
    const code = codeIn((await nextMessage(page.request, phone.e164, read)).body);
    await page.getByLabel("Code from the SMS").fill(code);
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("link", { name: "Confirm it now" })).toHaveCount(0);
    const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as OutboxMessage[];
    expect(outbox.filter((message) => sameRecipient(message.recipient, phone.e164)).map((message) => message.kind)).toEqual([
      "otp",
      "phone_confirm",
    ]);
  });

  test("a buyer who signed up by e-mail resets the password from the e-mailed link", async ({ page }) => {
    const email = uniqueEmail("reset");
    const read = new Set<string>();
    await page.goto("/register?role=buyer");
    await page.getByLabel("Full name").fill("Ngozi Eze");
    await page.getByLabel("E-mail (optional if you give a phone)").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-harvest");
    await page.getByLabel("Confirm password").fill("first-harvest");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);

    await page.goto("/forgot-password");
    await page.getByLabel("Phone number or e-mail").fill(email);
    await page.getByRole("button", { name: "Send code or link" }).click();
    const sent = "If an account exists for this e-mail, we sent a link. Open it within 10 minutes.";
    await expect(page.locator(".alert-success")).toHaveText(sent);
    await page.goto(linkIn((await nextMessage(page.request, email, read)).body, "/reset-password"));
    await expect(page.getByLabel("Code from the SMS")).toHaveCount(0);
    await setNewPassword(page, "second-harvest");
    await expect(page).toHaveURL(/\/login\?notice=password-changed$/);
    await signIn(page, email, "second-harvest");
    await expect(page).toHaveURL(/\/dashboard$/);

    // An address with no account gets the very same answer, and nothing is sent to it.
    const stranger = uniqueEmail("nobody");
    await signOut(page);
    await page.goto("/forgot-password");
    await page.getByLabel("Phone number or e-mail").fill(stranger);
    await page.getByRole("button", { name: "Send code or link" }).click();
    await expect(page.locator(".alert-success")).toHaveText(sent);
    const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as OutboxMessage[];
    expect(outbox.filter((message) => sameRecipient(message.recipient, stranger))).toEqual([]);
  });
});

async function farmerWithoutPhone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const email = await signUp(context.request, "farmer", "Musa Bello");
  return { page: await context.newPage(), email };
}

test("a seller without a phone is asked for one, adds it with the SMS code and changes the e-mail by link", async ({ browser }) => {
  const { page, email } = await farmerWithoutPhone(browser, false);
  const phone = uniquePhone();
  const read = new Set<string>();
  await page.goto("/create-listing");
  await expect(page.getByRole("link", { name: "Add a phone number" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add a phone number" }).click();
  await expect(page).toHaveURL(/\/profile#change-phone$/);

  await page.getByLabel("New phone number").fill(phone.typed);
  // A contact change asks for the current password (ADR 053).
  await page.locator("#phone-current-password").fill("harvest-2024");
  await page.getByRole("button", { name: "Send code" }).click();
  const code = codeIn((await nextMessage(page.request, phone.e164, read)).body);
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Confirm phone" }).click();
  await expect(page.getByText("Your new phone number is saved.")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone.e164);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Add a phone number" })).toHaveCount(0);

  const newEmail = uniqueEmail("moved");
  await page.goto("/profile");
  await page.getByLabel("New e-mail").fill(newEmail);
  await page.locator("#email-current-password").fill("harvest-2024");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.goto(linkIn((await nextMessage(page.request, newEmail, read)).body, "/confirm-contact"));
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your new e-mail is saved.")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
});

test("the new account pages show no English in Hausa", async ({ browser }) => {
  // Twenty-two page loads, each checked for English: more than one journey's worth of time on a busy machine.
  test.setTimeout(120_000);
  for (const javaScriptEnabled of [false, true]) {
    const visitor = await contextIn(browser, "ha", javaScriptEnabled);
    const page = await visitor.newPage();
    for (const path of [
      "/register",
      "/login",
      "/login/code",
      "/login/code?phone=08031234567",
      "/forgot-password",
      "/reset-password?phone=08031234567&sent=1",
      "/reset-password?token=abc",
      "/reset-password",
      "/login?notice=password-changed",
    ]) {
      await page.goto(path);
      await expectTranslated(page, "ha", `${path} (JavaScript ${javaScriptEnabled ? "on" : "off"})`);
    }
    await visitor.close();

    const claimed = await contextIn(browser, "ha", javaScriptEnabled);
    const phone = uniquePhone();
    const registered = await claimed.request.post("/api/auth/register", {
      data: { phone: phone.e164, password: "harvest-2024", fullName: "Musa Bello", role: "farmer" },
    });
    expect(registered.status()).toBe(201);
    const claimant = await claimed.newPage();
    for (const path of ["/confirm-phone", "/confirm-phone?resent=1", "/confirm-phone?done=1", "/dashboard"]) {
      await claimant.goto(path);
      await expectTranslated(claimant, "ha", `unconfirmed ${path} (JavaScript ${javaScriptEnabled ? "on" : "off"})`);
    }
    await expect(claimant.getByRole("link", { name: "Tabbatar da ita yanzu" })).toBeVisible();
    await claimed.close();

    const context = await contextIn(browser, "ha", javaScriptEnabled);
    await signUp(context.request, "farmer", "Musa Bello");
    const farmer = await context.newPage();
    for (const path of [
      "/dashboard",
      "/create-listing",
      "/profile",
      "/confirm-contact?token=abc",
      "/profile?contact=phone-sent&to=%2B2348031234567",
    ]) {
      await farmer.goto(path);
      await expectTranslated(farmer, "ha", `farmer ${path} (JavaScript ${javaScriptEnabled ? "on" : "off"})`);
      // The walk must see the banner it checks, not a page without it.
      if (path === "/dashboard") await expect(farmer.getByRole("link", { name: "Saka lambar waya" })).toBeVisible();
    }
    await context.close();
  }
});
