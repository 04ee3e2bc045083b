import { describe, expect, it } from "vitest";
import { changePct, percentile, priceStats, weekStart, windowStart } from "./price-stats";

describe("percentiles", () => {
  it("takes the middle value of an odd set and the mean of the middle two of an even set", () => {
    expect(priceStats([500, 100, 300]).median).toBe(300);
    expect(priceStats([100, 200, 300, 400]).median).toBe(250);
  });

  it("interpolates the quartiles between neighbours", () => {
    // positions 0.25 × 4 = 1 and 0.75 × 4 = 3 of [10, 20, 30, 40, 50]
    expect(priceStats([50, 40, 30, 20, 10])).toEqual({ count: 5, median: 30, p25: 20, p75: 40, outliers: 0 });
    // positions 0.75 and 2.25 of [100, 200, 300, 400]
    expect(priceStats([100, 200, 300, 400])).toMatchObject({ p25: 175, p75: 325 });
  });

  it("is exact to the kobo and rounds half a kobo up", () => {
    expect(priceStats([3_800_000_01, 3_800_000_02]).median).toBe(3_800_000_02);
    expect(percentile([1, 2], 0.25)).toBe(1);
    expect(percentile([1, 2], 0.75)).toBe(2);
    // The largest unit price (₦100,000,000 = 10^10 kobo) keeps every kobo.
    expect(priceStats([9_999_999_999, 10_000_000_000]).median).toBe(10_000_000_000);
    expect(priceStats([9_999_999_997, 9_999_999_999, 10_000_000_000]).p25).toBe(9_999_999_998);
  });

  it("has no statistics for no prices", () => {
    expect(priceStats([])).toEqual({ count: 0, median: null, p25: null, p75: null, outliers: 0 });
  });
});

describe("outliers", () => {
  it("leaves out and counts prices above ten times or below a tenth of the median", () => {
    const prices = [38_000_00, 37_000_00, 39_000_00, 40_000_00, 36_000_00, 380_000_01, 3_799_99];
    expect(priceStats(prices)).toEqual({ count: 5, median: 38_000_00, p25: 37_000_00, p75: 39_000_00, outliers: 2 });
  });

  it("keeps prices exactly ten times or a tenth of the median", () => {
    expect(priceStats([100, 1000, 1000, 1000, 10_000]).outliers).toBe(0);
  });
});

describe("weeks", () => {
  it("start on Monday in UTC", () => {
    expect(weekStart(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23"); // a Monday
    expect(weekStart(new Date("2026-11-29T23:59:59Z"))).toBe("2026-11-23"); // the Sunday after
    expect(weekStart(new Date("2026-11-22T23:59:59Z"))).toBe("2026-11-16"); // the Sunday before
    // 23:30 in Lagos on Sunday is still Sunday in UTC.
    expect(weekStart(new Date("2026-11-29T23:30:00+01:00"))).toBe("2026-11-23");
    expect(weekStart(new Date("2027-01-01T12:00:00Z"))).toBe("2026-12-28"); // across a year
  });

  it("start a window at the week of its first day", () => {
    expect(windowStart(new Date("2026-11-25T10:00:00Z"), 1)).toBe("2026-11-23");
    expect(windowStart(new Date("2026-11-25T10:00:00Z"), 30)).toBe("2026-10-26");
  });
});

describe("change", () => {
  it("is a percentage with one decimal, null without both medians", () => {
    expect(changePct(40_000_00, 38_000_00)).toBe(-5);
    expect(changePct(30_000, 31_000)).toBe(3.3);
    expect(changePct(null, 5)).toBeNull();
    expect(changePct(0, 5)).toBeNull();
  });
});
