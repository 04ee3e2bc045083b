import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WeeklyPrice } from "~/lib/prices";
import { PriceChart } from "./PriceChart";

const week = (week_start: string, median: number | null, p25: number | null = null, p75: number | null = null): WeeklyPrice => ({
  week_start,
  median,
  count: median === null ? 0 : 6,
  p25,
  p75,
});
const legend = { median: "Listing median", band: "Middle half of listing prices", deals: "Deal median" };
const draw = (listings: WeeklyPrice[], deals: WeeklyPrice[]) =>
  renderToStaticMarkup(createElement(PriceChart, { listings, deals, title: "Maize", legend }));

describe("the weekly price chart's legend", () => {
  it("names every line it draws", () => {
    const html = draw(
      [week("2026-11-02", 100, 90, 110), week("2026-11-09", 105, 95, 115)],
      [week("2026-11-02", 95), week("2026-11-09", 99)],
    );
    for (const kind of ["chart-median", "chart-band", "chart-deals"]) expect(html).toContain(`class="${kind}"`);
    for (const text of Object.values(legend)) expect(html).toContain(text);
  });

  it("names no deal line when too few deals have a median, and no band without quartiles", () => {
    const html = draw([week("2026-11-02", 100), week("2026-11-09", 105)], [week("2026-11-02", null), week("2026-11-09", 99)]);
    expect(html).toContain('class="chart-median"');
    expect(html).toContain("Listing median");
    expect(html).not.toContain("chart-deals");
    expect(html).not.toContain("Deal median");
    expect(html).not.toContain("chart-band");
    expect(html).not.toContain("Middle half of listing prices");
  });

  it("draws nothing for a single week (the table has its numbers)", () => {
    expect(draw([week("2026-11-09", 105, 95, 115)], [week("2026-11-09", 99)])).toBe("");
  });
});
