import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Field, SelectField } from "~/components/forms";
import { ListingCard } from "~/components/ListingCard";
import { metaStrings, useStrings } from "~/lib/i18n";
import { categoryLabel, type Listing, nextPageHref } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { LISTING_CATEGORIES } from "../../worker/domain";
import { isId } from "../../worker/ids";

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
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) query.set("q", q);
  if (category) query.set("category", category);
  if (location) query.set("location", location);
  if (isId(cursor)) query.set("cursor", cursor);
  const [result, user] = await Promise.all([context.api.get<Listing[]>(`/api/listings?${query}`), getUser(context)]);
  const listings = result.ok ? result.data : [];
  return data(
    {
      listings,
      filters: { q, category, location },
      next: result.ok ? nextPageHref(result.headers.get("link"), "/listings") : null,
      isFirstPage: !query.has("cursor"),
      lowData: user?.lowData === true,
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
  const { listings, filters, next, isFirstPage, lowData } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.q || filters.category || filters.location);
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
        <Field
          id="location"
          name="location"
          label={t.browse.location}
          defaultValue={filters.location}
          placeholder={t.browse.locationPlaceholder}
          maxLength={120}
        />
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
      {listings.length === 0 ? (
        <div className="card center">
          <h2>{t.browse.empty}</h2>
          {filtered ? <p className="muted">{t.browse.emptyHint}</p> : null}
        </div>
      ) : (
        <div className="listing-grid">
          {listings.map((listing, index) => (
            <ListingCard key={listing.id} listing={listing} eager={isFirstPage && index === 0} lowData={lowData} />
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
