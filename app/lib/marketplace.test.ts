import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TYPES,
  HUB_CATEGORIES,
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  PRICE_UNITS,
  REQUEST_STATUSES,
  ROLES,
} from "../../worker/domain";
import { CATALOGS } from "./catalogs.server";
import type { Catalog } from "./i18n";
import { categoryLabel, listingStatusChip, priceWithUnit, requestStatusLabel, unitLabel } from "./marketplace";

const en = CATALOGS.en;

describe("every value the API can send has a label in the catalog", () => {
  it.each([
    ["categories", LISTING_CATEGORIES, en.marketplace.categories],
    ["units", PRICE_UNITS, en.marketplace.units],
    ["request statuses", REQUEST_STATUSES, en.marketplace.requests.status],
    ["listing statuses", LISTING_STATUSES, en.marketplace.myListings.status],
    ["roles", ROLES, en.roles],
    ["document types", DOCUMENT_TYPES, en.admin.verify.documentTypes],
    ["hub categories", HUB_CATEGORIES, en.hub.categories],
  ] as const)("%s", (_, values, labels) => {
    for (const value of values) expect(Object.keys(labels), value).toContain(value);
  });
});

describe("labels come from the catalog they are given", () => {
  const other = {
    ...en,
    marketplace: {
      ...en.marketplace,
      categories: { ...en.marketplace.categories, crops: "Amfanin gona" },
      units: { ...en.marketplace.units, bag: "buhu" },
      requests: { ...en.marketplace.requests, status: { ...en.marketplace.requests.status, accepted: "an karɓa" } },
      myListings: { ...en.marketplace.myListings, status: { ...en.marketplace.myListings.status, sold: "an sayar", unknown: "?" } },
    },
  } as Catalog;

  it("names categories, units and statuses in that language", () => {
    expect(categoryLabel(other, "crops")).toBe("Amfanin gona");
    expect(unitLabel(other, "bag")).toBe("buhu");
    expect(priceWithUnit(other, { price: 1250, price_unit: "bag" })).toBe("₦1,250.00 / buhu");
    expect(requestStatusLabel(other, "accepted")).toBe("an karɓa");
    expect(listingStatusChip(other, "sold")).toEqual({ label: "an sayar", className: "badge badge-info" });
  });

  it("shows Unknown, never the raw value, for a listing status it does not know", () => {
    expect(listingStatusChip(other, "archived").label).toBe("?");
    expect(listingStatusChip(other, null).label).toBe("?");
  });
});
