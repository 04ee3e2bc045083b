import { Form, Link } from "@remix-run/react";
import { useMemo, useState } from "react";
import { Field, SelectField } from "~/components/forms";
import { formatDate, formatNaira } from "~/lib/format";
import { type Catalog, useStrings } from "~/lib/i18n";
import { inputFacts } from "~/lib/input-facts";
import { type ListingFieldName, listingFieldShortLabel } from "~/lib/listing-fields";
import { categoryLabel, listingStatusLabel, unitLabel } from "~/lib/marketplace";
import { expiresSoon, isExpired } from "../../../worker/expiry";
import { ActionButton } from "./ActionButton";
import { ModerateAction } from "./ModerateAction";
import type { ListingDto, ListingFilters } from "./types";

/** The table's columns: the listing's own fields take their labels from the listing field definitions. */
function columns(strings: Catalog): string[] {
  const t = strings.admin;
  const short = (name: ListingFieldName) => listingFieldShortLabel(strings, name);
  return [
    short("title"),
    short("category"),
    t.listings.status,
    t.pending.seller,
    short("price"),
    short("quantity"),
    short("location"),
    t.listings.frozen,
    t.listings.featured,
    t.listings.action,
  ];
}

const STATUS_BADGE: Record<string, string> = {
  pending: "badge badge-warning",
  approved: "badge",
  rejected: "badge badge-error",
  sold: "badge badge-info",
};

export function StatusBadge({ status }: { status: string }) {
  const strings = useStrings();
  // A status the panel does not know is styled as an error, so it stands out for a fix.
  return <span className={STATUS_BADGE[status] ?? "badge badge-error"}>{listingStatusLabel(strings, status)}</span>;
}

/** A seed or chemical under review: its registration details and expiry, what the admin checks before approving. */
function RegistrationFacts({ listing, today }: { listing: ListingDto; today: string }) {
  const strings = useStrings();
  const t = strings.admin.pending;
  if (listing.category !== "seeds" && listing.category !== "chemicals") return null;
  const facts = inputFacts(strings, listing);
  const expiry = listing.expiry_date ? formatDate(strings.dates.months, listing.expiry_date) : null;
  return (
    <div className="registration-facts" data-testid="registration-facts">
      <p className="small">
        <strong>{strings.inputs.details}</strong> · <span className="muted">{t.check}</span>
      </p>
      {isExpired(listing.expiry_date, today) ? (
        <p className="alert alert-error small">
          <span className="badge badge-error">{strings.inputs.expired}</span> {expiry}
        </p>
      ) : expiresSoon(listing.expiry_date, today) && expiry ? (
        <p className="alert alert-warning small">{strings.inputs.expiresSoon(expiry)}</p>
      ) : null}
      {facts.length === 0 ? (
        <p className="alert alert-warning small">{t.noDetails}</p>
      ) : (
        <dl className="facts small">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function PendingListingsTab({ listings, today }: { listings: ListingDto[]; today: string }) {
  const strings = useStrings();
  const t = strings.admin;
  const short = (name: ListingFieldName) => listingFieldShortLabel(strings, name);
  if (listings.length === 0) return <p className="card empty">{t.pending.empty}</p>;
  return (
    <ul className="admin-cards">
      {listings.map((listing) => {
        const image = listing.image_details[0];
        return (
          <li key={listing.id} className="card pending-card">
            {image ? (
              <img src={image.thumbnail_url} alt={listing.title} width={160} height={120} loading="lazy" className="pending-image" />
            ) : null}
            <div className="pending-body">
              <p className="pending-meta">
                <span className="badge">{categoryLabel(strings, listing.category)}</span>{" "}
                <span className="badge badge-warning">{t.pending.badge}</span>
              </p>
              <h3>
                <Link to={`/listings/${listing.id}`}>{listing.title}</Link>
              </h3>
              {listing.description ? <p className="muted small clamp">{listing.description}</p> : null}
              <dl className="facts small">
                <div>
                  <dt>{t.pending.seller}</dt>
                  <dd>
                    {listing.seller_name}
                    {listing.seller_email ? <span className="muted"> ({listing.seller_email})</span> : null}
                  </dd>
                </div>
                <div>
                  <dt>{short("price")}</dt>
                  <dd>
                    {formatNaira(listing.price)}/{unitLabel(strings, listing.price_unit)}
                  </dd>
                </div>
                <div>
                  <dt>{short("quantity")}</dt>
                  <dd>{listing.quantity === null ? "-" : strings.marketplace.quantityOf(listing.quantity, listing.price_unit)}</dd>
                </div>
                <div>
                  <dt>{short("location")}</dt>
                  <dd>{listing.location || "-"}</dd>
                </div>
              </dl>
              <RegistrationFacts listing={listing} today={today} />
              <div className="actions">
                <ActionButton
                  intent="listing-status"
                  id={listing.id}
                  value="approved"
                  version={listing.version}
                  label={`${t.pending.approve} ${listing.title}`}
                >
                  {t.pending.approve}
                </ActionButton>
                <ModerateAction
                  intent="listing-status"
                  id={listing.id}
                  value="rejected"
                  version={listing.version}
                  label={`${t.pending.reject} ${listing.title}`}
                >
                  {t.pending.reject}
                </ModerateAction>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const matchesText = (listing: ListingDto, query: string) => {
  if (!query) return true;
  const needle = query.toLowerCase();
  return [listing.title, listing.description, listing.seller_name, listing.seller_email, listing.location].some((text) =>
    (text ?? "").toLowerCase().includes(needle),
  );
};

/** Filters the loaded page as the admin types; the same filters also run on the server as GET parameters (no-JS). */
export function AllListingsTab({ listings, filters }: { listings: ListingDto[]; filters: ListingFilters }) {
  const [query, setQuery] = useState(filters.q);
  const [category, setCategory] = useState(filters.category);
  const [status, setStatus] = useState(filters.status);
  const [frozen, setFrozen] = useState(filters.frozen);
  const strings = useStrings();
  const l = strings.admin.listings;
  const short = (name: ListingFieldName) => listingFieldShortLabel(strings, name);

  const categories = useMemo(
    () => [...new Set([...listings.map((listing) => listing.category), filters.category].filter(Boolean))].sort(),
    [listings, filters],
  );
  const statuses = useMemo(
    () => [...new Set([...listings.map((listing) => listing.status), filters.status].filter(Boolean))].sort(),
    [listings, filters],
  );
  const shown = listings.filter(
    (listing) =>
      matchesText(listing, query.trim()) &&
      (!category || listing.category === category) &&
      (!status || listing.status === status) &&
      (frozen === "all" || listing.is_frozen === (frozen === "frozen")),
  );

  return (
    <div className="stack">
      <Form method="get" className="card filters" role="search">
        <input type="hidden" name="tab" value="listings" />
        <Field
          id="listing-search"
          name="q"
          type="search"
          label={l.search}
          placeholder={l.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          id="listing-category"
          name="category"
          label={short("category")}
          options={[{ value: "", label: l.allCategories }, ...categories.map((value) => ({ value, label: categoryLabel(strings, value) }))]}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <SelectField
          id="listing-status"
          name="status"
          label={l.status}
          options={[
            { value: "", label: l.allStatuses },
            ...statuses.map((value) => ({ value, label: listingStatusLabel(strings, value) })),
          ]}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <SelectField
          id="listing-frozen"
          name="frozen"
          label={l.frozen}
          options={[
            { value: "all", label: l.all },
            { value: "frozen", label: l.frozenOnly },
            { value: "not-frozen", label: l.notFrozen },
          ]}
          value={frozen}
          onChange={(event) => setFrozen(event.target.value as ListingFilters["frozen"])}
        />
        <button type="submit" className="button button-small button-ghost">
          {l.apply}
        </button>
      </Form>
      <p className="muted small" aria-live="polite">
        {l.showing(shown.length, listings.length)}
      </p>
      {shown.length === 0 ? (
        <p className="card empty">{l.empty}</p>
      ) : (
        <div className="card table-scroll">
          <table className="admin-table admin-table-sticky">
            <thead>
              <tr>
                {columns(strings).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((listing) => (
                <tr key={listing.id}>
                  <td>
                    <Link to={`/listings/${listing.id}`}>{listing.title}</Link>
                  </td>
                  <td>{categoryLabel(strings, listing.category)}</td>
                  <td>
                    <StatusBadge status={listing.status} />
                  </td>
                  <td>
                    {listing.seller_name || "-"}
                    {listing.seller_email ? <div className="muted small">{listing.seller_email}</div> : null}
                  </td>
                  <td className="nowrap">
                    {formatNaira(listing.price)}/{unitLabel(strings, listing.price_unit)}
                  </td>
                  <td>{listing.quantity === null ? "-" : strings.marketplace.quantityOf(listing.quantity, listing.price_unit)}</td>
                  <td>{listing.location || "-"}</td>
                  <td>{listing.is_frozen ? <span className="badge badge-info">{l.yes}</span> : l.no}</td>
                  <td>{listing.is_featured ? <span className="badge badge-info">★ {l.yes}</span> : l.no}</td>
                  {/* Both actions sit in the last column, which stays in view while the table scrolls. */}
                  <td className="row-actions">
                    <div>
                      <ActionButton
                        intent="featured"
                        id={listing.id}
                        value={listing.is_featured ? "false" : "true"}
                        variant="ghost"
                        label={`${listing.is_featured ? l.unfeature : l.feature} ${listing.title}`}
                      >
                        {listing.is_featured ? l.unfeature : l.feature}
                      </ActionButton>
                      {/* The label follows is_frozen, not the status: an approved listing can be frozen and must show Unfreeze. */}
                      {listing.is_frozen ? (
                        <ActionButton intent="unfreeze" id={listing.id} label={`${l.unfreeze} ${listing.title}`}>
                          {l.unfreeze}
                        </ActionButton>
                      ) : (
                        <ModerateAction intent="freeze" id={listing.id} label={`${l.freeze} ${listing.title}`}>
                          {l.freeze}
                        </ModerateAction>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
