import { describe, expect, it } from "vitest";
import { formatAdminRevenue, formatDate, formatDateTime, formatNaira, yearInNigeria } from "./format";
import en from "./strings/en";

describe("formatNaira", () => {
  it.each([
    [1250, "₦1,250.00"],
    [0, "₦0.00"],
    [38000.5, "₦38,000.50"],
    [1234567.891, "₦1,234,567.89"],
    [Number.NaN, "₦0.00"],
    [null, "₦0.00"],
  ])("formats %s as %s", (amount, text) => {
    expect(formatNaira(amount)).toBe(text);
  });
});

describe("formatAdminRevenue", () => {
  it("keeps the N prefix and two decimals, groups thousands, N0.00 when not a number", () => {
    expect(formatAdminRevenue(126000)).toBe("N126,000.00");
    expect(formatAdminRevenue(432200)).toBe("N432,200.00");
    expect(formatAdminRevenue(1234567.5)).toBe("N1,234,567.50");
    expect(formatAdminRevenue(999)).toBe("N999.00");
    expect(formatAdminRevenue("12.5")).toBe("N12.50");
    expect(formatAdminRevenue("abc")).toBe("N0.00");
    expect(formatAdminRevenue(undefined)).toBe("N0.00");
  });
});

describe("dates in Nigerian time", () => {
  const months = en.dates.months;
  it("shows the West Africa Time day and time", () => {
    expect(formatDate(months, "2024-12-31T23:30:00.000Z")).toBe("1 Jan 2025");
    expect(formatDateTime(months, "2025-03-12T13:05:00.000Z")).toBe("12 Mar 2025, 14:05");
    expect(formatDate(months, "not a date")).toBe("");
  });

  it("names the month in the catalog's language", () => {
    const numbered = Array.from({ length: 12 }, (_, index) => `M${index + 1}`);
    expect(formatDate(numbered, "2025-03-12T13:05:00.000Z")).toBe("12 M3 2025");
    expect(formatDateTime(numbered, "2024-12-31T22:59:00.000Z")).toBe("31 M12 2024, 23:59");
  });
});

describe("yearInNigeria", () => {
  it("turns the year at midnight in Lagos, an hour before UTC does", () => {
    expect(yearInNigeria(new Date("2026-12-31T22:59:59.999Z"))).toBe(2026);
    expect(yearInNigeria(new Date("2026-12-31T23:00:00.000Z"))).toBe(2027);
    expect(yearInNigeria(new Date("2027-06-01T12:00:00.000Z"))).toBe(2027);
  });
});
