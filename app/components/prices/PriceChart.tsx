// The product page's weekly chart, drawn on the server as SVG: the middle half of listing prices as a band, the
// listing median as a line and the deal median as a dashed line. The table beside it carries the same numbers.
import { formatNaira } from "~/lib/format";
import type { WeeklyPrice } from "~/lib/prices";

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 8;
const RIGHT = 8;
const TOP = 16;
const BOTTOM = 24;

interface Props {
  listings: readonly WeeklyPrice[];
  deals: readonly WeeklyPrice[];
  title: string;
  legend: { median: string; band: string; deals: string };
}

export function PriceChart({ listings, deals, title, legend }: Props) {
  const weeks = [...new Set([...listings, ...deals].map((week) => week.week_start))].sort();
  const values = [...listings, ...deals]
    .flatMap((week) => [week.median, week.p25, week.p75])
    .filter((value): value is number => value !== null);
  if (weeks.length === 0 || values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (week: string) =>
    LEFT + (weeks.length > 1 ? (weeks.indexOf(week) * (WIDTH - LEFT - RIGHT)) / (weeks.length - 1) : (WIDTH - LEFT - RIGHT) / 2);
  const y = (value: number) => TOP + (1 - (value - low) / span) * (HEIGHT - TOP - BOTTOM);
  // A line needs two weeks with a median (one point draws nothing); the band two weeks with quartiles.
  const line = (series: readonly WeeklyPrice[]) => {
    const points = series.filter((week) => week.median !== null);
    return points.length < 2 ? "" : points.map((week) => `${x(week.week_start).toFixed(1)},${y(week.median ?? 0).toFixed(1)}`).join(" ");
  };
  const banded = listings.filter((week) => week.p25 !== null && week.p75 !== null);
  const band =
    banded.length < 2
      ? ""
      : [
          ...banded.map((week) => `${x(week.week_start).toFixed(1)},${y(week.p75 ?? 0).toFixed(1)}`),
          ...[...banded].reverse().map((week) => `${x(week.week_start).toFixed(1)},${y(week.p25 ?? 0).toFixed(1)}`),
        ].join(" ");
  const medianLine = line(listings);
  const dealsLine = line(deals);
  // Nothing to draw (a single week): the week table below carries the numbers.
  if (!medianLine && !dealsLine && !band) return null;
  return (
    <figure className="price-chart">
      <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT}>
        {band ? <polygon points={band} className="chart-band" /> : null}
        {medianLine ? <polyline points={medianLine} className="chart-median" fill="none" /> : null}
        {dealsLine ? <polyline points={dealsLine} className="chart-deals" fill="none" /> : null}
        <text x={LEFT} y={TOP - 4} className="chart-axis">
          {formatNaira(high)}
        </text>
        <text x={LEFT} y={HEIGHT - 6} className="chart-axis">
          {formatNaira(low)}
        </text>
      </svg>
      {/* The legend names only what is drawn: no deal line without deals with a median, no band without quartiles. */}
      <figcaption className="chart-legend">
        {medianLine ? <span className="legend-median">{legend.median}</span> : null}
        {band ? <span className="legend-band">{legend.band}</span> : null}
        {dealsLine ? <span className="legend-deals">{legend.deals}</span> : null}
      </figcaption>
    </figure>
  );
}
