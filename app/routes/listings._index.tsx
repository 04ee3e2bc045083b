import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Field, SelectField } from "~/components/forms";
import { firstPhoto, ListingCard } from "~/components/ListingCard";
import { formatCount } from "~/lib/format";
import { metaStrings, useStrings } from "~/lib/i18n";
import { categoryLabel, type Listing, nextPageHref } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { LISTING_CATEGORIES, LISTING_SORTS } from "../../worker/domain";
import { isStateSlug, NIGERIAN_STATES } from "../../worker/states";

/** 24 cards: a full first view on a phone without loading a long page over 3G. */
const PAGE_SIZE = 24;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.marketplace.browse.title, description: strings.marketplace.browse.subtitle });
};
/** A signed-in page carries the user's own settings (low data mode, the header's name), so it is always revalidated. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, max-age=30",
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const location = url.searchParams.get("location")?.trim() ?? "";
  const rawCategory = url.searchParams.get("category") ?? "";
  const category = (LISTING_CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : "";
  const rawState = url.searchParams.get("state") ?? "";
  const state = isStateSlug(rawState) ? rawState : "";
  const rawSort = url.searchParams.get("sort") ?? "";
  // An unknown choice (an old link, a typed URL) falls back to the default rather than an error page.
  const sort = (LISTING_SORTS as readonly string[]).includes(rawSort) ? rawSort : "";
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) query.set("q", q);
  if (category) query.set("category", category);
  if (state) query.set("state", state);
  if (location) query.set("location", location);
  if (sort) query.set("sort", sort);
  // The API checks the cursor's form for the order; this only keeps junk out of the URL it is handed.
  if (/^[0-9a-z_]{1,40}$/.test(cursor)) query.set("cursor", cursor);
  const [result, user] = await Promise.all([context.api.get<Listing[]>(`/api/listings?${query}`), getUser(context)]);
  const listings = result.ok ? result.data : [];
  const total = result.ok ? Number(result.headers.get("x-total-count") ?? listings.length) : 0;
  return data(
    {
      listings,
      total,
      totalCapped: result.ok && result.headers.get("x-total-count-capped") === "true",
      filters: { q, category, state, location, sort },
      next: result.ok ? nextPageHref(result.headers.get("link"), "/listings") : null,
      isFirstPage: !query.has("cursor"),
      lowData: user?.lowData === true || context.lite,
      now: new Date().toISOString(),
      // The state names travel as data: the module that knows them stays out of the page's scripts.
      states: NIGERIAN_STATES.map((option) => ({ value: option.slug, label: option.name })),
    },
    { headers: { "Cache-Control": user ? "private, no-cache" : "private, max-age=30" } },
  );
}

export default function BrowseListings() {
  const strings = useStrings();
  const t = strings.marketplace;
  const categoryFilter = [
    { value: "", label: t.allCategories },
    ...LISTING_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(strings, category) })),
  ];
  const { listings, total, totalCapped, filters, next, isFirstPage, lowData, now, states } = useLoaderData<typeof loader>();
  const stateFilter = [{ value: "", label: t.search.allStates }, ...states];
  // The default order has no value, so typing words into this form and sending it ranks them by best match (the API's
  // default with words; newest first without), while an order the reader chose is kept (ADR 067).
  // Without words the default is newest first, so it is named that way and not offered twice.
  const sortOptions = [
    { value: "", label: filters.q ? t.search.sorts.relevance : t.search.sorts.newest },
    ...LISTING_SORTS.filter((sort) => sort !== "relevance" && (filters.q || sort !== "newest")).map((sort) => ({
      value: sort,
      label: t.search.sorts[sort],
    })),
  ];
  const sortValue = filters.sort === "relevance" || (!filters.q && filters.sort === "newest") ? "" : filters.sort;
  const filtered = Boolean(filters.q || filters.category || filters.state || filters.location);
  return (
    <section className="container page">
      <h1>{t.browse.title}</h1>
      <p className="muted">{t.browse.subtitle}</p>
      <Form method="get" className="market-filters" role="search">
        <Field
          id="q"
          name="q"
          type="search"
          label={t.browse.search}
          defaultValue={filters.q}
          placeholder={t.browse.searchPlaceholder}
          maxLength={200}
        />
        <SelectField id="category" name="category" label={t.browse.category} defaultValue={filters.category} options={categoryFilter} />
        <SelectField id="state" name="state" label={t.search.state} defaultValue={filters.state} options={stateFilter} />
        <Field
          id="location"
          className="filter-wide"
          name="location"
          label={t.browse.location}
          defaultValue={filters.location}
          placeholder={t.browse.locationPlaceholder}
          maxLength={120}
        />
        <SelectField id="sort" className="filter-wide" name="sort" label={t.search.sort} defaultValue={sortValue} options={sortOptions} />
        <div className="actions">
          <button type="submit" className="button">
            {t.browse.apply}
          </button>
          {filtered ? (
            <Link to="/listings" className="button button-ghost">
              {t.browse.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="market-results" role="status" data-result-count={total}>
        <strong>{t.search.count(total, `${formatCount(total)}${totalCapped ? "+" : ""}`)}</strong>
      </p>
      {listings.length === 0 ? (
        <div className="card center">
          <h2>{t.browse.empty}</h2>
          {filtered ? <p className="muted">{t.browse.emptyHint}</p> : null}
        </div>
      ) : (
        <div className="listing-grid">
          {listings.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              now={now}
              eager={isFirstPage && index === firstPhoto(listings)}
              lowData={lowData}
            />
          ))}
        </div>
      )}
      <nav className="pager" aria-label={t.pagesLabel}>
        {!isFirstPage ? (
          <Link
            to={`/listings?${new URLSearchParams(Object.entries(filters).filter(([, value]) => value))}`}
            className="button button-ghost"
          >
            {t.browse.first}
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className="button" rel="next">
            {t.browse.next}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
