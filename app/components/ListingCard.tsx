import { Link } from "@remix-run/react";
import { ListingPhoto } from "~/components/ListingPhoto";
import { SellerFigures } from "~/components/SellerFigures";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { useStrings } from "~/lib/i18n";
import { listingAge } from "~/lib/listing-age";
import { categoryLabel, type Listing, priceWithUnit } from "~/lib/marketplace";

/**
 * A listing in the browse list, compact so several fit on a phone screen: a thumbnail beside the title, price per
 * unit, quantity, category, age, place and seller (lazy photo below the fold, or on tap in low data mode). `now` is the
 * loader's clock, so the age reads the same on the server and in the browser.
 */
export function ListingCard({
  listing,
  now,
  eager = false,
  lowData = false,
}: {
  listing: Listing;
  now: string;
  eager?: boolean;
  lowData?: boolean;
}) {
  const strings = useStrings();
  const t = strings.marketplace.browse;
  const image = listing.image_details[0];
  // Written by the API (worker/states.ts), so the state names stay out of the page's scripts.
  const place = listing.place;
  return (
    <article className="card listing-card">
      <div className="listing-card-media">
        {image ? (
          <ListingPhoto
            src={image.thumbnail_url}
            alt={listing.title}
            width={400}
            height={300}
            eager={eager}
            lowData={lowData}
            revealKey={String(listing.id)}
          />
        ) : (
          <div className="listing-card-noimage small">{t.noImage}</div>
        )}
        {listing.is_featured ? (
          <span className="listing-card-featured" title={t.featured}>
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.featured}</span>
          </span>
        ) : null}
      </div>
      <div className="listing-card-body">
        {/* The whole card is the link (its ::after covers the card); the heading keeps the title as its own name. */}
        <Link to={`/listings/${listing.id}`} className="listing-card-link" aria-label={`${t.viewDetails}: ${listing.title}`}>
          <h2 className="listing-card-title">{listing.title}</h2>
        </Link>
        <p className="listing-card-price">{priceWithUnit(strings, listing)}</p>
        <p className="small muted listing-card-line">
          {listing.quantity !== null
            ? `${strings.marketplace.search.available(strings.marketplace.quantityOf(listing.quantity, listing.price_unit))} · `
            : null}
          {categoryLabel(strings, listing.category)}
        </p>
        <p className="small muted listing-card-line listing-card-place">
          {[listingAge(strings, listing.created_at, now), place].filter(Boolean).join(" · ")}
        </p>
        <p className="small listing-card-line listing-card-seller">
          {listing.seller_name} {listing.seller_verified ? <VerifiedBadge compact supplier={listing.seller_role === "supplier"} /> : null}{" "}
          <SellerFigures listing={listing} />
        </p>
      </div>
    </article>
  );
}

/** The index of the first listing that shows a photo (the one to load at once), or -1. */
export const firstPhoto = (listings: readonly { image_details: readonly unknown[] }[]) =>
  listings.findIndex((listing) => listing.image_details.length > 0);
