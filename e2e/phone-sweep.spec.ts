// Issue 34's check that keeps it so: every page a role can reach, at 360 px, in all five languages, with JavaScript on
// and off: the page no wider than the screen, no word or number broken across lines, no label cut short, no control off
// the side of the screen (e2e/layout-check.ts), no page error, and (the languages issue) the page in its language with
// no English interface text left on it (e2e/language-check.ts). One server, the demo accounts' signed-in states
// (global-setup.ts), and the page lists the site already keeps (worker/site-pages.ts).
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { LANGUAGES, type Language } from "../worker/languages";
import { SITE_PAGES } from "../worker/site-pages";
import { consoleProblem, type DemoRole, expect, storageStatePath, test } from "./fixtures";
import { chromeText, englishOnlyTexts } from "./language-check";
import { layoutProblems } from "./layout-check";

export const PHONE = { width: 360, height: 740 };
type Viewer = "anonymous" | DemoRole;

/** The records the pages open: the seed has each of them (scripts/seed.ts). */
interface Ids {
  crop: number;
  chemical: number;
  seller: number;
  sellingOrder: number;
  buyingOrder: number;
  /** The buyer's accepted order whose seller takes payment through Gona (the seed's cassava from Tunde). */
  payableOrder: number;
  post: number;
  group: number;
}

const COURSE = "/lms/soil-fertility";
const HUB = ["/farmers-hub/groups", "/farmers-hub/posts", "/farmers-hub/ai"];
const SIGNED_IN = (ids: Ids) => [
  "/dashboard",
  "/listings",
  `/listings/${ids.crop}`,
  `/listings/${ids.chemical}`,
  `/sellers/${ids.seller}`,
  "/prices",
  "/prices/maize",
  ...HUB,
  `/farmers-hub/groups?group=${ids.group}`,
  `/farmers-hub/posts/${ids.post}`,
  "/notifications",
  "/profile",
  "/profile/notifications",
  `${COURSE}/quiz`,
  `/report?target_type=listing&target_id=${ids.crop}`,
];

/** Every page each viewer can reach: the public site for everyone, and each role's own pages. */
const PAGES: Record<Viewer, (ids: Ids) => string[]> = {
  anonymous: (ids) => [
    ...SITE_PAGES,
    "/login",
    "/login/code",
    "/register",
    "/forgot-password",
    "/reset-password?phone=08031234567",
    `/listings/${ids.crop}`,
    `/listings/${ids.chemical}`,
    `/sellers/${ids.seller}`,
    "/prices/maize",
    "/posts/1",
    COURSE,
    `${COURSE}/knowing-your-soil`,
    "/offline",
  ],
  farmer: (ids) => [
    ...SIGNED_IN(ids),
    "/create-listing",
    "/view-listings",
    "/orders/selling",
    `/orders/${ids.sellingOrder}`,
    "/profile/verification",
    "/profile/payout",
  ],
  buyer: (ids) => [
    ...SIGNED_IN(ids),
    `/listings/${ids.crop}?request=1`,
    "/orders/buying",
    `/orders/${ids.buyingOrder}`,
    `/orders/${ids.payableOrder}/pay`,
  ],
  supplier: () => [
    "/dashboard",
    "/create-listing",
    "/view-listings",
    "/orders/selling",
    "/profile",
    "/profile/verification",
    "/profile/payout",
  ],
  admin: () => [
    "/dashboard",
    ...["dashboard", "pending", "listings", "users", "verification", "groups", "messages", "reports", "audit"].map(
      (tab) => `/admin?tab=${tab}`,
    ),
    "/admin?tab=reports&report_status=resolved",
    "/admin/disputes",
  ],
};

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const [first] = (await response.json()) as { id: number }[];
  if (!first) throw new Error(`${path} answered an empty list`);
  return first.id;
}

/** The buyer's accepted order that can be paid through Gona (PRODUCT.md "Payments"). */
async function payableOrder(request: APIRequestContext): Promise<number> {
  const orders = (await (await request.get("/api/users/purchase-requests/sent?limit=50")).json()) as {
    id: number;
    status: string;
    seller_can_be_paid: boolean;
  }[];
  const payable = orders.find((order) => order.status === "accepted" && order.seller_can_be_paid);
  if (!payable) throw new Error("the seed has no accepted order the buyer can pay through Gona");
  return payable.id;
}

async function seededIds(browser: Browser): Promise<Ids> {
  const farmer = await browser.newContext({ storageState: storageStatePath("farmer") });
  const buyer = await browser.newContext({ storageState: storageStatePath("buyer") });
  const crops = await (await farmer.request.get("/api/listings?category=crops&limit=1")).json();
  const ids: Ids = {
    crop: crops[0].id,
    chemical: await firstId(farmer.request, "/api/listings?category=chemicals&limit=1"),
    seller: crops[0].user_id,
    sellingOrder: await firstId(farmer.request, "/api/users/purchase-requests?limit=1"),
    buyingOrder: await firstId(buyer.request, "/api/users/purchase-requests/sent?limit=1"),
    payableOrder: await payableOrder(buyer.request),
    post: await firstId(farmer.request, "/api/chat/hub-posts?limit=1"),
    group: await firstId(farmer.request, "/api/chat/groups?limit=1"),
  };
  await Promise.all([farmer.close(), buyer.close()]);
  return ids;
}

/** A phone in one language (the language cookie, so a signed-in profile keeps its own), signed in as the viewer. */
async function phone(browser: Browser, baseURL: string, viewer: Viewer, language: Language, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled,
    ...(viewer === "anonymous" ? {} : { storageState: storageStatePath(viewer) }),
  });
  await context.addCookies([{ name: "gona_lang", value: language, url: baseURL }]);
  return context;
}

/** Opens a page and waits, with JavaScript, until it has hydrated; says so when it never does. */
async function open(page: Page, path: string, javaScriptEnabled: boolean): Promise<string[]> {
  const response = await page.goto(path);
  const problems = response && response.status() >= 400 ? [`answered ${response.status()}`] : [];
  // A page drawn in Lite mode (`/offline` always is) has no scripts and never hydrates.
  if (!javaScriptEnabled || (await page.locator("script[type=module]").count()) === 0) return problems;
  const hydrated = await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  return hydrated ? problems : [...problems, "never hydrated"];
}

const ENGLISH_ONLY = new Map<Language, string[]>();

/** The page is drawn in `language`, with none of the interface's English-only texts left in it. */
async function untranslated(page: Page, language: Language): Promise<string[]> {
  const drawnIn = await page.locator("html").getAttribute("lang");
  if (drawnIn !== language) return [`drawn in ${drawnIn}, not ${language}`];
  if (language === "en") return [];
  const english = ENGLISH_ONLY.get(language) ?? englishOnlyTexts(language);
  ENGLISH_ONLY.set(language, english);
  const text = await chromeText(page);
  return english.filter((phrase) => text.includes(phrase)).map((phrase) => `English interface text "${phrase}"`);
}

let ids: Ids;
test.beforeAll(async ({ browser }) => {
  ids = await seededIds(browser);
});

/** One language's walk through the viewer's pages on its own phone: every problem, with where it was seen. */
async function walk(browser: Browser, baseURL: string, viewer: Viewer, language: Language, javaScriptEnabled: boolean) {
  const context = await phone(browser, baseURL, viewer, language, javaScriptEnabled);
  const page = await context.newPage();
  const problems: string[] = [];
  let where = "";
  page.on("pageerror", (error) => problems.push(`${where}: page error ${error.message}`));
  page.on("console", (message) => {
    const text = consoleProblem(message);
    if (text !== null) problems.push(`${where}: console error ${text}`);
  });
  for (const path of PAGES[viewer](ids)) {
    where = `${language}, JavaScript ${javaScriptEnabled ? "on" : "off"}, ${path}`;
    const opened = await open(page, path, javaScriptEnabled);
    for (const problem of [...opened, ...(await layoutProblems(page)), ...(await untranslated(page, language))]) {
      problems.push(`${where}: ${problem}`);
    }
  }
  await context.close();
  return problems;
}

for (const viewer of Object.keys(PAGES) as Viewer[]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${viewer}, JavaScript ${javaScriptEnabled ? "on" : "off"}: every page at 360 px in five languages`, async ({
      browser,
      baseURL,
    }) => {
      // A budget for about 35 pages in five languages on a loaded 2-core machine, not a speed check.
      test.setTimeout(300_000);
      // The five languages walk side by side, each on its own phone.
      const walks = await Promise.all(LANGUAGES.map((language) => walk(browser, String(baseURL), viewer, language, javaScriptEnabled)));
      expect(walks.flat()).toEqual([]);
    });
  }
}
