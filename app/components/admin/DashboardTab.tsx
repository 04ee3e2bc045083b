import { formatAdminRevenue } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import { categoryLabel } from "~/lib/marketplace";
import { MessagingCard } from "./MessagingCard";
import type { DashboardStats } from "./types";

/** A server-rendered bar chart: plain HTML and CSS, no chart library, readable by screen readers as a list. */
function BarChart({ title, label, rows }: { title: string; label: string; rows: { name: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <figure className="card bar-chart">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <ul aria-label={label}>
        {rows.map((row) => (
          <li key={row.name}>
            <span className="bar-label">{row.name}</span>
            <span className="bar-track" aria-hidden="true">
              <span className="bar-fill" style={{ width: `${Math.round((row.count / max) * 100)}%` }} />
            </span>
            <span className="bar-value">{row.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function DashboardTab({ stats }: { stats: DashboardStats }) {
  const strings = useStrings();
  const t = strings.admin.stats;
  const cards: [string, string | number][] = [
    [t.totalUsers, stats.totalUsers],
    [t.totalListings, stats.totalListings],
    [t.pendingListings, stats.pendingListings],
    [t.pendingVerifications, stats.pendingVerifications],
    [t.initiatedBookings, stats.initiatedBookings],
    [t.completedTransactions, stats.completedTransactions],
    [t.revenueGenerated, `${stats.revenueExact ? "" : t.revenueApproximate}${formatAdminRevenue(stats.revenueGenerated)}`],
  ];
  const roleRows = stats.usersByRole.map((row) => ({
    name: strings.roles[row.role as keyof typeof strings.roles]?.label ?? row.role,
    count: row.count,
  }));
  const categoryRows = stats.listingsByCategory.map((row) => ({
    name: categoryLabel(strings, row.category),
    count: row.count,
  }));
  return (
    <div className="stack">
      <dl className="stat-grid">
        {cards.map(([label, value]) => (
          <div key={label} className={`card stat-card${label === t.revenueGenerated ? " stat-card-wide" : ""}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-2">
        <BarChart title={t.usersByRole} label={t.chartUsers} rows={roleRows} />
        <BarChart title={t.listingsByCategory} label={t.chartListings} rows={categoryRows} />
      </div>
      <MessagingCard messaging={stats.messaging} />
    </div>
  );
}
