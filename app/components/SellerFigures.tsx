import { useStrings } from "~/lib/i18n";
import type { Listing } from "~/lib/marketplace";

/** A seller's average rating and completed deals, in few words (cards show it, so it lives in the core strings). */
export function SellerFigures({ listing }: { listing: Pick<Listing, "seller_rating" | "seller_rating_count" | "seller_completed_deals"> }) {
  const strings = useStrings();
  if (listing.seller_rating === null && listing.seller_completed_deals === 0) return null;
  return (
    <span className="seller-figures">
      {listing.seller_rating !== null ? `★ ${listing.seller_rating.toFixed(1)}/5 (${listing.seller_rating_count}) · ` : null}
      {strings.marketplace.browse.deals(listing.seller_completed_deals)}
    </span>
  );
}
