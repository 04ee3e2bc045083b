// Marketplace helpers shared by its screens (browser-safe: no server imports).
import { readNextLink } from "../../worker/next-link";
import type { ListingDto } from "../../worker/services/listings";
import { formatNaira } from "./format";
import { strings } from "./strings";

const t = strings.marketplace;

export type Listing = ListingDto;

export function categoryLabel(category: string): string {
  return (t.categories as Record<string, string>)[category] ?? category;
}

export function priceWithUnit(listing: Pick<Listing, "price" | "price_unit">): string {
  return t.perUnit(formatNaira(listing.price), listing.price_unit);
}

/** The status chip of My Listings: the four listing statuses, anything else is Unknown. */
export function listingStatusChip(status: string | null | undefined): { label: string; className: string } {
  switch (status) {
    case "pending":
      return { label: t.myListings.status.pending, className: "badge badge-warning" };
    case "approved":
      return { label: t.myListings.status.approved, className: "badge badge-success" };
    case "rejected":
      return { label: t.myListings.status.rejected, className: "badge badge-error" };
    case "sold":
      return { label: t.myListings.status.sold, className: "badge badge-info" };
    default:
      return { label: t.myListings.status.unknown, className: "badge" };
  }
}

/** Purchase request badges: pending warning, accepted success, rejected error, completed info. */
export function requestStatusClass(status: string): string {
  return (
    { pending: "badge badge-warning", accepted: "badge badge-success", rejected: "badge badge-error", completed: "badge badge-info" }[
      status
    ] ?? "badge"
  );
}

/** A Nigerian phone number as WhatsApp wants it: digits with the country code (0803... → 234803...). */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0") && digits.length === 11) digits = `234${digits.slice(1)}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** Turns the API's `Link: </api/listings?...>; rel="next"` into the same query on a page URL. */
export function nextPageHref(link: string | null, pagePath: string): string | null {
  const next = readNextLink(link);
  return next ? `${pagePath}${next.search}` : null;
}
