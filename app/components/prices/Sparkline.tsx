// A server-drawn sparkline of weekly medians (no JavaScript): a small SVG polyline with a text alternative.

export interface WeeklyPoint {
  week_start: string;
  median: number | null;
}

const WIDTH = 96;
const HEIGHT = 28;

/** Points of the weeks that have a median, scaled into the box (oldest left); empty below two weeks. */
export function sparklinePoints(weekly: readonly WeeklyPoint[], width = WIDTH, height = HEIGHT): string {
  const known = weekly.map((week, index) => ({ index, median: week.median })).filter((week) => week.median !== null) as {
    index: number;
    median: number;
  }[];
  if (known.length < 2) return "";
  const low = Math.min(...known.map((week) => week.median));
  const high = Math.max(...known.map((week) => week.median));
  const span = high - low || 1;
  const step = weekly.length > 1 ? (width - 4) / (weekly.length - 1) : 0;
  return known
    .map((week) => `${(2 + week.index * step).toFixed(1)},${(height - 2 - ((week.median - low) / span) * (height - 4)).toFixed(1)}`)
    .join(" ");
}

/** The sparkline, or the `empty` text when fewer than two weeks have a median. `label` is the text alternative. */
export function Sparkline({ weekly, label, empty }: { weekly: readonly WeeklyPoint[]; label: string; empty: string }) {
  const points = sparklinePoints(weekly);
  if (!points) return <span className="muted">{empty}</span>;
  return (
    <svg className="sparkline" role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
