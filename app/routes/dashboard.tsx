import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AddPhoneBanner } from "~/components/AddPhoneBanner";
import { LearningProgress } from "~/components/LearningProgress";
import { PurchaseRequestCard } from "~/components/PurchaseRequestCard";
import { formatCount, formatDate } from "~/lib/format";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { type Listing, listingStatusChip, priceWithUnit } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { RECENT_ITEMS } from "../../worker/domain";
import type { CappedCount } from "../../worker/services/counts";
import type { CourseDto } from "../../worker/services/lms";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
// The site and account strings are their own chunks in the browser: fetched before this route renders.
const area = areaRoute("site", "account", "orders", "payments");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.dashboard.title });
};

/** A list's total from its answer's headers ("1,000+" when the API stopped counting). */
const total = (headers: Headers, fallback: number): CappedCount => ({
  count: Number(headers.get("x-total-count") ?? fallback) || 0,
  more: headers.get("x-total-count-capped") === "true",
});
const NONE: CappedCount = { count: 0, more: false };

/** The dashboard's own numbers from the API; recording the view tells the first one apart. */
interface DashboardVisit {
  first_visit: boolean;
  market_listings: CappedCount;
  hub_messages: CappedCount;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const isSeller = user.role === "farmer" || user.role === "supplier";
  const hasListings = isSeller || user.role === "admin";
  const [visit, listings, received, sent, learning] = await Promise.all([
    context.api.post<DashboardVisit>("/api/users/dashboard-visit"),
    hasListings ? context.api.get<Listing[]>(`/api/listings/user/my-listings?limit=${RECENT_ITEMS}`) : null,
    isSeller ? context.api.get<PurchaseRequestDto[]>(`/api/users/purchase-requests?limit=${RECENT_ITEMS}`) : null,
    user.role === "buyer" ? context.api.get<PurchaseRequestDto[]>(`/api/users/purchase-requests/sent?limit=${RECENT_ITEMS}`) : null,
    context.api.get<{ courses: CourseDto[] }>("/api/lms/progress"),
  ]);
  if (!visit.ok) throw new Response(null, { status: visit.status, statusText: "API error" });
  const recentListings = listings?.ok ? listings.data : [];
  const recentRequests = received?.ok ? received.data : [];
  const sentRequests = sent?.ok ? sent.data : [];
  const ownListings = listings?.ok ? total(listings.headers, recentListings.length) : NONE;
  // A seller who has posted is never asked for a first listing again: her listings waiting for an admin come first.
  const inReview = isSeller ? recentListings.filter((listing) => listing.status === "pending").length : 0;
  return {
    user,
    firstVisit: visit.data.first_visit,
    hasOwnListings: ownListings.count > 0,
    inReview,
    isSeller,
    hasListings,
    stats: {
      // Sellers count what they listed; everyone else counts what they can buy.
      listings: isSeller ? ownListings : visit.data.market_listings,
      requests: received?.ok ? total(received.headers, recentRequests.length) : NONE,
      sent: sent?.ok ? total(sent.headers, sentRequests.length) : NONE,
      hubMessages: visit.data.hub_messages,
    },
    recentListings,
    recentRequests,
    sentRequests,
    learningCourses: learning.ok ? learning.data.courses : [],
  };
}

/** The unread count (the root loader's, like the bell's) and the way to the list. */
function UnreadNotifications() {
  const t = useStrings().account.notifications;
  const unread = useRouteLoaderData<{ unread?: number }>("root")?.unread ?? 0;
  return (
    <p className="card notification-summary">
      <strong>{t.onDashboard(unread)}</strong> <Link to="/notifications">{t.seeAll}</Link>
    </p>
  );
}

function StatCard({ label, hint, value }: { label: string; hint: string; value: string | number }) {
  return (
    <div className="card">
      <p className="small muted">{label}</p>
      <p className="stat-value">{value}</p>
      <p className="small muted stat-hint">{hint}</p>
    </div>
  );
}

export default function Dashboard() {
  const {
    user,
    firstVisit: firstVisitNow,
    hasOwnListings,
    inReview,
    isSeller,
    hasListings,
    stats,
    recentListings,
    recentRequests,
    sentRequests,
    learningCourses,
  } = useLoaderData<typeof loader>();
  // Kept from the first render: a revalidation after the view was recorded must not turn "Welcome" into "Welcome back".
  const [firstVisit] = useState(firstVisitNow);
  const strings = useStrings();
  const d = strings.marketplace.dashboard;
  const isBuyer = user.role === "buyer";
  const a = strings.account.dashboard;
  const hints = a.cardHints;
  const counted = (value: CappedCount) => (value.more ? hints.atLeast(formatCount(value.count)) : formatCount(value.count));
  return (
    <section className="container page">
      <h1>{firstVisit ? a.greeting.first(user.fullName) : a.greeting.returning(user.fullName)}</h1>
      <p className="muted">
        {inReview > 0
          ? a.greeting.inReview(inReview)
          : (firstVisit && !hasOwnListings ? a.greeting.firstSubtitle : a.greeting.subtitle)[user.role]}
      </p>
      <AddPhoneBanner user={user} />
      <UnreadNotifications />

      <div className="stat-cards">
        <StatCard label={d.totalListings} hint={isSeller ? hints.ownListings : hints.marketListings} value={counted(stats.listings)} />
        {isSeller ? <StatCard label={d.purchaseRequests} hint={hints.purchaseRequests} value={counted(stats.requests)} /> : null}
        {isBuyer ? <StatCard label={d.requestsSent} hint={hints.requestsSent} value={counted(stats.sent)} /> : null}
        <StatCard label={d.hubMessages} hint={hints.hubMessages} value={counted(stats.hubMessages)} />
      </div>

      <h2>{d.quickActions}</h2>
      <div className="actions">
        {isSeller ? (
          <Link to="/create-listing" className="button">
            {d.createListing}
          </Link>
        ) : null}
        <Link to="/listings" className="button button-ghost">
          {d.browseMarket}
        </Link>
        <Link to="/farmers-hub" className="button button-ghost">
          {d.farmersHub}
        </Link>
        <Link to="/profile" className="button button-ghost">
          {d.viewProfile}
        </Link>
      </div>

      {isBuyer ? (
        <div className="card stack" style={{ marginTop: "1.5rem" }}>
          <h2>{d.exploreTitle}</h2>
          <p>{d.exploreBody}</p>
          <div className="actions">
            {d.exploreLinks.map((link) => (
              <Link key={link.category} to={`/listings?category=${link.category}`} className="button button-small">
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      ) : null}

      {hasListings ? (
        <section className="stack" style={{ marginTop: "1.5rem" }}>
          <h2>{d.recentListings}</h2>
          {recentListings.length === 0 ? (
            <p className="muted">{d.noListings}</p>
          ) : (
            <ul className="stack" style={{ listStyle: "none", padding: 0 }}>
              {recentListings.map((listing) => {
                const chip = listingStatusChip(strings, listing.status);
                return (
                  <li key={listing.id} className="card">
                    <Link to={`/listings/${listing.id}`}>{listing.title}</Link> <span className={chip.className}>{chip.label}</span>
                    <span className="small muted">
                      {" "}
                      · {priceWithUnit(strings, listing)} · {formatDate(strings.dates.months, listing.created_at)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <Link to="/view-listings">{d.viewAll}</Link>
        </section>
      ) : null}

      {isSeller ? (
        <section className="stack" style={{ marginTop: "1.5rem" }}>
          <h2>{d.recentRequests}</h2>
          {recentRequests.length === 0 ? (
            <p className="muted">{d.noRequests}</p>
          ) : (
            <div className="grid grid-2">
              {recentRequests.map((request) => (
                <PurchaseRequestCard key={request.id} request={request} view="summary" />
              ))}
            </div>
          )}
          <Link to="/orders">{d.viewAll}</Link>
        </section>
      ) : null}

      {isBuyer ? (
        <section className="stack" style={{ marginTop: "1.5rem" }}>
          <h2>{d.sentTitle}</h2>
          {sentRequests.length === 0 ? (
            <p className="muted">{d.noSent}</p>
          ) : (
            <div className="grid grid-2">
              {sentRequests.map((request) => (
                <PurchaseRequestCard key={request.id} request={request} view="buyer" />
              ))}
            </div>
          )}
          <Link to="/orders">{d.viewAll}</Link>
        </section>
      ) : null}
      <LearningProgress courses={learningCourses} />
    </section>
  );
}
