// The listing page's price comparison as one sentence in the request's language.
import type { PriceComparison } from "../../worker/services/price-comparison";
import { stateName } from "../../worker/states";
import type { ServerCatalog } from "./catalogs.server";
import { formatNaira } from "./format";
import { unitLabel } from "./prices";

/** "₦38,000.00 per bag is 6% below the median in Kano (23 listings, last 90 days)". */
export function comparisonSentence(
  strings: ServerCatalog,
  listing: { price: number; price_unit: string },
  compared: PriceComparison,
): string {
  const pct = Math.round(Math.abs(compared.difference_pct));
  const direction = pct === 0 ? "at" : compared.difference_pct < 0 ? "below" : "above";
  return strings.prices.comparison(
    formatNaira(listing.price),
    unitLabel(strings, listing.price_unit),
    String(pct),
    stateName(compared.state),
    compared.count,
    compared.days,
    direction,
  );
}
