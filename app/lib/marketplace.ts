// Marketplace helpers shared by its screens (browser-safe: no server imports).
import { readNextLink } from "../../worker/next-link";
import type { ListingDto } from "../../worker/services/listing-dtos";
import { formatNaira } from "./format";
import type { Catalog } from "./i18n";

export type Listing = ListingDto;

/** A category's label in the catalog's language (the API's value only for a category the catalog lacks). */
export function categoryLabel(catalog: Catalog, category: string): string {
  return (catalog.marketplace.categories as Record<string, string>)[category] ?? category;
}

/** A price unit's label in the catalog's language. */
export function unitLabel(catalog: Catalog, unit: string): string {
  return (catalog.marketplace.units as Record<string, string>)[unit] ?? unit;
}

export function priceWithUnit(catalog: Catalog, listing: Pick<Listing, "price" | "price_unit">): string {
  return catalog.marketplace.perUnit(formatNaira(listing.price), unitLabel(catalog, listing.price_unit));
}

/** A purchase request status in the catalog's language. */
export function requestStatusLabel(catalog: Catalog, status: string): string {
  return (catalog.marketplace.requests.status as Record<string, string>)[status] ?? status;
}

/** A listing status in the catalog's language (Unknown for anything else). */
export function listingStatusLabel(catalog: Catalog, status: string | null | undefined): string {
  return listingStatusChip(catalog, status).label;
}

/** The status chip of My Listings: the five listing statuses, anything else is Unknown. */
export function listingStatusChip(catalog: Catalog, status: string | null | undefined): { label: string; className: string } {
  const t = catalog.marketplace;
  switch (status) {
    case "pending":
      return { label: t.myListings.status.pending, className: "badge badge-warning" };
    case "approved":
      return { label: t.myListings.status.approved, className: "badge badge-success" };
    case "rejected":
      return { label: t.myListings.status.rejected, className: "badge badge-error" };
    case "sold":
      return { label: t.myListings.status.sold, className: "badge badge-info" };
    case "paused":
      return { label: t.myListings.status.paused, className: "badge" };
    default:
      return { label: t.myListings.status.unknown, className: "badge" };
  }
}

/** Purchase request badges: pending warning, accepted success, rejected error, completed info, cancelled plain. */
export function requestStatusClass(status: string): string {
  return (
    {
      pending: "badge badge-warning",
      accepted: "badge badge-success",
      rejected: "badge badge-error",
      completed: "badge badge-info",
      cancelled: "badge",
    }[status] ?? "badge"
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
