import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { expect, signedInAs, storageStatePath, test, uniqueEmail } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Signs a brand-new farmer in on this page's browser context (the demo farmer stays as seeded for other tests). */
async function signUpFarmer(request: APIRequestContext, fullName = "Zainab Lawal") {
  const email = uniqueEmail("zainab");
  const response = await request.post("/api/auth/register", {
    data: { email, password: "harvest-2024", confirmPassword: "harvest-2024", fullName, role: "farmer" },
  });
  expect(response.status()).toBe(201);
  return email;
}

test.describe("profile information", () => {
  test("a farmer updates the profile and the header shows the new name", async ({ page }) => {
    const email = await signUpFarmer(page.request);
    await page.goto("/profile");
    await expect(page.getByRole("link", { name: "Profile Information" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Email")).not.toBeEditable();
    await expect(page.getByLabel("Phone", { exact: true })).not.toBeEditable();
    await expect(page.getByLabel("Role")).toHaveValue("Farmer");
    await expect(page.getByText(/Member since \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveAttribute("placeholder", "City, State");
    await page.getByLabel("Full name").fill("Zainab Lawal-Bello");
    await page.getByLabel("Location").fill("Gusau, Zamfara State");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page.locator("header").getByText("Zainab Lawal-Bello").first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Location")).toHaveValue("Gusau, Zamfara State");
  });

  test("an empty name shows the server's error", async ({ page }) => {
    await signUpFarmer(page.request);
    await page.goto("/profile");
    await page.getByLabel("Full name").fill("   ");
    await page.getByLabel("Full name").evaluate((input) => input.removeAttribute("required"));
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByRole("alert")).toHaveText("Full name is required");
  });
});

test.describe("profile without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a farmer updates the profile with a plain form post", async ({ page }) => {
    await signUpFarmer(page.request, "Musa Danladi");
    await page.goto("/profile");
    await page.getByLabel("Full name").fill("Musa Danladi Jr");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Musa Danladi Jr");
  });

  test("a farmer uploads a verification document with a plain file input", async ({ page }) => {
    await signUpFarmer(page.request, "Ngozi Eze");
    await page.goto("/profile/verification");
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a document to upload");
    await page.getByLabel("Document type").selectOption("land-ownership");
    await page.locator("input[type=file]").setInputFiles({ name: "deed.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByText("Verification request submitted successfully!")).toBeVisible();
    await expect(page.getByText("Verification pending")).toBeVisible();
  });
});

test.describe("verification", () => {
  test("a farmer submits a document, the form gives way to the pending status, and after an admin approves the farmer is verified", async ({
    page,
    baseURL,
  }) => {
    await signUpFarmer(page.request, "Ladi Kwali");
    await page.goto("/profile/verification");
    for (const benefit of [
      "More trust from buyers choosing whom to buy from",
      "The same badge on your posts, replies and group messages in the Farmers Hub",
    ]) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    await expect(page.getByLabel("Document type")).toHaveValue("farm-license");
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a document to upload");
    await page.getByLabel("Document type").selectOption("cooperative-membership");
    await page.locator("input[type=file]").setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText("Selected: card.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByText("Verification request submitted successfully!")).toBeVisible();
    await expect(page.getByText("Verification pending")).toBeVisible();
    await expect(page.getByLabel("Document type")).toHaveCount(0);
    await expect(page.getByText("Selected: card.pdf")).toHaveCount(0);

    const admin = await playwrightRequest.newContext({ baseURL, storageState: storageStatePath("admin") });
    const pending = (await (await admin.get("/api/admin/verification-requests")).json()) as { id: number; full_name: string }[];
    const mine = pending.find((row) => row.full_name === "Ladi Kwali");
    expect(mine).toBeTruthy();
    const approved = await admin.put(`/api/admin/verification-requests/${mine?.id}`, {
      data: { status: "approved", badgeType: "verified" },
    });
    expect(approved.status()).toBe(200);
    await admin.dispose();

    await page.reload();
    await expect(page.getByRole("heading", { name: /You are verified!/ })).toBeVisible();
    await page.goto("/profile");
    await expect(page.locator(".card").getByText("Verified")).toBeVisible();
  });

  test("a document can be dropped on the file chooser", async ({ page }) => {
    await signUpFarmer(page.request, "Halima Garba");
    await page.goto("/profile/verification");
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "permit.pdf", { type: "application/pdf" }));
      return transfer;
    }, PDF.toString("latin1"));
    await page.locator(".dropzone").dispatchEvent("dragover", { dataTransfer });
    await page.locator(".dropzone").dispatchEvent("drop", { dataTransfer });
    await expect(page.getByText("Selected: permit.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByText("Verification request submitted successfully!")).toBeVisible();
  });

  test("a spoofed file shows the server's error", async ({ page }) => {
    await signUpFarmer(page.request, "Ibrahim Sule");
    await page.goto("/profile/verification");
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
    await page.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page.getByRole("alert")).toHaveText("The document must be a PDF, JPG or PNG file");
  });
});

test.describe("profile for a buyer", () => {
  test.use(signedInAs("buyer"));

  test("shows Profile Information only and keeps buyers out of verification", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByLabel("Email")).toHaveValue("buyer@gona.test");
    await expect(page.getByRole("link", { name: "Verification" })).toHaveCount(0);
    await page.goto("/profile/verification");
    await expect(page).toHaveURL(/\/profile$/);
  });
});
