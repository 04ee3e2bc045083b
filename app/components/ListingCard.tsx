import { Link } from "@remix-run/react";
import { ListingPhoto } from "~/components/ListingPhoto";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { useStrings } from "~/lib/i18n";
import { categoryLabel, type Listing, priceWithUnit } from "~/lib/marketplace";

/**
 * A listing in the browse grid: thumbnail (lazy below the fold, or on tap in low data mode), category,
 * featured star, price, seller and place.
 */
export function ListingCard({ listing, eager = false, lowData = false }: { listing: Listing; eager?: boolean; lowData?: boolean }) {
  const strings = useStrings();
  const t = strings.marketplace.browse;
  const image = listing.image_details[0];
  return (
    <article className="card listing-card">
      <div className="listing-card-media">
        {image ? (
          <ListingPhoto src={image.thumbnail_url} alt={listing.title} width={400} height={300} eager={eager} lowData={lowData} />
        ) : (
          <div className="listing-card-noimage">{t.noImage}</div>
        )}
        <span className="badge badge-info listing-card-category">{categoryLabel(strings, listing.category)}</span>
        {listing.is_featured ? (
          <span className="listing-card-featured" title={t.featured}>
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.featured}</span>
          </span>
        ) : null}
      </div>
      <div className="listing-card-body">
        <h2 className="listing-card-title">{listing.title}</h2>
        {listing.description ? <p className="listing-card-description muted small">{listing.description}</p> : null}
        <p className="listing-card-price">{priceWithUnit(strings, listing)}</p>
        <p className="small listing-card-seller">
          {listing.seller_name} {listing.seller_verified ? <VerifiedBadge compact /> : null}
        </p>
        {listing.location ? <p className="small muted">{listing.location}</p> : null}
        <Link to={`/listings/${listing.id}`} className="button button-small" aria-label={`${t.viewDetails}: ${listing.title}`}>
          {t.viewDetails}
        </Link>
      </div>
    </article>
  );
}
