import { describe, expect, it } from "vitest";
import type { Language } from "../../worker/languages";
import { listingPlace } from "../../worker/states";
import { CATALOGS } from "./catalogs.server";
import { listingAge } from "./listing-age";
import { plural } from "./plural";

const catalogFor = (language: Language) => CATALOGS[language];

const NOW = "2026-03-20T12:00:00.000Z";

describe("a compact card's facts", () => {
  it("says how old a listing is from the loader's clock: today, N days ago, then the date", () => {
    const en = catalogFor("en");
    expect(listingAge(en, "2026-03-20T01:00:00.000Z", NOW)).toBe("Today");
    expect(listingAge(en, "2026-03-19T11:00:00.000Z", NOW)).toBe("1 day ago");
    expect(listingAge(en, "2026-03-10T12:00:00.000Z", NOW)).toBe("10 days ago");
    expect(listingAge(en, "2026-01-02T12:00:00.000Z", NOW)).toBe("2 Jan 2026");
    expect(listingAge(en, "2026-03-21T12:00:00.000Z", NOW), "a clock behind the database's").toBe("Today");
    expect(listingAge(catalogFor("ha"), "2026-03-17T12:00:00.000Z", NOW)).toBe("Kwana 3 da suka wuce");
  });

  it("counts results with each language's plural rule", () => {
    const count = (language: Language, n: number) => catalogFor(language).marketplace.search.count(n, String(n));
    expect(count("en", 1)).toBe("1 listing");
    expect(count("en", 12)).toBe("12 listings");
    expect(count("pcm", 0)).toBe("0 listing");
    expect(count("ha", 2)).toBe("Tallace-tallace 2");
    expect(count("yo", 2)).toBe("Ìpolówó 2");
    expect(plural("en", 0, { one: "a", other: "b" })).toBe("b");
  });

  it("adds the state to a place that does not name it", () => {
    expect(listingPlace("Bichi", "kano")).toBe("Bichi, Kano");
    expect(listingPlace("Dawakin Kudu, Kano", "kano")).toBe("Dawakin Kudu, Kano");
    expect(listingPlace("", "akwa-ibom")).toBe("Akwa Ibom");
    expect(listingPlace("Somewhere", null)).toBe("Somewhere");
  });
});
