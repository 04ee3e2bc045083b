import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Fact, Facts, Whole } from "~/components/Facts";
import { ListingCard } from "~/components/ListingCard";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate } from "~/lib/format";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { isId } from "../../worker/ids";
import type { SellerPageDto } from "../../worker/services/sellers";
import { stateName } from "../../worker/states";

// The page's words are the `sellers` strings, their own chunk in the browser.
const area = areaRoute("sellers");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  const seller = data?.page?.seller;
  return pageMeta(strings, { title: seller ? strings.sellers.pageTitle(seller.full_name) : strings.sellers.notFound });
};

/** /sellers/{id}: a seller's public page (who they are, their figures, reviews and listings); 404 for anyone else. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const user = await getUser(context);
  const now = new Date().toISOString();
  if (!isId(id)) return data({ page: null, stateLabel: null, now, lowData: false }, { status: 404 });
  const result = await context.api.get<SellerPageDto>(`/api/sellers/${id}`);
  if (!result.ok) return data({ page: null, stateLabel: null, now, lowData: false }, { status: result.status === 404 ? 404 : 500 });
  // The state's name is written here, so the list of states stays out of the page's scripts.
  const stateLabel = result.data.seller.state ? stateName(result.data.seller.state) : null;
  return { page: result.data, stateLabel, now, lowData: user?.lowData === true };
}

export default function SellerPage() {
  const strings = useStrings();
  const t = strings.sellers;
  const { page, stateLabel, now, lowData } = useLoaderData<typeof loader>();
  const months = strings.dates.months;
  if (!page) {
    return (
      <section className="container page narrow">
        <h1>{strings.sellers.notFound}</h1>
        <Link to="/listings" className="button">
          ← {strings.marketplace.detail.back}
        </Link>
      </section>
    );
  }
  const { seller, listings, reviews } = page;
  return (
    <section className="container page stack seller-page">
      <header className="stack">
        <h1>
          {seller.full_name} {seller.is_verified ? <VerifiedBadge supplier={seller.role === "supplier"} /> : null}
        </h1>
        <p className="small muted">
          {seller.verification
            ? t.verifiedBy(t.documents[seller.verification.document_type], formatDate(months, seller.verification.verified_at))
            : seller.is_verified
              ? null
              : t.notVerified}
        </p>
        <Facts>
          <Fact label={t.memberSince}>
            <Whole>{formatDate(months, seller.member_since)}</Whole>
          </Fact>
          {stateLabel ? <Fact label={t.state}>{stateLabel}</Fact> : null}
          <Fact label={t.completedDeals}>
            <Whole>{seller.completed_deals}</Whole>
          </Fact>
          <Fact label={t.averageRating}>
            {seller.rating.average === null ? t.noRatings : `★ ${t.ratingValue(seller.rating.average.toFixed(1), seller.rating.count)}`}
          </Fact>
        </Facts>
      </header>
      <section className="stack" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t.reviewsTitle}</h2>
        {reviews.length === 0 ? (
          <p className="muted">{t.noReviews}</p>
        ) : (
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={`${review.listing_id}-${review.created_at}`} className="card">
                <p>
                  <span aria-hidden="true">{"★".repeat(review.stars)}</span>
                  <span className="visually-hidden">{t.starsLabel(review.stars)}</span>
                </p>
                {review.comment ? <p>{review.comment}</p> : null}
                <p className="small muted">
                  {review.reviewer_name} · {formatDate(months, review.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="listings-title">
        <h2 id="listings-title">{t.listingsTitle}</h2>
        {listings.length === 0 ? (
          <p className="muted">{t.noListings}</p>
        ) : (
          <div className="listing-grid">
            {listings.map((listing) => (
              <ListingCard key={listing.id} listing={listing} now={now} lowData={lowData} />
            ))}
          </div>
        )}
      </section>
    </section>
  );
}
