import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DashboardTab } from "~/components/admin/DashboardTab";
import { AllListingsTab, PendingListingsTab } from "~/components/admin/ListingTabs";
import { ContactMessagesTab, GroupRequestsTab, UsersTab, VerificationTab } from "~/components/admin/PeopleTabs";
import { AuditLogTab, ReportsTab, type ReportToConfirm } from "~/components/admin/SafetyTabs";
import {
  ADMIN_TABS,
  type AdminReportRow,
  type AdminTab,
  type AdminUserDto,
  type AuditLogRow,
  type ContactMessageRow,
  type DashboardStats,
  type GroupRequestRow,
  type ListingDto,
  type ListingFilters,
  type TabCounts,
  type VerificationRequestRow,
} from "~/components/admin/types";
import { Alert } from "~/components/answer";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, type Catalog, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import type { AdminBanner } from "~/lib/strings/en/admin";
import css from "~/styles/admin.css?url";
import { todayInNigeria } from "../../worker/expiry";
import { isId } from "../../worker/ids";
import { readNextLink } from "../../worker/next-link";

// The admin strings are their own chunk in the browser: fetched before this route renders.
// The Reports tab shows report reasons in the words of the report form (the account area).
// The pending cards show a seed's or chemical's registration details in the words of the listing form (inputs).
const area = areaRoute("admin", "account", "inputs");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.admin.panel.title });
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];

const EMPTY_STATS: DashboardStats = {
  totalUsers: 0,
  totalListings: 0,
  pendingListings: 0,
  pendingVerifications: 0,
  initiatedBookings: 0,
  completedTransactions: 0,
  revenueGenerated: 0,
  revenueExact: true,
  revenueKobo: "0",
  usersByRole: [],
  listingsByCategory: [],
  pendingGroupRequests: 0,
  unreadContactMessages: 0,
  messaging: { failures: [], refused_callbacks_24h: 0 },
};

const tabCountsOf = (from: TabCounts): TabCounts => ({
  pendingListings: from.pendingListings,
  pendingVerifications: from.pendingVerifications,
  pendingGroupRequests: from.pendingGroupRequests,
  unreadContactMessages: from.unreadContactMessages,
});

/** The cursor of the next page, read from the API's `Link: <...>; rel="next"` header. */
function nextCursor(headers: Headers): string | null {
  return readNextLink(headers.get("link"))?.searchParams.get("cursor") ?? null;
}

function readFilters(params: URLSearchParams): ListingFilters {
  const frozen = params.get("frozen");
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    category: params.get("category") ?? "",
    status: params.get("status") ?? "",
    frozen: frozen === "frozen" || frozen === "not-frozen" ? frozen : "all",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const t = strings.admin;
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab: AdminTab = (ADMIN_TABS as readonly string[]).includes(requested ?? "") ? (requested as AdminTab) : "dashboard";
  const cursor = url.searchParams.get("cursor");
  const page = new URLSearchParams();
  page.set("limit", "50");
  if (isId(cursor)) page.set("cursor", cursor);
  const filters = readFilters(url.searchParams);

  // The dashboard tab reads its statistics (the tab labels' counts among them); every other tab reads only the labels'
  // counts beside its own list.
  const statsCall =
    tab === "dashboard"
      ? context.api.get<DashboardStats>("/api/admin/dashboard/stats")
      : context.api.get<TabCounts>("/api/admin/tab-counts");
  let listCall: ReturnType<typeof context.api.get> | null = null;
  let loadFailure: string = t.failures.load;
  if (tab === "pending") listCall = context.api.get(`/api/admin/listings/pending?${page}`);
  if (tab === "listings") {
    for (const [name, value] of Object.entries(filters)) if (value && value !== "all") page.set(name, value);
    listCall = context.api.get(`/api/admin/listings/all?${page}`);
    loadFailure = t.failures.loadListings;
  }
  // Users: words to search (name, e-mail, phone), or one user (the audit log's links).
  const userFilters = { q: (url.searchParams.get("q") ?? "").trim().slice(0, 100), user: url.searchParams.get("user") ?? "" };
  if (tab === "users") {
    if (userFilters.q) page.set("q", userFilters.q);
    if (isId(userFilters.user)) page.set("id", userFilters.user);
    listCall = context.api.get(`/api/admin/users?${page}`);
  }
  if (tab === "verification") listCall = context.api.get(`/api/admin/verification-requests?${page}`);
  if (tab === "groups") {
    listCall = context.api.get(`/api/admin/group-requests?${page}`);
    loadFailure = t.failures.loadGroups;
  }
  if (tab === "messages") listCall = context.api.get(`/api/admin/contact-messages?${page}`);
  const reportStatus: "open" | "resolved" = url.searchParams.get("report_status") === "resolved" ? "resolved" : "open";
  const auditFilters = { adminId: url.searchParams.get("admin_id") ?? "", action: url.searchParams.get("action") ?? "" };
  if (tab === "reports") listCall = context.api.get(`/api/admin/reports?status=${reportStatus}&${page}`);
  if (tab === "audit") {
    if (isId(auditFilters.adminId)) page.set("admin_id", auditFilters.adminId);
    if (auditFilters.action) page.set("action", auditFilters.action);
    listCall = context.api.get(`/api/admin/audit-log?${page}`);
  }
  const [stats, list] = await Promise.all([statsCall, listCall]);

  const nextPage = list?.ok ? nextCursor(list.headers) : null;
  const firstParams = new URLSearchParams(url.searchParams);
  firstParams.delete("notice");
  firstParams.delete("at");
  firstParams.delete("cursor");
  const nextParams = new URLSearchParams(firstParams);
  if (nextPage) nextParams.set("cursor", nextPage);
  return {
    tab,
    // The dashboard's statistics only on its tab; the counts on every tab.
    stats: tab !== "dashboard" ? null : stats.ok ? (stats.data as DashboardStats) : EMPTY_STATS,
    counts: stats.ok ? tabCountsOf(stats.data) : tabCountsOf(EMPTY_STATS),
    items: list?.ok && Array.isArray(list.data) ? (list.data as unknown[]) : [],
    loadError:
      list && !list.ok
        ? apiErrorMessage(strings, list.error, loadFailure)
        : stats.ok
          ? null
          : apiErrorMessage(strings, stats.error, t.failures.load),
    filters,
    userFilters: { q: userFilters.q, single: isId(userFilters.user) },
    today: todayInNigeria(new Date()),
    reportStatus,
    auditFilters,
    nextHref: nextPage ? `/admin?${nextParams}` : null,
    firstHref: cursor ? `/admin?${firstParams}` : null,
  };
}

type Outcome = { path: string; body?: unknown; success: AdminBanner; failure: string };

function outcomeFor(t: Catalog["admin"], intent: string, id: string, value: string, form: FormData): Outcome | null {
  const f = t.failures;
  const note = field(form, "note").trim();
  // A rejection or a freeze carries the admin's reason and note (the API refuses one without a reason).
  const why = { reason: field(form, "reason"), note: field(form, "note") };
  switch (intent) {
    case "report":
      return {
        path: `/api/admin/reports/${id}`,
        body: {
          action: value,
          ...(note ? { note } : {}),
          ...(value === "freeze_listing" && why.reason ? { reason: why.reason } : {}),
        },
        success: "report-resolved",
        failure: t.safety.failures.report,
      };
    case "suspend":
      // The API refuses a suspension without its reason; the form asks for one before it is sent.
      return {
        path: `/api/admin/users/${id}/suspend`,
        body: note ? { note } : {},
        success: "user-suspended",
        failure: t.safety.failures.suspend,
      };
    case "unsuspend":
      return { path: `/api/admin/users/${id}/unsuspend`, success: "user-unsuspended", failure: t.safety.failures.suspend };
    case "listing-status": {
      if (value !== "approved" && value !== "rejected") return null;
      // The version the admin looked at: a listing changed since stays in the queue (409) with its new text.
      const version = isId(field(form, "version")) ? { version: Number(field(form, "version")) } : {};
      return {
        path: `/api/admin/listings/${id}/status`,
        body: value === "rejected" ? { status: value, ...version, ...why } : { status: value, ...version },
        success: `listing-${value}`,
        failure: f.listing,
      };
    }
    case "freeze":
      return { path: `/api/admin/listings/${id}/freeze`, body: why, success: "listing-frozen", failure: f.freeze };
    case "unfreeze":
      return { path: `/api/admin/listings/${id}/unfreeze`, success: "listing-unfrozen", failure: f.unfreeze };
    case "featured":
      return {
        path: `/api/admin/listings/${id}/featured`,
        body: { is_featured: value === "true" },
        success: value === "true" ? "listing-featured" : "listing-unfeatured",
        failure: f.listing,
      };
    case "verification":
      if (value !== "approved" && value !== "rejected") return null;
      return {
        path: `/api/admin/verification-requests/${id}`,
        body: value === "approved" ? { status: value, badgeType: "verified" } : { status: value },
        success: `verification-${value}`,
        failure: f.verification,
      };
    case "group-approve":
      return { path: `/api/admin/group-requests/${id}/approve`, success: "group-approved", failure: f.approveGroup };
    case "group-reject":
      return { path: `/api/admin/group-requests/${id}/reject`, success: "group-rejected", failure: f.rejectGroup };
    case "message-read":
      return { path: `/api/admin/contact-messages/${id}/read`, success: "message-read", failure: f.message };
    default:
      return null;
  }
}

/** Report actions that take something away: each is asked about before it is taken. */
const ASKED_FIRST: string[] = ["freeze_listing", "remove_content", "suspend_user"];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  const id = field(form, "id");
  // Freezing, removing or suspending from a report is asked about first (without JavaScript too): nothing changes
  // until the post with confirm=1, which the question's own button sends.
  const value = field(form, "value");
  if (field(form, "intent") === "report" && isId(id) && ASKED_FIRST.includes(value) && field(form, "confirm") !== "1") {
    const confirm = { id: Number(id), value, reason: field(form, "reason"), note: field(form, "note") } as ReportToConfirm;
    return data({ confirm });
  }
  const outcome = isId(id) ? outcomeFor(strings.admin, field(form, "intent"), id, field(form, "value"), form) : null;
  if (!outcome) return data({ error: strings.admin.failures.listing }, { status: 400 });
  const result = await context.api.put(outcome.path, outcome.body);
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, outcome.failure) }, { status: result.status });
  // Post/redirect/get back to the same tab and filters, with the success banner (a notice: app/lib/notices.ts).
  const back = field(form, "back");
  const params = new URLSearchParams(back.startsWith("?") ? back.slice(1) : "");
  params.set("notice", outcome.success);
  return redirect(`/admin?${params}`);
}

export default function AdminPanel() {
  const { tab, stats, counts, items, loadError, filters, userFilters, today, reportStatus, auditFilters, nextHref, firstHref } =
    useLoaderData<typeof loader>();
  const t = useStrings().admin;
  const actionData = useActionData<typeof action>();
  const labels = t.panel.tabs;
  const tabLinks: { id: AdminTab; label: string; count?: number; attention?: boolean }[] = [
    { id: "dashboard", label: labels.dashboard },
    { id: "pending", label: `${labels.pending} (${counts.pendingListings})` },
    { id: "listings", label: labels.listings },
    { id: "users", label: labels.users },
    { id: "verification", label: `${labels.verification} (${counts.pendingVerifications})` },
    { id: "groups", label: labels.groups, count: counts.pendingGroupRequests, attention: true },
    { id: "messages", label: labels.messages, count: counts.unreadContactMessages },
    { id: "reports", label: t.safety.tabs.reports },
    { id: "audit", label: t.safety.tabs.audit },
  ];

  return (
    <section className="container page admin-page">
      <h1>{t.panel.title}</h1>
      <p className="muted">{t.panel.subtitle}</p>
      <nav aria-label={t.panel.tabsLabel} className="tab-bar">
        <ul>
          {tabLinks.map((link) => (
            <li key={link.id}>
              <Link to={`/admin?tab=${link.id}`} aria-current={link.id === tab ? "page" : undefined} className="tab-link">
                {link.label}
                {link.count ? <span className={`count-badge${link.attention ? " count-badge-attention" : ""}`}>{link.count}</span> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/admin/disputes" className="tab-link">
              {t.safety.disputes.tab}
            </Link>
          </li>
          <li>
            <Link to="/admin/payouts" className="tab-link">
              {t.safety.payouts.tab}
            </Link>
          </li>
        </ul>
      </nav>

      <Alert kind="error">{actionData && "error" in actionData ? actionData.error : null}</Alert>
      <Alert kind="error">{loadError}</Alert>

      <h2 className="visually-hidden">{tabLinks.find((link) => link.id === tab)?.label}</h2>
      {tab === "dashboard" && stats ? <DashboardTab stats={stats} /> : null}
      {tab === "pending" ? <PendingListingsTab listings={items as unknown as ListingDto[]} today={today} /> : null}
      {tab === "listings" ? (
        <AllListingsTab key={JSON.stringify(filters)} listings={items as unknown as ListingDto[]} filters={filters} />
      ) : null}
      {tab === "users" ? <UsersTab users={items as unknown as AdminUserDto[]} q={userFilters.q} single={userFilters.single} /> : null}
      {tab === "reports" ? (
        <ReportsTab
          reports={items as unknown as AdminReportRow[]}
          status={reportStatus}
          confirm={actionData && "confirm" in actionData ? actionData.confirm : null}
        />
      ) : null}
      {tab === "audit" ? (
        <AuditLogTab rows={items as unknown as AuditLogRow[]} adminId={auditFilters.adminId} action={auditFilters.action} />
      ) : null}
      {tab === "verification" ? <VerificationTab requests={items as unknown as VerificationRequestRow[]} /> : null}
      {tab === "groups" ? <GroupRequestsTab groups={items as unknown as GroupRequestRow[]} /> : null}
      {tab === "messages" ? <ContactMessagesTab messages={items as unknown as ContactMessageRow[]} /> : null}

      {nextHref || firstHref ? (
        <p className="actions">
          {firstHref ? <Link to={firstHref}>{t.panel.firstPage}</Link> : null}
          {nextHref ? (
            <Link to={nextHref} className="button button-small button-ghost">
              {t.panel.nextPage}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
