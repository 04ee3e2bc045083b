// The genuine-inputs part of a listing page, in the reader's language: the registration details, how to check
// the product, and its expiry state. Made in the loader, so the inputs strings never ship to the browser.
import type { Listing } from "~/lib/marketplace";
import { isRegistrationBody } from "../../worker/domain";
import { expiresSoon, isExpired } from "../../worker/expiry";
import type { ServerCatalog } from "./catalogs.server";
import { formatDate } from "./format";
import { inputFacts } from "./input-facts";

export interface InputDetailsView {
  title: string;
  facts: { label: string; value: string }[];
  checkTitle: string;
  check: string;
  /** The expiry banner, when the product expires within the warning window. */
  expiresSoon: string | null;
  /** Set for the owner's or an admin's view of an expired listing (nobody else can open one). */
  expired: { label: string; note: string } | null;
}

/** Null for listings outside seeds and chemicals (and older ones that carry no details). */
export function inputDetailsView(strings: ServerCatalog, listing: Listing, today: string): InputDetailsView | null {
  if (listing.category !== "seeds" && listing.category !== "chemicals") return null;
  const t = strings.inputs;
  const facts = inputFacts(strings, listing);
  if (facts.length === 0) return null;
  const body = listing.registration_body;
  const regulator = isRegistrationBody(body) ? t.regulators[body] : t.regulators[listing.category === "seeds" ? "NASC" : "NAFDAC"];
  return {
    title: t.details,
    facts,
    checkTitle: t.checkTitle,
    check: t.check(regulator),
    expiresSoon: expiresSoon(listing.expiry_date, today) ? t.expiresSoon(formatDate(strings.dates.months, listing.expiry_date)) : null,
    expired: isExpired(listing.expiry_date, today) ? { label: t.expired, note: t.expiredNote } : null,
  };
}
