// Screenshots of an accepted order, as its seller sees it on a 360 px phone, in each of the five languages (issue 34:
// the card that broke in Hausa, Yoruba and Igbo). Against a running seeded server (`npm start`, or PORT=… for another):
//   npm run screenshots            → docs/screenshots/order-card-<language>.png
// A fresh buyer asks the demo farmer for 3 units of one of her listings with an offer, and she accepts it, so every
// money row (offer, agreed price, total) is on the card.
import { mkdirSync } from "node:fs";
import { chromium, request } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./lib/chrome.mjs";

const BASE = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8787}`;
const LANGUAGES = ["en", "ha", "yo", "ig", "pcm"];
const OUT = "docs/screenshots";

async function signedIn(body, path = "/api/auth/login") {
  const context = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const response = await context.post(path, { data: body });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return context;
}

async function json(response) {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const farmer = await signedIn({ email: "farmer@gona.test", password: "demo1234" });
const stamp = Date.now().toString(36);
const buyer = await signedIn(
  { email: `shots-${stamp}@example.ng`, password: "harvest-2024", confirmPassword: "harvest-2024", fullName: "Chidi Okeke", role: "buyer" },
  "/api/auth/register",
);
// Both lists answer a JSON array (SPEC.md), newest first.
const mine = await json(await farmer.get("/api/listings/user/my-listings?limit=100"));
const listing = mine.find((candidate) => candidate.status === "approved" && Number(candidate.quantity) >= 3 && !candidate.is_frozen);
if (!listing) throw new Error("the demo farmer has no approved listing with 3 units left (is the server seeded?)");
await json(
  await buyer.post(`/api/listings/user/listing${listing.id}/request`, {
    data: { quantity: 3, offeredPrice: Math.round(Number(listing.price) * 0.95), message: "I can collect on Saturday." },
  }),
);
const orders = await json(await farmer.get("/api/users/purchase-requests?limit=1"));
const [order] = orders;
await json(await farmer.put(`/api/users/purchase-requests/${order.id}`, { data: { status: "accepted" } }));

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: await farmer.storageState() });
const page = await context.newPage();
for (const language of LANGUAGES) {
  await page.goto(`${BASE}/orders/${order.id}?lang=${language}`);
  const card = page.locator(`#order-${order.id}`);
  await card.screenshot({ path: `${OUT}/order-card-${language}.png` });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(`${OUT}/order-card-${language}.png (page ${wide} px wide at 360 px)`);
}
await page.goto(`${BASE}/orders/${order.id}?lang=en`);
await browser.close();
await Promise.all([farmer.dispose(), buyer.dispose()]);
