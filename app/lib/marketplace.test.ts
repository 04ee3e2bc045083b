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
import { LANGUAGES } from "../../worker/languages";
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

describe("statuses and amounts read as words in every language", () => {
  it.each(LANGUAGES)("%s: request and listing statuses are capitalised words, never the raw key", (language) => {
    const catalog = CATALOGS[language];
    const labels = [
      ...REQUEST_STATUSES.map((status) => requestStatusLabel(catalog, status)),
      ...LISTING_STATUSES.map((status) => listingStatusChip(catalog, status).label),
      catalog.admin.verify.pendingBadge,
    ];
    for (const label of labels) {
      expect(label.charAt(0), label).toBe(label.charAt(0).toUpperCase());
      expect(label.charAt(0), label).not.toBe(label.charAt(0).toLowerCase());
    }
    if (language !== "en") for (const status of REQUEST_STATUSES) expect(requestStatusLabel(catalog, status)).not.toBe(status);
  });

  it.each(LANGUAGES)("%s: the success banner is a sentence for the status key the page passes", (language) => {
    const done = REQUEST_STATUSES.map((status) => CATALOGS[language].marketplace.requests.done(status));
    expect(new Set(done).size).toBe(REQUEST_STATUSES.length);
    // A language other than English has its own sentence per key, so the English key never shows through.
    if (language !== "en") for (const [index, text] of done.entries()) expect(text).not.toContain(REQUEST_STATUSES[index]);
  });

  it("pluralises units by each language's rule", () => {
    expect(CATALOGS.en.marketplace.quantityOf(1, "bag")).toBe("1 bag");
    expect(CATALOGS.en.marketplace.quantityOf(50, "bag")).toBe("50 bags");
    expect(CATALOGS.en.marketplace.quantityOf(2.5, "ton")).toBe("2.5 tons");
    expect(CATALOGS.en.marketplace.quantityOf(50, "kg")).toBe("50 kg");
    expect(CATALOGS.pcm.marketplace.quantityOf(0, "bag")).toBe("0 bag");
    expect(CATALOGS.pcm.marketplace.quantityOf(50, "bag")).toBe("50 bags");
    expect(CATALOGS.ha.marketplace.quantityOf(1, "bag")).toBe("buhu 1");
    expect(CATALOGS.ha.marketplace.quantityOf(50, "bag")).toBe("buhuna 50");
    expect(CATALOGS.yo.marketplace.quantityOf(50, "bag")).toBe("àpò 50");
    expect(CATALOGS.ig.marketplace.quantityOf(50, "bag")).toBe("akpa 50");
    for (const language of LANGUAGES)
      for (const unit of PRICE_UNITS)
        for (const count of [1, 2, 50]) expect(CATALOGS[language].marketplace.quantityOf(count, unit)).toContain(String(count));
  });
});
