// D1 round trips per page, as a browser without JavaScript loads it (a plain GET, with the session cookie when signed
// in), read from the page's Server-Timing. Each row holds the route's budget (what it takes today) so a slower page
// fails, and the target (signed in ≤ 2: the session check and one batch; anonymous ≤ 1) beside it. Every page is
// within its target now, so no budget may be above it; the test prints every figure.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "./database";
import { fastUser } from "./fast-users";
import { call } from "./http";

await loadContent();

type Viewer = "anonymous" | "farmer" | "buyer" | "supplier" | "admin";
/** [expected status, round-trip budget today, the target]. */
type Figures = [status: number, budget: number, target: number];
interface Row {
  routeId: string;
  path: (ids: Ids) => string;
  viewers: Partial<Record<Viewer, Figures>>;
}
interface Ids {
  listing: number;
  order: number;
  dispute: number;
  post: number;
  seller: number;
}

const COURSE = "/lms/seed-treatment-and-planting";
/** A public or sign-in page: the same for every signed-in role, so the farmer stands for them all. */
const simple = (routeId: string, path: string, anonymous: Figures, farmer: Figures): Row => ({
  routeId,
  path: () => path,
  viewers: { anonymous, farmer },
});
/** A static page: no D1 when signed out; signed in, only the session check (`/api/auth/me`, 1 round trip). */
const staticPage = (routeId: string, path: string) => simple(routeId, path, [200, 0, 1], [200, 1, 2]);
/** A page that sends a signed-in visitor elsewhere (sign-in, registration, recovery). */
const signedOutOnly = (routeId: string, path: string) => simple(routeId, path, [200, 0, 1], [302, 1, 2]);

const ROUND_TRIPS: Row[] = [
  // The marketplace: the pages a Nigerian visitor opens most.
  simple("routes/_index", "/", [200, 1, 1], [200, 2, 2]),
  simple("routes/listings._index", "/listings", [200, 1, 1], [200, 2, 2]),
  {
    routeId: "routes/listings.$id",
    path: (ids) => `/listings/${ids.listing}`,
    viewers: { anonymous: [200, 1, 1], farmer: [200, 2, 2], buyer: [200, 2, 2] },
  },
  { routeId: "routes/sellers.$id", path: (ids) => `/sellers/${ids.seller}`, viewers: { anonymous: [200, 1, 1], buyer: [200, 2, 2] } },
  simple("routes/prices._index", "/prices", [200, 1, 1], [200, 2, 2]),
  // Signed in, the product page also lists the reader's price alerts (read beside the guide).
  simple("routes/prices.$product", "/prices/maize", [200, 1, 1], [200, 2, 2]),
  {
    routeId: "routes/dashboard",
    path: () => "/dashboard",
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], buyer: [200, 2, 2], supplier: [200, 2, 2], admin: [200, 2, 2] },
  },
  {
    routeId: "routes/create-listing",
    path: () => "/create-listing",
    viewers: { anonymous: [302, 0, 1], farmer: [200, 1, 2], buyer: [302, 1, 2] },
  },
  {
    routeId: "routes/view-listings",
    path: () => "/view-listings",
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], supplier: [200, 2, 2], buyer: [302, 1, 2] },
  },
  { routeId: "routes/orders._index", path: () => "/orders", viewers: { anonymous: [302, 0, 1], farmer: [302, 1, 2] } },
  { routeId: "routes/orders.buying", path: () => "/orders/buying", viewers: { anonymous: [302, 0, 1], buyer: [200, 2, 2] } },
  { routeId: "routes/orders.selling", path: () => "/orders/selling", viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2] } },
  {
    routeId: "routes/orders.$id",
    path: (ids) => `/orders/${ids.order}`,
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], buyer: [200, 2, 2] },
  },
  // Paying for an order: the session, then the order and its payment (one query each), read side by side so the page
  // waits for two in a row; the seller is sent on to the order's own page.
  {
    routeId: "routes/orders.$id_.pay",
    path: (ids) => `/orders/${ids.order}/pay`,
    viewers: { anonymous: [302, 0, 1], farmer: [302, 3, 3], buyer: [200, 3, 3] },
  },
  // The handover (ADR 088): the session, then the order; the buyer is sent on to the order's own page.
  {
    routeId: "routes/orders.$id_.handover",
    path: (ids) => `/orders/${ids.order}/handover`,
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], buyer: [302, 2, 2] },
  },
  // Reporting a problem (ADR 092): the session, then the order; with no money held (and for the seller) on to the order.
  {
    routeId: "routes/orders.$id_.problem",
    path: (ids) => `/orders/${ids.order}/problem`,
    viewers: { anonymous: [302, 0, 1], farmer: [302, 2, 2], buyer: [302, 2, 2] },
  },
  // A dispute's conversation (ADR 098): the session, then the order, its dispute and messages in one batch; an order
  // with no dispute sends both sides on to the order.
  {
    routeId: "routes/orders.$id_.dispute-message",
    path: (ids) => `/orders/${ids.order}/dispute-message`,
    viewers: { anonymous: [302, 0, 1], farmer: [302, 2, 2], buyer: [302, 2, 2] },
  },
  {
    routeId: "routes/report",
    path: (ids) => `/report?target_type=listing&target_id=${ids.listing}`,
    viewers: { anonymous: [302, 0, 1], buyer: [200, 1, 2] },
  },
  // Farmers Hub (signed in only; /farmers-hub itself sends everyone to the posts).
  simple("routes/farmers-hub._index", "/farmers-hub", [302, 0, 1], [302, 0, 2]),
  simple("routes/farmers-hub.posts", "/farmers-hub/posts", [302, 0, 1], [200, 2, 2]),
  simple("routes/farmers-hub.groups", "/farmers-hub/groups", [302, 0, 1], [200, 2, 2]),
  simple("routes/farmers-hub.ai", "/farmers-hub/ai", [302, 0, 1], [200, 1, 2]),
  {
    routeId: "routes/farmers-hub_.posts.$id",
    path: (ids) => `/farmers-hub/posts/${ids.post}`,
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2] },
  },
  // Learning.
  simple("routes/lms._index", "/lms", [200, 1, 1], [200, 2, 2]),
  simple("routes/lms.$slug._index", COURSE, [200, 1, 1], [200, 2, 2]),
  simple("routes/lms.$slug.$lessonSlug", `${COURSE}/choosing-good-seed`, [200, 1, 1], [200, 2, 2]),
  simple("routes/lms.$slug.quiz", `${COURSE}/quiz`, [302, 0, 1], [200, 2, 2]),
  // The account.
  simple("routes/notifications", "/notifications", [302, 0, 1], [200, 2, 2]),
  // Signed in, the profile also reads the USSD PIN's state (ADR 078) after the session check.
  simple("routes/profile._index", "/profile", [302, 0, 1], [200, 2, 2]),
  simple("routes/profile.notifications", "/profile/notifications", [302, 0, 1], [200, 2, 2]),
  {
    routeId: "routes/profile.verification",
    path: () => "/profile/verification",
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], buyer: [302, 1, 2] },
  },
  simple("routes/profile.requests", "/profile/requests", [301, 0, 1], [301, 0, 2]),
  // "Get paid": the seller's payout account after the session check; the development provider's banks need no D1.
  {
    routeId: "routes/profile.payout",
    path: () => "/profile/payout",
    viewers: { anonymous: [302, 0, 1], farmer: [200, 2, 2], buyer: [302, 1, 2] },
  },
  simple("routes/confirm-contact", "/confirm-contact?token=x", [302, 0, 1], [200, 1, 2]),
  simple("routes/not-me", "/not-me?token=x", [200, 0, 1], [200, 1, 2]),
  // Nothing to confirm for the farmer (no phone): on to the dashboard after the session check.
  simple("routes/confirm-phone", "/confirm-phone", [302, 0, 1], [302, 1, 2]),
  { routeId: "routes/admin", path: () => "/admin", viewers: { anonymous: [302, 0, 1], farmer: [302, 1, 2], admin: [200, 2, 2] } },
  // The disputes (ADR 092): the session, then the list with its audit entry in one batch.
  {
    routeId: "routes/admin_.disputes",
    path: () => "/admin/disputes",
    viewers: { anonymous: [302, 0, 1], farmer: [302, 1, 2], admin: [200, 2, 2] },
  },
  // One dispute (ADR 098): the session, then the dispute, its audit entry and its order's history in one batch.
  {
    routeId: "routes/admin_.disputes_.$id",
    path: (ids) => `/admin/disputes/${ids.dispute}`,
    viewers: { anonymous: [302, 0, 1], farmer: [302, 1, 2], admin: [200, 2, 2] },
  },
  // The failed and stuck payouts (ADR 096): the session, then the list with its audit entry in one batch.
  {
    routeId: "routes/admin_.payouts",
    path: () => "/admin/payouts",
    viewers: { anonymous: [302, 0, 1], farmer: [302, 1, 2], admin: [200, 2, 2] },
  },
  // Signing in and out.
  signedOutOnly("routes/login", "/login"),
  signedOutOnly("routes/login_.code", "/login/code"),
  signedOutOnly("routes/register", "/register"),
  signedOutOnly("routes/forgot-password", "/forgot-password"),
  signedOutOnly("routes/reset-password", "/reset-password?phone=08031234567"),
  simple("routes/logout", "/logout", [302, 0, 1], [302, 0, 2]),
  // The public site, blog and files.
  simple("routes/blog", "/blog", [200, 0, 1], [200, 1, 2]),
  simple("routes/posts.$id", "/posts/1", [200, 0, 1], [200, 1, 2]),
  ...["contact", "gallery", "team", "projects", "offline", "marketplace", "agriacademy", "partnerships", "biohacking"].map((page) =>
    staticPage(`routes/${page}`, `/${page}`),
  ),
  ...["technology", "research", "privacy", "support", "invest", "terms"].map((page) => staticPage(`routes/${page}`, `/${page}`)),
  simple("routes/dev.outbox", "/dev/outbox", [404, 0, 1], [404, 1, 2]),
  simple("routes/dev.ussd", "/dev/ussd", [404, 0, 1], [404, 1, 2]),
  simple("routes/dev.payments", "/dev/payments", [404, 0, 1], [404, 1, 2]),
  simple("routes/robots[.]txt", "/robots.txt", [200, 0, 1], [200, 0, 2]),
  simple("routes/sitemap[.]xml", "/sitemap.xml", [200, 1, 1], [200, 2, 2]),
  simple("routes/$", "/no-such-page", [404, 0, 1], [404, 1, 2]),
];

/**
 * The admin panel's tabs, as the admin opens them: [round trips, queries] each. Only the dashboard tab computes the
 * dashboard's statistics (a dozen counts, revenue, the undelivered messages); every other tab reads its list and the
 * four counts its labels show (issue #34), so a tab that computes the statistics again fails on its queries.
 */
const ADMIN_TAB_BUDGETS: Record<string, [roundTrips: number, queries: number]> = {
  // The session check and the statistics' batch of 13.
  dashboard: [2, 14],
  // The session check, the labels' 4 counts and the tab's list (with its filters' lookups).
  pending: [2, 7],
  listings: [2, 7],
  users: [2, 7],
  verification: [2, 7],
  groups: [2, 7],
  messages: [2, 7],
  reports: [2, 7],
  audit: [2, 6],
};

const tokens: Partial<Record<Viewer, string>> = {};
let ids: Ids;

beforeAll(async () => {
  const [farmer, buyer, supplier, admin] = await Promise.all([
    fastUser("farmer"),
    fastUser("buyer"),
    fastUser("supplier"),
    fastUser("admin"),
  ]);
  Object.assign(tokens, { farmer: farmer.token, buyer: buyer.token, supplier: supplier.token, admin: admin.token });
  const insert = async (sql: string, ...values: unknown[]) => {
    const row = await env.DB.prepare(`${sql} RETURNING id`)
      .bind(...values)
      .first<{ id: number }>();
    if (!row) throw new Error(`insert failed: ${sql}`);
    return row.id;
  };
  const listing = await insert(
    "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, quantity, status) VALUES (?, 'Trip maize', 'crops', 'maize', 125000, 'bag', 10, 'approved')",
    farmer.id,
  );
  const order = await insert("INSERT INTO purchase_requests (listing_id, buyer_id, quantity) VALUES (?, ?, 2)", listing, buyer.id);
  const post = await insert("INSERT INTO hub_posts (author_id, title, content) VALUES (?, 'Trip post', 'About maize')", farmer.id);
  // An accepted order whose held payment its buyer disputed (written as the dispute's batch writes it).
  const disputedListing = await insert(
    "INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, status) VALUES (?, 'Trip beans', 'crops', 'beans', 125000, 'bag', 'approved')",
    farmer.id,
  );
  const disputedOrder = await insert(
    "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status, unit_price_kobo, accepted_at) VALUES (?, ?, 1, 'accepted', 125000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    disputedListing,
    buyer.id,
  );
  const dispute = await insert(
    "INSERT INTO payments (request_id, buyer_id, seller_id, reference, amount_kobo, fee_kobo, status, provider) VALUES (?, ?, ?, 'gona-trip-dispute', 125000, 1875, 'disputed', 'dev')",
    disputedOrder,
    buyer.id,
    farmer.id,
  );
  await insert(
    "INSERT INTO payment_disputes (id, payment_id, request_id, buyer_id, reason) VALUES (?, ?, ?, ?, 'damaged')",
    dispute,
    dispute,
    disputedOrder,
    buyer.id,
  );
  ids = { listing, order, post, seller: farmer.id, dispute };
});

function d1Figures(header: string | null): { queries: number; roundTrips: number } {
  const match = /(\d+) queries in (\d+) round trips/.exec(header ?? "");
  if (!match) throw new Error(`no D1 figures in Server-Timing: ${header}`);
  return { queries: Number(match[1]), roundTrips: Number(match[2]) };
}

const roundTrips = (header: string | null) => d1Figures(header).roundTrips;

/** A plain GET as a browser without JavaScript sends it, with the viewer's session cookie. */
function load(path: string, viewer: Viewer) {
  const token = tokens[viewer];
  const headers: Record<string, string> = { accept: "text/html" };
  if (token) headers.cookie = `gona_session=${token}`;
  return call("GET", path, { headers });
}

describe("D1 round trips per page", () => {
  it("has a row for every page route", async () => {
    // The Remix server build the Worker under test draws its pages with (built fresh by test/page-build.ts).
    const build = await import("virtual:remix/server-build");
    const parents = new Set(Object.values(build.routes).map((route) => route.parentId));
    // Layout routes (root, /farmers-hub, /orders, /profile) are loaded with each of their pages.
    const pages = Object.keys(build.routes).filter((id) => !parents.has(id));
    expect(ROUND_TRIPS.map((row) => row.routeId).sort()).toEqual(pages.sort());
  });

  it("stays within each route's budget, anonymous and signed in", async () => {
    const lines: string[] = [];
    const problems: string[] = [];
    let overTarget = 0;
    // A Worker that has run a query once knows its columns and sends it with the others (ADR 038): measure a warm one.
    for (const row of ROUND_TRIPS) {
      for (const viewer of Object.keys(row.viewers) as Viewer[]) await load(row.path(ids), viewer);
    }
    for (const row of ROUND_TRIPS) {
      const path = row.path(ids);
      for (const [viewer, [status, budget, target]] of Object.entries(row.viewers) as [Viewer, Figures][]) {
        const result = await load(path, viewer);
        const trips = roundTrips(result.headers.get("server-timing"));
        if (trips > target) overTarget++;
        lines.push(`${path.padEnd(48)} ${viewer.padEnd(9)} ${result.status}  ${trips} round trips (budget ${budget}, target ${target})`);
        if (result.status !== status) problems.push(`${path} as ${viewer}: status ${result.status}, expected ${status}`);
        if (trips > budget) problems.push(`${path} as ${viewer}: ${trips} round trips, budget ${budget}`);
        if (budget > target) problems.push(`${path} as ${viewer}: budget ${budget} is above the target ${target}`);
      }
    }
    console.log(`${lines.join("\n")}\n${overTarget} of ${lines.length} loads are above the target.`);
    expect(problems).toEqual([]);
  }, 300_000);

  it("computes the dashboard's statistics only on the admin panel's dashboard tab", async () => {
    const lines: string[] = [];
    const problems: string[] = [];
    const paths = Object.keys(ADMIN_TAB_BUDGETS).map((tab) => [tab, `/admin?tab=${tab}`] as const);
    for (const [, path] of paths) await load(path, "admin");
    for (const [tab, path] of paths) {
      const [tripBudget, queryBudget] = ADMIN_TAB_BUDGETS[tab] as [number, number];
      const result = await load(path, "admin");
      const { queries, roundTrips: trips } = d1Figures(result.headers.get("server-timing"));
      lines.push(`${path.padEnd(28)} ${queries} queries in ${trips} round trips (budget ${queryBudget} in ${tripBudget})`);
      if (result.status !== 200) problems.push(`${path}: status ${result.status}`);
      if (trips > tripBudget) problems.push(`${path}: ${trips} round trips, budget ${tripBudget}`);
      if (queries > queryBudget) problems.push(`${path}: ${queries} queries, budget ${queryBudget}`);
    }
    console.log(lines.join("\n"));
    expect(problems).toEqual([]);
  });
});
